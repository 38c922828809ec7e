import { Injectable } from '@nestjs/common';
import type { UploadSection } from '@reelmix/contracts';
import { EntityManager, IsNull } from 'typeorm';
import { type ClipFramingSettings, JobClip } from './job-clip.entity';

/** Where a clip sits in its job: the job, its section and its 1-based position there. */
export type ClipPlace = Pick<JobClip, 'jobId' | 'section' | 'position'>;

/** The `job_clips` table: the source clips of each job, removed ones included. */
@Injectable()
export class JobClipsRepository {
  of(manager: EntityManager, jobId: string): Promise<JobClip[]> {
    return manager.find(JobClip, { where: { jobId } });
  }

  inSection(manager: EntityManager, jobId: string, section: UploadSection): Promise<JobClip[]> {
    return manager.find(JobClip, { where: { jobId, section } });
  }

  at(manager: EntityManager, { jobId, section, position }: ClipPlace): Promise<JobClip | null> {
    return manager.findOne(JobClip, { where: { jobId, section, position } });
  }

  async add(manager: EntityManager, clips: JobClip[]): Promise<void> {
    await manager.insert(JobClip, clips);
  }

  async setFraming(manager: EntityManager, { jobId, section, position }: ClipPlace, framing: ClipFramingSettings): Promise<void> {
    await manager.update(JobClip, { jobId, section, position }, { framing });
  }

  async markRemoved(manager: EntityManager, { jobId, section, position }: ClipPlace, at: Date): Promise<void> {
    await manager.update(JobClip, { jobId, section, position }, { removedAt: at });
  }

  /**
   * The user's jobs that still use a library clip, by its id or, for jobs made before ids were
   * recorded, by its object key; in id order.
   */
  async jobsUsing(manager: EntityManager, userId: string, clip: { clipId: string; objectKey: string }): Promise<string[]> {
    const rows: Array<{ jobId: string }> = await manager.query(
      `SELECT DISTINCT "clip"."job_id" AS "jobId"
       FROM "jobs"."job_clips" AS "clip" JOIN "jobs"."jobs" AS "job" ON "job"."id" = "clip"."job_id"
       WHERE "job"."user_id" = $1 AND "clip"."removed_at" IS NULL AND ("clip"."clip_id" = $2 OR "clip"."object_key" = $3)
       ORDER BY "clip"."job_id"`,
      [userId, clip.clipId, clip.objectKey],
    );
    return rows.map((row) => row.jobId);
  }

  /**
   * Gives the user's job clips made from a library clip its label as changed at `changedAt`,
   * unless they already have that change or a later one. The number of clips changed.
   */
  async relabel(manager: EntityManager, userId: string, clipId: string, label: string | null, changedAt: Date): Promise<number> {
    const [, changed]: [unknown, number] = await manager.query(
      `UPDATE "jobs"."job_clips" AS "clip" SET "label" = $3, "label_changed_at" = $4
       FROM "jobs"."jobs" AS "job"
       WHERE "job"."id" = "clip"."job_id" AND "job"."user_id" = $1 AND "clip"."clip_id" = $2
         AND ("clip"."label_changed_at" IS NULL OR "clip"."label_changed_at" < $4)`,
      [userId, clipId, label, changedAt],
    );
    return changed;
  }

  /** The clips of one job made from a library clip (by id or object key) that are not removed yet. */
  usesOf(manager: EntityManager, jobId: string, clip: { clipId: string; objectKey: string }): Promise<JobClip[]> {
    return manager.find(JobClip, {
      where: [
        { jobId, clipId: clip.clipId, removedAt: IsNull() },
        { jobId, objectKey: clip.objectKey, removedAt: IsNull() },
      ],
    });
  }
}
