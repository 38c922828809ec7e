import type { ApiKeyView } from '@reelmix/contracts/browser';
import { Button, Dialog } from '@reelmix/ui';
import { shownKeyPrefix } from './developer-labels';

export interface RevokeApiKeyDialogProps {
  /** The key to revoke; null while closed. */
  apiKey: ApiKeyView | null;
  revoking: boolean;
  error: string | null;
  onConfirm: (key: ApiKeyView) => void;
  onClose: () => void;
}

/** What revoking does: every tool still using the key is refused from that moment. */
export function revokeQuestion(key: ApiKeyView): string {
  return `Revoke ${key.name} (${shownKeyPrefix(key.prefix)})? Anything still using this key is refused from now on. This cannot be undone.`;
}

export function RevokeApiKeyDialog({ apiKey, revoking, error, onConfirm, onClose }: RevokeApiKeyDialogProps) {
  return (
    <Dialog open={apiKey !== null} title="Revoke API key" description={apiKey ? revokeQuestion(apiKey) : undefined} onClose={onClose}>
      {error && (
        <p className="developer-dialog__problem" role="alert">
          {error}
        </p>
      )}
      <div className="developer-dialog__actions">
        <Button variant="outline" onClick={onClose} data-autofocus>
          Cancel
        </Button>
        <Button variant="destructive" loading={revoking} onClick={() => apiKey && onConfirm(apiKey)}>
          Revoke
        </Button>
      </div>
    </Dialog>
  );
}
