export interface RetrySettings {
  firstBackoffMs: number;
  maxBackoffMs: number;
  /** A delivery is given up once its next attempt would come later than this after its creation. */
  retryForMs: number;
}

/**
 * Up to this share of a wait is taken off at random, so deliveries that failed together (one
 * receiver down for an hour) do not all come back in the same second.
 */
export const JITTER = 0.2;

/** The wait after `attempts` failed attempts, before jitter: first, 2x, 4x ... capped at the max. */
export function backoffMs(attempts: number, { firstBackoffMs, maxBackoffMs }: RetrySettings): number {
  const exponent = Math.max(0, attempts - 1);
  // Past 2^30 the product only overflows; the cap has long been reached.
  return Math.min(maxBackoffMs, firstBackoffMs * 2 ** Math.min(exponent, 30));
}

/**
 * When to try again after `attempts` failed attempts of a delivery `ageMs` old: a wait in ms, or
 * null when that would fall past the retry window and the delivery is given up.
 */
export function nextRetryInMs(attempts: number, ageMs: number, settings: RetrySettings, random: () => number = Math.random): number | null {
  const waitMs = Math.round(backoffMs(attempts, settings) * (1 - JITTER * random()));
  return ageMs + waitMs > settings.retryForMs ? null : waitMs;
}
