import { retryDelayMs } from './retry-backoff';

describe('retryDelayMs', () => {
  it('doubles from the base after each failure', () => {
    expect([1, 2, 3, 4].map((attempts) => retryDelayMs(attempts, 5000, 900000))).toEqual([5000, 10000, 20000, 40000]);
  });

  it('stops growing at the cap and keeps retrying there', () => {
    expect(retryDelayMs(8, 5000, 900000)).toBe(640000);
    expect(retryDelayMs(9, 5000, 900000)).toBe(900000);
    expect(retryDelayMs(500, 5000, 900000)).toBe(900000);
  });

  it('treats a first attempt of zero as the base', () => {
    expect(retryDelayMs(0, 100, 1000)).toBe(100);
  });
});
