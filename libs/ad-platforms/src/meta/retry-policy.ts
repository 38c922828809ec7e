import { setTimeout as sleepFor } from 'node:timers/promises';
import { type RetryDelayOptions, retryDelay } from '@reelmix/scheduling';
import { MetaGraphError, MetaRateLimitedError, MetaTransientError } from './graph-errors';

export interface RetryPolicy {
  /** Tries in all, the first included. */
  attempts: number;
  /** The wait after each retryable failure: doubling, capped, spread so workers do not return together. */
  backoff: RetryDelayOptions;
  /**
   * The longest wait worth sitting through inside one call. Meta can block an ad account for many
   * minutes; past this the rate-limit error goes to the caller, whose job can be scheduled again
   * instead of holding a worker.
   */
  maxWaitMs: number;
}

export const DEFAULT_RETRY_POLICY: RetryPolicy = {
  attempts: 4,
  backoff: { baseMs: 1000, maxMs: 30_000, jitter: { down: 0.2 } },
  maxWaitMs: 120_000,
};

export interface RetryOptions {
  policy?: RetryPolicy;
  /**
   * Whether a call that got no answer (timeout, dropped connection) is sent again. True for reads
   * and for updates that set a value; false for creates, where the first request may have created
   * the object and a second would make a duplicate ad that spends money.
   */
  repeatWhenUnsure?: boolean;
  signal?: AbortSignal;
  /** Told before each wait, for a log line. */
  onRetry?: (retry: { error: MetaGraphError; attempt: number; waitMs: number }) => void;
  /** For tests: the wait itself and the random spread. */
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
  random?: () => number;
}

/**
 * The wait before trying again after `failures` failed tries, or undefined when the error is
 * not worth another try (not retryable, tries used up, a block longer than the policy sits
 * through, or an unsure create). A rate limit waits at least as long as Meta asked.
 */
export function retryWaitMs(
  error: unknown,
  failures: number,
  { policy = DEFAULT_RETRY_POLICY, repeatWhenUnsure = true, random = Math.random }: Pick<RetryOptions, 'policy' | 'repeatWhenUnsure' | 'random'> = {},
): number | undefined {
  if (!(error instanceof MetaGraphError) || !error.retryable) return undefined;
  if (failures >= policy.attempts) return undefined;
  if (error instanceof MetaTransientError && error.mayHaveApplied && !repeatWhenUnsure) return undefined;
  const backoffMs = retryDelay(failures, policy.backoff, random);
  const waitMs = error instanceof MetaRateLimitedError ? Math.max(error.retryAfterMs, backoffMs) : backoffMs;
  return waitMs > policy.maxWaitMs ? undefined : waitMs;
}

/** Runs `work`, trying again after retryable Graph errors as the policy allows; the last error is thrown. */
export async function withRetries<T>(work: (attempt: number) => Promise<T>, options: RetryOptions = {}): Promise<T> {
  const sleep = options.sleep ?? ((ms: number, signal?: AbortSignal) => sleepFor(ms, undefined, { signal }));
  for (let attempt = 1; ; attempt++) {
    try {
      return await work(attempt);
    } catch (error) {
      const waitMs = retryWaitMs(error, attempt, options);
      if (waitMs === undefined || options.signal?.aborted) throw error;
      options.onRetry?.({ error: error as MetaGraphError, attempt, waitMs });
      await sleep(waitMs, options.signal);
    }
  }
}
