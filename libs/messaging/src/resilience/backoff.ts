export interface BackoffOptions {
  /** The first wait after a failure. */
  initialMs: number;
  /** The longest wait: long enough to outlast a restart of the dependency without hammering it. */
  maxMs: number;
}

/** Exponential backoff with ±20% jitter, so replicas that lost a dependency together spread out. */
export function backoffDelay({ initialMs, maxMs }: BackoffOptions, failures: number): number {
  const base = Math.min(maxMs, initialMs * 2 ** Math.max(0, failures - 1));
  return Math.min(maxMs, Math.round(base * (0.8 + Math.random() * 0.4)));
}

/** Half a second, doubling to 10 s: a database or broker restart is noticed within seconds of its end. */
export const DEFAULT_OUTAGE_BACKOFF: BackoffOptions = { initialMs: 500, maxMs: 10000 };
