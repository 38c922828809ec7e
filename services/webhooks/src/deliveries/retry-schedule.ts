import { retryDelay, type RetryDelayOptions } from '@reelmix/scheduling';

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
export function backoffMs(attempts: number, settings: RetrySettings): number {
  return retryDelay(attempts, backoffOf(settings));
}

/**
 * When to try again after `attempts` failed attempts of a delivery `ageMs` old: a wait in ms, or
 * null when that would fall past the retry window and the delivery is given up.
 */
export function nextRetryInMs(attempts: number, ageMs: number, settings: RetrySettings, random: () => number = Math.random): number | null {
  const waitMs = retryDelay(attempts, { ...backoffOf(settings), jitter: { down: JITTER } }, random);
  return ageMs + waitMs > settings.retryForMs ? null : waitMs;
}

function backoffOf({ firstBackoffMs, maxBackoffMs }: RetrySettings): RetryDelayOptions {
  return { baseMs: firstBackoffMs, maxMs: maxBackoffMs };
}
