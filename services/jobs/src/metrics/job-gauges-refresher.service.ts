import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { PeriodicMetricsReading, recordStoredBytes } from '@reelmix/metrics';
import { DataSource } from 'typeorm';
import { jobsProcessing } from './job-metrics';

/** The outputs' bytes per user and the jobs rendering, read once a minute. */
@Injectable()
export class JobGaugesRefresher extends PeriodicMetricsReading {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {
    super();
  }

  protected async read(): Promise<void> {
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
