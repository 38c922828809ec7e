/** The shapes a test hands the fake and reads back from it; Graph API answers are built from them. */

export interface FakeAdSetSeed {
  id: string;
  name: string;
  /** As Meta names it, e.g. 'THRUPLAY' or 'LINK_CLICKS'; 'LINK_CLICKS' when left out. */
  optimizationGoal?: string;
}

export interface FakeCampaignSeed {
  id: string;
  name: string;
  adSets: FakeAdSetSeed[];
}

export interface FakeAdAccountSeed {
  /** 'act_' followed by the account's digits, as Meta writes an ad account's node id. */
  id: string;
  name: string;
  /** ISO 4217; 'USD' when left out. */
  currency?: string;
  campaigns: FakeCampaignSeed[];
}

export interface FakePageSeed {
  id: string;
  name: string;
}

/** What one system-user token reaches. */
export interface FakeTokenGrant {
  userId: string;
  userName: string;
  adAccounts: FakeAdAccountSeed[];
  pages: FakePageSeed[];
  expiresAt?: Date;
}

export type FakeVideoStatus = 'processing' | 'ready' | 'error';

export interface FakeVideo {
  id: string;
  adAccountId: string;
  /** The size announced at `upload_phase=start` (or of the `source` file). */
  fileSize: number;
  bytesReceived: number;
  /** Hex sha256 of the bytes received, set once the upload is complete. */
  sha256?: string;
  title?: string;
  uploadComplete: boolean;
  videoStatus: FakeVideoStatus;
  /** Status reads since the upload finished: processing ends after a set number of them. */
  statusPolls: number;
}

export interface FakeCreative {
  id: string;
  adAccountId: string;
  name: string;
  pageId: string;
  videoId: string;
  /** As received, parsed from JSON. */
  objectStorySpec: Record<string, unknown>;
}

export type FakeAdStatus = 'ACTIVE' | 'PAUSED' | 'ARCHIVED' | 'DELETED';

export interface FakeAd {
  id: string;
  adAccountId: string;
  name: string;
  adsetId: string;
  campaignId: string;
  creativeId: string;
  status: FakeAdStatus;
  createdTime: string;
  updatedTime: string;
}

export interface FakeAdImage {
  hash: string;
  url: string;
  name: string;
  adAccountId: string;
  size: number;
}

export interface FakeAdAccountState {
  videos: FakeVideo[];
  creatives: FakeCreative[];
  ads: FakeAd[];
  images: FakeAdImage[];
}

/** A copy of what the fake holds, keyed by ad account id ('act_…'), for assertions. */
export interface FakeGraphState {
  adAccounts: Record<string, FakeAdAccountState>;
}

/** One entry of an insights list field, e.g. `actions` or `video_play_actions`. */
export interface FakeActionStat {
  action_type: string;
  value: string;
}

/**
 * An insights row with Meta's field names. Meta sends every number as a string; `setInsights`
 * takes them the same way so that what a test sets is exactly what the client reads.
 */
export interface FakeInsightsRow {
  ad_id: string;
  ad_name: string;
  adset_id: string;
  campaign_id: string;
  account_id: string;
  date_start: string;
  date_stop: string;
  impressions: string;
  reach: string;
  spend: string;
  clicks: string;
  inline_link_clicks: string;
  ctr: string;
  cpm: string;
  actions: FakeActionStat[];
  video_play_actions: FakeActionStat[];
  video_p25_watched_actions: FakeActionStat[];
  video_p50_watched_actions: FakeActionStat[];
  video_p75_watched_actions: FakeActionStat[];
  video_p100_watched_actions: FakeActionStat[];
  video_thruplay_watched_actions: FakeActionStat[];
  video_avg_time_watched_actions: FakeActionStat[];
  video_30_sec_watched_actions: FakeActionStat[];
}

/** A request as the fake understood it; the access token is never kept in clear. */
export interface RecordedRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  /** Form, multipart or JSON fields; files are summarised as `{ filename, size, sha256 }`. */
  body: Record<string, unknown>;
  /** 'sha256:' and the first 16 hex digits of the token's hash, or undefined when none was sent. */
  tokenFingerprint?: string;
}

/** Meta's error object, as found under `error` in an answer. */
export interface GraphErrorBody {
  message: string;
  type: string;
  code: number;
  error_subcode?: number;
  error_data?: Record<string, unknown>;
  error_user_title?: string;
  error_user_msg?: string;
  is_transient?: boolean;
  fbtrace_id: string;
}
