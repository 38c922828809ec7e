import {
  MetaGraphError,
  MetaRateLimitedError,
  MetaRequestRefusedError,
  MetaTokenInvalidError,
  MetaTransientError,
  MetaVideoNeverProcessedError,
  MetaVideoProcessingFailedError,
  MetaVideoUploadError,
} from '@reelmix/ad-platforms';
import {
  AD_PLATFORM_RATE_LIMITED,
  AD_PLATFORM_UNREACHABLE,
  AD_TOKEN_EXPIRED,
  DomainError,
  ErrorCode,
  rateLimited,
} from '@reelmix/contracts';

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
  return error;
}

/** What the buyer reads beside an output that could not be published. */
export function publishFailureMessage(error: unknown): string {
  if (error instanceof MetaTokenInvalidError) return AD_TOKEN_EXPIRED;
  if (error instanceof MetaRequestRefusedError) return `Meta refused it: ${error.userTitle ? `${error.userTitle}: ` : ''}${error.userMessage}`;
  if (error instanceof MetaVideoNeverProcessedError) return 'Meta did not finish processing the video in time. Publish again to retry it.';
  if (error instanceof MetaVideoProcessingFailedError) return `Meta could not process the video: ${error.detail}`;
  if (error instanceof MetaVideoUploadError) return 'The video could not be uploaded to Meta. Publish again to retry it.';
  if (error instanceof MetaTransientError || error instanceof MetaRateLimitedError) return `${AD_PLATFORM_UNREACHABLE} Publish again to retry it.`;
  return 'The video could not be published. Publish again to retry it.';
}
