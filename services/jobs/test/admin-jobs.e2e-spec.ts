import { type INestApplication } from '@nestjs/common';
import { type DomainError, ErrorCode, Events, type JobView, Rpc, type Plan } from '@reelmix/contracts';
import { RpcClient } from '@reelmix/messaging';
import { type ObjectStorage } from '@reelmix/storage';
import { ControlledClock, DAY_MS } from '@reelmix/testing';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { JobClip } from '../src/jobs/job-clip.entity';
import { JobOutput } from '../src/jobs/job-output.entity';
import { JobSegment } from '../src/jobs/job-segment.entity';
import { Job } from '../src/jobs/job.entity';
import { deliver, startIsolatedJobs } from './support/jobs-test-app';

const SHA = 'b'.repeat(64);

/*
 * The jobs side of the admin area: a user's jobs on the detail page, the dashboard's job figures
 * and activity, and the removal of a deleted account's jobs and videos.
 */
describe('jobs: the admin area and deleted accounts', () => {
  const clock = new ControlledClock();
  let stop: (() => Promise<void>) | undefined;
  let app: INestApplication;
  let rpc: RpcClient;
  let db: DataSource;
  let storage: ObjectStorage;

  const clips = (userId: string) =>
    (['intro', 'body', 'cta'] as const).map((section) => ({
      section,
      clipId: randomUUID(),
      objectKey: `sources/${userId}/${randomUUID()}/${section}/${randomUUID()}`,
      originalName: `${section}.mp4`,
      durationSec: 2,
    }));
  const createJob = (userId: string, plan: Plan = 'free') =>
    rpc.request('jobs', Rpc.CreateJob, { userId, plan, placements: ['9:16'], clips: clips(userId) });
  const startJob = (userId: string, jobId: string) => rpc.request('jobs', Rpc.StartJob, { userId, jobId, plan: 'free' });
  const put = (key: string) => storage.put(key, Buffer.from(`bytes of ${key}`));
  const keysUnder = async (prefix: string) => {
    const keys: string[] = [];
    for await (const object of storage.list(prefix)) keys.push(object.key);
    return keys;
  };

  /** What the render workers would do for each segment: store it, then report it. */
  const normaliseAll = async (jobId: string) => {
    for (const segment of await db.getRepository(JobSegment).findBy({ jobId })) {
      await put(segment.segmentKey);
      await deliver(app, Events.SegmentDone, { taskId: segment.taskId, jobId, segmentKey: segment.segmentKey, frames: 60, durationSec: 2 });
    }
  };
  /** ...and for each combination, once requested. */
  const combineAll = async (jobId: string) => {
    for (const output of await db.getRepository(JobOutput).findBy({ jobId })) {
      await put(output.objectKey);
      await deliver(app, Events.OutputDone, {
        taskId: output.taskId as string,
        jobId,
        fileName: output.fileName,
        outputKey: output.objectKey,
        durationSec: 6,
        width: 1080,
        height: 1920,
        sizeBytes: 1000,
        sha256: SHA,
      });
    }
  };
  const renderedJob = async (userId: string): Promise<JobView> => {
    const job = await createJob(userId);
    await startJob(userId, job.id);
    await normaliseAll(job.id);
    await combineAll(job.id);
    return job;
  };
  const failedJob = async (userId: string): Promise<JobView> => {
    const job = await createJob(userId);
    await startJob(userId, job.id);
    const [segment] = await db.getRepository(JobSegment).findBy({ jobId: job.id });
    await deliver(app, Events.RenderFailed, { taskId: segment.taskId, jobId: job.id, reason: '"intro.mp4" (intro) could not be processed' });
    return job;
  };
  const rowsOf = async (jobId: string) => ({
    jobs: await db.getRepository(Job).countBy({ id: jobId }),
    clips: await db.getRepository(JobClip).countBy({ jobId }),
    segments: await db.getRepository(JobSegment).countBy({ jobId }),
    outputs: await db.getRepository(JobOutput).countBy({ jobId }),
  });
  const deleteUser = (userId: string) => deliver(app, Events.UserDeleted, { userId, deletedAt: clock.now().toISOString() });

  beforeAll(async () => {
    ({ app, rpc, db, storage, stop } = await startIsolatedJobs(clock));
  });

  afterAll(async () => {
    await stop?.();
  });

  describe("a user's jobs", () => {
    it('lists every job of the user, newest first, with its status, whatever their plan', async () => {
      const userId = randomUUID();
      const first = await renderedJob(userId);
      clock.advance(60_000);
      const second = await failedJob(userId);
      clock.advance(60_000);
      const third = await createJob(userId);
      await createJob(randomUUID());

      const jobs = await rpc.request('jobs', Rpc.UserJobs, { userId });

      expect(jobs.map(({ id, status }) => ({ id, status }))).toEqual([
        { id: third.id, status: 'pending' },
        { id: second.id, status: 'failed' },
        { id: first.id, status: 'completed' },
      ]);
      expect(jobs[2]).toMatchObject({
        introVideos: ['intro.mp4'],
        outputVideos: [`/api/videos/${first.id}--j${first.number}-h1-b1-c1_9x16.mp4`],
        progress: 100,
        createdAt: first.createdAt,
      });
      expect(await rpc.request('jobs', Rpc.UserJobs, { userId: randomUUID() })).toEqual([]);
    });
  });

  describe('the dashboard figures', () => {
    it('counts every job and those made in the last seven days by the service clock', async () => {
      const before = await rpc.request('jobs', Rpc.JobStats, {});
      const userId = randomUUID();
      await createJob(userId);
      await createJob(userId);
      // Eight days later the two are no longer this week's; the new one is.
      clock.advance(8 * DAY_MS);
      const afterAWeek = await rpc.request('jobs', Rpc.JobStats, {});
      await createJob(userId);

      const after = await rpc.request('jobs', Rpc.JobStats, {});

      expect(afterAWeek).toEqual({ total: before.total + 2, thisWeek: 0 });
      expect(after).toEqual({ total: before.total + 3, thisWeek: 1 });
    });

    it('lists jobs made, completed and failed, newest first', async () => {
      const userId = randomUUID();
      clock.advance(60_000);
      const done = await renderedJob(userId);
      clock.advance(60_000);
      await failedJob(userId);

      const activity = await rpc.request('jobs', Rpc.JobActivity, { limit: 4 });

      expect(activity.map(({ action, user }) => ({ action, user }))).toEqual([
        { action: 'Job failed', user: userId },
        { action: 'Created a job', user: userId },
        { action: 'Job completed', user: userId },
        { action: 'Created a job', user: userId },
      ]);
      expect(activity[3].date).toBe(done.createdAt);
      const dates = activity.map((item) => item.date);
      expect([...dates].sort().reverse()).toEqual(dates);
    });
  });

  describe('a deleted account', () => {
    it("removes the user's jobs with their clips, segments and outputs, and their videos and work files in storage", async () => {
      const userId = randomUUID();
      const other = randomUUID();
      const rendered = await renderedJob(userId);
      const running = await createJob(userId);
      await startJob(userId, running.id);
      await normaliseAll(running.id);
      const kept = await renderedJob(other);
      // A video a crash left without a row is the user's all the same.
      await put(`outputs/${userId}/${randomUUID()}/h1-b1-c1_9x16.mp4`);
      expect(await keysUnder(`outputs/${userId}/`)).toHaveLength(2);
      expect(await keysUnder(`work/${running.id}/`)).toHaveLength(3);

      await deleteUser(userId);

      expect(await rowsOf(rendered.id)).toEqual({ jobs: 0, clips: 0, segments: 0, outputs: 0 });
      expect(await rowsOf(running.id)).toEqual({ jobs: 0, clips: 0, segments: 0, outputs: 0 });
      expect(await keysUnder(`outputs/${userId}/`)).toEqual([]);
      expect(await keysUnder(`work/${running.id}/`)).toEqual([]);
      expect(await storage.stat(`outputs/${userId}/${rendered.id}/h1-b1-c1_9x16.mp4`)).toBeNull();
      expect(await rpc.request('jobs', Rpc.UserJobs, { userId })).toEqual([]);
      // Someone else's jobs and videos stay.
      expect(await rowsOf(kept.id)).toMatchObject({ jobs: 1, outputs: 1 });
      expect(await keysUnder(`outputs/${other}/`)).toHaveLength(1);

      // A redelivery (or a second deletion) finds nothing and fails nothing.
      await deleteUser(userId);
      expect(await keysUnder(`outputs/${userId}/`)).toEqual([]);
    });

    it('lets a render still in flight bring nothing back: its files are removed and no row is made', async () => {
      const userId = randomUUID();
      const job = await createJob(userId);
      await startJob(userId, job.id);
      const [segment] = await db.getRepository(JobSegment).findBy({ jobId: job.id });
      const outputKey = `outputs/${userId}/${job.id}/h1-b1-c1_9x16.mp4`;

      await deleteUser(userId);
      // The workers finish what they had started: a segment and a video are stored, then reported.
      await put(segment.segmentKey);
      await deliver(app, Events.SegmentDone, { taskId: segment.taskId, jobId: job.id, segmentKey: segment.segmentKey, frames: 60, durationSec: 2 });
      await put(outputKey);
      await deliver(app, Events.OutputDone, {
        taskId: randomUUID(),
        jobId: job.id,
        fileName: 'h1-b1-c1_9x16.mp4',
        outputKey,
        durationSec: 6,
        width: 1080,
        height: 1920,
        sizeBytes: 1000,
        sha256: SHA,
      });

      expect(await storage.stat(segment.segmentKey)).toBeNull();
      expect(await storage.stat(outputKey)).toBeNull();
      expect(await rowsOf(job.id)).toEqual({ jobs: 0, clips: 0, segments: 0, outputs: 0 });
    });

    it('refuses a new job for the account, so an upload under way when it was deleted leaves none behind', async () => {
      const userId = randomUUID();
      await deleteUser(userId);

      const failure = await createJob(userId).catch((error: DomainError) => error);

      expect(failure).toMatchObject({ code: ErrorCode.NotFound });
      expect(await db.getRepository(Job).countBy({ userId })).toBe(0);
    });
  });
});
