import { useQuery } from '@tanstack/react-query';
import { fetchWebhookEndpoints } from '../../api/webhooks';
import { queryKeys } from '../../lib/query-keys';

export function useWebhookEndpoints() {
  return useQuery({
    queryKey: queryKeys.webhookEndpoints,
    queryFn: ({ signal }) => fetchWebhookEndpoints({ signal }),
  });
}
