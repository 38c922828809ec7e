import { INVALID_API_KEY } from '../http/api-keys.dto';
import { DomainError } from './domain-error';
import { ErrorCode } from './error-codes';

export const AUTHENTICATION_REQUIRED = 'Authentication required';
/**
 * The answer to an address that already has an account (docs/product-rules.md#accounts-and-passwords),
 * from registration and from the Pro sign-up: the app offers the login tab with it.
 */
export const EMAIL_TAKEN_MESSAGE = 'This email is already registered. Please use the login tab to access your account.';
/** docs/product-rules.md#pro-by-an-admin: the reason must not be blank once trimmed. */
export const CANCELLATION_REASON_REQUIRED = 'Please provide a reason for cancellation';

/**
 * Refusals that more than one service gives, in the same words. The gateway refuses a malformed
 * id with the words the owning service uses for a missing one, so a caller cannot tell the two
 * apart; a deleted account reads as a missing one wherever its data was kept; the gateway checks
 * what it can before asking, and the service that decides says the same.
 */
export const SharedErrors = {
  jobNotFound: () => new DomainError(ErrorCode.NotFound, 'Job not found'),
  videoNotFound: () => new DomainError(ErrorCode.NotFound, 'Video not found'),
  clipNotFound: () => new DomainError(ErrorCode.NotFound, 'Clip not found'),
  /** A clip without a poster frame, or a poster that is not the caller's. */
  previewNotFound: () => new DomainError(ErrorCode.NotFound, 'This clip has no preview'),
  accountNotFound: () => new DomainError(ErrorCode.NotFound, 'Account not found'),
  userNotFound: () => new DomainError(ErrorCode.NotFound, 'User not found'),
  sessionNotFound: () => new DomainError(ErrorCode.NotFound, 'Session not found'),
  reportNotFound: () => new DomainError(ErrorCode.NotFound, 'Report not found'),
  apiKeyNotFound: () => new DomainError(ErrorCode.NotFound, 'API key not found'),
  webhookEndpointNotFound: () => new DomainError(ErrorCode.NotFound, 'Webhook endpoint not found'),
  webhookDeliveryNotFound: () => new DomainError(ErrorCode.NotFound, 'Webhook delivery not found'),
  authenticationRequired: () => new DomainError(ErrorCode.Unauthenticated, AUTHENTICATION_REQUIRED),
  invalidApiKey: () => new DomainError(ErrorCode.Unauthenticated, INVALID_API_KEY),
  /** The customer is told to sign in instead (`canLogin`). */
  emailTaken: () => new DomainError(ErrorCode.Conflict, EMAIL_TAKEN_MESSAGE, { canLogin: true }),
  cancellationReasonRequired: () => new DomainError(ErrorCode.ValidationFailed, CANCELLATION_REASON_REQUIRED),
};
