import { TikTokRateLimitedError, TikTokRequestRefusedError, TikTokTokenInvalidError, TikTokTransientError, tiktokErrorFrom, tiktokRetryFailure } from './tiktok-errors';

const context = { method: 'GET', path: '/campaign/get/' };

describe('tiktokErrorFrom', () => {
  it('reads the code, not the HTTP status, since TikTok answers failures with 200', () => {
    expect(tiktokErrorFrom(200, { code: 40105, message: 'Access token is incorrect' }, context, 1000)).toBeInstanceOf(TikTokTokenInvalidError);
    expect(tiktokErrorFrom(200, { code: 40100, message: 'Too many requests' }, context, 1000)).toBeInstanceOf(TikTokRateLimitedError);
    expect(tiktokErrorFrom(200, { code: 50000, message: 'System error' }, context, 1000)).toBeInstanceOf(TikTokTransientError);
    expect(tiktokErrorFrom(200, { code: 50002, message: 'System busy' }, context, 1000)).toBeInstanceOf(TikTokTransientError);
    expect(tiktokErrorFrom(200, { code: 51000, message: 'Internal service error' }, context, 1000)).toBeInstanceOf(TikTokTransientError);
    expect(tiktokErrorFrom(200, { code: 40002, message: 'advertiser_id: Missing data for required field.' }, context, 1000)).toBeInstanceOf(TikTokRequestRefusedError);
    expect(tiktokErrorFrom(200, { code: 40001, message: 'No permission to operate advertiser 7' }, context, 1000)).toBeInstanceOf(TikTokRequestRefusedError);
  });

  it('says why a token stopped working', () => {
    const problems = [40102, 40104, 40105].map((code) => (tiktokErrorFrom(200, { code }, context, 1000) as TikTokTokenInvalidError).problem);
    expect(problems).toEqual(['expired', 'missing', 'invalid']);
  });

  it('falls back on the status when the answer is not TikTok’s', () => {
    expect(tiktokErrorFrom(429, undefined, context, 1000)).toBeInstanceOf(TikTokRateLimitedError);
    expect(tiktokErrorFrom(503, undefined, context, 1000)).toBeInstanceOf(TikTokTransientError);
  });

  it('keeps TikTok’s message for the buyer and its request id for support', () => {
    const error = tiktokErrorFrom(200, { code: 40001, message: 'No permission to operate advertiser 7', request_id: 'r-9' }, context, 1000) as TikTokRequestRefusedError;
    expect(error.userMessage).toBe('No permission to operate advertiser 7');
    expect(error.requestId).toBe('r-9');
    expect(error.message).toBe('TikTok GET /campaign/get/ was refused (code 40001): No permission to operate advertiser 7');
  });

  it('tells the retry loop what may be retried and how long a rate limit waits', () => {
    expect(tiktokRetryFailure(tiktokErrorFrom(200, { code: 40100 }, context, 7000))).toEqual({ retryable: true, retryAfterMs: 7000, mayHaveApplied: false });
    expect(tiktokRetryFailure(tiktokErrorFrom(200, { code: 40105 }, context, 7000))?.retryable).toBe(false);
    expect(tiktokRetryFailure(new Error('bug'))).toBeUndefined();
  });
});
