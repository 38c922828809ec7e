import type { WebhookDeliveryView } from '@reelmix/contracts/browser';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { replayWebhookDelivery } from '../../api/webhooks';
import { queryKeys } from '../../lib/query-keys';

/** Sends a delivery again; the new delivery heads its endpoint's log at once, then the log is read again. */
export function useReplayWebhookDelivery() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (delivery: WebhookDeliveryView) => replayWebhookDelivery(delivery.id),
    onSuccess: async (replayed) => {
      const key = queryKeys.webhookDeliveries(replayed.endpointId);
      client.setQueryData<WebhookDeliveryView[]>(key, (log) => [replayed, ...(log ?? []).filter((delivery) => delivery.id !== replayed.id)]);
      await client.invalidateQueries({ queryKey: key });
    },
  });
}
