import { useQuery } from '@tanstack/react-query';
import { fetchAdminProfile } from '../api/admin-session';
import { queryKeys } from '../lib/query-keys';

export function useAdminProfile() {
  const query = useQuery({ queryKey: queryKeys.adminProfile, queryFn: ({ signal }) => fetchAdminProfile({ signal }) });
  return { profile: query.data, isLoading: query.isPending, error: query.error, isRefreshing: query.isFetching, refresh: () => void query.refetch() };
}
