import type { AdSetView } from '@reelmix/contracts/browser';
import { useEffect } from 'react';
import { serverMessage } from '../../../lib/server-message';
import { useMetaAdAccounts } from '../hooks/use-meta-ad-accounts';
import { useMetaAdSets } from '../hooks/use-meta-ad-sets';
import { useMetaPages } from '../hooks/use-meta-pages';
import type { PublishFormErrors, PublishFormValues } from '../publish-form-values';
import { adAccountLabel, adSetLabel, pageLabel } from '../publishing-labels';
import { SelectField } from './select-field';

type Destination = Pick<PublishFormValues, 'adAccountId' | 'adSetId' | 'pageId'>;

interface AdDestinationFieldsProps {
  values: Destination;
  errors: PublishFormErrors;
  onChange: (change: Partial<Destination>) => void;
}

/** The campaign and optimisation goal of the chosen ad set: what the ads are delivered for and counted on. */
function adSetHint(adSet: AdSetView | undefined): string | undefined {
  if (!adSet) return undefined;
  const campaign = adSet.campaignName ?? adSet.campaignId ?? 'unknown';
  return `Campaign: ${campaign}. Optimisation goal: ${adSet.optimizationGoal ?? 'not given'}.`;
}

/** Where the ads go: the ad account, one of its ad sets (read once the account is chosen) and the Page they run as. */
export function AdDestinationFields({ values, errors, onChange }: AdDestinationFieldsProps) {
  const accounts = useMetaAdAccounts({ enabled: true });
  const adSets = useMetaAdSets(values.adAccountId);
  const pages = useMetaPages({ enabled: true });
  const chosenAdSet = adSets.data?.find((adSet) => adSet.id === values.adSetId);

  // A destination carried over from the last publish may be gone since (an account the token no
  // longer reaches, a deleted ad set): once the lists say so it is cleared, so the form asks for
  // it rather than showing "Choose…" while holding an id Meta would refuse.
  useEffect(() => {
    const gone: Partial<Destination> = {};
    if (values.adAccountId && accounts.data && !accounts.data.some((account) => account.id === values.adAccountId)) Object.assign(gone, { adAccountId: '', adSetId: '' });
    else if (values.adSetId && adSets.data && !adSets.data.some((adSet) => adSet.id === values.adSetId)) gone.adSetId = '';
    if (values.pageId && pages.data && !pages.data.some((page) => page.id === values.pageId)) gone.pageId = '';
    if (Object.keys(gone).length > 0) onChange(gone);
  }, [values.adAccountId, values.adSetId, values.pageId, accounts.data, adSets.data, pages.data, onChange]);
  const loadProblem = (error: unknown, what: string) => serverMessage(error) ?? `Your ${what} could not be loaded from Meta. Please try again.`;

  return (
    <>
      <SelectField
        label="Ad account"
        value={values.adAccountId}
        // A new account has other ad sets, so the one chosen before no longer applies.
        onChange={(event) => onChange({ adAccountId: event.target.value, adSetId: '' })}
        error={errors.adAccountId ?? (accounts.isError ? loadProblem(accounts.error, 'ad accounts') : undefined)}
        disabled={!accounts.isSuccess}
      >
        <option value="">{accounts.isPending ? 'Loading ad accounts…' : 'Choose an ad account'}</option>
        {accounts.data?.map((account) => (
          <option key={account.id} value={account.id}>
            {adAccountLabel(account)}
          </option>
        ))}
      </SelectField>
      <SelectField
        label="Ad set"
        value={values.adSetId}
        onChange={(event) => onChange({ adSetId: event.target.value })}
        hint={adSetHint(chosenAdSet) ?? 'Each video becomes one ad in this ad set; its budget and audience apply.'}
        error={errors.adSetId ?? (adSets.isError ? loadProblem(adSets.error, 'ad sets') : undefined)}
        disabled={!adSets.isSuccess}
      >
        <option value="">{!values.adAccountId ? 'Choose an ad account first' : adSets.isPending ? 'Loading ad sets…' : adSets.data?.length === 0 ? 'This ad account has no ad sets' : 'Choose an ad set'}</option>
        {adSets.data?.map((adSet) => (
          <option key={adSet.id} value={adSet.id}>
            {adSetLabel(adSet)}
          </option>
        ))}
      </SelectField>
      <SelectField
        label="Page"
        value={values.pageId}
        onChange={(event) => onChange({ pageId: event.target.value })}
        hint="The Facebook Page the ads run as."
        error={errors.pageId ?? (pages.isError ? loadProblem(pages.error, 'Pages') : undefined)}
        disabled={!pages.isSuccess}
      >
        <option value="">{pages.isPending ? 'Loading Pages…' : 'Choose a Page'}</option>
        {pages.data?.map((page) => (
          <option key={page.id} value={page.id}>
            {pageLabel(page)}
          </option>
        ))}
      </SelectField>
    </>
  );
}
