import {
  MetaGraphError,
  MetaRateLimitedError,
  MetaRequestRefusedError,
  MetaTokenInvalidError,
  MetaTransientError,
  MetaVideoNeverProcessedError,
  MetaVideoProcessingFailedError,
  MetaVideoUploadError,
  TikTokApiError,
  TikTokRateLimitedError,
  TikTokRequestRefusedError,
  TikTokTokenInvalidError,
  TikTokTransientError,
  TikTokVideoNeverProcessedError,
  TikTokVideoUploadError,
} from '@reelmix/ad-platforms';
import {
  AD_PLATFORM_RATE_LIMITED,
  AD_PLATFORM_UNREACHABLE,
  AD_TOKEN_EXPIRED,
  DomainError,
  ErrorCode,
  rateLimited,
  TIKTOK_RATE_LIMITED,
  TIKTOK_TOKEN_EXPIRED,
  TIKTOK_UNREACHABLE,
} from '@reelmix/contracts';

/** What a platform failure means for the ledger: wait, try again, ask for a token, upload anew, or give up. */
export type FailureKind =
  | { kind: 'rate-limited'; retryAfterMs: number }
  | { kind: 'transient' }
  | { kind: 'token-refused' }
  | { kind: 'unusable-video' }
  | { kind: 'final' };

export function failureKindOf(error: unknown): FailureKind {
  if (error instanceof MetaRateLimitedError || error instanceof TikTokRateLimitedError) return { kind: 'rate-limited', retryAfterMs: error.retryAfterMs };
  if (error instanceof MetaTokenInvalidError || error instanceof TikTokTokenInvalidError) return { kind: 'token-refused' };
  if (error instanceof MetaTransientError || error instanceof TikTokTransientError) return { kind: 'transient' };
  if (error instanceof MetaVideoProcessingFailedError || error instanceof MetaVideoNeverProcessedError || error instanceof TikTokVideoNeverProcessedError) {
    return { kind: 'unusable-video' };
  }
  return { kind: 'final' };
}

/**
 * A platform failure during a buyer's call, as the buyer is told it. A refused token is the
 * buyer's to fix (paste a new one); an unreachable or busy platform is for later.
 */
export function domainErrorOfPlatform(error: unknown): unknown {
  if (error instanceof MetaTokenInvalidError) return new DomainError(ErrorCode.Conflict, AD_TOKEN_EXPIRED);
  if (error instanceof MetaRateLimitedError) return rateLimited(AD_PLATFORM_RATE_LIMITED, error.retryAfterMs);
  if (error instanceof MetaTransientError) return new DomainError(ErrorCode.ServiceUnavailable, AD_PLATFORM_UNREACHABLE);
  if (error instanceof MetaRequestRefusedError) return new DomainError(ErrorCode.ValidationFailed, `Meta refused the request: ${error.userMessage}`);
  if (error instanceof MetaGraphError) return new DomainError(ErrorCode.ServiceUnavailable, AD_PLATFORM_UNREACHABLE);
  if (error instanceof TikTokTokenInvalidError) return new DomainError(ErrorCode.Conflict, TIKTOK_TOKEN_EXPIRED);
  if (error instanceof TikTokRateLimitedError) return rateLimited(TIKTOK_RATE_LIMITED, error.retryAfterMs);
  if (error instanceof TikTokRequestRefusedError) return new DomainError(ErrorCode.ValidationFailed, `TikTok refused the request: ${error.userMessage}`);
  if (error instanceof TikTokApiError) return new DomainError(ErrorCode.ServiceUnavailable, TIKTOK_UNREACHABLE);
  return error;
}

/** What the buyer reads beside an output that could not be published. */
export function publishFailureMessage(error: unknown): string {
  if (error instanceof MetaTokenInvalidError) return AD_TOKEN_EXPIRED;
  if (error instanceof TikTokTokenInvalidError) return TIKTOK_TOKEN_EXPIRED;
  if (error instanceof MetaRequestRefusedError) return `Meta refused it: ${error.userTitle ? `${error.userTitle}: ` : ''}${error.userMessage}`;
  if (error instanceof TikTokRequestRefusedError) return `TikTok refused it: ${error.userMessage}`;
  if (error instanceof MetaVideoNeverProcessedError) return 'Meta did not finish processing the video in time. Publish again to retry it.';
  if (error instanceof TikTokVideoNeverProcessedError) return 'TikTok did not finish processing the video in time. Publish again to retry it.';
  if (error instanceof MetaVideoProcessingFailedError) return `Meta could not process the video: ${error.detail}`;
  if (error instanceof MetaVideoUploadError || error instanceof TikTokVideoUploadError) return 'The video could not be uploaded. Publish again to retry it.';
  if (error instanceof MetaTransientError || error instanceof MetaRateLimitedError) return `${AD_PLATFORM_UNREACHABLE} Publish again to retry it.`;
  if (error instanceof TikTokTransientError || error instanceof TikTokRateLimitedError) return `${TIKTOK_UNREACHABLE} Publish again to retry it.`;
  return 'The video could not be published. Publish again to retry it.';
}
