import { Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { jobsProcessing } from './job-metrics';
import { recordStoredBytes } from './stored-bytes-metrics';

/** Often enough for a dashboard of slow-moving figures, rarely enough that the queries cost nothing. */
export const GAUGE_REFRESH_MS = 60_000;

/**
 * Reads the figures that are facts of the database rather than events of this process (the
 * outputs kept per user, the jobs rendering) once a minute, so every replica reports the same.
 */
@Injectable()
export class JobGaugesRefresher implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(JobGaugesRefresher.name);
  private timer?: NodeJS.Timeout;
  private running?: Promise<void>;

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  onApplicationBootstrap(): void {
    void this.refresh();
    this.timer = setInterval(() => void this.refresh(), GAUGE_REFRESH_MS);
    // A metrics timer must never be what keeps a stopping process alive.
    this.timer.unref();
  }

  async onModuleDestroy(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }

  /** One reading; overlapping calls share the one in progress, and a failure keeps the last figures. */
  refresh(): Promise<void> {
    this.running ??= this.read()
      .catch((error: unknown) => this.logger.warn(`Job metrics not refreshed: ${error instanceof Error ? error.message : String(error)}`))
      .finally(() => (this.running = undefined));
    return this.running;
  }

  private async read(): Promise<void> {
    // One aggregate: a row per user with outputs, only the byte count in it.
    const perUser: Array<{ bytes: string }> = await this.dataSource.query(
      `SELECT SUM("output"."size_bytes")::text AS "bytes"
       FROM "jobs"."job_outputs" AS "output" JOIN "jobs"."jobs" AS "job" ON "job"."id" = "output"."job_id"
       WHERE "output"."size_bytes" IS NOT NULL
       GROUP BY "job"."user_id"`,
    );
    const [processing]: Array<{ count: string }> = await this.dataSource.query(`SELECT count(*)::text AS "count" FROM "jobs"."jobs" WHERE "status" = 'processing'`);
    recordStoredBytes('outputs', perUser.map((row) => Number(row.bytes)));
    jobsProcessing.set(Number(processing?.count ?? 0));
  }
}
