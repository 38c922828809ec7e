/** Something counted against a rolling-window quota: when it happened and how much it used. */
export interface WindowEntry {
  at: Date;
  amount: number;
}

/**
 * A rolling-window quota's verdict on using `requested` more now: 0 when it fits, otherwise how
 * many milliseconds until enough of the window's entries have aged out for it to fit (the
 * `Retry-After` of the refusal). Entries outside the window are ignored. A request larger than
 * the whole limit never fits; it is told to wait a full window, and plans are set so that no
 * allowed job can ask for that much (plans.spec).
 */
export function rollingWindowWaitMs(
  entries: readonly WindowEntry[],
  quota: { limit: number; windowMs: number },
  requested: number,
  now: Date,
): number {
  const since = now.getTime() - quota.windowMs;
  const live = entries.filter((entry) => entry.at.getTime() > since).sort((a, b) => a.at.getTime() - b.at.getTime());
  const used = live.reduce((sum, entry) => sum + entry.amount, 0);
  let excess = used + requested - quota.limit;
  if (excess <= 0) return 0;
  if (requested > quota.limit) return quota.windowMs;
  for (const entry of live) {
    excess -= entry.amount;
    if (excess <= 0) return entry.at.getTime() + quota.windowMs - now.getTime();
  }
  return quota.windowMs;
}

/** The total of a rolling window's entries still inside it, for messages ("250 of 300 used"). */
export function rollingWindowUsed(entries: readonly WindowEntry[], windowMs: number, now: Date): number {
  const since = now.getTime() - windowMs;
  return entries.filter((entry) => entry.at.getTime() > since).reduce((sum, entry) => sum + entry.amount, 0);
}
