import { ApiError } from '../api/http';

/**
 * The sentence the gateway put in a failed answer (`message`, else `error`, of its error body), or
 * undefined when the failure carries none (network errors, empty or non-JSON bodies).
 */
export function serverMessage(error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  try {
    const body = JSON.parse(error.responseText) as { message?: unknown; error?: unknown } | null;
    const found = [body?.message, body?.error].find((value) => typeof value === 'string' && value.trim() !== '');
    return found as string | undefined;
  } catch {
    return undefined;
  }
}

/** The server's sentence, else the screen's own fallback (docs/product-rules.md#admin-messages pairs each toast with one). */
export function messageOr(error: unknown, fallback: string): string {
  return serverMessage(error) ?? fallback;
}
