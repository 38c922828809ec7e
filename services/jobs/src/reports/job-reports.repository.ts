import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { JobReportsDigest } from '@reelmix/contracts';
import { DataSource, EntityManager } from 'typeorm';
import { JobReport } from './job-report.entity';
import { type JobReportSummaryRow, toJobReportSummary } from './job-report-view';

export const NO_REPORTS: JobReportsDigest = { count: 0, latest: null };

/** The columns a list reads: never the export's text or the report. */
const SUMMARY_COLUMNS = { id: true, jobId: true, fileName: true, metric: true, rows: true, matchedRows: true, winners: true, createdAt: true, updatedAt: true } as const;

/** Which report: its id, within one job and one user, so any other id is not found. */
export interface ReportKey {
  id: string;
  jobId: string;
  userId: string;
}

/** The `job_reports` table: ads exports read back against a job, kept with it. */
@Injectable()
export class JobReportsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  find({ id, jobId, userId }: ReportKey): Promise<JobReport | null> {
    return this.dataSource.manager.findOne(JobReport, { where: { id, jobId, userId } });
  }

  /** The user's reports of a job, newest first, without the export's text or the report. */
  summariesOf(jobId: string, userId: string): Promise<JobReport[]> {
    return this.dataSource.manager.find(JobReport, { select: SUMMARY_COLUMNS, where: { jobId, userId }, order: { createdAt: 'DESC', id: 'DESC' } });
  }

  countOf(jobId: string, manager: EntityManager = this.dataSource.manager): Promise<number> {
    return manager.countBy(JobReport, { jobId });
  }

  async add(manager: EntityManager, report: JobReport): Promise<void> {
    await manager.insert(JobReport, report);
  }

  /** Answers false when the report is gone (deleted meanwhile). */
  async update(key: ReportKey, changes: Partial<JobReport>): Promise<boolean> {
    const updated = await this.dataSource.manager.update(JobReport, { ...key }, changes);
    return Boolean(updated.affected);
  }

  /** Answers false when there was no such report. */
  async remove(key: ReportKey): Promise<boolean> {
    const deleted = await this.dataSource.manager.delete(JobReport, { ...key });
    return Boolean(deleted.affected);
  }

  /**
   * The reports digest of many jobs in one query, not one per job: each job's latest report (the
   * id breaks ties, as the report list orders them) with its job's count beside it. Jobs without
   * reports are absent from the map.
   */
  async digestsOf(manager: EntityManager, jobIds: string[]): Promise<Map<string, JobReportsDigest>> {
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
}
