import { MigrationInterface, QueryRunner } from 'typeorm';

/** The ledger of render starts that the daily output quota sums, by user and time. */
export class CreateRenderRuns1763700001400 implements MigrationInterface {
  name = 'CreateRenderRuns1763700001400';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`CREATE TABLE "jobs"."render_runs" (
      "id" uuid PRIMARY KEY,
      "user_id" uuid NOT NULL,
      "job_id" uuid NOT NULL,
      "outputs" int NOT NULL,
      "started_at" timestamptz NOT NULL
    )`);
    await runner.query(`CREATE INDEX "render_runs_user_started_idx" ON "jobs"."render_runs" ("user_id", "started_at")`);
    // Jobs in flight are counted by user and status on every start.
    await runner.query(`CREATE INDEX "jobs_user_status_idx" ON "jobs"."jobs" ("user_id", "status")`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP INDEX "jobs"."jobs_user_status_idx"`);
    await runner.query(`DROP TABLE "jobs"."render_runs"`);
  }
}
