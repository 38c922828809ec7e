import { MigrationInterface, QueryRunner } from 'typeorm';

const EVENTS = [
  ['insert', 'INSERT', 'NEW'],
  ['update', 'UPDATE', 'NEW'],
  ['delete', 'DELETE', 'OLD'],
] as const;

/**
 * Ads-export reports kept with a job: the export's text and reading, and what it came to. They go
 * with their job (and so with the account). The history shows each job's count and latest report,
 * so a change to them is a new revision of the job, as a change to its clips or outputs is
 * (migration 1763700001500): a reader holding the history's version sees it.
 */
export class JobReports1763700002100 implements MigrationInterface {
  name = 'JobReports1763700002100';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`CREATE TABLE "jobs"."job_reports" (
      "id" uuid PRIMARY KEY,
      "job_id" uuid NOT NULL REFERENCES "jobs"."jobs"("id") ON DELETE CASCADE,
      "user_id" uuid NOT NULL,
      "file_name" text NOT NULL,
      "metric" text NOT NULL,
      "mapping" jsonb NULL,
      "csv" text NOT NULL,
      "report" jsonb NOT NULL,
      "rows" int NOT NULL,
      "matched_rows" int NOT NULL,
      "winners" jsonb NOT NULL,
      "created_at" timestamptz NOT NULL,
      "updated_at" timestamptz NOT NULL
    )`);
    // A job's reports newest first, and the history's count and latest per job.
    await runner.query(`CREATE INDEX "job_reports_job_created_idx" ON "jobs"."job_reports" ("job_id", "created_at")`);
    for (const [name, event, rows] of EVENTS) {
      await runner.query(`CREATE TRIGGER "job_reports_${name}_touch_job" AFTER ${event} ON "jobs"."job_reports"
        REFERENCING ${rows} TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "jobs"."touch_jobs_of_changed_rows"()`);
    }
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP TABLE "jobs"."job_reports"`);
  }
}
