import { randomUUID } from 'node:crypto';
import { ClipLibrary1763700002500 } from '../src/migrations/1763700002500-clip-library';
import { UploadsTestApp } from './support/uploads-test-app';

/*
 * Source clips recorded before the library become library clips: each gets an id, the date of
 * its upload, and a use by the job its upload became. The migration also goes back down.
 */
describe('uploads: the clip library migration', () => {
  let service: UploadsTestApp;

  const migrate = async (direction: 'up' | 'down') => {
    const runner = service.db.createQueryRunner();
    try {
      await new ClipLibrary1763700002500()[direction](runner);
    } finally {
      await runner.release();
    }
  };

  beforeAll(async () => {
    service = await UploadsTestApp.start();
  });

  afterAll(async () => {
    await service?.close();
  });

  it('gives existing clips ids, their upload date and a use by their job, and can be undone', async () => {
    await migrate('down');
    const [userId, uploadId, jobId] = [randomUUID(), randomUUID(), randomUUID()];
    const uploadedAt = new Date('2026-03-01T10:00:00Z');
    await service.db.query(`INSERT INTO "uploads"."uploads" ("id", "user_id", "job_id", "created_at") VALUES ($1, $2, $3, $4)`, [uploadId, userId, jobId, uploadedAt]);
    const keys = ['intro', 'body'].map((section) => `sources/${userId}/${uploadId}/${section}/${randomUUID()}`);
    for (const [index, key] of keys.entries()) {
      await service.db.query(
        `INSERT INTO "uploads"."source_clips" ("object_key", "upload_id", "user_id", "section", "original_name", "size_bytes", "duration_sec")
         VALUES ($1, $2, $3, $4, $5, 1000, 2.5)`,
        [key, uploadId, userId, index === 0 ? 'intro' : 'body', `clip ${index}.mp4`],
      );
    }

    await migrate('up');

    const clips: Array<{ id: string; object_key: string; created_at: Date; width: number | null; poster_key: string | null }> = await service.db.query(
      `SELECT "id", "object_key", "created_at", "width", "poster_key" FROM "uploads"."clips" WHERE "user_id" = $1 ORDER BY "object_key"`,
      [userId],
    );
    expect(clips.map((clip) => clip.object_key)).toEqual([...keys].sort());
    expect(new Set(clips.map((clip) => clip.id)).size).toBe(2);
    for (const clip of clips) expect(clip).toMatchObject({ id: expect.stringMatching(/^[0-9a-f-]{36}$/), created_at: uploadedAt, width: null, poster_key: null });
    const uses: Array<{ clip_id: string; job_id: string; used_at: Date }> = await service.db.query(
      `SELECT "clip_id", "job_id", "used_at" FROM "uploads"."clip_uses" WHERE "user_id" = $1`,
      [userId],
    );
    expect(uses.map((use) => use.clip_id).sort()).toEqual(clips.map((clip) => clip.id).sort());
    for (const use of uses) expect(use).toMatchObject({ job_id: jobId, used_at: uploadedAt });
    // Object keys stay unique.
    await expect(
      service.db.query(
        `INSERT INTO "uploads"."clips" ("id", "object_key", "upload_id", "user_id", "section", "original_name", "size_bytes", "duration_sec")
         VALUES ($1, $2, $3, $4, 'intro', 'copy.mp4', 1, 1)`,
        [randomUUID(), keys[0], uploadId, userId],
      ),
    ).rejects.toThrow(/clips_object_key_key/);

    await migrate('down');
    const restored: Array<{ object_key: string }> = await service.db.query(`SELECT "object_key" FROM "uploads"."source_clips" WHERE "user_id" = $1 ORDER BY "object_key"`, [userId]);
    expect(restored.map((clip) => clip.object_key)).toEqual([...keys].sort());
    await migrate('up');
  });
});
