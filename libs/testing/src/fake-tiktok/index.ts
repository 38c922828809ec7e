export { FakeTikTokApi, type FakeTikTokApiOptions } from './fake-tiktok-api';
export { type FakeTikTokFaults, type PlannedTikTokFailureAnswer, type PlannedTikTokFailureMatch } from './fault-plan';
export { TIKTOK_API_PREFIX } from './request-handler';
export { REPORT_METRICS } from './routes/report.routes';
export { TIKTOK_CODES } from './tiktok-api-error';
export { INFO_READS_WHILE_PROCESSING, UPLOAD_CHUNK_BYTES as TIKTOK_UPLOAD_CHUNK_BYTES } from './video-upload';
export type {
  FakeTikTokAd,
  FakeTikTokAdGroupSeed,
  FakeTikTokAdvertiserSeed,
  FakeTikTokAdvertiserState,
  FakeTikTokCampaignSeed,
  FakeTikTokIdentitySeed,
  FakeTikTokIdentityType,
  FakeTikTokImage,
  FakeTikTokMetrics,
  FakeTikTokOperationStatus,
  FakeTikTokState,
  FakeTikTokTokenGrant,
  FakeTikTokVideo,
  FakeTikTokVideoStatus,
  RecordedTikTokRequest,
  TikTokEnvelope,
} from './tiktok-shapes';
