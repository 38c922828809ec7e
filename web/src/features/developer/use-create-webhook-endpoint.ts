import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createWebhookEndpoint } from '../../api/webhooks';
import { queryKeys } from '../../lib/query-keys';

/** Registers an endpoint and refreshes the list (the list alone: open delivery logs are unchanged by it). */
export function useCreateWebhookEndpoint() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createWebhookEndpoint,
    // The answer holds the signing secret; the mutation cache lets it go as soon as nothing observes it.
    gcTime: 0,
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.webhookEndpoints, exact: true }),
  });
}
