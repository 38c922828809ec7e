import {
  CLIP_LABEL_MAX_LENGTH,
  CLIP_LABEL_MESSAGE,
  DomainError,
  ErrorCode,
  Events,
  INTERNAL_CALLER_HEADERS,
  type JobView,
  type Plan,
  PLAN_QUOTAS,
  Rpc,
} from '@reelmix/contracts';
import { RpcClient } from '@reelmix/messaging';
import { OBJECT_STORAGE, type ObjectStorage } from '@reelmix/storage';
import { createHash, randomUUID } from 'node:crypto';
import { ClipUse } from '../src/library/clip-use.entity';
import { Clip } from '../src/library/clip.entity';
import { chosen, type ClipPart, clipForm, file } from './support/clip-forms';
import { FakeJobs } from './support/fake-jobs';
import { INTERNAL_TOKEN, makeClip, UploadsTestApp } from './support/uploads-test-app';

interface Answer {
  status: number;
  body: JobView & { message?: string; code?: string };
}

const NOT_CHOSEN = 'A chosen library clip was not found: it may have been deleted';

/*
 * Every uploaded clip becomes a library clip with an id, which jobs is given and a later upload
 * may name instead of sending the file again; the library lists, finds posters of and deletes the
 * caller's clips only.
 */
describe('uploads: the clip library', () => {
  const clip = makeClip();
  let service: UploadsTestApp;
  let jobs: FakeJobs;
  let storage: ObjectStorage;
  let rpc: RpcClient;

  async function post(path: string, userId: string, plan: Plan, parts: ClipPart[]): Promise<Answer> {
    const response = await fetch(`${service.url}${path}`, {
      method: 'POST',
      headers: { 'x-internal-token': INTERNAL_TOKEN, 'x-user-id': userId, [INTERNAL_CALLER_HEADERS.plan]: plan },
      body: clipForm(parts),
    });
    return { status: response.status, body: (await response.json()) as Answer['body'] };
  }
  const upload = (userId: string, plan: Plan, parts: ClipPart[]) => post('/internal/uploads', userId, plan, parts);
  const threeFiles = () => ['intro', 'body', 'cta'].map((section) => file(section, clip));
  const keysUnder = async (prefix: string) => {
    const keys: string[] = [];
    for await (const object of storage.list(prefix)) keys.push(object.key);
    return keys;
  };
  const clipsOf = (userId: string) => service.db.getRepository(Clip).findBy({ userId });
  const usesOf = (clipId: string) => service.db.getRepository(ClipUse).findBy({ clipId });
  /** A new user's first upload, answered 201; its clips as jobs got them. */
  async function firstUpload(userId: string, plan: Plan = 'pro') {
    const answer = await upload(userId, plan, threeFiles());
    expect(answer.status).toBe(201);
    return { job: answer.body, clips: jobs.requests.at(-1)!.clips };
  }
  const rpcError = (promise: Promise<unknown>) => promise.then(() => undefined, (error: DomainError) => error);

  beforeAll(async () => {
    service = await UploadsTestApp.start();
    jobs = new FakeJobs(service.vhost.url);
    await jobs.start();
    storage = service.app.get(OBJECT_STORAGE);
    rpc = service.app.get(RpcClient);
  });

  afterEach(() => {
    jobs.beforeAdd = undefined;
    jobs.beforeForget = undefined;
  });

  afterAll(async () => {
    await jobs?.stop();
    await service?.close();
  });

  describe('uploading', () => {
    it('makes each stored clip a library clip, with its id given to jobs and its use by the job recorded', async () => {
      const userId = randomUUID();
      const { job, clips: sent } = await firstUpload(userId);

      const ids = sent.map((one) => one.clipId);
      expect(new Set(ids).size).toBe(3);
      const stored = await clipsOf(userId);
      expect(stored.map((row) => row.id).sort()).toEqual([...ids].sort());
      const sha256 = createHash('sha256').update(clip).digest('hex');
      for (const one of sent) {
        expect(stored.find((row) => row.id === one.clipId)).toMatchObject({
          objectKey: one.objectKey,
          section: one.section,
          sizeBytes: String(clip.length),
          width: 160,
          height: 120,
          posterKey: `${one.objectKey}.poster.jpg`,
          contentSha256: sha256,
          createdAt: expect.any(Date),
        });
        expect(await usesOf(one.clipId)).toEqual([expect.objectContaining({ jobId: job.id, userId })]);
      }
    });

    it('takes a library clip named by id into any section, in arrival order, without storing anything', async () => {
      const userId = randomUUID();
      const { job: firstJob, clips: first } = await firstUpload(userId);
      const [firstIntro, firstBody] = first;
      const keysBefore = await keysUnder(`sources/${userId}/`);

      const answer = await upload(userId, 'pro', [chosen('intro', firstBody.clipId), file('body', clip), chosen('body', firstIntro.clipId), file('cta', clip)]);

      expect(answer.status).toBe(201);
      const sent = jobs.requests.at(-1)!.clips;
      expect(sent.map((one) => one.section)).toEqual(['intro', 'body', 'body', 'cta']);
      expect(sent[0]).toEqual({ ...firstBody, section: 'intro' });
      expect(sent[2]).toEqual({ ...firstIntro, section: 'body' });
      // Two new clips, each with its poster; the chosen ones are not stored again.
      expect((await keysUnder(`sources/${userId}/`)).length).toBe(keysBefore.length + 4);
      expect(await clipsOf(userId)).toHaveLength(5);
      expect((await usesOf(firstBody.clipId)).map((use) => use.jobId).sort()).toEqual([firstJob.id, answer.body.id].sort());
      expect((await usesOf(firstIntro.clipId)).some((use) => use.jobId === answer.body.id)).toBe(true);
    });

    it("refuses a clip that is not the caller's, or not there, in the same words, leaving nothing stored", async () => {
      const [userId, other] = [randomUUID(), randomUUID()];
      const { clips: others } = await firstUpload(other);
      const requestsBefore = jobs.requests.length;

      for (const clipId of [others[2].clipId, randomUUID()]) {
        const answer = await upload(userId, 'pro', [file('intro', clip), file('body', clip), chosen('cta', clipId)]);
        expect(answer.status).toBe(400);
        expect(answer.body).toMatchObject({ code: ErrorCode.ValidationFailed, message: NOT_CHOSEN });
      }

      expect(jobs.requests).toHaveLength(requestsBefore);
      expect(await keysUnder(`sources/${userId}/`)).toEqual([]);
      expect(await clipsOf(userId)).toEqual([]);
      // The other customer's clip is untouched.
      expect(await storage.stat(others[2].objectKey)).not.toBeNull();
    });

    it('counts chosen clips toward the files per section like files, removing what the refused upload stored', async () => {
      const userId = randomUUID();
      const { clips: first } = await firstUpload(userId, 'free');
      const keysBefore = await keysUnder(`sources/${userId}/`);

      const answer = await upload(userId, 'free', [
        file('intro', clip),
        chosen('intro', first[0].clipId),
        chosen('intro', first[1].clipId),
        chosen('intro', first[2].clipId),
        file('body', clip),
        file('cta', clip),
      ]);

      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe('Too Many Files: Maximum 3 files allowed for the intro videos. Upgrade to Pro for up to 10 files per section.');
      expect(await keysUnder(`sources/${userId}/`)).toEqual(keysBefore);
      expect(await clipsOf(userId)).toHaveLength(3);
    });

    it('does not count chosen clips toward the storage quota', async () => {
      const userId = randomUUID();
      const { clips: first } = await firstUpload(userId, 'free');
      // Room for about one more clip, not three.
      jobs.outputBytes.set(userId, PLAN_QUOTAS.free.storedBytes - 3 * clip.length - Math.round(1.5 * clip.length));

      expect((await upload(userId, 'free', threeFiles())).status).toBe(429);
      const answer = await upload(userId, 'free', [chosen('intro', first[0].clipId), file('body', clip), chosen('cta', first[2].clipId)]);
      expect(answer.status).toBe(201);
    });

    it('refuses a section field that is not a clip id', async () => {
      const answer = await upload(randomUUID(), 'pro', [file('intro', clip), file('body', clip), chosen('cta', 'my-clip')]);
      expect(answer).toMatchObject({ status: 400, body: { message: 'A library clip for the CTA videos is chosen by its id' } });
    });
  });

  describe('adding clips to a job', () => {
    const addTo = (jobId: string, userId: string, plan: Plan, parts: ClipPart[]) => post(`/internal/jobs/${jobId}/clips`, userId, plan, parts);

    it('stores new files, passes them and the chosen clips to jobs, and records their use', async () => {
      const userId = randomUUID();
      const { job, clips: first } = await firstUpload(userId);

      const answer = await addTo(job.id, userId, 'pro', [file('body', clip, 'second body.mp4'), chosen('cta', first[0].clipId)]);

      expect(answer.status).toBe(200);
      expect(answer.body.id).toBe(job.id);
      const request = jobs.added.at(-1)!;
      expect(request).toMatchObject({ jobId: job.id, userId, plan: 'pro' });
      expect(request.clips.map((one) => [one.section, one.originalName])).toEqual([
        ['body', 'second body.mp4'],
        ['cta', 'intro.mp4'],
      ]);
      expect(request.clips[1]).toEqual({ ...first[0], section: 'cta' });
      const added = request.clips[0];
      expect(await storage.stat(added.objectKey)).not.toBeNull();
      expect(await service.db.getRepository(Clip).findOneBy({ id: added.clipId })).toMatchObject({ userId, objectKey: added.objectKey, section: 'body' });
      for (const clipId of [added.clipId, first[0].clipId]) expect((await usesOf(clipId)).map((use) => use.jobId)).toContain(job.id);
    });

    it('tells free jobs apart by plan, and needs no clip in every section', async () => {
      const userId = randomUUID();
      const { job } = await firstUpload(userId, 'free');
      expect((await addTo(job.id, userId, 'free', [file('intro', clip)])).status).toBe(200);
      expect(jobs.added.at(-1)).toMatchObject({ plan: 'free' });
    });

    it('counts a clip chosen twice for one job as one use', async () => {
      const userId = randomUUID();
      const { job, clips: first } = await firstUpload(userId);
      const { job: second } = await firstUpload(userId);

      expect((await addTo(second.id, userId, 'pro', [chosen('intro', first[0].clipId), chosen('body', first[0].clipId)])).status).toBe(200);

      expect(jobs.added.at(-1)!.clips.map((one) => one.clipId)).toEqual([first[0].clipId, first[0].clipId]);
      expect((await usesOf(first[0].clipId)).map((use) => use.jobId).sort()).toEqual([job.id, second.id].sort());
    });

    it('refuses a form without clips, and a job id that is not one', async () => {
      const userId = randomUUID();
      const empty = await addTo(randomUUID(), userId, 'pro', []);
      expect(empty).toMatchObject({ status: 400, body: { message: 'Add at least one clip' } });
      expect((await addTo('not-a-job', userId, 'pro', [file('intro', clip)])).status).toBe(404);
    });

    it("passes jobs' refusal on and removes the files it stored, never the chosen clips", async () => {
      const userId = randomUUID();
      const { job, clips: first } = await firstUpload(userId);
      const keysBefore = await keysUnder(`sources/${userId}/`);
      jobs.beforeAdd = async () => {
        throw new DomainError(ErrorCode.Conflict, 'This job is being processed: add clips once it has finished');
      };

      const answer = await addTo(job.id, userId, 'pro', [file('intro', clip), chosen('body', first[1].clipId)]);

      expect(answer).toMatchObject({ status: 409, body: { code: ErrorCode.Conflict, message: 'This job is being processed: add clips once it has finished' } });
      expect((await keysUnder(`sources/${userId}/`)).sort()).toEqual([...keysBefore].sort());
      expect(await clipsOf(userId)).toHaveLength(3);
      expect(await usesOf(first[1].clipId)).toHaveLength(1);
    });
  });

  describe('the library', () => {
    const list = (userId: string, plan: Plan) => rpc.request('uploads', Rpc.ClipLibrary, { userId, plan });

    it('lists every clip for Pro, newest first, and the clips of the latest job for free', async () => {
      const userId = randomUUID();
      const { clips: older } = await firstUpload(userId);
      const { job: newer, clips: newerClips } = await firstUpload(userId);
      // The latest job takes one of the first job's clips again.
      const latest = await upload(userId, 'pro', [chosen('intro', older[0].clipId), file('body', clip), file('cta', clip)]);
      expect(latest.status).toBe(201);
      const latestNew = jobs.requests.at(-1)!.clips.slice(1);

      const pro = await list(userId, 'pro');
      expect(pro.clips).toHaveLength(8);
      expect(pro.clips.slice(0, 2).map((one) => one.id).sort()).toEqual(latestNew.map((one) => one.clipId).sort());
      expect(pro.clips.slice(2, 5).map((one) => one.id).sort()).toEqual(newerClips.map((one) => one.clipId).sort());
      expect(pro.clips.slice(5).map((one) => one.id).sort()).toEqual(older.map((one) => one.clipId).sort());
      expect(pro.clips.find((one) => one.id === older[0].clipId)).toEqual({
        id: older[0].clipId,
        section: 'intro',
        originalName: 'intro.mp4',
        label: null,
        durationSec: older[0].durationSec,
        width: 160,
        height: 120,
        orientation: 'landscape',
        sizeBytes: clip.length,
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        posterUrl: `/api/clips/${older[0].clipId}/poster`,
        jobCount: 2,
      });
      expect(newer.id).not.toBe(latest.body.id);

      const free = await list(userId, 'free');
      expect(free.clips.map((one) => one.id).sort()).toEqual([older[0].clipId, ...latestNew.map((one) => one.clipId)].sort());
      expect(await list(randomUUID(), 'free')).toEqual({ clips: [] });
      expect(await list(randomUUID(), 'pro')).toEqual({ clips: [] });
    });

    it("finds a clip's poster for its owner only, answering any other caller as if there were none", async () => {
      const [userId, other] = [randomUUID(), randomUUID()];
      const { clips } = await firstUpload(userId);

      expect(await rpc.request('uploads', Rpc.ClipPoster, { userId, clipId: clips[0].clipId })).toEqual({ posterKey: clips[0].posterKey });
      const notYours = await rpcError(rpc.request('uploads', Rpc.ClipPoster, { userId: other, clipId: clips[0].clipId }));
      const missing = await rpcError(rpc.request('uploads', Rpc.ClipPoster, { userId, clipId: randomUUID() }));
      expect(notYours).toMatchObject({ code: ErrorCode.NotFound });
      expect(missing).toMatchObject({ code: ErrorCode.NotFound, message: notYours?.message });
    });
  });

  describe('labelling a clip', () => {
    const setLabel = (userId: string, clipId: string, label: string | null) => rpc.request('uploads', Rpc.SetClipLabel, { userId, clipId, label });
    const labelEvents = async (clipId: string): Promise<Array<Record<string, unknown>>> =>
      (
        await service.db.query(`SELECT "payload" FROM "uploads"."outbox" WHERE "event_name" = $1 AND "payload"->>'clipId' = $2 ORDER BY "created_at"`, [
          Events.ClipLabelChanged,
          clipId,
        ])
      ).map((row: { payload: Record<string, unknown> }) => row.payload);

    it('keeps the label, lists it, gives it to later jobs and tells jobs of each change', async () => {
      const userId = randomUUID();
      const { clips } = await firstUpload(userId);
      const target = clips[0];

      const labelled = await setLabel(userId, target.clipId, 'UGC Sarah v3');
      expect(labelled).toMatchObject({ id: target.clipId, originalName: 'intro.mp4', label: 'UGC Sarah v3', jobCount: 1 });
      const listed = await rpc.request('uploads', Rpc.ClipLibrary, { userId, plan: 'pro' });
      expect(listed.clips.find((one) => one.id === target.clipId)?.label).toBe('UGC Sarah v3');

      const again = await upload(userId, 'pro', [chosen('intro', target.clipId), file('body', clip), file('cta', clip)]);
      expect(again.status).toBe(201);
      const stored = await service.db.getRepository(Clip).findOneByOrFail({ id: target.clipId });
      expect(jobs.requests.at(-1)!.clips[0]).toMatchObject({ clipId: target.clipId, label: 'UGC Sarah v3', labelChangedAt: stored.labelChangedAt!.toISOString() });

      // The same label again changes nothing and tells nobody; clearing it is a change.
      await setLabel(userId, target.clipId, 'UGC Sarah v3');
      expect(await setLabel(userId, target.clipId, null)).toMatchObject({ id: target.clipId, label: null });
      const events = await labelEvents(target.clipId);
      expect(events).toEqual([
        { userId, clipId: target.clipId, label: 'UGC Sarah v3', changedAt: expect.any(String) },
        { userId, clipId: target.clipId, label: null, changedAt: expect.any(String) },
      ]);
      expect(Date.parse(events[1].changedAt as string)).toBeGreaterThan(Date.parse(events[0].changedAt as string));
      expect((await service.db.getRepository(Clip).findOneByOrFail({ id: target.clipId })).label).toBeNull();
    });

    it("answers another customer's clip as one that is not there, changing nothing", async () => {
      const [userId, other] = [randomUUID(), randomUUID()];
      const { clips } = await firstUpload(userId);

      const notYours = await rpcError(setLabel(other, clips[0].clipId, 'Mine now'));
      const missing = await rpcError(setLabel(userId, randomUUID(), 'Nothing'));
      expect(notYours).toMatchObject({ code: ErrorCode.NotFound, message: 'Clip not found' });
      expect(missing).toMatchObject({ code: ErrorCode.NotFound, message: 'Clip not found' });
      expect((await service.db.getRepository(Clip).findOneByOrFail({ id: clips[0].clipId })).label).toBeNull();
      expect(await labelEvents(clips[0].clipId)).toEqual([]);
    });

    it('refuses a label that breaks the rules, with their message', async () => {
      const userId = randomUUID();
      const { clips } = await firstUpload(userId);

      const refused = await rpcError(setLabel(userId, clips[0].clipId, 'x'.repeat(CLIP_LABEL_MAX_LENGTH + 1)));
      expect(refused).toMatchObject({ code: ErrorCode.ValidationFailed });
      expect(JSON.stringify(refused?.details)).toContain(CLIP_LABEL_MESSAGE);
      expect((await service.db.getRepository(Clip).findOneByOrFail({ id: clips[0].clipId })).label).toBeNull();
    });
  });

  describe('deleting a clip', () => {
    const remove = (userId: string, clipId: string) => rpc.request('uploads', Rpc.DeleteClip, { userId, clipId });

    it('has jobs forget it first, then removes its objects and its rows', async () => {
      const userId = randomUUID();
      const { clips } = await firstUpload(userId);
      const target = clips[1];
      jobs.beforeForget = async () => {
        // Jobs is asked while the clip is still all there.
        expect(await storage.stat(target.objectKey)).not.toBeNull();
        expect(await service.db.getRepository(Clip).countBy({ id: target.clipId })).toBe(1);
      };

      expect(await remove(userId, target.clipId)).toEqual({ deleted: true, removedOutputs: 2, changedJobs: 1 });

      expect(jobs.forgotten.at(-1)).toEqual({ userId, clipId: target.clipId, objectKey: target.objectKey });
      expect(await storage.stat(target.objectKey)).toBeNull();
      expect(await storage.stat(target.posterKey!)).toBeNull();
      expect(await service.db.getRepository(Clip).countBy({ id: target.clipId })).toBe(0);
      expect(await usesOf(target.clipId)).toEqual([]);
      // The job's other clips stay.
      expect(await clipsOf(userId)).toHaveLength(2);
      expect(await storage.stat(clips[0].objectKey)).not.toBeNull();
      // Gone: a second delete finds nothing.
      expect(await rpcError(remove(userId, target.clipId))).toMatchObject({ code: ErrorCode.NotFound });
    });

    it("refuses another customer's clip without asking jobs", async () => {
      const { clips } = await firstUpload(randomUUID());
      const asked = jobs.forgotten.length;

      expect(await rpcError(remove(randomUUID(), clips[0].clipId))).toMatchObject({ code: ErrorCode.NotFound });

      expect(jobs.forgotten).toHaveLength(asked);
      expect(await storage.stat(clips[0].objectKey)).not.toBeNull();
    });

    it('keeps the clip when jobs refuses (a job using it is rendering), passing the refusal on unchanged', async () => {
      const userId = randomUUID();
      const { clips } = await firstUpload(userId);
      jobs.beforeForget = async () => {
        throw new DomainError(ErrorCode.Conflict, 'A job using this clip is being processed');
      };

      const refused = await rpcError(remove(userId, clips[0].clipId));

      expect(refused).toMatchObject({ code: ErrorCode.Conflict, message: 'A job using this clip is being processed' });
      expect(await storage.stat(clips[0].objectKey)).not.toBeNull();
      expect(await storage.stat(clips[0].posterKey!)).not.toBeNull();
      expect(await service.db.getRepository(Clip).countBy({ id: clips[0].clipId })).toBe(1);
      expect(await usesOf(clips[0].clipId)).toHaveLength(1);

      // Once the job is done, the same delete goes through.
      jobs.beforeForget = undefined;
      expect(await remove(userId, clips[0].clipId)).toMatchObject({ deleted: true });
      expect(await storage.stat(clips[0].objectKey)).toBeNull();
    });
  });
});
