import { Inject, Injectable } from '@nestjs/common';
import { OBJECT_STORAGE, type ObjectStorage, userSegmentsPrefix } from '@reelmix/storage';
import { EntityManager } from 'typeorm';
import { KeptSegment } from './kept-segment.entity';

/**
 * The user's normalised segments kept for reuse. Taking one and letting one go both lock its row
 * (an UPDATE and a DELETE), so a job that takes a segment either sees it before a sweep removes it,
 * and the sweep then skips it as recently used, or finds it gone and normalises the clip again.
 */
@Injectable()
export class KeptSegmentsRepository {
  constructor(@Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage) {}

  // Each statement is wrapped as `WITH ... SELECT`: TypeORM answers a bare UPDATE/DELETE ... RETURNING
  // as [rows, count], a SELECT as rows.

  /** The kept segments among `keys` with their durations, each marked as used now. */
  async take(manager: EntityManager, userId: string, keys: readonly string[], now: Date): Promise<Map<string, number>> {
    if (keys.length === 0) return new Map();
    const rows: Array<{ segment_key: string; duration_sec: number }> = await manager.query(
      `WITH taken AS (
         UPDATE "jobs"."kept_segments" SET "last_used_at" = $1
         WHERE "user_id" = $2 AND "segment_key" = ANY($3::text[])
         RETURNING "segment_key", "duration_sec")
       SELECT * FROM taken`,
      [now, userId, keys],
    );
    return new Map(rows.map((row) => [row.segment_key, Number(row.duration_sec)]));
  }

  /** A segment a worker has just made and checked, kept from now on. */
  async record(manager: EntityManager, segment: { segmentKey: string; userId: string; durationSec: number }, now: Date): Promise<void> {
    await manager.query(
      `INSERT INTO "jobs"."kept_segments" ("segment_key", "user_id", "duration_sec", "created_at", "last_used_at")
       VALUES ($1, $2, $3, $4, $4)
       ON CONFLICT ("segment_key") DO UPDATE SET "last_used_at" = EXCLUDED."last_used_at"`,
      [segment.segmentKey, segment.userId, segment.durationSec, now],
    );
  }

  /**
   * Lets go of up to `limit` segments unused since `before`, rows and files in one transaction: if
   * storage fails the rows come back and the next sweep tries again. Returns how many went.
   */
  async releaseUnusedSince(manager: EntityManager, before: Date, limit: number): Promise<number> {
    const rows: Array<{ segment_key: string }> = await manager.query(
      `WITH released AS (
         DELETE FROM "jobs"."kept_segments" WHERE "segment_key" IN (
           SELECT "segment_key" FROM "jobs"."kept_segments" WHERE "last_used_at" < $1
           ORDER BY "last_used_at" LIMIT $2 FOR UPDATE SKIP LOCKED)
         RETURNING "segment_key")
       SELECT * FROM released`,
      [before, limit],
    );
    for (const row of rows) await this.storage.delete(row.segment_key);
    return rows.length;
  }

  /** Every kept segment of a deleted account: its rows, and its whole folder (files without a row too). */
  async removeUser(manager: EntityManager, userId: string): Promise<number> {
    await manager.delete(KeptSegment, { userId });
    return this.storage.deletePrefix(userSegmentsPrefix(userId));
  }
}
