import { Inject, Injectable } from '@nestjs/common';
import { rateLimited, rollingWindowWaitMs, type WindowEntry } from '@reelmix/contracts';
import { CLOCK, type Clock } from '@reelmix/service-host';

/**
 * Reading an export (keeping a report, or reading it again with another metric) parses up to
 * 2 MB of CSV and fits a model on the service's own cores, so each customer gets a rolling
 * minute's worth: plenty for trying metrics by hand, not enough to crowd out everyone else.
 */
export const REPORT_LIMITS = {
  readingsPerUserPerMinute: 30,
  windowMs: 60_000,
} as const;

export const reportLimitMessage = (waitMs: number) =>
  `Report limit reached: ${REPORT_LIMITS.readingsPerUserPerMinute} readings a minute. Please try again in ${Math.ceil(waitMs / 1000)} seconds.`;

/** Kept in this process: a refusal here only spares this process's cores, so no shared count is needed. */
@Injectable()
export class ReportThrottle {
  private readonly recent = new Map<string, WindowEntry[]>();

  constructor(@Inject(CLOCK) private readonly clock: Clock) {}

  /** Counts one reading for the customer, or throws a 429 refusal saying when to come back. */
  admit(userId: string): void {
    const now = this.clock.now();
    const since = now.getTime() - REPORT_LIMITS.windowMs;
    const entries = (this.recent.get(userId) ?? []).filter((entry) => entry.at.getTime() > since);
    const waitMs = rollingWindowWaitMs(entries, { limit: REPORT_LIMITS.readingsPerUserPerMinute, windowMs: REPORT_LIMITS.windowMs }, 1, now);
    if (waitMs > 0) throw rateLimited(reportLimitMessage(waitMs), waitMs);
    entries.push({ at: now, amount: 1 });
    this.recent.set(userId, entries);
    // Customers who stopped asking leave nothing behind.
    if (this.recent.size > 10_000) for (const [user, list] of this.recent) if (list.every((entry) => entry.at.getTime() <= since)) this.recent.delete(user);
  }
}
