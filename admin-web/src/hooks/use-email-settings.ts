import { useQuery } from '@tanstack/react-query';
import { fetchEmailSettings } from '../api/settings';
import { queryKeys } from '../lib/query-keys';

export function useEmailSettings() {
  const query = useQuery({ queryKey: queryKeys.emailSettings, queryFn: ({ signal }) => fetchEmailSettings({ signal }), staleTime: 0 });
  return { settings: query.data, isLoading: query.isPending, error: query.error, isRefreshing: query.isFetching, refresh: () => void query.refetch() };
}
