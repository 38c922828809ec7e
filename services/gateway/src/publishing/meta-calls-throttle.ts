import { Injectable } from '@nestjs/common';
import { rateLimited, rollingWindowWaitMs, type WindowEntry } from '@reelmix/contracts';

/**
 * Connecting a token and refreshing insights each make calls to the ad platform on the customer's
 * behalf, and Meta and TikTok rate-limit per app and per account: a customer (or a runaway script
 * with their key) hammering these would slow everyone's publishing. So each gets a rolling minute's worth
 * per customer, ample for pasting a token again or refreshing by hand. The jobs service still
 * rules how often one job's insights may be read (PUBLISHING_LIMITS.manualRefreshEveryMs).
 */
export const META_CALL_LIMITS = {
  connect: { perUserPerMinute: 10, what: 'token checks' },
  /** Counted apart from Meta's: each platform limits its own calls, so one platform's checks never hold back the other's. */
  tiktokConnect: { perUserPerMinute: 10, what: 'TikTok token checks' },
  insightsRefresh: { perUserPerMinute: 20, what: 'insights refreshes' },
  windowMs: 60_000,
} as const;

export type MetaCall = 'connect' | 'tiktokConnect' | 'insightsRefresh';

export const metaCallLimitMessage = (call: MetaCall, waitMs: number) =>
  `Limit reached: ${META_CALL_LIMITS[call].perUserPerMinute} ${META_CALL_LIMITS[call].what} a minute. Please try again in ${Math.max(1, Math.ceil(waitMs / 1000))} seconds.`;

/** Customers tracked before those whose window has emptied are dropped. */
const PRUNE_ABOVE = 10_000;

/**
 * Counted in this gateway process, in memory, like the API keys' limit: it spares a platform a burst
 * from one customer, which a per-replica count still does, without a shared store on every call.
 */
@Injectable()
export class MetaCallsThrottle {
  private readonly recent = new Map<string, WindowEntry[]>();

  /** Counts one call, or throws the 429 refusal (with its Retry-After) saying when to come back. */
  admit(call: MetaCall, userId: string, now: Date = new Date()): void {
    const key = `${call}:${userId}`;
    const since = now.getTime() - META_CALL_LIMITS.windowMs;
    const entries = (this.recent.get(key) ?? []).filter((entry) => entry.at.getTime() > since);
    const waitMs = rollingWindowWaitMs(entries, { limit: META_CALL_LIMITS[call].perUserPerMinute, windowMs: META_CALL_LIMITS.windowMs }, 1, now);
    // A refused call is not counted, so waiting always helps.
    if (waitMs > 0) throw rateLimited(metaCallLimitMessage(call, waitMs), waitMs);
    entries.push({ at: now, amount: 1 });
    this.recent.set(key, entries);
    if (this.recent.size > PRUNE_ABOVE) for (const [stale, list] of this.recent) if (list.every((entry) => entry.at.getTime() <= since)) this.recent.delete(stale);
  }
}
