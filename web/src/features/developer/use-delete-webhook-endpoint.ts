import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteWebhookEndpoint } from '../../api/webhooks';
import { queryKeys } from '../../lib/query-keys';

/** Removes an endpoint; its delivery log goes with it. */
export function useDeleteWebhookEndpoint() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteWebhookEndpoint,
    onSuccess: async (_answer, endpointId) => {
      client.removeQueries({ queryKey: queryKeys.webhookDeliveries(endpointId) });
      await client.invalidateQueries({ queryKey: queryKeys.webhookEndpoints, exact: true });
    },
  });
}
