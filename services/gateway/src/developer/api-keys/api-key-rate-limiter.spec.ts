import { API_KEY_LIMITS } from '@reelmix/contracts';
import { ApiKeyRateLimiter } from './api-key-rate-limiter';

const LIMIT = API_KEY_LIMITS.requestsPerMinute;
const at = (ms: number) => new Date(Date.UTC(2026, 10, 27, 12) + ms);

describe('ApiKeyRateLimiter', () => {
  it('lets a key make the limit\'s calls in a minute, then says how long until the oldest ages out', () => {
    const limiter = new ApiKeyRateLimiter();
    expect(limiter.take('key-a', at(0))).toBe(0);
    for (let i = 1; i < LIMIT; i++) expect(limiter.take('key-a', at(100 + i))).toBe(0);
    expect(limiter.take('key-a', at(10_000))).toBe(50_000);
    // The refusal was not counted: once the first call is a minute old, there is room again.
    expect(limiter.take('key-a', at(60_001))).toBe(0);
    expect(limiter.take('key-a', at(60_002))).toBeGreaterThan(0);
  });

  it('counts each key on its own', () => {
    const limiter = new ApiKeyRateLimiter();
    for (let i = 0; i < LIMIT; i++) limiter.take('key-a', at(i));
    expect(limiter.take('key-a', at(LIMIT))).toBeGreaterThan(0);
    expect(limiter.take('key-b', at(LIMIT))).toBe(0);
  });

  it('rolls: calls older than a minute no longer count', () => {
    const limiter = new ApiKeyRateLimiter();
    for (let i = 0; i < LIMIT; i++) expect(limiter.take('key-a', at(i * 400))).toBe(0);
    // At 60.5 s the calls made at 0 and 0.4 s have aged out: two more fit, a third waits for the one made at 0.8 s.
    expect(limiter.take('key-a', at(60_500))).toBe(0);
    expect(limiter.take('key-a', at(60_500))).toBe(0);
    expect(limiter.take('key-a', at(60_500))).toBe(300);
  });
});
