import { rollingWindowUsed, rollingWindowWaitMs } from './rolling-window';

const HOUR = 3_600_000;
const now = new Date('2025-01-01T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);

describe('rollingWindowWaitMs', () => {
  const quota = { limit: 10, windowMs: 24 * HOUR };

  it('admits what fits, counting only entries inside the window', () => {
    const entries = [
      { at: ago(25 * HOUR), amount: 10 },
      { at: ago(2 * HOUR), amount: 4 },
    ];
    expect(rollingWindowUsed(entries, quota.windowMs, now)).toBe(4);
    expect(rollingWindowWaitMs(entries, quota, 6, now)).toBe(0);
  });

  it('waits until the oldest entries that make room have aged out', () => {
    const entries = [
      { at: ago(1 * HOUR), amount: 3 },
      { at: ago(20 * HOUR), amount: 2 },
      { at: ago(10 * HOUR), amount: 4 },
    ];
    // 9 used, 4 asked: 3 must go. The 20-hour-old 2 is not enough; the 10-hour-old 4 is.
    expect(rollingWindowWaitMs(entries, quota, 4, now)).toBe(14 * HOUR);
    expect(rollingWindowWaitMs(entries, quota, 2, now)).toBe(4 * HOUR);
  });

  it('counts each request as one for a request-count quota', () => {
    const starts = Array.from({ length: 3 }, (_, i) => ({ at: ago((50 - i * 10) * 60_000), amount: 1 }));
    expect(rollingWindowWaitMs(starts, { limit: 3, windowMs: HOUR }, 1, now)).toBe(10 * 60_000);
    expect(rollingWindowWaitMs(starts, { limit: 4, windowMs: HOUR }, 1, now)).toBe(0);
  });

  it('tells a request larger than the whole quota to wait a full window', () => {
    expect(rollingWindowWaitMs([], quota, 11, now)).toBe(quota.windowMs);
  });
});
