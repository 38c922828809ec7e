import { useQuery } from '@tanstack/react-query';
import { fetchWebhookStatus } from '../api/settings';
import { queryKeys } from '../lib/query-keys';

export function useWebhookStatus() {
  const query = useQuery({ queryKey: queryKeys.webhookStatus, queryFn: ({ signal }) => fetchWebhookStatus({ signal }), staleTime: 0 });
  return { status: query.data, isLoading: query.isPending, error: query.error, isRefreshing: query.isFetching, refresh: () => void query.refetch() };
}
