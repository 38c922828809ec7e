import { type INestApplication } from '@nestjs/common';
import { Events, type JobView, Rpc } from '@reelmix/contracts';
import { RpcClient } from '@reelmix/messaging';
import { ControlledClock } from '@reelmix/testing';
import { randomUUID } from 'node:crypto';
import { register } from 'prom-client';
import { DataSource } from 'typeorm';
import { JobOutput } from '../src/jobs/job-output.entity';
import { JobSegment } from '../src/jobs/job-segment.entity';
import { JobGaugesRefresher } from '../src/metrics/job-gauges-refresher.service';
import { deliver, startIsolatedJobs } from './support/jobs-test-app';

/** The value of one series in the text /metrics serves, or 0 when it is not there. */
async function seriesValue(series: string): Promise<number> {
  const line = (await register.metrics()).split('\n').find((text) => text.startsWith(`${series} `));
  return line ? Number(line.split(' ')[1]) : 0;
}

describe('jobs: metrics of job runs and stored outputs', () => {
  const clock = new ControlledClock();
  let stop: (() => Promise<void>) | undefined;
  let app: INestApplication;
  let rpc: RpcClient;
  let db: DataSource;

  /** A started one-combination job of a free user: one output to render. */
  async function started(userId: string): Promise<JobView> {
    const clips = (['intro', 'body', 'cta'] as const).map((section) => ({
      section,
      clipId: randomUUID(),
      objectKey: `sources/${userId}/${randomUUID()}/${section}.mp4`,
      originalName: `${section}.mp4`,
      durationSec: 1,
    }));
    const job = await rpc.request('jobs', Rpc.CreateJob, { userId, plan: 'free', placements: ['9:16'], clips });
    await rpc.request('jobs', Rpc.StartJob, { userId, jobId: job.id, plan: 'free' });
    return job;
  }

  beforeAll(async () => {
    ({ app, rpc, db, stop } = await startIsolatedJobs(clock));
  });

  afterAll(async () => {
    await stop?.();
  });

  it('observes the first output and the completed run from the start of the run, once', async () => {
    const userId = randomUUID();
    const job = await started(userId);
    clock.advance(30_000);
    // The three segments are normalised, so the combination is requested (its task id set).
    for (const segment of await db.getRepository(JobSegment).findBy({ jobId: job.id })) {
      await deliver(app, Events.SegmentDone, { taskId: segment.taskId, jobId: job.id, segmentKey: segment.segmentKey, frames: 30, durationSec: 1 });
    }
    const output = await db.getRepository(JobOutput).findOneByOrFail({ jobId: job.id });
    if (!output.taskId) throw new Error('the combination was not requested');
    const done = {
      taskId: output.taskId,
      jobId: job.id,
      fileName: output.fileName,
      outputKey: `outputs/${userId}/${job.id}/${output.fileName}`,
      durationSec: 3,
      width: 1080,
      height: 1920,
      sizeBytes: 5_000_000,
      sha256: 'a'.repeat(64),
    };
    await deliver(app, Events.OutputDone, done);
    // A repeated report is skipped by the handler, so it is not observed again.
    await deliver(app, Events.OutputDone, done);

    expect(await seriesValue('reelmix_job_first_output_seconds_count{plan="free"}')).toBe(1);
    // The test clock also runs on in real time, so the 30 s advanced are a floor.
    expect(await seriesValue('reelmix_job_first_output_seconds_sum{plan="free"}')).toBeGreaterThanOrEqual(30);
    expect(await seriesValue('reelmix_job_first_output_seconds_sum{plan="free"}')).toBeLessThan(40);
    expect(await seriesValue('reelmix_job_duration_seconds_count{outcome="completed",plan="free"}')).toBe(1);
    expect(await seriesValue('reelmix_job_duration_seconds_sum{outcome="completed",plan="free"}')).toBeGreaterThanOrEqual(30);

    await app.get(JobGaugesRefresher).refresh();
    expect(await seriesValue('reelmix_stored_bytes_total{content="outputs"}')).toBe(5_000_000);
    expect(await seriesValue('reelmix_user_stored_bytes_bucket{le="100000000",content="outputs"}')).toBe(1);
  });

  it('observes a failed run and counts the jobs rendering from the database', async () => {
    const job = await started(randomUUID());
    await app.get(JobGaugesRefresher).refresh();
    expect(await seriesValue('reelmix_jobs_processing')).toBe(1);

    clock.advance(5_000);
    await deliver(app, Events.RenderFailed, { taskId: randomUUID(), jobId: job.id, reason: 'The clip "intro.mp4" could not be decoded' });
    expect(await seriesValue('reelmix_job_duration_seconds_count{outcome="failed",plan="free"}')).toBe(1);
    expect(await seriesValue('reelmix_job_duration_seconds_sum{outcome="failed",plan="free"}')).toBeGreaterThanOrEqual(5);
    expect(await seriesValue('reelmix_job_duration_seconds_sum{outcome="failed",plan="free"}')).toBeLessThan(15);

    await app.get(JobGaugesRefresher).refresh();
    expect(await seriesValue('reelmix_jobs_processing')).toBe(0);
  });
});
