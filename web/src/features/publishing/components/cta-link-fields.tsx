import { PUBLISHING_LIMITS } from '@reelmix/contracts/browser';
import { FormField } from '../../account/form-field';
import type { CtaClip } from '../cta-clips';
import type { PublishFormErrors, PublishFormValues } from '../publish-form-values';

type CtaLinkValues = Pick<PublishFormValues, 'perCtaLinks' | 'ctaLinks'>;

interface CtaLinkFieldsProps {
  /** The job's CTA clips its ads are made from, in upload order. */
  ctaClips: readonly CtaClip[];
  values: CtaLinkValues;
  errors: PublishFormErrors['ctaLinks'];
  onChange: (change: Partial<CtaLinkValues>) => void;
}

/**
 * A link of its own for the ads of each CTA clip (a CTA promising a sale can land on the sale
 * page), asked for only when the buyer wants it; a CTA left empty uses the main link.
 */
export function CtaLinkFields({ ctaClips, values, errors, onChange }: CtaLinkFieldsProps) {
  return (
    <>
      <label className="publishing-check">
        <input type="checkbox" checked={values.perCtaLinks} onChange={(event) => onChange({ perCtaLinks: event.target.checked })} />
        <span>A different link for each CTA</span>
      </label>
      {values.perCtaLinks ? (
        <>
          <p className="publishing-note">Each CTA's ads go to its own link; a CTA left empty sends its ads to the Link above.</p>
          {ctaClips.map((clip) => (
            <FormField
              key={clip.position}
              label={`Link for ${clip.name}`}
              type="url"
              inputMode="url"
              placeholder="https://"
              value={values.ctaLinks[clip.position] ?? ''}
              onChange={(event) => onChange({ ctaLinks: { ...values.ctaLinks, [clip.position]: event.target.value } })}
              maxLength={PUBLISHING_LIMITS.linkMaxLength}
              error={errors?.[clip.position]}
            />
          ))}
        </>
      ) : null}
    </>
  );
}
