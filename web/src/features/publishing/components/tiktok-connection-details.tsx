import { TIKTOK_TOKEN_EXPIRED, type AdConnectionView } from '@reelmix/contracts/browser';
import { Button } from '@reelmix/ui';
import { adAccountLabel } from '../publishing-labels';
import { ConnectionFacts } from './connection-facts';
import { TikTokTokenForm } from './tiktok-token-form';

/** Which token is saved, the advertisers it was connected with, when it was last checked; an expired one asks for a new token. */
export function TikTokConnectionDetails({ connection, onDisconnect }: { connection: AdConnectionView; onDisconnect: () => void }) {
  return (
    <div className="publishing-connection">
      <ConnectionFacts connection={connection} platformName="TikTok" />
      <h3 className="publishing-subtitle">Advertisers</h3>
      <ul className="publishing-list" aria-label="Advertisers">
        {connection.adAccounts.map((advertiser) => (
          <li key={advertiser.id}>{adAccountLabel(advertiser)}</li>
        ))}
      </ul>
      {connection.state === 'expired' ? (
        <div className="publishing-warning">
          <p role="alert">{TIKTOK_TOKEN_EXPIRED}</p>
          <TikTokTokenForm submitLabel="Save new token" advertiserIds={connection.adAccounts.map((advertiser) => advertiser.id)} />
        </div>
      ) : null}
      <div>
        <Button variant="outline" size="sm" onClick={onDisconnect}>
          Disconnect
        </Button>
      </div>
    </div>
  );
}
