import { useQuery } from '@tanstack/react-query';
import { fetchAdminStats } from '../api/stats';
import { queryKeys } from '../lib/query-keys';

export function useAdminStats() {
  const query = useQuery({ queryKey: queryKeys.stats, queryFn: ({ signal }) => fetchAdminStats({ signal }) });
  return { stats: query.data, isLoading: query.isPending, error: query.error, isRefreshing: query.isFetching, refresh: () => void query.refetch() };
}
