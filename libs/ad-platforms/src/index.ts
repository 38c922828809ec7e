export { META_GRAPH_DEFAULT_URL, META_GRAPH_DEFAULT_VERSION, metaGraphSettings, type MetaGraphSettings, type MetaGraphSettingsInput } from './meta/graph-settings';
export { META_LOGIN_DEFAULT_URL, MetaLoginOAuth, type MetaLoginApp, type MetaLoginToken } from './meta/login-oauth';
export { MetaGraphClient, type GraphCallOptions, type GraphPage, type GraphParams, type MetaGraphClientOptions } from './meta/graph-client';
export {
  MetaGraphError,
  MetaRateLimitedError,
  MetaRequestRefusedError,
  MetaTokenInvalidError,
  MetaTransientError,
  graphErrorFrom,
  isRateLimitCode,
  type GraphErrorBody,
  type TokenProblem,
} from './meta/graph-errors';
export { DEFAULT_USAGE_WAIT, USAGE_HEADERS, parseUsageHeaders, waitBeforeNextCall, type GraphUsage, type UsageReading, type UsageWaitOptions } from './meta/usage-headers';
export { DEFAULT_RETRY_POLICY, retryWaitMs, withRetries, type RetryOptions, type RetryPolicy } from './meta/retry-policy';
export { MetaVideoNeverProcessedError, MetaVideoProcessingFailedError, MetaVideoUploadError } from './meta/video.errors';
export { uploadAdVideo, type AdVideoUpload, type UploadedAdVideo } from './meta/video-upload';
export { waitForVideoReady, videoStateOf, type VideoState, type VideoStatusAnswer, type WaitForVideoOptions } from './meta/video-status';
export { AD_INSIGHT_FIELDS, THREE_SECOND_VIEW_ACTION, type AdInsights, type InsightsPeriod } from './meta/ad-insights';
export {
  MetaAdsApi,
  type AdInput,
  type AdStatus,
  type MetaAdAccount,
  type MetaAdSet,
  type MetaCampaign,
  type MetaPage,
  type MetaUser,
  type VideoCreativeInput,
} from './meta/ads-api';
export { retryLoop, waitBeforeRetry, type FailureReader, type RetryLoopOptions, type RetryableFailure } from './shared/retry-loop';
export { TIKTOK_API_DEFAULT_URL, TIKTOK_API_VERSION, tiktokApiSettings, tiktokApiUrl, type TikTokApiSettings, type TikTokApiSettingsInput } from './tiktok/tiktok-settings';
export { TikTokClient, type TikTokCallOptions, type TikTokClientOptions, type TikTokPageInfo, type TikTokParams } from './tiktok/tiktok-client';
export {
  TIKTOK_CODES,
  TikTokApiError,
  TikTokRateLimitedError,
  TikTokRequestRefusedError,
  TikTokTokenInvalidError,
  TikTokTransientError,
  tiktokErrorFrom,
  type TikTokEnvelope,
  type TikTokTokenProblem,
} from './tiktok/tiktok-errors';
export { TikTokVideoNeverProcessedError, TikTokVideoUploadError } from './tiktok/tiktok-video.errors';
export { fileMd5 } from './tiktok/file-signature';
export { DEFAULT_CHUNKED_FROM_BYTES, TIKTOK_SINGLE_UPLOAD_MAX_BYTES, uploadTikTokVideo, type TikTokVideoUpload, type UploadedTikTokVideo } from './tiktok/video-upload';
export { tiktokVideoStateOf, waitForTikTokVideo, type TikTokVideoInfo, type TikTokVideoState, type WaitForTikTokVideoOptions } from './tiktok/video-status';
export { TIKTOK_REPORT_METRICS, type TikTokAdInsights, type TikTokReportPeriod } from './tiktok/ad-report';
export {
  TikTokAdsApi,
  type TikTokAdGroup,
  type TikTokAdStatus,
  type TikTokAdvertiser,
  type TikTokCampaign,
  type TikTokIdentity,
  type TikTokVideoAdInput,
} from './tiktok/ads-api';
