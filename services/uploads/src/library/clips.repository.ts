import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { UploadSection } from '@reelmix/contracts';
import { DataSource, EntityManager } from 'typeorm';
import { ClipUse } from './clip-use.entity';
import { Clip } from './clip.entity';

/** A library clip as its list shows it, with the number of jobs that use it. */
export interface ListedClip {
  id: string;
  section: UploadSection;
  originalName: string;
  label: string | null;
  durationSec: number;
  width: number | null;
  height: number | null;
  sizeBytes: number;
  createdAt: Date;
  posterKey: string | null;
  jobCount: number;
}

/**
 * The clip library: the `clips` table and the `clip_uses` of each clip by the user's jobs. Every
 * read is by owner, so whatever is not the caller's reads as missing.
 */
@Injectable()
export class ClipsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  findOwned(userId: string, clipId: string): Promise<Clip | null> {
    return this.dataSource.manager.findOneBy(Clip, { id: clipId, userId });
  }

  /**
   * The user's clips, newest first: all of them, or with `onlyLatestJob` those of the latest job
   * (the job of the latest use).
   */
  async listOf(userId: string, { onlyLatestJob }: { onlyLatestJob: boolean }): Promise<ListedClip[]> {
    const latestJobOnly = onlyLatestJob
      ? `AND "clip"."id" IN (
          SELECT "use"."clip_id" FROM "uploads"."clip_uses" AS "use"
          WHERE "use"."job_id" = (
            SELECT "latest"."job_id" FROM "uploads"."clip_uses" AS "latest"
            WHERE "latest"."user_id" = $1 ORDER BY "latest"."used_at" DESC, "latest"."job_id" LIMIT 1
          )
        )`
      : '';
    return this.listed(this.dataSource.manager, `"clip"."user_id" = $1 ${latestJobOnly} ORDER BY "clip"."created_at" DESC, "clip"."id"`, [userId]);
  }

  /** One of the user's clips as the list shows it; null when it is not theirs. */
  async listedOne(manager: EntityManager, userId: string, clipId: string): Promise<ListedClip | null> {
    const [clip] = await this.listed(manager, `"clip"."user_id" = $1 AND "clip"."id" = $2`, [userId, clipId]);
    return clip ?? null;
  }

  private async listed(manager: EntityManager, where: string, parameters: unknown[]): Promise<ListedClip[]> {
    const rows: Array<Omit<ListedClip, 'sizeBytes' | 'jobCount'> & { sizeBytes: string; jobCount: string }> = await manager.query(
      `SELECT "clip"."id", "clip"."section", "clip"."original_name" AS "originalName", "clip"."label", "clip"."duration_sec" AS "durationSec",
              "clip"."width", "clip"."height", "clip"."size_bytes" AS "sizeBytes", "clip"."created_at" AS "createdAt",
              "clip"."poster_key" AS "posterKey",
              (SELECT count(DISTINCT "use"."job_id") FROM "uploads"."clip_uses" AS "use" WHERE "use"."clip_id" = "clip"."id") AS "jobCount"
       FROM "uploads"."clips" AS "clip"
       WHERE ${where}`,
      parameters,
    );
    return rows.map((row) => ({ ...row, sizeBytes: Number(row.sizeBytes), jobCount: Number(row.jobCount) }));
  }

  /**
   * Sets (or with null clears) the label of the user's clip, stamped by the database's clock so
   * every instance orders the changes alike. Null when the clip is not the user's.
   */
  async setLabel(manager: EntityManager, userId: string, clipId: string, label: string | null): Promise<{ changedAt: Date } | null> {
    const [rows]: [Array<{ changedAt: Date }>, number] = await manager.query(
      `UPDATE "uploads"."clips" SET "label" = $3, "label_changed_at" = clock_timestamp()
       WHERE "id" = $2 AND "user_id" = $1
       RETURNING "label_changed_at" AS "changedAt"`,
      [userId, clipId, label],
    );
    return rows[0] ?? null;
  }

  /** New clips have no label yet: the customer gives one in the library. */
  async add(manager: EntityManager, clips: Array<Omit<Clip, 'createdAt' | 'label' | 'labelChangedAt'>>): Promise<void> {
    if (clips.length > 0) await manager.insert(Clip, clips);
  }

  /**
   * Records that a job uses these clips of the user. Only clips still in the library: one chosen
   * again may have been deleted meanwhile. A clip used twice by one job is one use.
   */
  async recordUses(manager: EntityManager, userId: string, jobId: string, clipIds: string[]): Promise<void> {
    await manager.query(
      `INSERT INTO "uploads"."clip_uses" ("clip_id", "job_id", "user_id")
       SELECT "id", $2, "user_id" FROM "uploads"."clips" WHERE "id" = ANY($1::uuid[]) AND "user_id" = $3
       ON CONFLICT DO NOTHING`,
      [[...new Set(clipIds)], jobId, userId],
    );
  }

  /** The clip and its uses. */
  async remove(clip: Pick<Clip, 'id' | 'userId'>): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      await manager.delete(ClipUse, { clipId: clip.id });
      await manager.delete(Clip, { id: clip.id, userId: clip.userId });
    });
  }

  /** Every clip of a deleted account and their uses. */
  async removeAllOf(manager: EntityManager, userId: string): Promise<void> {
    await manager.delete(ClipUse, { userId });
    await manager.delete(Clip, { userId });
  }

  /** The bytes of the user's library clips. */
  async storedBytesOf(userId: string): Promise<number> {
    const row = await this.dataSource.manager
      .createQueryBuilder(Clip, 'clip')
      .where('clip.userId = :userId', { userId })
      .select('COALESCE(SUM(clip.sizeBytes), 0)', 'bytes')
      .getRawOne<{ bytes: string }>();
    return Number(row?.bytes ?? 0);
  }

  /** The bytes of each user's library, one number per user who has clips. */
  async storedBytesPerUser(): Promise<number[]> {
    // One aggregate over the index on user_id: a row per user with clips, only the byte count in it.
    const rows: Array<{ bytes: string }> = await this.dataSource.query(`SELECT SUM("size_bytes")::text AS "bytes" FROM "uploads"."clips" GROUP BY "user_id"`);
    return rows.map((row) => Number(row.bytes));
  }
}
