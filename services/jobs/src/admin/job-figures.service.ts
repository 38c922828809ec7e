import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { ActivityItem, JobDashboardView, JobStatsView } from '@reelmix/contracts';
import { CLOCK, type Clock } from '@reelmix/service-host';
import { DataSource } from 'typeorm';

const WEEK_MS = 7 * 86_400_000;

interface ActivityRow {
  action: string;
  user_id: string;
  at: Date;
}

/** The dashboard's Video Jobs card and the jobs part of its recent activity (docs/product-rules.md#admin-dashboard). */
@Injectable()
export class JobFiguresService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** Every job, and those made in the last seven days. */
  async stats(): Promise<JobStatsView> {
    const weekAgo = new Date(this.clock.now().getTime() - WEEK_MS);
    const [row] = (await this.dataSource.query(
      `SELECT count(*)::int AS "total", (count(*) FILTER (WHERE "created_at" >= $1))::int AS "this_week" FROM "jobs"."jobs"`,
      [weekAgo],
    )) as Array<{ total: number; this_week: number }>;
    return { total: row.total, thisWeek: row.this_week };
  }

  /** The dashboard's jobs card and the jobs part of its activity, in one answer. */
  async dashboard(limit: number): Promise<JobDashboardView> {
    const [jobs, activity] = await Promise.all([this.stats(), this.activity(limit)]);
    return { jobs, activity };
  }

  /** Jobs made, finished and failed, newest first. */
  async activity(limit: number): Promise<ActivityItem[]> {
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
    )) as ActivityRow[];
    return rows.map((row) => ({ action: row.action, user: row.user_id, date: new Date(row.at).toISOString() }));
  }
}
