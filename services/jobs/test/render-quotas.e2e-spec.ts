import { type INestApplication } from '@nestjs/common';
import {
  type DomainError,
  ErrorCode,
  Events,
  type JobView,
  type PlacementName,
  type Plan,
  PLAN_QUOTAS,
  retryAfterSecondsOf,
  Rpc,
} from '@reelmix/contracts';
import { RpcClient } from '@reelmix/messaging';
import { ControlledClock } from '@reelmix/testing';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { JobOutput } from '../src/jobs/job-output.entity';
import { Job } from '../src/jobs/job.entity';
import { deliver, startIsolatedJobs } from './support/jobs-test-app';

const HOUR_MS = 3_600_000;
const ALL_PLACEMENTS: PlacementName[] = ['9:16', '4:5', '1:1', '16:9'];

/*
 * Issue: 30 process calls were all accepted, and one job may render 400 outputs. The process call
 * now refuses, with 429 and a wait, a start past the plan's jobs in flight or outputs per day.
 */
describe('jobs: quotas on starting renders', () => {
  const clock = new ControlledClock();
  let stop: (() => Promise<void>) | undefined;
  let app: INestApplication;
  let rpc: RpcClient;
  let db: DataSource;

  /** An uploaded job of `perSection` clips in each section, in these placements. */
  async function uploaded(userId: string, perSection: number, placements: PlacementName[], plan: Plan = 'free'): Promise<JobView> {
    const clips = (['intro', 'body', 'cta'] as const).flatMap((section) =>
      Array.from({ length: perSection }, (_, i) => ({
        section,
        clipId: randomUUID(),
        objectKey: `sources/${userId}/${randomUUID()}/${section}-${i}.mp4`,
        originalName: `${section}-${i + 1}.mp4`,
        durationSec: 1,
      })),
    );
    return rpc.request('jobs', Rpc.CreateJob, { userId, plan, placements, clips });
  }

  const start = (userId: string, jobId: string, plan: Plan = 'free') => rpc.request('jobs', Rpc.StartJob, { userId, jobId, plan });
  const refusalOf = (work: Promise<unknown>) =>
    work.then(
      () => {
        throw new Error('expected a refusal');
      },
      (error: DomainError) => error,
    );
  /** The render reports a failure: the job ends, and is no longer in flight. */
  const failRender = (jobId: string) => deliver(app, Events.RenderFailed, { taskId: randomUUID(), jobId, reason: 'The clip "intro-1.mp4" could not be decoded' });
  const statusOf = async (jobId: string) => (await db.getRepository(Job).findOneByOrFail({ id: jobId })).status;

  beforeAll(async () => {
    ({ app, rpc, db, stop } = await startIsolatedJobs(clock));
  });

  afterAll(async () => {
    await stop?.();
  });

  it('lets a free user run jobs one after another as the app does', async () => {
    const userId = randomUUID();
    for (let round = 0; round < 2; round++) {
      // A 2x2x2 upload in the default two placements: 16 outputs.
      const job = await uploaded(userId, 2, ['9:16', '4:5']);
      await expect(start(userId, job.id)).resolves.toEqual({ status: 'processing', backgroundProcessing: true });
      await failRender(job.id);
      clock.advance(HOUR_MS);
    }
  });

  it('refuses a start past the jobs in flight, leaving the job to start later', async () => {
    const userId = randomUUID();
    const [first, second, third] = [await uploaded(userId, 1, ['9:16']), await uploaded(userId, 1, ['9:16']), await uploaded(userId, 1, ['9:16'])];
    await start(userId, first.id);
    await start(userId, second.id);

    const refusal = await refusalOf(start(userId, third.id));
    expect(refusal.code).toBe(ErrorCode.RateLimited);
    expect(refusal.message).toBe(
      'Too Many Jobs Processing: You already have 2 jobs processing. Maximum allowed: 2. Please start this one when one of them has finished. Upgrade to Pro for up to 5 jobs at a time.',
    );
    expect(retryAfterSecondsOf(refusal)).toBe(60);
    expect(refusal.details).toMatchObject({ title: 'Too Many Jobs Processing', quota: 'jobsInFlight', retryAfterSeconds: 60 });
    expect(await statusOf(third.id)).toBe('pending');
    // Asking again about a job already running is not a new start and is never refused.
    await expect(start(userId, first.id)).resolves.toEqual({ status: 'processing', backgroundProcessing: true });

    await failRender(first.id);
    await expect(start(userId, third.id)).resolves.toMatchObject({ status: 'processing' });
  });

  it('gives Pro more jobs in flight than free', async () => {
    const userId = randomUUID();
    for (let i = 0; i < PLAN_QUOTAS.pro.jobsInFlight; i++) {
      const job = await uploaded(userId, 1, ['9:16'], 'pro');
      await expect(start(userId, job.id, 'pro')).resolves.toMatchObject({ status: 'processing' });
    }
    const oneMore = await uploaded(userId, 1, ['9:16'], 'pro');
    expect((await refusalOf(start(userId, oneMore.id, 'pro'))).message).toMatch(/^Too Many Jobs Processing: You already have 5 jobs processing\. Maximum allowed: 5\./);
  });

  it('counts every placement as an output against the day, and has room again when the oldest run is a day old', async () => {
    const userId = randomUUID();
    // The largest free job (27 combinations) in all four placements: 108 outputs each.
    const first = await uploaded(userId, 3, ALL_PLACEMENTS);
    await start(userId, first.id);
    await failRender(first.id);
    clock.advance(HOUR_MS);
    const second = await uploaded(userId, 3, ALL_PLACEMENTS);
    await start(userId, second.id);
    await failRender(second.id);
    clock.advance(HOUR_MS);

    const third = await uploaded(userId, 3, ALL_PLACEMENTS);
    const refusal = await refusalOf(start(userId, third.id));
    expect(refusal.code).toBe(ErrorCode.RateLimited);
    expect(refusal.message).toBe(
      'Daily Video Limit Reached: This job would create 108 videos, and 216 of your 300 videos for the last 24 hours are used. Please try again in 22 hours. Upgrade to Pro for up to 3000 videos a day.',
    );
    // Room comes back when the first run (two hours ago) leaves the 24-hour window.
    expect(retryAfterSecondsOf(refusal)).toBeGreaterThan(22 * 3600 - 5);
    expect(retryAfterSecondsOf(refusal)).toBeLessThanOrEqual(22 * 3600);
    expect(await statusOf(third.id)).toBe('pending');

    // A small job still fits beside the 216.
    const small = await uploaded(userId, 2, ['9:16', '4:5']);
    await expect(start(userId, small.id)).resolves.toMatchObject({ status: 'processing' });
    await failRender(small.id);

    clock.advance(22 * HOUR_MS + 1000);
    await expect(start(userId, third.id)).resolves.toMatchObject({ status: 'processing' });
  });

  it('tells the uploads service what a user\'s rendered outputs take in storage', async () => {
    const [userId, stranger] = [randomUUID(), randomUUID()];
    const store = async (owner: string, sizes: number[]) => {
      const job = await uploaded(owner, 1, ['9:16']);
      await db.getRepository(JobOutput).insert(
        sizes.map((size, i) => ({
          jobId: job.id,
          fileName: `h1-b1-c${i + 1}_9x16.mp4`,
          intro: 1,
          body: 1,
          cta: i + 1,
          placement: '9:16' as const,
          objectKey: `outputs/${owner}/${job.id}/h1-b1-c${i + 1}_9x16.mp4`,
          doneAt: clock.now(),
          sizeBytes: String(size),
          sha256: 'c'.repeat(64),
        })),
      );
    };
    expect(await rpc.request('jobs', Rpc.StoredOutputs, { userId })).toEqual({ bytes: 0 });
    await store(userId, [5_000_000_000, 2_500_000]);
    await store(userId, [7]);
    await store(stranger, [123]);
    expect(await rpc.request('jobs', Rpc.StoredOutputs, { userId })).toEqual({ bytes: 5_002_500_007 });
  });
});
