import { AD_PLATFORM_NAMES, type AdAccountView, type AdPlatform, counted, type LastPublicationView, PUBLISHING_LIMITS, type MetaCallToAction, type PublicationView } from '@reelmix/contracts/browser';
import { Button, Label, Textarea } from '@reelmix/ui';
import { useCallback, useId, useState, type FormEvent } from 'react';
import { toErrorMessage } from '../../../api/http';
import { serverMessage } from '../../../lib/server-message';
import { FormField } from '../../account/form-field';
import { type CtaClip, offersCtaLinks } from '../cta-clips';
import { usePublishJob } from '../hooks/use-publish-job';
import { callToActionsOf, platformOfLastPublication, publishBody, publishFormFrom, publishFormErrors, type PublishFormErrors, type PublishFormValues } from '../publish-form-values';
import { adSetNoun, CALL_TO_ACTION_LABELS } from '../publishing-labels';
import { AdDestinationFields } from './ad-destination-fields';
import { CtaLinkFields } from './cta-link-fields';
import { SelectField } from './select-field';
import { TikTokDestinationFields } from './tiktok-destination-fields';

export interface PublishFormProps {
  jobId: string;
  videoCount: number;
  /** The job's CTA clips, each of which may send its ads to a link of its own. */
  ctaClips: readonly CtaClip[];
  platform: AdPlatform;
  /** TikTok: the advertisers the saved token was connected with (Meta's ad accounts are read from Meta). */
  advertisers: AdAccountView[];
  /** The customer's latest publish, whose destination and texts the form starts with; null for an empty form. */
  last: LastPublicationView | null;
  onPublished: (publication: PublicationView) => void;
}

/** Where and how the job's finished videos become ads on one platform: one ad per video, created paused unless asked. */
export function PublishForm({ jobId, videoCount, ctaClips, platform, advertisers, last, onPublished }: PublishFormProps) {
  // Without CTAs to tell apart no CTA link is kept, so none is checked or sent.
  const ctaPositions = offersCtaLinks(ctaClips) ? ctaClips.map((clip) => clip.position) : [];
  const [values, setValues] = useState<PublishFormValues>(() => publishFormFrom(last, platform, ctaPositions));
  const [errors, setErrors] = useState<PublishFormErrors>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const publish = usePublishJob(jobId);
  const primaryTextId = useId();
  // Stable, since the destination fields correct the values from an effect that depends on it.
  const update = useCallback((change: Partial<PublishFormValues>) => setValues((current) => ({ ...current, ...change })), []);
  const platformName = AD_PLATFORM_NAMES[platform];
  const tiktok = platform === 'tiktok';
  // The last publish fills the form only when it went to the same platform.
  const from = last && platformOfLastPublication(last) === platform ? last : null;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setRefusal(null);
    const found = publishFormErrors(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    publish.mutate(publishBody(values), {
      onSuccess: onPublished,
      onError: (failure) => setRefusal(serverMessage(failure) ?? toErrorMessage(failure)),
    });
  }

  return (
    <form className="publishing-form" onSubmit={submit} noValidate aria-label={`Publish to ${platformName}`}>
      <p className="publishing-note">
        {counted(videoCount, 'finished video')} {videoCount === 1 ? 'becomes one ad' : `become ${videoCount} ads`}, each named after its video so its results can be read back.
      </p>
      {from ? (
        <p className="publishing-note">
          Filled in from your last publish, into {adSetNoun(platform)} {from.adSetId}: the next round goes into the same {adSetNoun(platform)} unless you choose another.
        </p>
      ) : null}
      {tiktok ? (
        <TikTokDestinationFields values={values} errors={errors} advertisers={advertisers} onChange={update} />
      ) : (
        <AdDestinationFields values={values} errors={errors} onChange={update} />
      )}
      <div className="form__field">
        <Label htmlFor={primaryTextId}>{tiktok ? 'Ad text' : 'Primary text'}</Label>
        <Textarea
          id={primaryTextId}
          value={values.primaryText}
          onChange={(event) => update({ primaryText: event.target.value })}
          maxLength={PUBLISHING_LIMITS.primaryTextMaxLength}
          rows={3}
          aria-invalid={errors.primaryText ? true : undefined}
          aria-describedby={errors.primaryText ? `${primaryTextId}-error` : undefined}
        />
        {errors.primaryText && (
          <p id={`${primaryTextId}-error`} className="form__error">
            {errors.primaryText}
          </p>
        )}
      </div>
      {tiktok ? null : (
        <FormField
          label="Headline (optional)"
          value={values.headline}
          onChange={(event) => update({ headline: event.target.value })}
          maxLength={PUBLISHING_LIMITS.headlineMaxLength}
        />
      )}
      <SelectField label="Call to action" value={values.callToAction} onChange={(event) => update({ callToAction: event.target.value as MetaCallToAction })}>
        {callToActionsOf(platform).map((action) => (
          <option key={action} value={action}>
            {CALL_TO_ACTION_LABELS[action]}
          </option>
        ))}
      </SelectField>
      <FormField
        label="Link"
        type="url"
        inputMode="url"
        placeholder="https://"
        value={values.link}
        onChange={(event) => update({ link: event.target.value })}
        maxLength={PUBLISHING_LIMITS.linkMaxLength}
        hint="Where the ad sends people; it must start with https://."
        error={errors.link}
      />
      {ctaPositions.length > 0 ? <CtaLinkFields ctaClips={ctaClips} values={values} errors={errors.ctaLinks} onChange={update} /> : null}
      <label className="publishing-check">
        <input type="checkbox" checked={values.createPaused} onChange={(event) => update({ createPaused: event.target.checked })} />
        <span>Create ads paused</span>
      </label>
      {values.createPaused ? (
        <p className="publishing-note">The ads wait, paused, in {platformName} Ads Manager until you switch them on.</p>
      ) : (
        <p className="publishing-warning" role="alert">
          The ads are created active: they start spending this {adSetNoun(platform)}'s budget as soon as {platformName} approves them.
        </p>
      )}
      {refusal && (
        <p className="publishing-problem" role="alert">
          {refusal}
        </p>
      )}
      <Button type="submit" loading={publish.isPending} className="publishing-form__submit">
        Publish {counted(videoCount, 'ad')}
      </Button>
    </form>
  );
}
