import type { ApiKeyView } from '@reelmix/contracts/browser';
import { ConfirmDialog } from '../../components/confirm-dialog';
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
    <ConfirmDialog
      subject={apiKey}
      title="Revoke API key"
      question={revokeQuestion}
      action="Revoke"
      busy={revoking}
      error={error}
      onConfirm={onConfirm}
      onClose={onClose}
    />
  );
}
