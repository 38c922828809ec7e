import { rateLimited, rollingWindowWaitMs, type WindowEntry } from '@reelmix/contracts';

/**
 * Each preview is an ffmpeg run, so they are limited like any costly call: per customer a rolling
 * minute's worth (dragging a focus point asks for one per release, not per pixel), and for the
 * process a few at a time, so previews never starve the upload probes on the same cores.
 */
export const PREVIEW_LIMITS = {
  perUserPerMinute: 120,
  windowMs: 60_000,
  /** Previews rendering at once in this process; more wait their turn. */
  concurrent: 2,
  /** Past this many waiting, a request is refused rather than left to time out. */
  queued: 16,
  /** How soon a refused request may come back when the queue was full. */
  busyRetryMs: 1_000,
} as const;

export const PREVIEW_BUSY_MESSAGE = 'Too many previews at once. Please try again in a second.';
export const previewLimitMessage = (waitMs: number) => `Preview limit reached: ${PREVIEW_LIMITS.perUserPerMinute} a minute. Please try again in ${Math.ceil(waitMs / 1000)} seconds.`;

export class PreviewThrottle {
  private readonly recent = new Map<string, WindowEntry[]>();
  private running = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(private readonly now: () => Date = () => new Date()) {}

  /** Runs `work` when the customer's quota and the process's capacity allow; throws a 429 refusal otherwise. */
  async run<T>(userId: string, work: () => Promise<T>): Promise<T> {
    this.admit(userId);
    if (this.running >= PREVIEW_LIMITS.concurrent) {
      if (this.waiting.length >= PREVIEW_LIMITS.queued) throw rateLimited(PREVIEW_BUSY_MESSAGE, PREVIEW_LIMITS.busyRetryMs);
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    }
    this.running += 1;
    try {
      return await work();
    } finally {
      this.running -= 1;
      this.waiting.shift()?.();
    }
  }

  private admit(userId: string): void {
    const now = this.now();
    const entries = (this.recent.get(userId) ?? []).filter((entry) => entry.at.getTime() > now.getTime() - PREVIEW_LIMITS.windowMs);
    const waitMs = rollingWindowWaitMs(entries, { limit: PREVIEW_LIMITS.perUserPerMinute, windowMs: PREVIEW_LIMITS.windowMs }, 1, now);
    if (waitMs > 0) throw rateLimited(previewLimitMessage(waitMs), waitMs);
    entries.push({ at: now, amount: 1 });
    this.recent.set(userId, entries);
    // Customers who stopped asking leave nothing behind.
    if (this.recent.size > 10_000) for (const [user, list] of this.recent) if (list.every((entry) => entry.at.getTime() <= now.getTime() - PREVIEW_LIMITS.windowMs)) this.recent.delete(user);
  }
}
