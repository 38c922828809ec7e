import { ApiError, toErrorMessage } from '../../api/http';
import { serverMessage } from '../../lib/server-message';

/**
 * The server's sentence for a refused plan (a bad rule, budget, size or template; 409 once rendering
 * has started). Validation answers may list several sentences; they are shown together.
 */
export function planErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return toErrorMessage(error);
  try {
    const body = JSON.parse(error.responseText) as { message?: unknown } | null;
    if (Array.isArray(body?.message) && body.message.length > 0) return body.message.join(' ');
  } catch {
    // Not JSON: the raw text below is the best there is.
  }
  return serverMessage(error) || error.responseText || error.message;
}
