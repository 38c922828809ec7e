import {
  MetaRateLimitedError,
  MetaRequestRefusedError,
  MetaTokenInvalidError,
  MetaTransientError,
  graphErrorFrom,
  graphNetworkError,
  type GraphErrorBody,
} from './graph-errors';
import { parseUsageHeaders } from './usage-headers';

const context = { method: 'POST', path: '/act_1/ads' };
const BACKOFF_MS = 60_000;

function mapped(status: number, error: GraphErrorBody | undefined, headers: Record<string, string> = {}) {
  return graphErrorFrom({ status, body: error ? { error } : '<html>Bad gateway</html>', usage: parseUsageHeaders(new Headers(headers)) }, context, BACKOFF_MS);
}

describe('graphErrorFrom', () => {
  it.each([
    [463, 'expired'],
    [460, 'revoked'],
    [458, 'revoked'],
    [459, 'needs-user-action'],
    [undefined, 'invalid'],
  ])('190 with subcode %s is a token that is %s, and never retried', (subcode, problem) => {
    const error = mapped(400, { code: 190, error_subcode: subcode, message: 'Error validating access token' });
    expect(error).toBeInstanceOf(MetaTokenInvalidError);
    expect((error as MetaTokenInvalidError).problem).toBe(problem);
    expect(error.retryable).toBe(false);
  });

  it.each([4, 17, 32, 613, 80000, 80004, 80014])('code %i is a rate limit, retryable', (code) => {
    const error = mapped(400, { code, message: 'limit reached' });
    expect(error).toBeInstanceOf(MetaRateLimitedError);
    expect(error.retryable).toBe(true);
  });

  it('waits as long as the business-use-case header estimates (minutes), said to be Meta’s figure', () => {
    const error = mapped(400, { code: 80004 }, {
      'x-business-use-case-usage': JSON.stringify({ 1: [{ type: 'ads_management', call_count: 100, estimated_time_to_regain_access: 5 }] }),
    }) as MetaRateLimitedError;
    expect(error.retryAfterMs).toBe(300_000);
    expect(error.retryAfterFromMeta).toBe(true);
  });

  it('falls back to the backoff when no header says how long, and counts HTTP 429 as a rate limit', () => {
    const error = mapped(429, undefined) as MetaRateLimitedError;
    expect(error).toBeInstanceOf(MetaRateLimitedError);
    expect(error.retryAfterMs).toBe(BACKOFF_MS);
    expect(error.retryAfterFromMeta).toBe(false);
  });

  it.each([
    ['code 1', 500, { code: 1, message: 'An unknown error occurred' }],
    ['code 2', 500, { code: 2 }],
    ['a 503 with an HTML body', 503, undefined],
    ['an error Meta marks transient', 400, { code: 1363030, is_transient: true }],
  ])('%s is transient and retryable, and the request did not apply', (_name, status, body) => {
    const error = mapped(status, body as GraphErrorBody | undefined);
    expect(error).toBeInstanceOf(MetaTransientError);
    expect(error.retryable).toBe(true);
    expect((error as MetaTransientError).mayHaveApplied).toBe(false);
  });

  it('a refused request carries Meta’s words for the buyer, and its technical message for the log', () => {
    const error = mapped(400, {
      code: 100,
      error_subcode: 1885183,
      message: '(#100) Invalid parameter',
      error_user_title: 'Ads creative post was created by an app that is in development mode',
      error_user_msg: 'Make the app public to create ads with it.',
    }) as MetaRequestRefusedError;
    expect(error).toBeInstanceOf(MetaRequestRefusedError);
    expect(error.retryable).toBe(false);
    expect(error.userMessage).toBe('Make the app public to create ads with it.');
    expect(error.message).toBe('Meta POST /act_1/ads was refused (code 100/1885183): (#100) Invalid parameter');
  });

  it('a refusal without user words falls back to the technical message', () => {
    const error = mapped(400, { code: 10, message: '(#10) Permission denied' }) as MetaRequestRefusedError;
    expect(error.userMessage).toBe('(#10) Permission denied');
  });

  it('keeps Meta’s trace id for support', () => {
    expect(mapped(400, { code: 100, fbtrace_id: 'AbC123' }).fbtraceId).toBe('AbC123');
  });
});

describe('graphNetworkError', () => {
  it('says the request may have applied, and names the timeout', () => {
    const error = graphNetworkError(context, new Error('aborted'), 30_000);
    expect(error.mayHaveApplied).toBe(true);
    expect(error.message).toBe('Meta POST /act_1/ads got no answer within 30000 ms');
  });
});

describe('a refused upload chunk', () => {
  it('is a refusal carrying the offsets, even when Meta marks it transient: the same chunk again would be refused again', () => {
    const error = mapped(400, { code: 6001, error_subcode: 1363037, is_transient: true, error_data: { start_offset: 5, end_offset: 9 } });
    expect(error).toBeInstanceOf(MetaRequestRefusedError);
    expect((error as MetaRequestRefusedError).errorData).toEqual({ start_offset: 5, end_offset: 9 });
  });
});
