import { AD_TOKEN_EXPIRED, type AdConnectionView, metaTokenExpiresSoon, metaTokenExpiryWarning } from '@reelmix/contracts/browser';
import { Button } from '@reelmix/ui';
import { formatLongDate } from '../../dashboard/format-date';
import { adAccountLabel } from '../publishing-labels';
import { ConnectionFacts } from './connection-facts';
import { FacebookLoginLink } from './facebook-login-link';
import { MetaTokenForm } from './meta-token-form';

/**
 * Who the saved token belongs to, which token it is, what it reaches, when it was last checked and
 * when it ends; a login token close to its end (one the server could not renew) asks for a new login.
 */
export function MetaConnectionDetails({ connection, facebookLogin, onDisconnect }: { connection: AdConnectionView; facebookLogin: boolean; onDisconnect: () => void }) {
  const expiresSoon = connection.state === 'connected' && metaTokenExpiresSoon(connection.expiresAt, new Date());
  return (
    <div className="publishing-connection">
      <ConnectionFacts connection={connection} platformName="Meta" />
      {connection.adAccounts.length > 0 ? (
        <>
          <h3 className="publishing-subtitle">Ad accounts this token reaches</h3>
          <ul className="publishing-list" aria-label="Ad accounts">
            {connection.adAccounts.map((account) => (
              <li key={account.id}>{adAccountLabel(account)}</li>
            ))}
          </ul>
        </>
      ) : (
        <p className="publishing-note">This token reaches no ad accounts yet. Give its system user access to an ad account in Meta Business Settings.</p>
      )}
      {expiresSoon && connection.expiresAt ? (
        <div className="publishing-warning">
          <p role="alert">{metaTokenExpiryWarning(formatLongDate(connection.expiresAt))}</p>
          {facebookLogin && <FacebookLoginLink />}
        </div>
      ) : null}
      {connection.state === 'expired' ? (
        <div className="publishing-warning">
          <p role="alert">{AD_TOKEN_EXPIRED}</p>
          {facebookLogin && <FacebookLoginLink />}
          <MetaTokenForm submitLabel="Save new token" />
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
