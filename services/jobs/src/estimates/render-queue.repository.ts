import { Injectable } from '@nestjs/common';
import { planFromPaidFlag, renderPriorityOf } from '@reelmix/contracts';
import { EntityManager } from 'typeorm';
import type { FinishedRun, QueuedJob } from './time-left-estimate';

/**
 * Seconds of clip behind the job's segments that `condition` picks, each distinct segment once:
 * two clips with the same bytes share one segment and so one normalising.
 */
const clipSecondsOfSegments = (condition: string) => `
  SELECT COALESCE(sum("seconds"), 0)::float8 FROM (
    SELECT DISTINCT ON (s."segment_key") c."duration_sec" AS "seconds"
    FROM "jobs"."job_segments" s
    JOIN "jobs"."job_clips" c ON c."job_id" = s."job_id" AND c."section" = s."section" AND c."position" = s."position"
    WHERE s."job_id" = j."id" AND ${condition}
  ) AS "segments"`;

/** The inputs of a time-left estimate (time-left-estimate.ts): the render queue now and how recent renders went. */
@Injectable()
export class RenderQueueRepository {
  /** Every rendering job with the work it has left: clip seconds of its segments not ready, outputs not stored. */
  async rendering(manager: EntityManager): Promise<QueuedJob[]> {
    const rows: Array<{ id: string; paid: boolean; startedAt: Date; clipSeconds: number; outputs: number }> = await manager.query(
      `SELECT j."id", j."is_paid" AS "paid", j."started_at" AS "startedAt",
              (${clipSecondsOfSegments(`s."done_at" IS NULL`)}) AS "clipSeconds",
              GREATEST(j."expected_outputs" - j."produced_outputs", 0) AS "outputs"
       FROM "jobs"."jobs" j
       WHERE j."status" = 'processing' AND j."started_at" IS NOT NULL`,
    );
    return rows.map((row) => ({
      id: row.id,
      priority: renderPriorityOf(planFromPaidFlag(row.paid)),
      startedAt: row.startedAt,
      left: { clipSeconds: row.clipSeconds, outputs: row.outputs },
    }));
  }

  /**
   * The latest runs of the last `limit` jobs completed since `since` that had the render pool to
   * themselves (no other job rendering at any moment of them), with the work each did: the clip
   * seconds it normalised (segments kept from earlier jobs are ready at the start, and are not
   * counted) and the outputs it stored. A job keeps only its latest run's start, so a job that
   * grew counts the run that made its new outputs.
   */
  async finishedAlone(manager: EntityManager, since: Date, limit: number): Promise<FinishedRun[]> {
    const rows: Array<{ seconds: number; clipSeconds: number; outputs: number }> = await manager.query(
      `SELECT extract(epoch FROM j."completed_at" - j."started_at")::float8 AS "seconds",
              (${clipSecondsOfSegments(`s."done_at" > j."started_at"`)}) AS "clipSeconds",
              (SELECT count(*)::int FROM "jobs"."job_outputs" o WHERE o."job_id" = j."id" AND o."done_at" >= j."started_at") AS "outputs"
       FROM (SELECT "id", "started_at", "completed_at" FROM "jobs"."jobs"
             WHERE "status" = 'completed' AND "started_at" IS NOT NULL AND "completed_at" > $1
             ORDER BY "completed_at" DESC LIMIT $2) AS j
       WHERE NOT EXISTS (
         SELECT 1 FROM "jobs"."jobs" other
         WHERE other."id" <> j."id" AND other."status" IN ('processing', 'completed', 'failed')
           AND other."started_at" < j."completed_at" AND (other."status" = 'processing' OR other."completed_at" > j."started_at"))`,
      [since, limit],
    );
    return rows.map((row) => ({ seconds: row.seconds, work: { clipSeconds: row.clipSeconds, outputs: row.outputs } }));
  }
}
