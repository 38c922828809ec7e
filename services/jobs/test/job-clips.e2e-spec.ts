import { type INestApplication } from '@nestjs/common';
import { type DomainError, ErrorCode, Events, type JobView, type PlacementName, Rpc, type Plan } from '@reelmix/contracts';
import { RpcClient } from '@reelmix/messaging';
import { type ObjectStorage, outputThumbnailKey } from '@reelmix/storage';
import { ControlledClock } from '@reelmix/testing';
import { createHash, randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { DataSource } from 'typeorm';
import { ALREADY_RENDERED_MESSAGE, JOB_RENDERING_MESSAGE } from '../src/jobs-errors';
import { JobOutput } from '../src/jobs/job-output.entity';
import { Job } from '../src/jobs/job.entity';
import { RenderRun } from '../src/quotas/render-run.entity';
import { deliver, startIsolatedJobs } from './support/jobs-test-app';

type Section = 'intro' | 'body' | 'cta';

/*
 * Clips are library clips: a finished job can be given more of them and renders only the
 * combinations it lacks, a clip can be taken out of a job with the outputs made from it, and a
 * library clip being deleted leaves every job of its owner.
 */
describe('jobs: adding, removing and forgetting clips', () => {
  const clock = new ControlledClock();
  let stop: (() => Promise<void>) | undefined;
  let app: INestApplication;
  let rpc: RpcClient;
  let db: DataSource;
  let storage: ObjectStorage;

  const sha = (label: string) => createHash('sha256').update(label).digest('hex');

  /** A library clip: the label stands for its bytes and names it. */
  const clip = (userId: string, section: Section, label: string) => ({
    clipId: randomUUID(),
    section,
    objectKey: `sources/${userId}/${randomUUID()}/${label}.mp4`,
    originalName: `${label}.mp4`,
    durationSec: 2,
    contentSha256: sha(`${userId}-${label}`),
  });
  type LibraryClip = ReturnType<typeof clip>;

  const create = (userId: string, clips: LibraryClip[], placements: PlacementName[] = ['9:16'], plan: Plan = 'free'): Promise<JobView> =>
    rpc.request('jobs', Rpc.CreateJob, { userId, plan, placements, clips });
  /** `intro-1 intro-2 body-1 ...`: n clips a section. */
  const clipsOf = (userId: string, perSection: number, prefix = '') =>
    (['intro', 'body', 'cta'] as const).flatMap((section) => Array.from({ length: perSection }, (_, i) => clip(userId, section, `${prefix}${section}-${i + 1}`)));

  const start = (userId: string, jobId: string, plan: Plan = 'free') => rpc.request('jobs', Rpc.StartJob, { userId, jobId, plan });
  const view = (userId: string, jobId: string) => rpc.request('jobs', Rpc.GetJob, { userId, jobId, plan: 'pro' });
  const add = (userId: string, jobId: string, clips: LibraryClip[], plan: 'free' | 'pro' = 'free') =>
    rpc.request('jobs', Rpc.AddJobClips, { userId, jobId, plan, clips });
  const remove = (userId: string, jobId: string, clipId: string) => rpc.request('jobs', Rpc.RemoveJobClip, { userId, jobId, plan: 'pro', clipId });
  const forget = (userId: string, libraryClip: Pick<LibraryClip, 'clipId' | 'objectKey'>) =>
    rpc.request('jobs', Rpc.ForgetClip, { userId, clipId: libraryClip.clipId, objectKey: libraryClip.objectKey });
  const refusalOf = (work: Promise<unknown>) =>
    work.then(
      () => {
        throw new Error('expected a refusal');
      },
      (error: DomainError) => error,
    );

  async function tasksOf(jobId: string, name: string): Promise<Array<Record<string, unknown>>> {
    const rows: Array<{ payload: Record<string, unknown> }> = await db.query(
      `SELECT "payload" FROM "jobs"."outbox" WHERE "payload"->>'jobId' = $1 AND "event_name" = $2 ORDER BY "created_at", "id"`,
      [jobId, name],
    );
    return rows.map((row) => row.payload);
  }
  const normalisesOf = (jobId: string) => tasksOf(jobId, Events.NormaliseRequested);
  const combinesOf = (jobId: string) => tasksOf(jobId, Events.CombineRequested);

  async function segmentDone(task: Record<string, unknown>): Promise<void> {
    const segmentKey = task.segmentKey as string;
    await storage.put(segmentKey, Readable.from(Buffer.from(segmentKey)), { size: segmentKey.length });
    await deliver(app, Events.SegmentDone, { taskId: task.taskId as string, jobId: task.jobId as string, segmentKey, frames: 60, durationSec: 2 });
  }

  /** The render worker's report of a join, with the output and its thumbnail stored as the worker stores them. */
  async function outputDone(task: Record<string, unknown>): Promise<void> {
    const outputKey = task.outputKey as string;
    await storage.put(outputKey, Buffer.from(`video ${outputKey}`));
    await storage.put(outputThumbnailKey(outputKey), Buffer.from(`thumbnail ${outputKey}`));
    await deliver(app, Events.OutputDone, {
      taskId: task.taskId as string,
      jobId: task.jobId as string,
      fileName: task.fileName as string,
      outputKey,
      durationSec: 6,
      width: 1080,
      height: 1920,
      sizeBytes: 1000,
      sha256: sha(task.fileName as string),
    });
  }

  /** Every task this job's current run has asked for and not yet been answered, until none is left. */
  async function renderAll(jobId: string): Promise<void> {
    const answered = new Set<string>();
    for (;;) {
      const waiting = [...(await normalisesOf(jobId)), ...(await combinesOf(jobId))].filter((task) => !answered.has(task.taskId as string));
      if (waiting.length === 0) return;
      for (const task of waiting) {
        answered.add(task.taskId as string);
        if ('segmentKey' in task) await segmentDone(task);
        else await outputDone(task);
      }
    }
  }

  async function completed(userId: string, clips: LibraryClip[], placements: PlacementName[] = ['9:16']): Promise<JobView> {
    const job = await create(userId, clips, placements);
    await start(userId, job.id);
    await renderAll(job.id);
    const done = await view(userId, job.id);
    expect(done.status).toBe('completed');
    return done;
  }

  const exists = async (key: string) => (await storage.stat(key)) !== null;
  const outputKeysOf = async (jobId: string) => (await db.getRepository(JobOutput).find({ where: { jobId } })).map((output) => output.objectKey);

  beforeAll(async () => {
    ({ app, rpc, db, storage, stop } = await startIsolatedJobs(clock));
  });

  afterAll(async () => {
    await stop?.();
  });

  it('renders only the 4 combinations a third hook adds to a finished 2x2x2 job, normalising only the new hook, and lists all 12', async () => {
    const userId = randomUUID();
    const clips = clipsOf(userId, 2);
    const first = await completed(userId, clips);
    expect(first.outputVideos).toHaveLength(8);
    const firstRunCombines = (await combinesOf(first.id)).length;
    const firstRunNormalises = (await normalisesOf(first.id)).length;

    const hook = clip(userId, 'intro', 'intro-3');
    const added = await add(userId, first.id, [hook]);
    // Back to pending with its outputs kept (still listed and downloadable) and the new total expected.
    expect(added.status).toBe('pending');
    expect(added.introVideos).toEqual(['intro-1.mp4', 'intro-2.mp4', 'intro-3.mp4']);
    expect(added.clipIds?.intro).toEqual([clips[0]!.clipId, clips[1]!.clipId, hook.clipId]);
    expect(added.outputVideos).toHaveLength(8);
    expect(added.counts).toMatchObject({ intro: 3, expectedOutputs: 12, producedOutputs: 8 });
    await expect(rpc.request('jobs', Rpc.FindOutput, { userId, plan: 'pro', downloadName: `${first.id}--j${first.number}-h1-b1-c1_9x16.mp4` })).resolves.toMatchObject({ fileName: `j${first.number}-h1-b1-c1_9x16.mp4` });
    expect((await rpc.request('jobs', Rpc.JobArchive, { userId, jobId: first.id, plan: 'pro' })).outputs).toHaveLength(8);

    await start(userId, first.id);
    const normalises = (await normalisesOf(first.id)).slice(firstRunNormalises);
    // The old clips' segments are kept by their content: only the new hook is normalised.
    expect(normalises.map((task) => task.clipName)).toEqual(['intro-3.mp4']);
    const running = await view(userId, first.id);
    expect(running.counts).toMatchObject({ expectedOutputs: 12, producedOutputs: 8 });
    expect(running.progress).toBeGreaterThan(15);
    const runs = await db.getRepository(RenderRun).find({ where: { jobId: first.id }, order: { startedAt: 'ASC' } });
    expect(runs.map((run) => run.outputs)).toEqual([8, 4]);

    let progress = running.progress;
    await segmentDone(normalises[0]!);
    const combines = (await combinesOf(first.id)).slice(firstRunCombines);
    expect(combines.map((task) => task.fileName)).toEqual(['h3-b1-c1', 'h3-b1-c2', 'h3-b2-c1', 'h3-b2-c2'].map((parts) => `j${first.number}-${parts}_9x16.mp4`));
    for (const task of combines) {
      const now = await view(userId, first.id);
      expect(now.progress).toBeGreaterThanOrEqual(progress);
      progress = now.progress;
      await outputDone(task);
    }

    const done = await view(userId, first.id);
    expect(done.status).toBe('completed');
    expect(done.outputVideos).toHaveLength(12);
    expect(done.counts).toMatchObject({ expectedOutputs: 12, producedOutputs: 12 });
    const completions = await tasksOf(first.id, Events.JobCompleted);
    expect(completions).toHaveLength(2);
    expect(completions[1]).toMatchObject({ outputCount: 12 });
    expect(completions[1]!.fileNames).toHaveLength(12);
    const archive = await rpc.request('jobs', Rpc.JobArchive, { userId, jobId: first.id, plan: 'pro' });
    expect(archive.outputs).toHaveLength(12);
  });

  it('checks the combination limit against the new combinations only, and answers when nothing is new', async () => {
    const userId = randomUUID();
    // Pro's largest job: 10 hooks x 10 bodies x 1 CTA = 100 combinations, finished.
    const clips = (['intro', 'body'] as const).flatMap((section) => Array.from({ length: 10 }, (_, i) => clip(userId, section, `${section}-${i + 1}`)));
    const job = await create(userId, [...clips, clip(userId, 'cta', 'cta-1')], ['9:16'], 'pro');
    await start(userId, job.id, 'pro');
    await db.query(`UPDATE "jobs"."job_outputs" SET "done_at" = now(), "size_bytes" = 1000, "sha256" = $2 WHERE "job_id" = $1`, [job.id, 'a'.repeat(64)]);
    await db.getRepository(Job).update({ id: job.id }, { status: 'completed', producedOutputs: 100, completedAt: clock.now() });

    // A second CTA makes 200 combinations in all, but only 100 of them are new.
    const cta = clip(userId, 'cta', 'cta-2');
    await add(userId, job.id, [cta], 'pro');
    await expect(start(userId, job.id, 'pro')).resolves.toMatchObject({ status: 'processing' });
    expect(await db.getRepository(RenderRun).find({ where: { jobId: job.id }, order: { startedAt: 'ASC' } })).toMatchObject([{ outputs: 100 }, { outputs: 100 }]);
    await db.query(`UPDATE "jobs"."job_outputs" SET "done_at" = now(), "size_bytes" = 1000, "sha256" = $2 WHERE "job_id" = $1 AND "done_at" IS NULL`, [job.id, 'a'.repeat(64)]);
    await db.getRepository(Job).update({ id: job.id }, { status: 'completed', producedOutputs: 200, completedAt: clock.now() });

    // A third CTA added and taken out again: the job is pending with nothing it lacks.
    await add(userId, job.id, [clip(userId, 'cta', 'cta-3')], 'pro');
    await remove(userId, job.id, 'cta-3');
    const refusal = await refusalOf(start(userId, job.id, 'pro'));
    expect(refusal.code).toBe(ErrorCode.ValidationFailed);
    expect(refusal.message).toBe(ALREADY_RENDERED_MESSAGE);
  });

  it('refuses clips while the job renders, and past the plan\'s files per section', async () => {
    const userId = randomUUID();
    const job = await create(userId, clipsOf(userId, 2));
    // Before the first start, clips may be added too.
    await expect(add(userId, job.id, [clip(userId, 'body', 'body-3')])).resolves.toMatchObject({ status: 'pending', counts: { body: 3 } });
    const tooMany = await refusalOf(add(userId, job.id, [clip(userId, 'body', 'body-4')]));
    expect(tooMany.code).toBe(ErrorCode.ValidationFailed);
    expect(tooMany.message).toBe('Too Many Files: Maximum 3 files allowed for the body videos. Upgrade to Pro for up to 10 files per section.');

    await start(userId, job.id);
    const rendering = await refusalOf(add(userId, job.id, [clip(userId, 'cta', 'cta-3')]));
    expect(rendering.code).toBe(ErrorCode.Conflict);
    expect(rendering.message).toBe(JOB_RENDERING_MESSAGE);
    expect((await refusalOf(remove(userId, job.id, 'cta-1'))).code).toBe(ErrorCode.Conflict);
    expect((await view(userId, job.id)).ctaVideos).toHaveLength(2);
    // Another user cannot add to it at all.
    expect((await refusalOf(add(randomUUID(), job.id, [clip(userId, 'cta', 'x')]))).code).toBe(ErrorCode.NotFound);
  });

  it('removes a clip with the outputs made from it, files and thumbnails included, and the history shows it', async () => {
    const userId = randomUUID();
    const job = await completed(userId, clipsOf(userId, 2));
    const history = () => rpc.request('jobs', Rpc.ListJobs, { userId, plan: 'pro' });
    const version = () => rpc.request('jobs', Rpc.HistoryVersion, { userId, plan: 'pro' });
    // Read once so the settled job's contents are held in memory.
    expect((await history())[0]!.outputVideos).toHaveLength(8);
    const before = await version();
    const keys = await outputKeysOf(job.id);
    const fromBody2 = keys.filter((key) => key.includes('-b2-'));
    expect(fromBody2).toHaveLength(4);

    const after = await remove(userId, job.id, 'body-2');
    expect(after.status).toBe('completed');
    expect(after.removedClips).toEqual(['body-2']);
    expect(after.bodyVideos).toEqual(['body-1.mp4', 'body-2.mp4']);
    expect(after.outputVideos).toHaveLength(4);
    expect(after.counts).toMatchObject({ body: 1, expectedOutputs: 4, producedOutputs: 4 });
    for (const key of fromBody2) {
      expect(await exists(key)).toBe(false);
      expect(await exists(outputThumbnailKey(key))).toBe(false);
    }
    for (const key of keys.filter((k) => !k.includes('-b2-'))) expect(await exists(key)).toBe(true);
    expect(await version()).not.toEqual(before);
    const listed = (await history())[0]!;
    expect(listed.outputVideos).toHaveLength(4);
    expect(listed.removedClips).toEqual(['body-2']);

    // Removing it again changes nothing; the section's last clip stays.
    await expect(remove(userId, job.id, 'body-2')).resolves.toMatchObject({ counts: { producedOutputs: 4 } });
    const last = await refusalOf(remove(userId, job.id, 'body-1'));
    expect(last.code).toBe(ErrorCode.ValidationFailed);
    expect(last.message).toMatch(/last body clip/);
    expect((await refusalOf(remove(userId, job.id, 'body-9'))).code).toBe(ErrorCode.NotFound);

    // The plan says why the combinations with body 2 are out.
    const plan = await rpc.request('jobs', Rpc.JobPlan, { userId, jobId: job.id, plan: 'pro' });
    expect(plan.combinations.find((c) => c.body === 2)?.leftOut).toEqual({ reason: 'rule', rules: ['removed body-2'] });
  });

  it('forgets a deleted library clip in every job of its owner, by id or by object key, once', async () => {
    const userId = randomUUID();
    const hook = clip(userId, 'intro', 'shared-hook');
    const rest = clipsOf(userId, 1).filter((c) => c.section !== 'intro');
    const first = await completed(userId, [hook, clip(userId, 'intro', 'other-hook'), ...rest]);
    const second = await completed(userId, [hook, ...rest]);
    // A job made before ids were recorded knows the clip by its object key only.
    await db.query(`UPDATE "jobs"."job_clips" SET "clip_id" = NULL WHERE "job_id" = $1`, [second.id]);
    const stranger = randomUUID();
    // Another user's clip at the same key (as a stale request might name): theirs is not touched.
    const strangerJob = await create(stranger, [{ ...hook, clipId: randomUUID() }, ...rest]);
    const removedKeys = (await outputKeysOf(first.id)).filter((key) => key.includes('-h1-'));

    await expect(forget(userId, hook)).resolves.toEqual({ removedOutputs: 2, changedJobs: 2 });
    const firstAfter = await view(userId, first.id);
    expect(firstAfter.removedClips).toEqual(['intro-1']);
    expect(firstAfter.outputVideos).toEqual([`/api/videos/${first.id}--j${first.number}-h2-b1-c1_9x16.mp4`]);
    for (const key of removedKeys) expect(await exists(key)).toBe(false);
    // A job left with no hook is still there, with no outputs.
    const secondAfter = await view(userId, second.id);
    expect(secondAfter).toMatchObject({ status: 'completed', removedClips: ['intro-1'], outputVideos: [], counts: { intro: 0, producedOutputs: 0 } });
    expect((await view(stranger, strangerJob.id)).removedClips).toEqual([]);

    await expect(forget(userId, hook)).resolves.toEqual({ removedOutputs: 0, changedJobs: 0 });
  });

  it('refuses to forget a clip a rendering job uses, before changing anything', async () => {
    const userId = randomUUID();
    const hook = clip(userId, 'intro', 'busy-hook');
    const rest = clipsOf(userId, 1).filter((c) => c.section !== 'intro');
    const finished = await completed(userId, [hook, clip(userId, 'intro', 'spare'), ...rest]);
    const rendering = await create(userId, [hook, ...rest]);
    await start(userId, rendering.id);

    const refusal = await refusalOf(forget(userId, hook));
    expect(refusal.code).toBe(ErrorCode.Conflict);
    expect((await view(userId, finished.id)).removedClips).toEqual([]);
    expect((await view(userId, finished.id)).outputVideos).toHaveLength(2);

    await renderAll(rendering.id);
    await expect(forget(userId, hook)).resolves.toEqual({ removedOutputs: 2, changedJobs: 2 });
  });
});
