import { useQuery } from '@tanstack/react-query';
import { fetchAffiliateStats } from '../../api/affiliate';
import { queryKeys } from '../../lib/query-keys';

/** docs/product-rules.md#affiliates: the stats call is made for affiliates only. */
export function useAffiliateStats(isAffiliate: boolean) {
  const query = useQuery({ queryKey: queryKeys.affiliateStats, queryFn: fetchAffiliateStats, enabled: isAffiliate });
  return { stats: query.data, isLoading: query.isPending && isAffiliate, isError: query.isError, retry: () => void query.refetch() };
}
