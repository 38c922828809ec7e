import { type INestApplication } from '@nestjs/common';
import { Events, type JobView, Rpc } from '@reelmix/contracts';
import { RpcClient } from '@reelmix/messaging';
import { type ObjectStorage, outputThumbnailKey } from '@reelmix/storage';
import { ControlledClock } from '@reelmix/testing';
import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { DataSource } from 'typeorm';
import { JobClip } from '../src/jobs/job-clip.entity';
import { deliver, startIsolatedJobs } from './support/jobs-test-app';

type Section = 'intro' | 'body' | 'cta';

/*
 * A library clip's label comes with it into a job, and each later change reaches every job of its
 * owner that uses it; a change older than the one a job clip has, or one delivered twice, does nothing.
 */
describe('jobs: the labels of library clips', () => {
  const clock = new ControlledClock();
  let stop: (() => Promise<void>) | undefined;
  let app: INestApplication;
  let rpc: RpcClient;
  let db: DataSource;
  let storage: ObjectStorage;

  const clip = (userId: string, section: Section, name: string, label?: { label: string; labelChangedAt: string }) => ({
    clipId: randomUUID(),
    section,
    objectKey: `sources/${userId}/${randomUUID()}/${name}.mp4`,
    originalName: `${name}.mp4`,
    durationSec: 2,
    ...label,
  });
  const create = (userId: string, clips: Array<ReturnType<typeof clip>>): Promise<JobView> =>
    rpc.request('jobs', Rpc.CreateJob, { userId, plan: 'pro', placements: ['9:16'], clips });
  const labelsOf = async (jobId: string) =>
    Object.fromEntries((await db.getRepository(JobClip).find({ where: { jobId } })).map((row) => [`${row.section}-${row.position}`, row.label]));

  const tasksOf = async (jobId: string): Promise<Array<Record<string, unknown>>> =>
    (
      await db.query(`SELECT "payload" FROM "jobs"."outbox" WHERE "payload"->>'jobId' = $1 AND "event_name" = ANY($2) ORDER BY "created_at", "id"`, [
        jobId,
        [Events.NormaliseRequested, Events.CombineRequested],
      ])
    ).map((row: { payload: Record<string, unknown> }) => row.payload);

  /** Answers every render task of the job as the render workers would, until none is left. */
  async function renderAll(jobId: string): Promise<void> {
    const answered = new Set<string>();
    for (;;) {
      const waiting = (await tasksOf(jobId)).filter((task) => !answered.has(task.taskId as string));
      if (waiting.length === 0) return;
      for (const task of waiting) {
        answered.add(task.taskId as string);
        if ('segmentKey' in task) {
          const segmentKey = task.segmentKey as string;
          await storage.put(segmentKey, Readable.from(Buffer.from(segmentKey)), { size: segmentKey.length });
          await deliver(app, Events.SegmentDone, { taskId: task.taskId as string, jobId, segmentKey, frames: 60, durationSec: 2 });
        } else {
          const outputKey = task.outputKey as string;
          await storage.put(outputKey, Buffer.from(`video ${outputKey}`));
          await storage.put(outputThumbnailKey(outputKey), Buffer.from('thumbnail'));
          const fileName = task.fileName as string;
          await deliver(app, Events.OutputDone, { taskId: task.taskId as string, jobId, fileName, outputKey, durationSec: 6, width: 1080, height: 1920, sizeBytes: 1000, sha256: 'ab'.repeat(32) });
        }
      }
    }
  }

  beforeAll(async () => {
    ({ app, rpc, db, storage, stop } = await startIsolatedJobs(clock));
  });

  afterAll(async () => {
    await stop?.();
  });

  it('keeps the label a clip joins a job with', async () => {
    const userId = randomUUID();
    const job = await create(userId, [clip(userId, 'intro', 'IMG_0412', { label: 'UGC Sarah v3', labelChangedAt: '2026-11-28T03:00:00.000Z' }), clip(userId, 'body', 'body'), clip(userId, 'cta', 'cta')]);

    expect(await labelsOf(job.id)).toEqual({ 'intro-1': 'UGC Sarah v3', 'body-1': null, 'cta-1': null });
  });

  it("relabels the clip in every job of its owner, in no one else's, and ignores a change older than the one it has", async () => {
    const [userId, other] = [randomUUID(), randomUUID()];
    const hook = clip(userId, 'intro', 'IMG_0412');
    const first = await create(userId, [hook, clip(userId, 'body', 'body'), clip(userId, 'cta', 'cta')]);
    const second = await create(userId, [clip(userId, 'intro', 'other'), { ...hook, section: 'body' as const }, clip(userId, 'cta', 'cta')]);
    // Another customer's job that happens to name the same clip id is not theirs to relabel.
    const theirs = await create(other, [{ ...hook, objectKey: `sources/${other}/x/IMG_0412.mp4` }, clip(other, 'body', 'body'), clip(other, 'cta', 'cta')]);

    await deliver(app, Events.ClipLabelChanged, { userId, clipId: hook.clipId, label: 'UGC Sarah v3', changedAt: '2026-11-28T03:00:00.000Z' });
    expect((await labelsOf(first.id))['intro-1']).toBe('UGC Sarah v3');
    expect((await labelsOf(second.id))['body-1']).toBe('UGC Sarah v3');
    expect((await labelsOf(theirs.id))['intro-1']).toBeNull();

    // Delivered out of order: the older change arrives after the newer one and changes nothing.
    await deliver(app, Events.ClipLabelChanged, { userId, clipId: hook.clipId, label: 'Sarah draft', changedAt: '2026-11-28T02:59:00.000Z' });
    expect((await labelsOf(first.id))['intro-1']).toBe('UGC Sarah v3');

    await deliver(app, Events.ClipLabelChanged, { userId, clipId: hook.clipId, label: null, changedAt: '2026-11-28T03:01:00.000Z' });
    expect((await labelsOf(first.id))['intro-1']).toBeNull();
    expect((await labelsOf(second.id))['body-1']).toBeNull();
  });

  it("shows a relabelled part in the job's view, the bundle's manifest (beside its file name) and a report read back, keeping the videos' names", async () => {
    const userId = randomUUID();
    const hook = clip(userId, 'intro', 'IMG_0412');
    const job = await create(userId, [hook, clip(userId, 'body', 'body'), clip(userId, 'cta', 'cta')]);
    await rpc.request('jobs', Rpc.StartJob, { userId, jobId: job.id, plan: 'pro' });
    await renderAll(job.id);
    const before = await rpc.request('jobs', Rpc.GetJob, { userId, jobId: job.id, plan: 'pro' });
    expect(before.status).toBe('completed');
    expect(before.clipLabels).toEqual({ intro: [null], body: [null], cta: [null] });

    await deliver(app, Events.ClipLabelChanged, { userId, clipId: hook.clipId, label: 'UGC Sarah, v3', changedAt: '2026-11-28T03:00:00.000Z' });

    const after = await rpc.request('jobs', Rpc.GetJob, { userId, jobId: job.id, plan: 'pro' });
    expect(after.introVideos).toEqual(['IMG_0412.mp4']);
    expect(after.clipLabels).toEqual({ intro: ['UGC Sarah, v3'], body: [null], cta: [null] });
    expect(after.outputs?.map((output) => output.fileName)).toEqual(before.outputs?.map((output) => output.fileName));
    const archive = await rpc.request('jobs', Rpc.JobArchive, { userId, jobId: job.id, plan: 'pro' });
    const csv = archive.texts.find((text) => text.zipPath === 'manifest.csv')!.content.split('\r\n');
    expect(csv[0]).toMatch(/,intro_label,body_label,cta_label,text,text_label$/);
    expect(csv[1]).toMatch(/^[^,]+,IMG_0412\.mp4,body\.mp4,cta\.mp4,9:16,.*,"UGC Sarah, v3",,,,$/);
    const manifest = JSON.parse(archive.texts.find((text) => text.zipPath === 'manifest.json')!.content);
    expect(manifest.outputs[0]).toMatchObject({ intro: 'IMG_0412.mp4', introLabel: 'UGC Sarah, v3', bodyLabel: null });

    // An ads export read back against the job names the hook by its label too.
    const exported = ['Ad name,Amount spent (USD),Impressions,Link clicks,Results', ...after.outputs!.map((output) => `UGC | ${output.fileName},100.00,10000,120,12`)].join('\n');
    const kept = await rpc.request('jobs', Rpc.CreateJobReport, { userId, jobId: job.id, plan: 'pro', fileName: 'week-1.csv', csv: exported, reading: { metric: 'ctr', mapping: null } });
    expect(kept.report.hookBodyCtr.hooks).toEqual(['UGC Sarah, v3']);
    expect(kept.report.hookBodyCtr.bodies).toEqual(['body.mp4']);
  });

  it('applies a change delivered twice once, keeping when it was made', async () => {
    const userId = randomUUID();
    const hook = clip(userId, 'intro', 'hook');
    const job = await create(userId, [hook, clip(userId, 'body', 'body'), clip(userId, 'cta', 'cta')]);
    const event = { userId, clipId: hook.clipId, label: 'Hook A', changedAt: '2026-11-28T03:00:00.000Z' };

    await deliver(app, Events.ClipLabelChanged, event);
    await deliver(app, Events.ClipLabelChanged, event);

    expect((await labelsOf(job.id))['intro-1']).toBe('Hook A');
    const rows = await db.getRepository(JobClip).findOneByOrFail({ jobId: job.id, section: 'intro', position: 1 });
    expect(rows.labelChangedAt?.toISOString()).toBe(event.changedAt);
  });
});
