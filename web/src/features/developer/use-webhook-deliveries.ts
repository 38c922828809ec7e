import type { WebhookDeliveryView } from '@reelmix/contracts/browser';
import { useQuery } from '@tanstack/react-query';
import { fetchWebhookDeliveries } from '../../api/webhooks';
import { queryKeys } from '../../lib/query-keys';

// Pending deliveries are retried with a backoff of 30 s and more; asking this often shows each retry soon after it.
const PENDING_REFRESH_MS = 15_000;

const hasPending = (deliveries: WebhookDeliveryView[] | undefined) => deliveries?.some((delivery) => delivery.status === 'pending') ?? false;

/** One endpoint's delivery log, newest first; read again on every opening and, while anything is pending, every few seconds. */
export function useWebhookDeliveries(endpointId: string) {
  return useQuery({
    queryKey: queryKeys.webhookDeliveries(endpointId),
    queryFn: ({ signal }) => fetchWebhookDeliveries(endpointId, { signal }),
    refetchOnMount: 'always',
    refetchInterval: (query) => (hasPending(query.state.data) ? PENDING_REFRESH_MS : false),
  });
}
