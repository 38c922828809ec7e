import { WEBHOOK_LIMITS } from '@reelmix/contracts';
import { backoffMs, JITTER, nextRetryInMs, type RetrySettings } from './retry-schedule';

const limits: RetrySettings = {
  firstBackoffMs: WEBHOOK_LIMITS.firstBackoffMs,
  maxBackoffMs: WEBHOOK_LIMITS.maxBackoffMs,
  retryForMs: WEBHOOK_LIMITS.retryForMs,
};
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

/** Every wait of a delivery that never succeeds, until it is given up. */
function schedule(random: () => number): number[] {
  const waits: number[] = [];
  let ageMs = 0;
  for (let attempts = 1; ; attempts += 1) {
    const wait = nextRetryInMs(attempts, ageMs, limits, random);
    if (wait === null) return waits;
    waits.push(wait);
    ageMs += wait;
  }
}

describe('backoffMs', () => {
  it('starts at 30 s and doubles after each failure', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map((attempts) => backoffMs(attempts, limits))).toEqual(
      [30, 60, 120, 240, 480, 960, 1920].map((seconds) => seconds * SECOND),
    );
  });

  it('stops growing at one hour', () => {
    expect(backoffMs(8, limits)).toBe(HOUR);
    expect(backoffMs(9, limits)).toBe(HOUR);
    expect(backoffMs(1000, limits)).toBe(HOUR);
  });
});

describe('nextRetryInMs', () => {
  it('takes at most a fifth off a wait at random', () => {
    expect(nextRetryInMs(1, 0, limits, () => 0)).toBe(30 * SECOND);
    expect(nextRetryInMs(1, 0, limits, () => 0.5)).toBe(27 * SECOND);
    expect(nextRetryInMs(1, 0, limits, () => 0.999999)).toBeGreaterThanOrEqual(30 * SECOND * (1 - JITTER));
    expect(nextRetryInMs(9, 0, limits, () => 0.5)).toBe(HOUR * 0.9);
  });

  it('retries for 24 hours, then gives up', () => {
    const waits = schedule(() => 0);
    const total = waits.reduce((sum, wait) => sum + wait, 0);
    // 30 s + 1 + 2 + 4 + 8 + 16 + 32 min (about 63.5 min), then hourly: 23 more attempts.
    expect(waits.slice(0, 8)).toEqual([30 * SECOND, MINUTE, 2 * MINUTE, 4 * MINUTE, 8 * MINUTE, 16 * MINUTE, 32 * MINUTE, HOUR]);
    expect(waits.slice(7).every((wait) => wait === HOUR)).toBe(true);
    expect(waits).toHaveLength(29);
    expect(total).toBeLessThanOrEqual(24 * HOUR);
    expect(total + HOUR).toBeGreaterThan(24 * HOUR);
  });

  it('never schedules an attempt past the window, whatever the jitter', () => {
    for (const random of [() => 0.3, () => 0.99, Math.random]) {
      expect(schedule(random).reduce((sum, wait) => sum + wait, 0)).toBeLessThanOrEqual(24 * HOUR);
    }
  });

  it('gives up at once when the first wait would already end past the window', () => {
    expect(nextRetryInMs(1, 24 * HOUR - 10 * SECOND, limits, () => 0)).toBeNull();
    expect(nextRetryInMs(1, 24 * HOUR - 30 * SECOND, limits, () => 0)).toBe(30 * SECOND);
  });

  it('follows shorter settings as given (the integration tests run in seconds)', () => {
    const quick = { firstBackoffMs: 100, maxBackoffMs: 400, retryForMs: 2000 };
    expect([1, 2, 3, 4].map((attempts) => nextRetryInMs(attempts, 0, quick, () => 0))).toEqual([100, 200, 400, 400]);
    expect(nextRetryInMs(5, 1900, quick, () => 0)).toBeNull();
  });
});
