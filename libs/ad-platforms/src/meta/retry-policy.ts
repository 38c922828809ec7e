import { DEFAULT_RETRY_POLICY, type RetryLoopOptions, type RetryPolicy, type RetryableFailure, retryLoop, waitBeforeRetry } from '../shared/retry-loop';
import { MetaGraphError, MetaRateLimitedError, MetaTransientError } from './graph-errors';

export { DEFAULT_RETRY_POLICY, type RetryPolicy };

export type RetryOptions = RetryLoopOptions<MetaGraphError>;

/**
 * The wait before trying again after `failures` failed tries, or undefined when the error is
 * not worth another try (not a Graph error, not retryable, tries used up, a block longer than the
 * policy sits through, or an unsure create). A rate limit waits at least as long as Meta asked.
 */
export function retryWaitMs(error: unknown, failures: number, options: Pick<RetryOptions, 'policy' | 'repeatWhenUnsure' | 'random'> = {}): number | undefined {
  return waitBeforeRetry(metaFailure(error), failures, options);
}

/** Runs `work`, trying again after retryable Graph errors as the policy allows; the last error is thrown. */
export function withRetries<T>(work: (attempt: number) => Promise<T>, options: RetryOptions = {}): Promise<T> {
  return retryLoop(metaFailure, work, options);
}

function metaFailure(error: unknown): RetryableFailure | undefined {
  if (!(error instanceof MetaGraphError)) return undefined;
  return {
    retryable: error.retryable,
    retryAfterMs: error instanceof MetaRateLimitedError ? error.retryAfterMs : undefined,
    mayHaveApplied: error instanceof MetaTransientError && error.mayHaveApplied,
  };
}
