import { ApiError } from '../api/http';

/**
 * The sentence the gateway put in a failed answer (`message`, else `error`, of its error body), or
 * undefined when the failure carries none (network errors, empty or non-JSON bodies).
 */
export function serverMessage(error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  return messageOfBody(error.responseText);
}

/** Reads `message` or `error` out of a raw error body. */
export function messageOfBody(text: string): string | undefined {
  try {
    const body = JSON.parse(text) as { message?: unknown; error?: unknown } | null;
    const found = [body?.message, body?.error].find((value) => typeof value === 'string' && value.trim() !== '');
    return found as string | undefined;
  } catch {
    return undefined;
  }
}
