import { type ApiResponse } from './api-response';

interface RememberedResponse {
  requestSignature: string;
  response: ApiResponse;
}

/**
 * Stripe answers a repeated POST with the same Idempotency-Key by replaying the first answer, and
 * refuses the key if it comes back with other parameters. Code that retries a create (or passes
 * its own key so that a job run twice does not create two customers) depends on that.
 */
export class IdempotencyCache {
  private readonly remembered = new Map<string, RememberedResponse>();

  /** The earlier answer for this key, `'mismatch'` if the key was used for another request. */
  lookup(key: string, requestSignature: string): ApiResponse | 'mismatch' | undefined {
    const entry = this.remembered.get(key);
    if (!entry) return undefined;
    if (entry.requestSignature !== requestSignature) return 'mismatch';
    return { ...entry.response, headers: { ...entry.response.headers, 'Idempotent-Replayed': 'true' } };
  }

  /** Server errors are not remembered: Stripe lets the retry run the request again. */
  remember(key: string, requestSignature: string, response: ApiResponse): void {
    if (response.status >= 500) return;
    this.remembered.set(key, { requestSignature, response });
  }
}
