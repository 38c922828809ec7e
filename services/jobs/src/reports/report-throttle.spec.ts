import { DomainError, ErrorCode, retryAfterSecondsOf } from '@reelmix/contracts';
import { REPORT_LIMITS, ReportThrottle } from './report-throttle';

describe('ReportThrottle', () => {
  it("refuses a customer's reading past the minute's quota, saying when to come back, and leaves others alone", () => {
    let now = new Date('2026-11-26T12:00:00Z');
    const throttle = new ReportThrottle({ now: () => now });
    for (let i = 0; i < REPORT_LIMITS.readingsPerUserPerMinute; i++) throttle.admit('a');
    const refused = (() => {
      try {
        throttle.admit('a');
      } catch (error) {
        return error as DomainError;
      }
      throw new Error('expected a refusal');
    })();
    expect(refused).toBeInstanceOf(DomainError);
    expect(refused.code).toBe(ErrorCode.RateLimited);
    expect(retryAfterSecondsOf(refused)).toBe(60);
    expect(refused.message).toMatch(/30 readings a minute/);
    expect(() => throttle.admit('b')).not.toThrow();
    now = new Date(now.getTime() + REPORT_LIMITS.windowMs + 1);
    expect(() => throttle.admit('a')).not.toThrow();
  });

  it('counts a rolling window: the wait is until the oldest reading ages out', () => {
    const start = new Date('2026-11-26T12:00:00Z').getTime();
    let now = new Date(start);
    const throttle = new ReportThrottle({ now: () => now });
    throttle.admit('a');
    now = new Date(start + 20_000);
    for (let i = 1; i < REPORT_LIMITS.readingsPerUserPerMinute; i++) throttle.admit('a');
    now = new Date(start + 30_000);
    expect(() => throttle.admit('a')).toThrow(expect.objectContaining({ details: { retryAfterSeconds: 30 } }));
    now = new Date(start + 60_001);
    expect(() => throttle.admit('a')).not.toThrow();
  });
});
