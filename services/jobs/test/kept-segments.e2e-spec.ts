import { type INestApplication } from '@nestjs/common';
import { Events, type FramingChoice, type JobView, Rpc, type Plan } from '@reelmix/contracts';
import { CODEC_SETUP_ID } from '@reelmix/media';
import { RpcClient } from '@reelmix/messaging';
import { type ObjectStorage, userSegmentsPrefix } from '@reelmix/storage';
import { ControlledClock } from '@reelmix/testing';
import { createHash, randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { DataSource } from 'typeorm';
import { JobSegment } from '../src/jobs/job-segment.entity';
import { Job } from '../src/jobs/job.entity';
import { KeptSegment } from '../src/segments/kept-segment.entity';
import { KeptSegmentsSweepService } from '../src/segments/kept-segments-sweep.service';
import { deliver, startIsolatedJobs } from './support/jobs-test-app';

const HOUR_MS = 3_600_000;
const RETENTION_HOURS = 336;

/*
 * Normalised segments are kept by the clip's content and reused: the render's work is ordered so
 * the first combinations come first, a clip used twice or again in a later job is not normalised
 * again, unused segments are let go after the retention, and all of them go with the account.
 */
describe('jobs: render scheduling and kept segments', () => {
  const clock = new ControlledClock();
  let stop: (() => Promise<void>) | undefined;
  let app: INestApplication;
  let rpc: RpcClient;
  let db: DataSource;
  let storage: ObjectStorage;

  const sha = (label: string) => createHash('sha256').update(label).digest('hex');

  /** A job of the given clips (section, content label); the label stands for the clip's bytes. */
  async function uploaded(userId: string, clips: Array<['intro' | 'body' | 'cta', string]>, plan: Plan = 'free', framing?: FramingChoice): Promise<JobView> {
    return rpc.request('jobs', Rpc.CreateJob, {
      userId,
      plan,
      framing,
      placements: ['9:16'],
      clips: clips.map(([section, label], i) => ({
        section,
        clipId: randomUUID(),
        objectKey: `sources/${userId}/${randomUUID()}/${section}-${i}`,
        originalName: `${label}.mp4`,
        durationSec: 2,
        contentSha256: sha(label),
      })),
    });
  }

  const start = (userId: string, jobId: string, plan: Plan = 'free') => rpc.request('jobs', Rpc.StartJob, { userId, jobId, plan });
  const view = (userId: string, jobId: string) => rpc.request('jobs', Rpc.GetJob, { userId, jobId, plan: 'pro' });

  /** The render tasks a job's start and results wrote, in the order the relay sends them. */
  async function tasksOf(jobId: string): Promise<Array<{ name: string; priority: number; payload: Record<string, unknown> }>> {
    const rows: Array<{ event_name: string; priority: number; payload: Record<string, unknown> }> = await db.query(
      `SELECT "event_name", "priority", "payload" FROM "jobs"."outbox"
       WHERE "payload"->>'jobId' = $1 AND "event_name" LIKE 'render.%' ORDER BY "created_at"`,
      [jobId],
    );
    return rows.map((row) => ({ name: row.event_name, priority: row.priority, payload: row.payload }));
  }
  const normalisesOf = async (jobId: string) => (await tasksOf(jobId)).filter((task) => task.name === Events.NormaliseRequested);
  const combinesOf = async (jobId: string) => (await tasksOf(jobId)).filter((task) => task.name === Events.CombineRequested);

  /** The render worker's report of one normalise task, with the segment stored as a worker would. */
  async function segmentDone(task: { payload: Record<string, unknown> }): Promise<void> {
    const segmentKey = task.payload.segmentKey as string;
    await storage.put(segmentKey, Readable.from(Buffer.from(`segment ${segmentKey}`)), { size: `segment ${segmentKey}`.length });
    await deliver(app, Events.SegmentDone, { taskId: task.payload.taskId as string, jobId: task.payload.jobId as string, segmentKey, frames: 60, durationSec: 2 });
  }

  async function outputDone(task: { payload: Record<string, unknown> }): Promise<void> {
    await deliver(app, Events.OutputDone, {
      taskId: task.payload.taskId as string,
      jobId: task.payload.jobId as string,
      fileName: task.payload.fileName as string,
      outputKey: task.payload.outputKey as string,
      durationSec: 6,
      width: 1080,
      height: 1920,
      sizeBytes: 1000,
      sha256: sha(task.payload.fileName as string),
    });
  }

  async function runToCompletion(userId: string, jobId: string): Promise<void> {
    for (const task of await normalisesOf(jobId)) await segmentDone(task);
    for (const task of await combinesOf(jobId)) await outputDone(task);
    expect((await view(userId, jobId)).status).toBe('completed');
  }

  const keptOf = (userId: string) => db.getRepository(KeptSegment).find({ where: { userId }, order: { segmentKey: 'ASC' } });
  const storedUnder = async (prefix: string) => {
    const keys: string[] = [];
    for await (const object of storage.list(prefix)) keys.push(object.key);
    return keys;
  };

  beforeAll(async () => {
    ({ app, rpc, db, storage, stop } = await startIsolatedJobs(clock));
  });

  afterAll(async () => {
    await stop?.();
  });

  it('normalises the first intro, body and cta first, joins them as soon as they are ready, ahead of the other clips', async () => {
    const userId = randomUUID();
    const job = await uploaded(userId, [['intro', 'i1'], ['intro', 'i2'], ['body', 'b1'], ['body', 'b2'], ['cta', 'c1'], ['cta', 'c2']]);
    await start(userId, job.id);

    const normalises = await normalisesOf(job.id);
    expect(normalises.map((task) => task.payload.clipName)).toEqual(['i1.mp4', 'b1.mp4', 'c1.mp4', 'i2.mp4', 'b2.mp4', 'c2.mp4']);
    expect(normalises.every((task) => task.priority === 0)).toBe(true);
    expect(normalises[0]!.payload.segmentKey).toBe(`${userSegmentsPrefix(userId)}${sha('i1')}-${CODEC_SETUP_ID}-9x16-auto`);
    expect((await view(userId, job.id)).progress).toBe(15);

    for (const task of normalises.slice(0, 2)) await segmentDone(task);
    expect(await combinesOf(job.id)).toHaveLength(0);
    // Progress counts the normalising: two of six segments ready, no output yet.
    expect((await view(userId, job.id)).progress).toBeGreaterThan(15);

    await segmentDone(normalises[2]!);
    const combines = await combinesOf(job.id);
    expect(combines.map((task) => task.payload.fileName)).toEqual([`j${job.number}-h1-b1-c1_9x16.mp4`]);
    // Above every normalise of the same plan, so it is the queue's next task.
    expect(combines[0]!.priority).toBe(1);

    await outputDone(combines[0]!);
    const partial = await view(userId, job.id);
    expect(partial.status).toBe('processing');
    expect(partial.outputVideos).toEqual([`/api/videos/${job.id}--j${job.number}-h1-b1-c1_9x16.mp4`]);

    await runToCompletion(userId, job.id);
    expect((await keptOf(userId)).map((row) => row.segmentKey)).toHaveLength(6);
  });

  it('puts Pro work a level above free work', async () => {
    const userId = randomUUID();
    const job = await uploaded(userId, [['intro', 'p1'], ['body', 'p2'], ['cta', 'p3']], 'pro');
    await start(userId, job.id, 'pro');
    const normalises = await normalisesOf(job.id);
    expect(normalises.map((task) => task.priority)).toEqual([1, 1, 1]);
    for (const task of normalises) await segmentDone(task);
    expect((await combinesOf(job.id)).map((task) => task.priority)).toEqual([2]);
  });

  it('reuses every kept segment in the next job: nothing is normalised, every join is requested at the start', async () => {
    const userId = randomUUID();
    const clips: Array<['intro' | 'body' | 'cta', string]> = [['intro', 'a'], ['body', 'b'], ['body', 'b2'], ['cta', 'c']];
    const first = await uploaded(userId, clips);
    await start(userId, first.id);
    expect(await normalisesOf(first.id)).toHaveLength(4);
    await runToCompletion(userId, first.id);

    clock.advance(HOUR_MS);
    const startedAt = clock.now().getTime();
    const second = await uploaded(userId, clips);
    await start(userId, second.id);
    expect(await normalisesOf(second.id)).toHaveLength(0);
    const combines = await combinesOf(second.id);
    expect(combines.map((task) => task.payload.fileName)).toEqual([`j${second.number}-h1-b1-c1_9x16.mp4`, `j${second.number}-h1-b2-c1_9x16.mp4`]);
    expect(combines[0]!.payload.segmentKeys).toEqual((await normalisesOf(first.id)).slice(0, 3).map((task) => task.payload.segmentKey));
    expect(combines[0]!.payload.partDurationsSec).toEqual([2, 2, 2]);
    const started = await view(userId, second.id);
    expect(started.progress).toBeGreaterThan(80);
    // Using them again keeps them: their last use moved to this job's start.
    expect((await keptOf(userId)).every((row) => row.lastUsedAt.getTime() >= startedAt)).toBe(true);
    for (const task of combines) await outputDone(task);
    expect((await view(userId, second.id)).status).toBe('completed');
  });

  it('carries the job\'s framing to the render, and keeps segments of another framing apart', async () => {
    const userId = randomUUID();
    const clips: Array<['intro' | 'body' | 'cta', string]> = [['intro', 'f1'], ['body', 'f2'], ['cta', 'f3']];
    const automatic = await uploaded(userId, clips);
    await start(userId, automatic.id);
    expect((await normalisesOf(automatic.id)).map((task) => task.payload.framing)).toEqual(['auto', 'auto', 'auto']);
    await runToCompletion(userId, automatic.id);

    const blurred = await uploaded(userId, clips, 'free', 'blur');
    await start(userId, blurred.id);
    const normalises = await normalisesOf(blurred.id);
    expect(normalises.map((task) => task.payload.framing)).toEqual(['blur', 'blur', 'blur']);
    expect(normalises[0]!.payload.segmentKey).toBe(`${userSegmentsPrefix(userId)}${sha('f1')}-${CODEC_SETUP_ID}-9x16-blur`);
  });

  it('normalises a clip uploaded twice in one job once, and both of its places are ready with it', async () => {
    const userId = randomUUID();
    const job = await uploaded(userId, [['intro', 'same'], ['body', 'x'], ['cta', 'same']]);
    await start(userId, job.id);
    const normalises = await normalisesOf(job.id);
    expect(normalises.map((task) => task.payload.clipName)).toEqual(['same.mp4', 'x.mp4']);
    for (const task of normalises) await segmentDone(task);
    const segments = await db.getRepository(JobSegment).find({ where: { jobId: job.id } });
    expect(segments.every((segment) => segment.doneAt !== null)).toBe(true);
    expect((await db.getRepository(Job).findOneByOrFail({ id: job.id })).readySegments).toBe(3);
    expect(await combinesOf(job.id)).toHaveLength(1);
  });

  it('lets go of segments unused for the retention period, files included; a later job normalises them again', async () => {
    const userId = randomUUID();
    const clips: Array<['intro' | 'body' | 'cta', string]> = [['intro', 'old-i'], ['body', 'old-b'], ['cta', 'old-c']];
    const first = await uploaded(userId, clips);
    await start(userId, first.id);
    await runToCompletion(userId, first.id);
    expect(await storedUnder(userSegmentsPrefix(userId))).toHaveLength(3);

    clock.advance((RETENTION_HOURS - 1) * HOUR_MS);
    const sweeper = app.get(KeptSegmentsSweepService);
    await sweeper.sweep();
    expect(await keptOf(userId)).toHaveLength(3);

    clock.advance(2 * HOUR_MS);
    expect(await sweeper.sweep()).toBeGreaterThanOrEqual(3);
    expect(await keptOf(userId)).toHaveLength(0);
    expect(await storedUnder(userSegmentsPrefix(userId))).toEqual([]);

    const again = await uploaded(userId, clips);
    await start(userId, again.id);
    expect(await normalisesOf(again.id)).toHaveLength(3);
  });

  it('removes the kept segments with the account, and a segment a worker stores after that', async () => {
    const userId = randomUUID();
    const job = await uploaded(userId, [['intro', 'd1'], ['body', 'd2'], ['cta', 'd3']]);
    await start(userId, job.id);
    const normalises = await normalisesOf(job.id);
    for (const task of normalises.slice(0, 2)) await segmentDone(task);
    expect(await keptOf(userId)).toHaveLength(2);

    await deliver(app, Events.UserDeleted, { userId, deletedAt: clock.now().toISOString() });
    expect(await keptOf(userId)).toHaveLength(0);
    expect(await storedUnder(userSegmentsPrefix(userId))).toEqual([]);

    // The third task was running while the account went: its segment arrives for a job that is gone.
    await segmentDone(normalises[2]!);
    expect(await storedUnder(userSegmentsPrefix(userId))).toEqual([]);
    expect(await keptOf(userId)).toHaveLength(0);
  });
});
