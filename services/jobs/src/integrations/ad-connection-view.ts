import type { AdConnectionView } from '@reelmix/contracts';
import type { AdConnection } from './ad-connection.entity';

export function toAdConnectionView(row: AdConnection): AdConnectionView {
  return {
    platform: row.platform,
    platformUserId: row.platformUserId,
    platformUserName: row.platformUserName,
    tokenHint: row.tokenHint,
    adAccounts: row.adAccounts,
    connectedAt: row.connectedAt.toISOString(),
    checkedAt: row.checkedAt.toISOString(),
    expiresAt: row.expiresAt ? row.expiresAt.toISOString() : null,
    state: row.state,
  };
}
