import type { AdConnectionStatus, AdConnectionView, AdPageView, AdSetView } from '@reelmix/contracts/browser';
import { apiRead, apiWrite, type RequestOptions } from './http';

const TIKTOK = '/integrations/tiktok';
const advertiserQuery = (advertiserId: string) => `?advertiserId=${encodeURIComponent(advertiserId)}`;

/** `GET /api/integrations/tiktok`: as Meta's status, without a login offer (TikTok is connected by pasting a token). */
export type TikTokConnectionStatus = Pick<AdConnectionStatus, 'connection'>;

/** The saved TikTok connection, or `{ connection: null }` when none is. */
export function fetchTikTokConnection(options?: RequestOptions): Promise<TikTokConnectionStatus> {
  return apiRead<TikTokConnectionStatus>(TIKTOK, options);
}

/** Saves a pasted token with the advertisers it was granted, once TikTok accepts them; 400 with TikTok's refusal otherwise. */
export function connectTikTok({ accessToken, advertiserIds }: { accessToken: string; advertiserIds: string[] }): Promise<AdConnectionView> {
  return apiWrite<AdConnectionView>('PUT', TIKTOK, { accessToken, advertiserIds });
}

/** Forgets the saved token. Answers 204. */
export function disconnectTikTok(): Promise<void> {
  return apiWrite<void>('DELETE', TIKTOK);
}

/** One advertiser's ad groups: where a TikTok publish's ads go (its `adSetId`). */
export function fetchTikTokAdGroups(advertiserId: string, options?: RequestOptions): Promise<AdSetView[]> {
  return apiRead<AdSetView[]>(`${TIKTOK}/ad-groups${advertiserQuery(advertiserId)}`, options);
}

/** The identities one advertiser's ads can run as, each with its type. */
export function fetchTikTokIdentities(advertiserId: string, options?: RequestOptions): Promise<AdPageView[]> {
  return apiRead<AdPageView[]>(`${TIKTOK}/identities${advertiserQuery(advertiserId)}`, options);
}
