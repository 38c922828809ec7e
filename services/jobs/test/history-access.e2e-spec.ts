import { type INestApplication } from '@nestjs/common';
import { type DomainError, ErrorCode, HTTP_STATUS_OF, type JobView, Rpc, type Plan } from '@reelmix/contracts';
import { RpcClient } from '@reelmix/messaging';
import { BrokerVhost } from '@reelmix/testing';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { JobOutput } from '../src/jobs/job-output.entity';
import { Job } from '../src/jobs/job.entity';
import { startJobs } from './support/jobs-test-app';

const OUTPUT = 'h1-b1-c1_9x16.mp4';

/** What the gateway would answer: 200 for a result, the mapped status for a domain error. */
const statusOf = (work: Promise<unknown>): Promise<number> =>
  work.then(
    () => 200,
    (error: DomainError) => HTTP_STATUS_OF[error.code],
  );

/*
 * docs/product-rules.md#video-history: free users see only their latest job; Pro keeps the full history. Opening an
 * older job (its progress, one video, the zip) must follow the same rule as the history list.
 */
describe('jobs: which of a user\'s jobs they may open', () => {
  let vhost: BrokerVhost;
  let app: INestApplication;
  let rpc: RpcClient;
  let db: DataSource;
  const storageDir = mkdtempSync(join(tmpdir(), 'jobs-test-'));

  /** A finished job with one rendered video, made `ageMinutes` ago. */
  async function finishedJob(userId: string, ageMinutes: number): Promise<JobView> {
    const clip = (section: 'intro' | 'body' | 'cta') => ({
      section,
      clipId: randomUUID(),
      objectKey: `sources/${userId}/${randomUUID()}.mp4`,
      originalName: `${section}.mp4`,
      durationSec: 1,
    });
    const job = await rpc.request('jobs', Rpc.CreateJob, {
      userId,
      plan: 'free',
      placements: ['9:16'],
      clips: [clip('intro'), clip('body'), clip('cta')],
    });
    await db.getRepository(Job).update(
      { id: job.id },
      { status: 'completed', createdAt: new Date(Date.now() - ageMinutes * 60000), completedAt: new Date() },
    );
    await db.getRepository(JobOutput).insert({
      jobId: job.id,
      fileName: OUTPUT,
      intro: 1,
      body: 1,
      cta: 1,
      placement: '9:16',
      objectKey: `outputs/${userId}/${job.id}/${OUTPUT}`,
      doneAt: new Date(),
      sizeBytes: '1000',
      sha256: 'a'.repeat(64),
    });
    return job;
  }

  const open = (userId: string, jobId: string, plan: Plan) => ({
    job: statusOf(rpc.request('jobs', Rpc.GetJob, { userId, jobId, plan })),
    video: statusOf(rpc.request('jobs', Rpc.FindOutput, { userId, downloadName: `${jobId}--${OUTPUT}`, plan })),
    zip: statusOf(rpc.request('jobs', Rpc.JobArchive, { userId, jobId, plan })),
  });
  const statuses = async (calls: ReturnType<typeof open>) => ({ job: await calls.job, video: await calls.video, zip: await calls.zip });

  beforeAll(async () => {
    vhost = BrokerVhost.create();
    app = await startJobs(vhost.url, storageDir);
    rpc = app.get(RpcClient);
    db = app.get(DataSource);
  });

  afterAll(async () => {
    await app?.close();
    vhost?.delete();
    rmSync(storageDir, { recursive: true, force: true });
  });

  it('gives a free user their latest job and answers 403 Pro Access Required for an older one', async () => {
    const userId = randomUUID();
    const older = await finishedJob(userId, 60);
    const latest = await finishedJob(userId, 1);

    expect(await statuses(open(userId, latest.id, 'free'))).toEqual({ job: 200, video: 200, zip: 200 });
    expect(await statuses(open(userId, older.id, 'free'))).toEqual({ job: 403, video: 403, zip: 403 });

    const refusal = await rpc.request('jobs', Rpc.GetJob, { userId, jobId: older.id, plan: 'free' }).catch((error: DomainError) => error);
    expect(refusal).toMatchObject({
      code: ErrorCode.Forbidden,
      message: 'Pro Access Required',
      details: { message: 'This feature requires a Pro subscription' },
    });
    // The same job the free history shows, and no other.
    const history = await rpc.request('jobs', Rpc.ListJobs, { userId, plan: 'free' });
    expect(history.map((job) => job.id)).toEqual([latest.id]);
  });

  it('gives a Pro user every job of theirs', async () => {
    const userId = randomUUID();
    const older = await finishedJob(userId, 60);
    const latest = await finishedJob(userId, 1);

    expect(await statuses(open(userId, older.id, 'pro'))).toEqual({ job: 200, video: 200, zip: 200 });
    expect(await statuses(open(userId, latest.id, 'pro'))).toEqual({ job: 200, video: 200, zip: 200 });
    const opened = await rpc.request('jobs', Rpc.GetJob, { userId, jobId: older.id, plan: 'pro' });
    expect(opened).toMatchObject({ id: older.id, status: 'completed' });
  });

  it("answers 404 for someone else's job whatever the plan, so old job ids cannot be probed", async () => {
    const owner = randomUUID();
    const older = await finishedJob(owner, 60);
    await finishedJob(owner, 1);
    const stranger = randomUUID();
    await finishedJob(stranger, 1);

    expect(await statuses(open(stranger, older.id, 'free'))).toEqual({ job: 404, video: 404, zip: 404 });
    expect(await statuses(open(stranger, older.id, 'pro'))).toEqual({ job: 404, video: 404, zip: 404 });
  });
});
