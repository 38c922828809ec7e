export { META_GRAPH_DEFAULT_URL, META_GRAPH_DEFAULT_VERSION, metaGraphSettings, type MetaGraphSettings, type MetaGraphSettingsInput } from './meta/graph-settings';
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
