import { DomainError } from './domain-error';
import { ErrorCode } from './error-codes';

/**
 * "Not found" answers that more than one service gives for the same thing. The gateway refuses a
 * malformed id with the words the owning service uses for a missing one, so a caller cannot tell
 * the two apart; a deleted account reads as a missing one wherever its data was kept.
 */
export const NotFoundErrors = {
  job: () => new DomainError(ErrorCode.NotFound, 'Job not found'),
  video: () => new DomainError(ErrorCode.NotFound, 'Video not found'),
  clip: () => new DomainError(ErrorCode.NotFound, 'Clip not found'),
  account: () => new DomainError(ErrorCode.NotFound, 'Account not found'),
  /** A clip without a poster frame, or a poster that is not the caller's. */
  preview: () => new DomainError(ErrorCode.NotFound, 'This clip has no preview'),
};
