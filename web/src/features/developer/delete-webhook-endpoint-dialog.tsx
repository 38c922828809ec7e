import type { WebhookEndpointView } from '@reelmix/contracts/browser';
import { Button, Dialog } from '@reelmix/ui';

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
    <Dialog
      open={endpoint !== null}
      title="Delete webhook endpoint"
      description={endpoint ? deleteEndpointQuestion(endpoint) : undefined}
      onClose={onClose}
      className="developer-dialog"
    >
      {error && (
        <p className="developer-dialog__problem" role="alert">
          {error}
        </p>
      )}
      <div className="developer-dialog__actions">
        <Button variant="outline" onClick={onClose} data-autofocus>
          Cancel
        </Button>
        <Button variant="destructive" loading={deleting} onClick={() => endpoint && onConfirm(endpoint)}>
          Delete
        </Button>
      </div>
    </Dialog>
  );
}
