import { type RetryPolicy, retryLoop, waitBeforeRetry } from './retry-loop';

const policy: RetryPolicy = { attempts: 3, backoff: { baseMs: 100, maxMs: 1000 }, maxWaitMs: 10_000 };

describe('waitBeforeRetry', () => {
  it('doubles the wait, waits at least a rate limit’s wait, and gives up as the policy says', () => {
    expect(waitBeforeRetry({ retryable: true }, 1, { policy })).toBe(100);
    expect(waitBeforeRetry({ retryable: true }, 2, { policy })).toBe(200);
    expect(waitBeforeRetry({ retryable: true }, 3, { policy })).toBeUndefined();
    expect(waitBeforeRetry({ retryable: true, retryAfterMs: 5000 }, 1, { policy })).toBe(5000);
    expect(waitBeforeRetry({ retryable: true, retryAfterMs: 60_000 }, 1, { policy })).toBeUndefined();
    expect(waitBeforeRetry({ retryable: false }, 1, { policy })).toBeUndefined();
    expect(waitBeforeRetry(undefined, 1, { policy })).toBeUndefined();
  });

  it('repeats an unanswered call only when asked to', () => {
    expect(waitBeforeRetry({ retryable: true, mayHaveApplied: true }, 1, { policy, repeatWhenUnsure: false })).toBeUndefined();
    expect(waitBeforeRetry({ retryable: true, mayHaveApplied: true }, 1, { policy })).toBe(100);
  });
});

describe('retryLoop', () => {
  it('reads failures with the platform’s reader and answers the first success', async () => {
    const flaky = Object.assign(new Error('busy'), { busy: true });
    const work = jest.fn().mockRejectedValueOnce(flaky).mockResolvedValue('ok');
    const read = (error: unknown) => ((error as { busy?: boolean }).busy ? { retryable: true } : undefined);
    await expect(retryLoop(read, work, { policy, sleep: async () => undefined })).resolves.toBe('ok');
    expect(work).toHaveBeenCalledTimes(2);
  });
});
