import { retryDelay } from '@reelmix/scheduling';

export interface BackoffOptions {
  /** The first wait after a failure. */
  initialMs: number;
  /** The longest wait: long enough to outlast a restart of the dependency without hammering it. */
  maxMs: number;
}

/** ±20%, so replicas that lost a dependency together spread out. */
const OUTAGE_JITTER = { down: 0.2, up: 0.2 };

/** The wait before trying a lost dependency again after `failures` failures: doubling, with jitter. */
export function backoffDelay({ initialMs, maxMs }: BackoffOptions, failures: number): number {
  return retryDelay(failures, { baseMs: initialMs, maxMs, jitter: OUTAGE_JITTER });
}

/** Half a second, doubling to 10 s: a database or broker restart is noticed within seconds of its end. */
export const DEFAULT_OUTAGE_BACKOFF: BackoffOptions = { initialMs: 500, maxMs: 10000 };
