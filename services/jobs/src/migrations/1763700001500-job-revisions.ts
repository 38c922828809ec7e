import { MigrationInterface, QueryRunner } from 'typeorm';

/** The tables whose rows a job's view shows besides the job row itself. */
const SHOWN_WITH_THE_JOB = ['job_clips', 'job_outputs'] as const;
const EVENTS = [
  ['insert', 'INSERT', 'NEW'],
  ['update', 'UPDATE', 'NEW'],
  ['delete', 'DELETE', 'OLD'],
] as const;

/**
 * Every change to a job, whoever makes it, is a new revision: triggers bump the number on each
 * update of the job row and on each statement that changes its clips or outputs (one update per
 * job and statement, not per row: a start inserts a hundred outputs at once). A history's version
 * is derived from its jobs' ids and revisions, so a reader can tell with one small query whether
 * what it holds is current.
 */
export class JobRevisions1763700001500 implements MigrationInterface {
  name = 'JobRevisions1763700001500';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`ALTER TABLE "jobs"."jobs" ADD COLUMN "revision" bigint NOT NULL DEFAULT 0`);
    await runner.query(`CREATE FUNCTION "jobs"."next_job_revision"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        NEW."revision" := OLD."revision" + 1;
        RETURN NEW;
      END $$`);
    await runner.query(`CREATE TRIGGER "jobs_next_revision" BEFORE UPDATE ON "jobs"."jobs"
      FOR EACH ROW EXECUTE FUNCTION "jobs"."next_job_revision"()`);
    // Updating the job row is what bumps it (the trigger above).
    await runner.query(`CREATE FUNCTION "jobs"."touch_jobs_of_changed_rows"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE "jobs"."jobs" SET "revision" = "revision" WHERE "id" IN (SELECT DISTINCT "job_id" FROM "changed");
        RETURN NULL;
      END $$`);
    for (const table of SHOWN_WITH_THE_JOB) {
      for (const [name, event, rows] of EVENTS) {
        await runner.query(`CREATE TRIGGER "${table}_${name}_touch_job" AFTER ${event} ON "jobs"."${table}"
          REFERENCING ${rows} TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "jobs"."touch_jobs_of_changed_rows"()`);
      }
    }
  }

  async down(runner: QueryRunner): Promise<void> {
    for (const table of SHOWN_WITH_THE_JOB) {
      for (const [name] of EVENTS) await runner.query(`DROP TRIGGER "${table}_${name}_touch_job" ON "jobs"."${table}"`);
    }
    await runner.query(`DROP FUNCTION "jobs"."touch_jobs_of_changed_rows"()`);
    await runner.query(`DROP TRIGGER "jobs_next_revision" ON "jobs"."jobs"`);
    await runner.query(`DROP FUNCTION "jobs"."next_job_revision"()`);
    await runner.query(`ALTER TABLE "jobs"."jobs" DROP COLUMN "revision"`);
  }
}
