import type { ApiKeyView } from '@reelmix/contracts/browser';
import { useToast } from '@reelmix/ui';
import { useState } from 'react';
import { refusalMessage } from './refusal-message';
import { useRevokeApiKey } from './use-revoke-api-key';

/** Revoking a key: asked, confirmed, then done or refused with the server's reason. */
export function useApiKeyRevocation({ onRevoked }: { onRevoked: (key: ApiKeyView) => void }) {
  const [target, setTarget] = useState<ApiKeyView | null>(null);
  const [error, setError] = useState<string | null>(null);
  const mutation = useRevokeApiKey();
  const { toast } = useToast();

  function ask(key: ApiKeyView) {
    setError(null);
    setTarget(key);
  }

  function cancel() {
    if (mutation.isPending) return;
    setTarget(null);
    setError(null);
  }

  function confirm(key: ApiKeyView) {
    setError(null);
    mutation.mutate(key.id, {
      onSuccess: () => {
        setTarget(null);
        onRevoked(key);
        toast({ title: 'API Key Revoked', description: `${key.name} no longer works.`, variant: 'success' });
      },
      onError: (failure) => setError(refusalMessage(failure)),
    });
  }

  return { target, error, revoking: mutation.isPending, ask, cancel, confirm };
}
