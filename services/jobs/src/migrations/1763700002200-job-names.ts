import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Jobs get a number in their owner's own sequence (the `j12` of output names) and a name a person
 * reads (contracts job-name). The sequence's last number is kept per user, so a deleted job's
 * number is never given again: its ads may still run under names that carry it. Jobs made before
 * are numbered in the order they were made and named from their day and first hook.
 */
export class JobNames1763700002200 implements MigrationInterface {
  name = 'JobNames1763700002200';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`CREATE TABLE "jobs"."job_numbers" ("user_id" uuid PRIMARY KEY, "last_number" int NOT NULL)`);
    await runner.query(`ALTER TABLE "jobs"."jobs" ADD COLUMN "number" int NULL`);
    await runner.query(`ALTER TABLE "jobs"."jobs" ADD COLUMN "name" text NULL`);
    await runner.query(`
      UPDATE "jobs"."jobs" AS j SET "number" = n.number
      FROM (SELECT "id", row_number() OVER (PARTITION BY "user_id" ORDER BY "created_at", "id") AS number FROM "jobs"."jobs") AS n
      WHERE j."id" = n."id"`);
    await runner.query(`
      UPDATE "jobs"."jobs" AS j SET "name" = left(trim(to_char(j."created_at" AT TIME ZONE 'UTC', 'YYYY-MM-DD') || ' ' || coalesce((
        SELECT regexp_replace(c."original_name", '\\.[^.]*$', '') FROM "jobs"."job_clips" AS c
        WHERE c."job_id" = j."id" AND c."section" = 'intro' AND c."position" = 1
      ), '')), 80)`);
    await runner.query(`INSERT INTO "jobs"."job_numbers" ("user_id", "last_number") SELECT "user_id", max("number") FROM "jobs"."jobs" GROUP BY "user_id"`);
    await runner.query(`ALTER TABLE "jobs"."jobs" ALTER COLUMN "number" SET NOT NULL`);
    await runner.query(`ALTER TABLE "jobs"."jobs" ALTER COLUMN "name" SET NOT NULL`);
    await runner.query(`CREATE UNIQUE INDEX "jobs_user_number_idx" ON "jobs"."jobs" ("user_id", "number")`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP INDEX "jobs"."jobs_user_number_idx"`);
    await runner.query(`ALTER TABLE "jobs"."jobs" DROP COLUMN "name"`);
    await runner.query(`ALTER TABLE "jobs"."jobs" DROP COLUMN "number"`);
    await runner.query(`DROP TABLE "jobs"."job_numbers"`);
  }
}
