import { planFromPaidFlag } from '@reelmix/contracts';
import { jobDurationSeconds, jobFirstOutputSeconds, observeFirstOutput, observeJobEnded, secondsSinceStart } from './job-metrics';

const STARTED = new Date('2026-01-01T10:00:00Z');
const at = (seconds: number) => new Date(STARTED.getTime() + seconds * 1000);

async function seriesOf(histogram: typeof jobDurationSeconds | typeof jobFirstOutputSeconds, suffix: 'count' | 'sum', labels: Record<string, string>): Promise<number> {
  const { name, values } = await histogram.get();
  return values.find((value) => value.metricName === `${name}_${suffix}` && Object.entries(labels).every(([key, wanted]) => (value.labels as Record<string, unknown>)[key] === wanted))?.value ?? 0;
}

describe('job metrics', () => {
  beforeEach(() => {
    jobDurationSeconds.reset();
    jobFirstOutputSeconds.reset();
  });

  it('reads the plan from the job itself', () => {
    // A job keeps its plan as the spec's paid flag; the plan label is read back from it.
    expect(planFromPaidFlag(true)).toBe('pro');
    expect(planFromPaidFlag(false)).toBe('free');
  });

  it('counts seconds from the start of the run, never below zero, and nothing for a job never started', () => {
    expect(secondsSinceStart({ startedAt: STARTED }, at(90))).toBe(90);
    expect(secondsSinceStart({ startedAt: STARTED }, at(-5))).toBe(0);
    expect(secondsSinceStart({ startedAt: null }, at(90))).toBeNull();
  });

  it('observes a run that ended by outcome and plan', async () => {
    observeJobEnded({ startedAt: STARTED, accountPlan: 'pro' }, 'completed', at(600));
    observeJobEnded({ startedAt: STARTED, accountPlan: 'free' }, 'failed', at(30));
    expect(await seriesOf(jobDurationSeconds, 'sum', { outcome: 'completed', plan: 'pro' })).toBe(600);
    expect(await seriesOf(jobDurationSeconds, 'count', { outcome: 'failed', plan: 'free' })).toBe(1);
  });

  it('observes the first output by plan, and nothing for a job without a start', async () => {
    observeFirstOutput({ startedAt: STARTED, accountPlan: 'free' }, at(45));
    observeFirstOutput({ startedAt: null, accountPlan: 'free' }, at(45));
    expect(await seriesOf(jobFirstOutputSeconds, 'count', { plan: 'free' })).toBe(1);
    expect(await seriesOf(jobFirstOutputSeconds, 'sum', { plan: 'free' })).toBe(45);
  });
});
