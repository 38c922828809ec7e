import type { AdAccountView, AdSetView } from '@reelmix/contracts/browser';
import { useEffect } from 'react';
import { serverMessage } from '../../../lib/server-message';
import { useTikTokAdGroups } from '../hooks/use-tiktok-ad-groups';
import { useTikTokIdentities } from '../hooks/use-tiktok-identities';
import type { PublishFormErrors, PublishFormValues } from '../publish-form-values';
import { adAccountLabel, adSetLabel, pageLabel } from '../publishing-labels';
import { SelectField } from './select-field';

type Destination = Pick<PublishFormValues, 'adAccountId' | 'adSetId' | 'pageId' | 'identityType'>;

interface TikTokDestinationFieldsProps {
  values: Destination;
  errors: PublishFormErrors;
  /** The advertisers the saved token was connected with. */
  advertisers: AdAccountView[];
  onChange: (change: Partial<Destination>) => void;
}

function adGroupHint(adGroup: AdSetView | undefined): string | undefined {
  if (!adGroup) return undefined;
  return `Campaign: ${adGroup.campaignName ?? adGroup.campaignId ?? 'unknown'}. Optimisation goal: ${adGroup.optimizationGoal ?? 'not given'}.`;
}

/** Where TikTok ads go: one of the connected advertisers, one of its ad groups and the identity they run as (both read once the advertiser is chosen). */
export function TikTokDestinationFields({ values, errors, advertisers, onChange }: TikTokDestinationFieldsProps) {
  const adGroups = useTikTokAdGroups(values.adAccountId);
  const identities = useTikTokIdentities(values.adAccountId);
  const chosenAdGroup = adGroups.data?.find((adGroup) => adGroup.id === values.adSetId);

  // A destination carried over from the last publish may be gone since; once the lists say so it is
  // cleared. The last publish does not keep the identity's type, so it is taken from the list.
  useEffect(() => {
    const change: Partial<Destination> = {};
    if (values.adAccountId && !advertisers.some((advertiser) => advertiser.id === values.adAccountId)) Object.assign(change, { adAccountId: '', adSetId: '', pageId: '', identityType: '' });
    else {
      if (values.adSetId && adGroups.data && !adGroups.data.some((adGroup) => adGroup.id === values.adSetId)) change.adSetId = '';
      const identity = values.pageId && identities.data ? identities.data.find((candidate) => candidate.id === values.pageId) : undefined;
      if (values.pageId && identities.data && !identity) Object.assign(change, { pageId: '', identityType: '' });
      else if (identity && (identity.identityType ?? '') !== values.identityType) change.identityType = identity.identityType ?? '';
    }
    if (Object.keys(change).length > 0) onChange(change);
  }, [values.adAccountId, values.adSetId, values.pageId, values.identityType, advertisers, adGroups.data, identities.data, onChange]);
  const loadProblem = (error: unknown, what: string) => serverMessage(error) ?? `Your ${what} could not be loaded from TikTok. Please try again.`;

  function chooseIdentity(id: string) {
    const identity = identities.data?.find((candidate) => candidate.id === id);
    onChange({ pageId: id, identityType: identity?.identityType ?? '' });
  }

  return (
    <>
      <SelectField
        label="Advertiser"
        value={values.adAccountId}
        // Another advertiser has other ad groups and identities, so those chosen before no longer apply.
        onChange={(event) => onChange({ adAccountId: event.target.value, adSetId: '', pageId: '', identityType: '' })}
        error={errors.adAccountId}
      >
        <option value="">Choose an advertiser</option>
        {advertisers.map((advertiser) => (
          <option key={advertiser.id} value={advertiser.id}>
            {adAccountLabel(advertiser)}
          </option>
        ))}
      </SelectField>
      <SelectField
        label="Ad group"
        value={values.adSetId}
        onChange={(event) => onChange({ adSetId: event.target.value })}
        hint={adGroupHint(chosenAdGroup) ?? 'Each video becomes one ad in this ad group; its budget and audience apply.'}
        error={errors.adSetId ?? (adGroups.isError ? loadProblem(adGroups.error, 'ad groups') : undefined)}
        disabled={!adGroups.isSuccess}
      >
        <option value="">
          {!values.adAccountId ? 'Choose an advertiser first' : adGroups.isPending ? 'Loading ad groups…' : adGroups.data?.length === 0 ? 'This advertiser has no ad groups' : 'Choose an ad group'}
        </option>
        {adGroups.data?.map((adGroup) => (
          <option key={adGroup.id} value={adGroup.id}>
            {adSetLabel(adGroup)}
          </option>
        ))}
      </SelectField>
      <SelectField
        label="Identity"
        value={values.pageId}
        onChange={(event) => chooseIdentity(event.target.value)}
        hint="The TikTok identity (name and avatar) the ads run as."
        error={errors.pageId ?? (identities.isError ? loadProblem(identities.error, 'identities') : undefined)}
        disabled={!identities.isSuccess}
      >
        <option value="">{!values.adAccountId ? 'Choose an advertiser first' : identities.isPending ? 'Loading identities…' : 'Choose an identity'}</option>
        {identities.data?.map((identity) => (
          <option key={identity.id} value={identity.id}>
            {pageLabel(identity)}
          </option>
        ))}
      </SelectField>
    </>
  );
}
