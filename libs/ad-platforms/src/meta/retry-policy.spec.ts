import { MetaRateLimitedError, MetaTokenInvalidError, MetaTransientError } from './graph-errors';
import { type RetryPolicy, retryWaitMs, withRetries } from './retry-policy';

const context = { method: 'GET', path: '/me' };
const policy: RetryPolicy = { attempts: 3, backoff: { baseMs: 100, maxMs: 1000 }, maxWaitMs: 10_000 };
const transient = () => new MetaTransientError(context, 'failed on Meta’s side (HTTP 500)', { status: 500 }, false);
const unanswered = () => new MetaTransientError(context, 'got no answer within 10 ms', {}, true);
const rateLimited = (ms: number) => new MetaRateLimitedError(context, 400, { code: 80004 }, ms, true);
const tokenDead = () => new MetaTokenInvalidError(context, 400, { code: 190, error_subcode: 460 });

describe('retryWaitMs', () => {
  it('backs off exponentially for transient errors, until the tries are used up', () => {
    expect([1, 2].map((failures) => retryWaitMs(transient(), failures, { policy }))).toEqual([100, 200]);
    expect(retryWaitMs(transient(), 3, { policy })).toBeUndefined();
  });

  it('waits at least as long as Meta asked after a rate limit', () => {
    expect(retryWaitMs(rateLimited(5000), 1, { policy })).toBe(5000);
    expect(retryWaitMs(rateLimited(10), 2, { policy })).toBe(200);
  });

  it('hands a block longer than the policy sits through to the caller', () => {
    expect(retryWaitMs(rateLimited(300_000), 1, { policy })).toBeUndefined();
  });

  it('never retries a dead token or anything that is not a Graph error', () => {
    expect(retryWaitMs(tokenDead(), 1, { policy })).toBeUndefined();
    expect(retryWaitMs(new Error('bug'), 1, { policy })).toBeUndefined();
  });

  it('does not repeat an unanswered create, but does repeat an unanswered read', () => {
    expect(retryWaitMs(unanswered(), 1, { policy, repeatWhenUnsure: false })).toBeUndefined();
    expect(retryWaitMs(unanswered(), 1, { policy })).toBe(100);
  });
});

describe('withRetries', () => {
  it('tries again after each wait and answers the first success', async () => {
    const waits: number[] = [];
    const work = jest.fn().mockRejectedValueOnce(transient()).mockRejectedValueOnce(rateLimited(700)).mockResolvedValue('ok');
    await expect(withRetries(work, { policy, sleep: async (ms) => void waits.push(ms) })).resolves.toBe('ok');
    expect(waits).toEqual([100, 700]);
    expect(work).toHaveBeenCalledTimes(3);
  });

  it('throws the last error once the tries are used up', async () => {
    const work = jest.fn().mockRejectedValue(transient());
    await expect(withRetries(work, { policy, sleep: async () => undefined })).rejects.toBeInstanceOf(MetaTransientError);
    expect(work).toHaveBeenCalledTimes(3);
  });

  it('throws a dead token at once', async () => {
    const work = jest.fn().mockRejectedValue(tokenDead());
    await expect(withRetries(work, { policy, sleep: async () => undefined })).rejects.toBeInstanceOf(MetaTokenInvalidError);
    expect(work).toHaveBeenCalledTimes(1);
  });
});
