import { setTimeout as sleepFor } from 'node:timers/promises';
import { type RetryDelayOptions, retryDelay } from '@reelmix/scheduling';

/*
 * The retry loop both platforms share. Each platform says how to read its own errors (see
 * RetryableFailure); the rules here are the same for both: bounded tries, doubling waits, at
 * least the wait the platform asked for after a rate limit, a wait too long handed to the caller,
 * and a create never sent twice after a request that got no answer.
 */

export interface RetryPolicy {
  /** Tries in all, the first included. */
  attempts: number;
  /** The wait after each retryable failure: doubling, capped, spread so workers do not return together. */
  backoff: RetryDelayOptions;
  /**
   * The longest wait worth sitting through inside one call. A platform can block an account for
   * many minutes; past this the rate-limit error goes to the caller, whose job can be scheduled
   * again instead of holding a worker.
   */
  maxWaitMs: number;
}

export const DEFAULT_RETRY_POLICY: RetryPolicy = {
  attempts: 4,
  backoff: { baseMs: 1000, maxMs: 30_000, jitter: { down: 0.2 } },
  maxWaitMs: 120_000,
};

/** What the loop needs to know of a failure; undefined for errors that are not the platform's. */
export interface RetryableFailure {
  retryable: boolean;
  /** A rate limit's wait: the next try waits at least this long. */
  retryAfterMs?: number;
  /** The request left but no answer came, so a create may already have happened. */
  mayHaveApplied?: boolean;
}

export type FailureReader = (error: unknown) => RetryableFailure | undefined;

export interface RetryLoopOptions<E extends Error = Error> {
  policy?: RetryPolicy;
  /**
   * Whether a call that got no answer (timeout, dropped connection) is sent again. True for reads
   * and for updates that set a value; false for creates, where the first request may have created
   * the object and a second would make a duplicate ad that spends money.
   */
  repeatWhenUnsure?: boolean;
  signal?: AbortSignal;
  /** Told before each wait, for a log line. */
  onRetry?: (retry: { error: E; attempt: number; waitMs: number }) => void;
  /** For tests: the wait itself and the random spread. */
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
  random?: () => number;
}

/**
 * The wait before trying again after `failures` failed tries, or undefined when the failure is
 * not worth another try (unknown, not retryable, tries used up, a block longer than the policy
 * sits through, or an unsure create).
 */
export function waitBeforeRetry(
  failure: RetryableFailure | undefined,
  failures: number,
  { policy = DEFAULT_RETRY_POLICY, repeatWhenUnsure = true, random = Math.random }: Pick<RetryLoopOptions, 'policy' | 'repeatWhenUnsure' | 'random'> = {},
): number | undefined {
  if (!failure?.retryable) return undefined;
  if (failures >= policy.attempts) return undefined;
  if (failure.mayHaveApplied && !repeatWhenUnsure) return undefined;
  const backoffMs = retryDelay(failures, policy.backoff, random);
  const waitMs = Math.max(failure.retryAfterMs ?? 0, backoffMs);
  return waitMs > policy.maxWaitMs ? undefined : waitMs;
}

/** Runs `work`, trying again after failures `read` calls retryable, as the policy allows; the last error is thrown. */
export async function retryLoop<T, E extends Error>(read: FailureReader, work: (attempt: number) => Promise<T>, options: RetryLoopOptions<E> = {}): Promise<T> {
  const sleep = options.sleep ?? ((ms: number, signal?: AbortSignal) => sleepFor(ms, undefined, { signal }));
  for (let attempt = 1; ; attempt++) {
    try {
      return await work(attempt);
    } catch (error) {
      const waitMs = waitBeforeRetry(read(error), attempt, options);
      if (waitMs === undefined || options.signal?.aborted) throw error;
      options.onRetry?.({ error: error as E, attempt, waitMs });
      await sleep(waitMs, options.signal);
    }
  }
}
