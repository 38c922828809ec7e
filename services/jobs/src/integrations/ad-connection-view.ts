import type { AdAccountView, AdConnectionView, AdSetView } from '@reelmix/contracts';
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

/** What a platform said about a token when it was checked. */
export interface CheckedToken {
  userId: string;
  platform: AdConnection['platform'];
  accessToken: string;
  tokenSealed: string;
  platformUser: { id: string; name?: string };
  adAccounts: AdAccountView[];
  now: Date;
  expiresAt: Date | null;
}

/** A connection as saved when a checked token is connected, for every platform alike. */
export function connectionRow(checked: CheckedToken): AdConnection {
  return {
    userId: checked.userId,
    platform: checked.platform,
    tokenSealed: checked.tokenSealed,
    tokenHint: checked.accessToken.slice(-4),
    platformUserId: checked.platformUser.id,
    platformUserName: checked.platformUser.name ?? null,
    adAccounts: checked.adAccounts,
    state: 'connected',
    connectedAt: checked.now,
    checkedAt: checked.now,
    expiresAt: checked.expiresAt,
  };
}

/** Ad sets (TikTok: ad groups) as the app lists them, each with its campaign's name. */
export function adSetViews(
  campaigns: ReadonlyArray<{ id: string; name?: string }>,
  adSets: ReadonlyArray<{ id: string; name?: string; campaignId?: string; status?: string; optimizationGoal?: string }>,
): AdSetView[] {
  const campaignNames = new Map(campaigns.map((campaign) => [campaign.id, campaign.name ?? null]));
  return adSets.map((adSet) => ({
    id: adSet.id,
    name: adSet.name ?? null,
    campaignId: adSet.campaignId ?? null,
    campaignName: adSet.campaignId ? (campaignNames.get(adSet.campaignId) ?? null) : null,
    status: adSet.status ?? null,
    optimizationGoal: adSet.optimizationGoal ?? null,
  }));
}
