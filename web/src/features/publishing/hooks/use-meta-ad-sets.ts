import { useQuery } from '@tanstack/react-query';
import { fetchMetaAdSets } from '../../../api/ad-publishing';
import { queryKeys } from '../../../lib/query-keys';

/** The ad sets of one ad account; nothing is asked until an account is chosen. */
export function useMetaAdSets(adAccountId: string) {
  return useQuery({
    queryKey: queryKeys.metaAdSets(adAccountId),
    queryFn: ({ signal }) => fetchMetaAdSets(adAccountId, { signal }),
    enabled: adAccountId !== '',
  });
}
