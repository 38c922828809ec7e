import type { JobReportsDigest } from '@reelmix/contracts';
import type { EntityManager } from 'typeorm';
import { type JobReportSummaryRow, toJobReportSummary } from './job-report-view';

export const NO_REPORTS: JobReportsDigest = { count: 0, latest: null };

/**
 * The reports digest of many jobs in one query, not one per job: each job's latest report (the
 * id breaks ties, as the report list orders them) with its job's count beside it. Jobs without
 * reports are absent from the map.
 */
export async function reportDigestsOf(manager: EntityManager, jobIds: string[]): Promise<Map<string, JobReportsDigest>> {
  const digests = new Map<string, JobReportsDigest>();
  if (jobIds.length === 0) return digests;
  const rows: Array<JobReportSummaryRow & { count: string }> = await manager.query(
    `SELECT DISTINCT ON ("job_id") "id", "job_id" AS "jobId", "file_name" AS "fileName", "metric", "rows", "matched_rows" AS "matchedRows",
            "winners", "created_at" AS "createdAt", "updated_at" AS "updatedAt", count(*) OVER (PARTITION BY "job_id") AS "count"
     FROM "jobs"."job_reports" WHERE "job_id" = ANY($1::uuid[])
     ORDER BY "job_id", "created_at" DESC, "id" DESC`,
    [jobIds],
  );
  for (const { count, ...latest } of rows) digests.set(latest.jobId, { count: Number(count), latest: toJobReportSummary(latest) });
  return digests;
}
