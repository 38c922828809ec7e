import { type INestApplication } from '@nestjs/common';
import { Rpc, type Plan } from '@reelmix/contracts';
import { RpcClient } from '@reelmix/messaging';
import { BrokerVhost } from '@reelmix/testing';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { PostgresQueryRunner } from 'typeorm/driver/postgres/PostgresQueryRunner';
import { JobOutput } from '../src/jobs/job-output.entity';
import { Job } from '../src/jobs/job.entity';
import { startJobs } from './support/jobs-test-app';

const JOBS = 8;

/*
 * The history the dashboard polls (GET /api/jobs/user): every job with its clip names, finished
 * videos and kept reports. It must cost a fixed number of queries, not three more per job.
 */
/**
 * The reads of the history's tables among the queries a spy saw: the snapshot's BEGIN and COMMIT,
 * and the service's own outbox and inbox work running meanwhile, are not reads of the history.
 */
function historyReads(queries: jest.SpyInstance): number {
  return queries.mock.calls.filter(([sql]) => /^\s*SELECT/i.test(String(sql)) && /"jobs"\."(jobs|job_clips|job_outputs|job_reports)"/.test(String(sql))).length;
}

describe('jobs: the history list', () => {
  let vhost: BrokerVhost;
  let app: INestApplication;
  let rpc: RpcClient;
  let db: DataSource;
  const storageDir = mkdtempSync(join(tmpdir(), 'jobs-history-'));

  /** A job of 2 x 1 x 1 clips, made `ageMinutes` ago, with `done` of its two outputs finished. */
  async function jobWithOutputs(userId: string, ageMinutes: number, done: number): Promise<string> {
    const clip = (section: 'intro' | 'body' | 'cta', name: string) => ({
      section,
      clipId: randomUUID(),
      objectKey: `sources/${userId}/${randomUUID()}.mp4`,
      originalName: name,
      durationSec: 1,
    });
    const job = await rpc.request('jobs', Rpc.CreateJob, {
      userId,
      plan: 'pro',
      placements: ['9:16'],
      clips: [clip('intro', 'b-intro.mp4'), clip('intro', 'a-intro.mp4'), clip('body', 'body.mp4'), clip('cta', 'cta.mp4')],
    });
    await db.getRepository(Job).update({ id: job.id }, { status: 'completed', createdAt: new Date(Date.now() - ageMinutes * 60000) });
    const names = ['h2-b1-c1_9x16.mp4', 'h1-b1-c1_9x16.mp4'];
    await db.getRepository(JobOutput).save(
      names.map((fileName, index) => ({
        jobId: job.id,
        fileName,
        intro: 2 - index,
        body: 1,
        cta: 1,
        placement: '9:16' as const,
        objectKey: `outputs/${userId}/${job.id}/${fileName}`,
        doneAt: index < done ? new Date() : null,
      })),
    );
    return job.id;
  }

  beforeAll(async () => {
    vhost = BrokerVhost.create();
    app = await startJobs(vhost.url, storageDir);
    rpc = app.get(RpcClient);
    db = app.get(DataSource);
  });

  afterAll(async () => {
    jest.restoreAllMocks();
    await app?.close();
    vhost?.delete();
    rmSync(storageDir, { recursive: true, force: true });
  });

  it('lists every job newest first with its clips, finished videos and reports, in four queries whatever the count', async () => {
    const userId = randomUUID();
    const ids: string[] = [];
    for (let age = 0; age < JOBS; age++) ids.push(await jobWithOutputs(userId, age, age % 3));
    const queries = jest.spyOn(PostgresQueryRunner.prototype, 'query');

    const history = await rpc.request('jobs', Rpc.ListJobs, { userId, plan: 'pro' });

    expect(historyReads(queries)).toBe(4);
    queries.mockRestore();
    expect(history.map((job) => job.id)).toEqual(ids);
    for (const [age, job] of history.entries()) {
      expect(job.introVideos).toEqual(['b-intro.mp4', 'a-intro.mp4']);
      expect(job.bodyVideos).toEqual(['body.mp4']);
      expect(job.ctaVideos).toEqual(['cta.mp4']);
      // Finished ones only, in file name order.
      const finished = ['h2-b1-c1_9x16.mp4', 'h1-b1-c1_9x16.mp4'].slice(0, age % 3).sort();
      expect(job.outputVideos).toEqual(finished.map((name) => `/api/videos/${job.id}--${name}`));
    }
  });

  it('reads a settled job once, and a job still rendering on every call', async () => {
    const userId = randomUUID();
    const settled = await jobWithOutputs(userId, 10, 2);
    const rendering = await jobWithOutputs(userId, 0, 1);
    await db.getRepository(Job).update({ id: rendering }, { status: 'processing' });
    const list = () => rpc.request('jobs', Rpc.ListJobs, { userId, plan: 'pro' });
    const videosOf = async (jobId: string) => (await list()).find((job) => job.id === jobId)?.outputVideos.length;

    expect(await videosOf(rendering)).toBe(1);
    await db.getRepository(JobOutput).update({ jobId: rendering }, { doneAt: new Date() });
    expect(await videosOf(rendering)).toBe(2);

    // Only the job rows and the reports' digests are read once every job has settled and been read.
    await db.getRepository(Job).update({ id: rendering }, { status: 'completed' });
    await list();
    const queries = jest.spyOn(PostgresQueryRunner.prototype, 'query');
    const history = await list();
    expect(historyReads(queries)).toBe(2);
    queries.mockRestore();
    expect(history.map((job) => [job.id, job.outputVideos.length])).toEqual([
      [rendering, 2],
      [settled, 2],
    ]);
  });

  it('gives the history a version that changes with everything the list shows, and only then', async () => {
    const userId = randomUUID();
    const version = async (plan: Plan = 'pro') => (await rpc.request('jobs', Rpc.HistoryVersion, { userId, plan })).version;
    const empty = await version();
    const older = await jobWithOutputs(userId, 10, 2);
    const rendering = await jobWithOutputs(userId, 0, 0);
    const listed = await version();
    expect(listed).not.toBe(empty);
    expect(await version()).toBe(listed);

    // Another customer's work is not part of it.
    await jobWithOutputs(randomUUID(), 0, 1);
    expect(await version()).toBe(listed);

    // An output finishing, written on its own, is a change of its job.
    await db.getRepository(JobOutput).update({ jobId: rendering, fileName: 'h1-b1-c1_9x16.mp4' }, { doneAt: new Date() });
    const afterOutput = await version();
    expect(afterOutput).not.toBe(listed);
    await db.getRepository(Job).update({ id: rendering }, { status: 'failed', message: 'x' });
    const afterStatus = await version();
    expect(afterStatus).not.toBe(afterOutput);

    // The free history lists the latest job only: a change to an older one leaves it as it was.
    const free = await version('free');
    await db.getRepository(Job).update({ id: older }, { accountPlan: 'free' });
    expect(await version('free')).toBe(free);
    expect(await version()).not.toBe(afterStatus);

    const beforeDeletion = await version();
    await db.getRepository(JobOutput).delete({ jobId: older });
    await db.getRepository(Job).delete({ id: older });
    expect(await version()).not.toBe(beforeDeletion);
  });

  it('lists nothing for a user without jobs', async () => {
    await expect(rpc.request('jobs', Rpc.ListJobs, { userId: randomUUID(), plan: 'pro' })).resolves.toEqual([]);
  });
});
