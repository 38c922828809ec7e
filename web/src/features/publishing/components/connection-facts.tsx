import type { AdConnectionView } from '@reelmix/contracts/browser';
import { formatDateTime, formatRelative } from '../../dashboard/format-date';

/** Who a saved token belongs to, which token it is (its last characters), when it was checked and when it ends. */
export function ConnectionFacts({ connection, platformName }: { connection: AdConnectionView; platformName: string }) {
  const who = connection.platformUserName ?? `${platformName} user ${connection.platformUserId}`;
  return (
    <>
      <p>
        Connected as <strong>{who}</strong>.
      </p>
      <dl className="publishing-facts">
        <div>
          <dt>Token</dt>
          <dd>…{connection.tokenHint}</dd>
        </div>
        <div>
          <dt>Checked</dt>
          <dd>
            <time dateTime={connection.checkedAt} title={formatDateTime(connection.checkedAt)}>
              {formatRelative(connection.checkedAt)}
            </time>
          </dd>
        </div>
        {connection.expiresAt ? (
          <div>
            <dt>Expires</dt>
            <dd>
              <time dateTime={connection.expiresAt}>{formatDateTime(connection.expiresAt)}</time>
            </dd>
          </div>
        ) : null}
      </dl>
    </>
  );
}
