import { Injectable } from '@nestjs/common';
import { API_KEY_LIMITS, rollingWindowWaitMs, type WindowEntry } from '@reelmix/contracts';

const WINDOW_MS = 60_000;
const QUOTA = { limit: API_KEY_LIMITS.requestsPerMinute, windowMs: WINDOW_MS };
/** Bounds memory: keys whose window has emptied are dropped once this many are tracked. */
const PRUNE_ABOVE_KEYS = 10_000;

/**
 * The per-key call limit of `/api/v1`: API_KEY_LIMITS.requestsPerMinute calls in any rolling
 * minute. Counted in this gateway process only, in memory: with several gateway replicas a key
 * may make that many calls through each of them. The limit guards the services from one runaway
 * script, which a per-replica count still does, and needs no shared store on every call.
 */
@Injectable()
export class ApiKeyRateLimiter {
  private readonly calls = new Map<string, WindowEntry[]>();

  /**
   * Counts a call with the key: 0 when it may go ahead, otherwise the milliseconds until the
   * oldest call in the window ages out. A refused call is not counted, so waiting always helps.
   */
  take(keyId: string, now: Date = new Date()): number {
    const since = now.getTime() - WINDOW_MS;
    const live = (this.calls.get(keyId) ?? []).filter((entry) => entry.at.getTime() > since);
    const waitMs = rollingWindowWaitMs(live, QUOTA, 1, now);
    if (waitMs === 0) live.push({ at: now, amount: 1 });
    this.calls.set(keyId, live);
    if (this.calls.size > PRUNE_ABOVE_KEYS) this.prune(since);
    return waitMs;
  }

  private prune(since: number): void {
    for (const [keyId, entries] of this.calls) {
      if (entries.every((entry) => entry.at.getTime() <= since)) this.calls.delete(keyId);
    }
  }
}
