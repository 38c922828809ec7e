import type { WebhookEndpointView } from '@reelmix/contracts/browser';
import { ConfirmDialog } from '../../components/confirm-dialog';

export interface DeleteWebhookEndpointDialogProps {
  /** The endpoint to delete; null while closed. */
  endpoint: WebhookEndpointView | null;
  deleting: boolean;
  error: string | null;
  onConfirm: (endpoint: WebhookEndpointView) => void;
  onClose: () => void;
}

export function deleteEndpointQuestion(endpoint: WebhookEndpointView): string {
  return `Delete the endpoint ${endpoint.url}? No more events are sent to it, and its delivery log goes with it. This cannot be undone.`;
}

export function DeleteWebhookEndpointDialog({ endpoint, deleting, error, onConfirm, onClose }: DeleteWebhookEndpointDialogProps) {
  return (
    <ConfirmDialog
      subject={endpoint}
      title="Delete webhook endpoint"
      question={deleteEndpointQuestion}
      action="Delete"
      busy={deleting}
      error={error}
      onConfirm={onConfirm}
      onClose={onClose}
    />
  );
}
