import type { AdConnectionView } from '@reelmix/contracts/browser';
import { Button, Spinner, useToast } from '@reelmix/ui';
import { useId, useState } from 'react';
import { toErrorMessage } from '../../../api/http';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { serverMessage } from '../../../lib/server-message';
import { useDisconnectMeta } from '../hooks/use-disconnect-meta';
import { useMetaConnection } from '../hooks/use-meta-connection';
import { FacebookLoginLink } from './facebook-login-link';
import { MetaConnectionDetails } from './meta-connection-details';
import { MetaLoginResult } from './meta-login-result';
import { MetaTokenForm } from './meta-token-form';

const disconnectQuestion = (connection: AdConnectionView) =>
  `Disconnect ${connection.platformUserName ?? 'this Meta login'} (token …${connection.tokenHint})? Reelmix forgets the token and can no longer publish or read results; ads already on Meta keep running.`;

/** The Meta ads connection: log in with Facebook (when offered) or paste a token, or see and end the saved one. */
export function MetaAdsCard() {
  const titleId = useId();
  const status = useMetaConnection();
  const disconnect = useDisconnectMeta();
  const { toast } = useToast();
  const [asking, setAsking] = useState<AdConnectionView | null>(null);
  const connection = status.data?.connection ?? null;
  const facebookLogin = status.data?.facebookLogin ?? false;

  function confirmDisconnect() {
    disconnect.mutate(undefined, {
      onSuccess: () => {
        setAsking(null);
        toast({ title: 'Meta Disconnected', description: 'The saved access token was deleted.', variant: 'success' });
      },
    });
  }

  return (
    <section className="publishing-card" aria-labelledby={titleId}>
      <h2 id={titleId} className="publishing-card__title">
        Meta ads
      </h2>
      <p className="publishing-card__lead">Publish a finished job's videos as ads in one of your ad sets, then read how each hook, body and CTA does while they run.</p>
      {status.isPending && <Spinner label="Loading your Meta connection" />}
      {status.isError && (
        <div className="publishing-problem" role="alert">
          <p>{serverMessage(status.error) ?? 'Your Meta connection could not be loaded. Please try again.'}</p>
          <Button variant="outline" size="sm" onClick={() => void status.refetch()}>
            Try Again
          </Button>
        </div>
      )}
      <MetaLoginResult />
      {status.isSuccess && !connection && (
        <>
          {facebookLogin && (
            <div className="publishing-connection">
              <FacebookLoginLink />
              <p className="publishing-note">Or, for an agency's system user, paste its access token:</p>
            </div>
          )}
          <MetaTokenForm submitLabel="Connect" />
        </>
      )}
      {connection && <MetaConnectionDetails connection={connection} facebookLogin={facebookLogin} onDisconnect={() => setAsking(connection)} />}
      <ConfirmDialog
        subject={asking}
        title="Disconnect Meta ads"
        question={disconnectQuestion}
        action="Disconnect"
        busy={disconnect.isPending}
        error={disconnect.error ? (serverMessage(disconnect.error) ?? toErrorMessage(disconnect.error)) : null}
        onConfirm={confirmDisconnect}
        onClose={() => {
          if (disconnect.isPending) return;
          disconnect.reset();
          setAsking(null);
        }}
      />
    </section>
  );
}
