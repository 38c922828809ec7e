import { ErrorCode } from '../errors/error-codes';
import { retryAfterSecondsOf } from '../errors/domain-error';
import { PLACEMENT_NAMES } from '../creative/placements';
import { PLAN_LIMITS, PLAN_QUOTAS } from '../plan-policy';
import { describeBytes, describeWait, QuotaErrors } from './quota-errors';

describe('plan quotas', () => {
  it.each(['free', 'pro'] as const)('let the largest %s job in every placement run within a day', (plan) => {
    expect(PLAN_QUOTAS[plan].outputsPerDay).toBeGreaterThanOrEqual(PLAN_LIMITS[plan].maxCombinations * PLACEMENT_NAMES.length);
  });

  it('give Pro more of everything than free', () => {
    for (const key of Object.keys(PLAN_QUOTAS.free) as Array<keyof typeof PLAN_QUOTAS.free>) {
      expect(PLAN_QUOTAS.pro[key]).toBeGreaterThan(PLAN_QUOTAS.free[key]);
    }
  });
});

describe('QuotaErrors', () => {
  it('are 429s with a title, a sentence and the wait', () => {
    const error = QuotaErrors.uploadsPerHour('free', 12 * 60_000 - 500);
    expect(error.code).toBe(ErrorCode.RateLimited);
    expect(error.message).toBe(
      'Upload Limit Reached: You can start 20 uploads an hour. Please try again in 12 minutes. Upgrade to Pro for up to 40 uploads an hour.',
    );
    expect(error.details).toMatchObject({ title: 'Upload Limit Reached', quota: 'uploadsPerHour', limit: 20 });
    expect(retryAfterSecondsOf(error)).toBe(720);
  });

  it('offer no upsell to Pro', () => {
    expect(QuotaErrors.outputsPerDay('pro', 400, 2800, 3 * 3_600_000).message).toBe(
      'Daily Video Limit Reached: This job would create 400 videos, and 2800 of your 3000 videos for the last 24 hours are used. Please try again in 3 hours.',
    );
    expect(QuotaErrors.storedBytes('pro', 250 * 1024 ** 3).message).toBe(
      'Storage Limit Reached: Your clips and videos use 250 GB of the 250 GB your plan keeps, which leaves no room for this upload.',
    );
  });

  it('count one job and one video in the singular', () => {
    expect(QuotaErrors.outputsPerDay('pro', 1, 3000, 3 * 3_600_000).message).toContain('This job would create 1 video, and');
    expect(QuotaErrors.jobsInFlight('pro', 1).message).toContain('You already have 1 job processing.');
  });

  it('describe waits and sizes as a person reads them', () => {
    expect([describeWait(400), describeWait(59_000), describeWait(61_000), describeWait(5 * 3_600_000 + 1)]).toEqual([
      '1 second',
      '59 seconds',
      '2 minutes',
      '6 hours',
    ]);
    expect([describeBytes(300 * 1024 ** 2), describeBytes(1.54 * 1024 ** 3), describeBytes(10 * 1024 ** 3)]).toEqual(['300 MB', '1.5 GB', '10 GB']);
  });
});
