import { REFRESH_TOO_SOON } from '@reelmix/contracts/browser';
import { RefreshTooSoonError } from '../../api/ad-publishing';
import { toErrorMessage } from '../../api/http';
import { serverMessage } from '../../lib/server-message';

/** "in 42 seconds", "in about 2 minutes". */
function waitText(seconds: number): string {
  if (seconds < 60) return `in ${seconds} ${seconds === 1 ? 'second' : 'seconds'}`;
  const minutes = Math.ceil(seconds / 60);
  return `in about ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
}

/** Why "Refresh now" did nothing; for a refresh asked too soon, when the next one is allowed. */
export function refreshProblem(error: unknown, platformName: string): string {
  if (error instanceof RefreshTooSoonError) {
    return `${REFRESH_TOO_SOON} Try again ${error.retryAfterSeconds === null ? 'in a minute' : waitText(error.retryAfterSeconds)}.`;
  }
  return `${platformName} could not be read: ${serverMessage(error) ?? toErrorMessage(error)}`;
}
