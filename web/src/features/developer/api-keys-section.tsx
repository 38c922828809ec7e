import { API_KEY_LIMITS, type CreatedApiKey } from '@reelmix/contracts/browser';
import { Button, Spinner } from '@reelmix/ui';
import { useId, useState } from 'react';
import { ApiKeysTable } from './api-keys-table';
import { CreateApiKeyForm } from './create-api-key-form';
import { OneTimeSecret } from './one-time-secret';
import { loadProblem } from './refusal-message';
import { RevokeApiKeyDialog } from './revoke-api-key-dialog';
import { useApiKeyRevocation } from './use-api-key-revocation';
import { useApiKeys } from './use-api-keys';

/** Making, listing and revoking API keys. A new key is shown once, above the list, until it is put away. */
export function ApiKeysSection() {
  const titleId = useId();
  const keys = useApiKeys();
  // Only in this component's state: the key is gone once the panel closes or the page is left.
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  const revocation = useApiKeyRevocation({
    onRevoked: (key) => setCreated((shown) => (shown?.id === key.id ? null : shown)),
  });
  const list = keys.data ?? [];

  return (
    <section className="developer-section" aria-labelledby={titleId}>
      <h2 id={titleId} className="developer-section__title">
        API keys
      </h2>
      <p className="developer-section__lead">
        A key lets your own scripts call the API as your account. Send it as <code>Authorization: Bearer &lt;key&gt;</code>. You can
        have up to {API_KEY_LIMITS.perUser} keys; each may make {API_KEY_LIMITS.requestsPerMinute} calls a minute.
      </p>

      <CreateApiKeyForm onCreated={setCreated} />
      {created && <OneTimeSecret title={`Your new key “${created.name}”`} label="API key" value={created.key} onDone={() => setCreated(null)} />}

      {keys.isPending && <Spinner label="Loading your API keys" />}
      {keys.isError && (
        <div className="developer-problem" role="alert">
          <p>{loadProblem(keys.error, 'Your API keys could not be loaded. Please try again.')}</p>
          <Button variant="outline" size="sm" onClick={() => void keys.refetch()}>
            Try Again
          </Button>
        </div>
      )}
      {keys.isSuccess && list.length === 0 && <p className="developer-note">No keys yet. Create one to call the API from your own tools.</p>}
      {list.length > 0 && <ApiKeysTable keys={list} onRevoke={revocation.ask} />}

      <RevokeApiKeyDialog
        apiKey={revocation.target}
        revoking={revocation.revoking}
        error={revocation.error}
        onConfirm={revocation.confirm}
        onClose={revocation.cancel}
      />
    </section>
  );
}
