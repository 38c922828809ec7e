export interface RetryDelayOptions {
  /** The wait after the first failure; each further failure doubles it. */
  baseMs: number;
  /** The longest wait. */
  maxMs: number;
  /**
   * Random spread as shares of the wait: `{ down: 0.2 }` takes up to a fifth off, `{ down: 0.2,
   * up: 0.2 }` moves it up to a fifth either way (never past `maxMs`). Spreading keeps callers
   * that failed together (replicas that lost the broker, deliveries to one receiver) from all
   * coming back in the same second. None unless said.
   */
  jitter?: { down: number; up?: number };
}

/**
 * The wait before trying again after `attempt` failures (1 for the first): base, 2x, 4x ... capped
 * at `maxMs`, then spread by the jitter. `random` is for tests.
 */
export function retryDelay(attempt: number, { baseMs, maxMs, jitter }: RetryDelayOptions, random: () => number = Math.random): number {
  const exponent = Math.max(0, attempt - 1);
  // Past 2^30 the product only overflows; the cap has long been reached.
  const waitMs = Math.min(maxMs, baseMs * 2 ** Math.min(exponent, 30));
  if (!jitter) return waitMs;
  const up = jitter.up ?? 0;
  return Math.min(maxMs, Math.round(waitMs * (1 + up - (up + jitter.down) * random())));
}
