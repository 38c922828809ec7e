import { ApiError, toErrorMessage } from '../../api/http';
import { messageOfBody } from '../../lib/server-message';

/**
 * The sentence to show for a refused key or webhook call: the server's message, followed by the
 * reason it gave in `details.reason` (why a webhook URL was refused) when the message lacks it.
 */
export function refusalMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return toErrorMessage(error);
  const message = messageOfBody(error.responseText) ?? toErrorMessage(error);
  const reason = reasonOfBody(error.responseText);
  return reason && !message.includes(reason) ? `${message} ${reason}` : message;
}

function reasonOfBody(text: string): string | undefined {
  try {
    const body = JSON.parse(text) as { details?: { reason?: unknown } } | null;
    const reason = body?.details?.reason;
    return typeof reason === 'string' && reason.trim() !== '' ? reason.trim() : undefined;
  } catch {
    return undefined;
  }
}

/** A failed read: a refusal (403, not Pro) says why in the server's words; anything else gets the fallback. */
export function loadProblem(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.status === 403 ? refusalMessage(error) : fallback;
}
