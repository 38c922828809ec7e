import { DomainError, ErrorCode } from '@reelmix/contracts';
import { isDatabaseConnectionError } from '@reelmix/db';
import { isChannelClosedError } from './channel-closed';

/**
 * Whether a handler failed because something it depends on is unreachable (the database, the
 * broker, another service) rather than because of the message. Such a failure is not the
 * message's fault: it is retried once the dependency answers, without counting a delivery, so an
 * outage never sends good work to the dead-letter queue.
 */
export function isAvailabilityError(error: unknown): boolean {
  if (error instanceof DomainError) return error.code === ErrorCode.ServiceUnavailable;
  return isDatabaseConnectionError(error) || isChannelClosedError(error);
}
