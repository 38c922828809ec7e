import { TIKTOK_CODES, tikTokError } from './tiktok-api-error';

const WINDOW_MS = 1000;

/**
 * TikTok limits each app's calls per second (QPS) per endpoint and answers code 40100 past it.
 * The fake counts per token over a sliding second, only when a test asks for a limit, so that
 * ordinary tests never trip over it.
 */
export class TikTokRateLimiter {
  private readonly calls = new Map<string, number[]>();

  constructor(
    private readonly requestsPerSecond: number | undefined,
    private readonly now: () => number = () => Date.now(),
  ) {
    if (requestsPerSecond !== undefined && !(requestsPerSecond >= 1)) {
      throw new RangeError(`requestsPerSecond must be 1 or more; got ${requestsPerSecond}`);
    }
  }

  /** Throws 40100 when this call would pass the limit; refused calls do not count. */
  admit(fingerprint: string): void {
    if (this.requestsPerSecond === undefined) return;
    const now = this.now();
    const recent = (this.calls.get(fingerprint) ?? []).filter((at) => now - at < WINDOW_MS);
    if (recent.length >= this.requestsPerSecond) {
      this.calls.set(fingerprint, recent);
      throw tikTokError(TIKTOK_CODES.requestTooFrequent);
    }
    recent.push(now);
    this.calls.set(fingerprint, recent);
  }
}
