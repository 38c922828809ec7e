import type { AdConnectionView } from '@reelmix/contracts/browser';
import { Button, Spinner, useToast } from '@reelmix/ui';
import { useId, useState } from 'react';
import { toErrorMessage } from '../../../api/http';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { serverMessage } from '../../../lib/server-message';
import { useDisconnectTikTok } from '../hooks/use-disconnect-tiktok';
import { useTikTokConnection } from '../hooks/use-tiktok-connection';
import { TikTokConnectionDetails } from './tiktok-connection-details';
import { TikTokTokenForm } from './tiktok-token-form';

const disconnectQuestion = (connection: AdConnectionView) =>
  `Disconnect TikTok (token …${connection.tokenHint})? Reelmix forgets the token and can no longer publish or read results; ads already on TikTok keep running.`;

/** The TikTok ads connection: paste a token with its advertiser ids, or see and end the saved one. */
export function TikTokAdsCard() {
  const titleId = useId();
  const status = useTikTokConnection();
  const disconnect = useDisconnectTikTok();
  const { toast } = useToast();
  const [asking, setAsking] = useState<AdConnectionView | null>(null);
  const connection = status.data?.connection ?? null;

  function confirmDisconnect() {
    disconnect.mutate(undefined, {
      onSuccess: () => {
        setAsking(null);
        toast({ title: 'TikTok Disconnected', description: 'The saved access token was deleted.', variant: 'success' });
      },
    });
  }

  return (
    <section className="publishing-card" aria-labelledby={titleId}>
      <h2 id={titleId} className="publishing-card__title">
        TikTok ads
      </h2>
      <p className="publishing-card__lead">Publish a finished job's videos as ads in one of your TikTok ad groups, then read how each hook, body and CTA does while they run.</p>
      {status.isPending && <Spinner label="Loading your TikTok connection" />}
      {status.isError && (
        <div className="publishing-problem" role="alert">
          <p>{serverMessage(status.error) ?? 'Your TikTok connection could not be loaded. Please try again.'}</p>
          <Button variant="outline" size="sm" onClick={() => void status.refetch()}>
            Try Again
          </Button>
        </div>
      )}
      {status.isSuccess && !connection && <TikTokTokenForm submitLabel="Connect" />}
      {connection && <TikTokConnectionDetails connection={connection} onDisconnect={() => setAsking(connection)} />}
      <ConfirmDialog
        subject={asking}
        title="Disconnect TikTok ads"
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
