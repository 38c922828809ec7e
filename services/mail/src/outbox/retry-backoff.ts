/** Failed attempts after which each further failure is logged as an error, not a warning. */
export const ALARMING_ATTEMPTS = 10;

/**
 * Wait before the next attempt after `attempts` failures: base, 2x, 4x ... capped at `maxMs`.
 * There is no last attempt: a mail keeps being retried at the cap until the server takes it.
 */
export function retryDelayMs(attempts: number, baseMs: number, maxMs: number): number {
  const exponent = Math.max(0, attempts - 1);
  // Past 2^30 the product only overflows; the cap has long been reached.
  return Math.min(maxMs, baseMs * 2 ** Math.min(exponent, 30));
}
