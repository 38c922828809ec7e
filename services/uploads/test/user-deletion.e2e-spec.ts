import { ErrorCode, Events } from '@reelmix/contracts';
import { OBJECT_STORAGE, type ObjectStorage, sourceClipKey } from '@reelmix/storage';
import { randomUUID } from 'node:crypto';
import { Upload } from '../src/ingest/upload.entity';
import { ClipUse } from '../src/library/clip-use.entity';
import { Clip } from '../src/library/clip.entity';
import { FakeJobs } from './support/fake-jobs';
import { makeClip, UploadsTestApp } from './support/uploads-test-app';

/*
 * Deleting an account removes its uploads: the records, its clip library and every source clip in storage
 * (docs/product-rules.md#managing-users: "with their data and media"), and an upload under way at that moment leaves nothing.
 */
describe('uploads: a deleted account', () => {
  const clip = makeClip();
  let service: UploadsTestApp;
  let jobs: FakeJobs;
  let storage: ObjectStorage;

  const keysUnder = async (prefix: string) => {
    const keys: string[] = [];
    for await (const object of storage.list(prefix)) keys.push(object.key);
    return keys;
  };
  const clipsOf = (userId: string) => service.db.getRepository(Clip).findBy({ userId });
  const clipUsesOf = (userId: string) => service.db.getRepository(ClipUse).countBy({ userId });
  const deleteUser = (userId: string) => service.deliver(Events.UserDeleted, { userId, deletedAt: new Date().toISOString() });

  beforeAll(async () => {
    service = await UploadsTestApp.start();
    jobs = new FakeJobs(service.vhost.url);
    await jobs.start();
    storage = service.app.get(OBJECT_STORAGE);
  });

  afterEach(() => {
    jobs.beforeAnswer = undefined;
  });

  afterAll(async () => {
    await jobs?.stop();
    await service?.close();
  });

  it("removes the user's upload records and their source clips in storage, and no one else's", async () => {
    const userId = randomUUID();
    const other = randomUUID();
    expect((await service.upload(userId, clip)).status).toBe(201);
    expect((await service.upload(userId, clip)).status).toBe(201);
    expect((await service.upload(other, clip)).status).toBe(201);
    // A clip of an upload cut off half-way has no record, and is the user's all the same.
    const strayKey = sourceClipKey(userId, randomUUID(), 'intro', randomUUID());
    await storage.put(strayKey, clip);
    const stored = await clipsOf(userId);
    expect(stored).toHaveLength(6);
    expect(await clipUsesOf(userId)).toBe(6);
    // Each clip with its poster frame, and the stray clip.
    expect(await keysUnder(`sources/${userId}/`)).toHaveLength(13);

    await deleteUser(userId);

    expect(await service.db.getRepository(Upload).countBy({ userId })).toBe(0);
    expect(await clipsOf(userId)).toEqual([]);
    expect(await clipUsesOf(userId)).toBe(0);
    expect(await keysUnder(`sources/${userId}/`)).toEqual([]);
    for (const { objectKey } of stored) expect(await storage.stat(objectKey)).toBeNull();
    expect(await storage.stat(strayKey)).toBeNull();
    expect(await service.db.getRepository(Upload).countBy({ userId: other })).toBe(1);
    expect(await keysUnder(`sources/${other}/`)).toHaveLength(6);
    expect(await clipsOf(other)).toHaveLength(3);
    expect(await clipUsesOf(other)).toBe(3);

    // A redelivery (or a second deletion) finds nothing and fails nothing.
    await deleteUser(userId);
    expect(await keysUnder(`sources/${userId}/`)).toEqual([]);
  });

  it('leaves nothing of an upload that was under way when the account was deleted', async () => {
    const userId = randomUUID();
    // The clips are stored and the job asked for when the account goes.
    jobs.beforeAnswer = async (request) => {
      if (request.userId !== userId) return;
      expect(await keysUnder(`sources/${userId}/`)).toHaveLength(6);
      await deleteUser(userId);
    };

    const refused = await service.upload(userId, clip);

    expect(refused).toMatchObject({ status: 404, body: { code: ErrorCode.NotFound } });
    expect(jobs.requests.filter((request) => request.userId === userId)).toHaveLength(1);
    expect(await service.db.getRepository(Upload).countBy({ userId })).toBe(0);
    expect(await clipsOf(userId)).toEqual([]);
    expect(await clipUsesOf(userId)).toBe(0);
    expect(await keysUnder(`sources/${userId}/`)).toEqual([]);
  });
});
