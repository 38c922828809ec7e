/** What a test seeds, what it reads back, and what the fake records: the fake TikTok API's public types. */

export interface FakeTikTokAdGroupSeed {
  id: string;
  name: string;
  /** TikTok's `optimization_goal`, e.g. `CLICK`, `REACH`, `CONVERT`; `CLICK` when not given. */
  optimizationGoal?: string;
}

export interface FakeTikTokCampaignSeed {
  id: string;
  name: string;
  adGroups: FakeTikTokAdGroupSeed[];
}

export interface FakeTikTokAdvertiserSeed {
  /** TikTok advertiser ids are strings of digits, e.g. `7012345678901234567`. */
  id: string;
  name: string;
  currency?: string;
  campaigns: FakeTikTokCampaignSeed[];
}

export type FakeTikTokIdentityType = 'CUSTOMIZED_USER' | 'TT_USER';

export interface FakeTikTokIdentitySeed {
  id: string;
  type: FakeTikTokIdentityType;
  displayName: string;
}

/** What an access token reaches: advertisers (with their campaigns and ad groups) and identities. */
export interface FakeTikTokTokenGrant {
  advertiserIds: FakeTikTokAdvertiserSeed[];
  identities: FakeTikTokIdentitySeed[];
}

export type FakeTikTokVideoStatus = 'processing' | 'ready';

export interface FakeTikTokVideo {
  id: string;
  advertiserId: string;
  fileName: string;
  size: number;
  /** Hex sha256 of the bytes received, for the test to compare with what it rendered. */
  sha256: string;
  /** Hex md5, which TikTok calls the video's `signature`. */
  md5: string;
  uploadType: 'UPLOAD_BY_FILE' | 'UPLOAD_BY_URL' | 'UPLOAD_BY_FILE_ID';
  status: FakeTikTokVideoStatus;
  /** Reads of `/file/video/ad/info/` that named it. */
  infoReads: number;
  createTime: string;
}

export interface FakeTikTokImage {
  id: string;
  advertiserId: string;
  fileName: string;
  size: number;
  md5: string;
  createTime: string;
}

export type FakeTikTokOperationStatus = 'ENABLE' | 'DISABLE' | 'DELETE';

export interface FakeTikTokAd {
  id: string;
  advertiserId: string;
  campaignId: string;
  adGroupId: string;
  adName: string;
  identityId: string;
  identityType: FakeTikTokIdentityType;
  videoId: string;
  imageIds: string[];
  adText: string;
  callToAction?: string;
  landingPageUrl: string;
  operationStatus: FakeTikTokOperationStatus;
  /** Every operation status the ad has had, first one included. */
  statusHistory: FakeTikTokOperationStatus[];
  createTime: string;
  modifyTime: string;
}

export interface FakeTikTokAdvertiserState {
  videos: FakeTikTokVideo[];
  images: FakeTikTokImage[];
  ads: FakeTikTokAd[];
}

export interface FakeTikTokState {
  advertisers: Record<string, FakeTikTokAdvertiserState>;
}

/**
 * Report metrics as TikTok names them in `/report/integrated/get/`. TikTok answers every metric
 * as a string; numbers set here are sent as strings too.
 */
export interface FakeTikTokMetrics {
  spend: string | number;
  impressions: string | number;
  clicks: string | number;
  reach: string | number;
  ctr: string | number;
  cpc: string | number;
  cpm: string | number;
  video_play_actions: string | number;
  video_watched_2s: string | number;
  video_watched_6s: string | number;
  video_views_p25: string | number;
  video_views_p50: string | number;
  video_views_p75: string | number;
  video_views_p100: string | number;
  average_video_play: string | number;
  conversion: string | number;
  cost_per_conversion: string | number;
  conversion_rate: string | number;
  likes: string | number;
  comments: string | number;
  shares: string | number;
  follows: string | number;
  profile_visits: string | number;
}

export interface RecordedTikTokRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  /** Body fields; files as name, size and sha256. */
  body: Record<string, unknown>;
  /** `sha256:` and 16 hex digits of the `Access-Token`; the token itself is never kept. */
  tokenFingerprint?: string;
}

/** TikTok's envelope: HTTP 200 whatever happened, `code` 0 on success. */
export interface TikTokEnvelope<T = unknown> {
  code: number;
  message: string;
  request_id: string;
  data: T;
}
