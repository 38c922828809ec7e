import { useQuery } from '@tanstack/react-query';
import { listAffiliates } from '../api/affiliates';
import { queryKeys } from '../lib/query-keys';

export function useAffiliates() {
  const query = useQuery({ queryKey: queryKeys.affiliates, queryFn: ({ signal }) => listAffiliates({ signal }), staleTime: 0 });
  return { affiliates: query.data, isLoading: query.isPending, error: query.error, isRefreshing: query.isFetching, refresh: () => void query.refetch() };
}
