import { retryDelay } from './retry-delay';

// The mail sender's numbers: 5 s doubling to 15 min, no jitter.
const mail = { baseMs: 5000, maxMs: 900000 };

describe('retryDelay', () => {
  it('doubles from the base after each failure', () => {
    expect([1, 2, 3, 4].map((attempts) => retryDelay(attempts, mail))).toEqual([5000, 10000, 20000, 40000]);
  });

  it('stops growing at the cap and keeps retrying there', () => {
    expect(retryDelay(8, mail)).toBe(640000);
    expect(retryDelay(9, mail)).toBe(900000);
    expect(retryDelay(500, mail)).toBe(900000);
  });

  it('treats a first attempt of zero as the base', () => {
    expect(retryDelay(0, { baseMs: 100, maxMs: 1000 })).toBe(100);
  });

  it('takes up to the downward share off at random', () => {
    const options = { baseMs: 1000, maxMs: 60000, jitter: { down: 0.2 } };
    expect(retryDelay(1, options, () => 0)).toBe(1000);
    expect(retryDelay(1, options, () => 0.5)).toBe(900);
    expect(retryDelay(1, options, () => 0.999999)).toBeGreaterThanOrEqual(800);
  });

  it('spreads both ways when an upward share is given, never past the cap', () => {
    const options = { baseMs: 500, maxMs: 10000, jitter: { down: 0.2, up: 0.2 } };
    expect(retryDelay(1, options, () => 0)).toBe(600);
    expect(retryDelay(1, options, () => 0.5)).toBe(500);
    expect(retryDelay(1, options, () => 0.999999)).toBe(400);
    expect(retryDelay(6, options, () => 0)).toBe(10000);
    expect(retryDelay(6, options, () => 1)).toBe(8000);
  });
});
