import { TikTokApiError } from './tiktok-api-error';
import { TikTokRateLimiter } from './rate-limit';

describe('TikTokRateLimiter', () => {
  it('admits a token up to its limit within a second, refuses with 40100, and admits again a second later', () => {
    let now = 1_000;
    const limiter = new TikTokRateLimiter(2, () => now);
    limiter.admit('a');
    limiter.admit('a');
    limiter.admit('b');
    expect(() => limiter.admit('a')).toThrow(expect.objectContaining({ code: 40100 }) as TikTokApiError);
    now += 999;
    expect(() => limiter.admit('a')).toThrow(TikTokApiError);
    now += 1;
    expect(() => limiter.admit('a')).not.toThrow();
  });

  it('limits nothing without a limit and refuses a limit below 1', () => {
    const unlimited = new TikTokRateLimiter(undefined);
    for (let call = 0; call < 100; call += 1) unlimited.admit('a');
    expect(() => new TikTokRateLimiter(0)).toThrow(RangeError);
  });
});
