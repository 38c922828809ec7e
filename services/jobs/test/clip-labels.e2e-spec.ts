import { type INestApplication } from '@nestjs/common';
import { Events, type JobView, Rpc } from '@reelmix/contracts';
import { RpcClient } from '@reelmix/messaging';
import { ControlledClock } from '@reelmix/testing';
import { randomUUID } from 'node:crypto';
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

  beforeAll(async () => {
    ({ app, rpc, db, stop } = await startIsolatedJobs(clock));
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
