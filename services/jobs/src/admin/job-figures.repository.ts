import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';

/** One line of the jobs' activity: what happened, whose job, when. */
export interface JobActivityRow {
  action: string;
  userId: string;
  at: Date;
}

/** Counts over the `jobs` table for the admin dashboard and the metrics. */
@Injectable()
export class JobFiguresRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Every job, and those made since `since`. */
  async countAll(since: Date): Promise<{ total: number; since: number }> {
    const [row] = (await this.dataSource.query(
      `SELECT count(*)::int AS "total", (count(*) FILTER (WHERE "created_at" >= $1))::int AS "since" FROM "jobs"."jobs"`,
      [since],
    )) as Array<{ total: number; since: number }>;
    return { total: row.total, since: row.since };
  }

  /** Jobs made, finished and failed, newest first, at most `limit`. */
  async recentActivity(limit: number): Promise<JobActivityRow[]> {
    // Each branch takes its own newest rows first, so no branch reads more than `limit`.
    const rows = (await this.dataSource.query(
      `SELECT * FROM (
         (SELECT 'Created a job' AS "action", "user_id", "created_at" AS "at" FROM "jobs"."jobs" ORDER BY "created_at" DESC LIMIT $1)
         UNION ALL
         (SELECT CASE "status" WHEN 'completed' THEN 'Job completed' ELSE 'Job failed' END, "user_id", "completed_at"
            FROM "jobs"."jobs" WHERE "status" IN ('completed', 'failed') AND "completed_at" IS NOT NULL
            ORDER BY "completed_at" DESC LIMIT $1)
       ) AS "a" ORDER BY "at" DESC LIMIT $1`,
      [limit],
    )) as Array<{ action: string; user_id: string; at: Date }>;
    return rows.map((row) => ({ action: row.action, userId: row.user_id, at: new Date(row.at) }));
  }

  async countProcessing(): Promise<number> {
    const [row]: Array<{ count: string }> = await this.dataSource.query(`SELECT count(*)::text AS "count" FROM "jobs"."jobs" WHERE "status" = 'processing'`);
    return Number(row?.count ?? 0);
  }
}
