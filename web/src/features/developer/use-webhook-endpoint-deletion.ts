import type { WebhookEndpointView } from '@reelmix/contracts/browser';
import { useToast } from '@reelmix/ui';
import { useState } from 'react';
import { refusalMessage } from './refusal-message';
import { useDeleteWebhookEndpoint } from './use-delete-webhook-endpoint';

/** Deleting an endpoint: asked, confirmed, then done or refused with the server's reason. */
export function useWebhookEndpointDeletion({ onDeleted }: { onDeleted: (endpoint: WebhookEndpointView) => void }) {
  const [target, setTarget] = useState<WebhookEndpointView | null>(null);
  const [error, setError] = useState<string | null>(null);
  const mutation = useDeleteWebhookEndpoint();
  const { toast } = useToast();

  function ask(endpoint: WebhookEndpointView) {
    setError(null);
    setTarget(endpoint);
  }

  function cancel() {
    if (mutation.isPending) return;
    setTarget(null);
    setError(null);
  }

  function confirm(endpoint: WebhookEndpointView) {
    setError(null);
    mutation.mutate(endpoint.id, {
      onSuccess: () => {
        setTarget(null);
        onDeleted(endpoint);
        toast({ title: 'Endpoint Deleted', description: `No more events are sent to ${endpoint.url}.`, variant: 'success' });
      },
      onError: (failure) => setError(refusalMessage(failure)),
    });
  }

  return { target, error, deleting: mutation.isPending, ask, cancel, confirm };
}
