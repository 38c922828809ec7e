import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Normalised segments outlive their job: clips carry their content hash, kept segments are
 * recorded per user, and a job counts its ready segments so progress moves while clips normalise.
 */
export class KeptSegments1763700001600 implements MigrationInterface {
  name = 'KeptSegments1763700001600';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`ALTER TABLE "jobs"."job_clips" ADD COLUMN "content_sha256" text`);
    await runner.query(`ALTER TABLE "jobs"."jobs" ADD COLUMN "expected_segments" int NOT NULL DEFAULT 0`);
    await runner.query(`ALTER TABLE "jobs"."jobs" ADD COLUMN "ready_segments" int NOT NULL DEFAULT 0`);
    await runner.query(`CREATE TABLE "jobs"."kept_segments" (
      "segment_key" text PRIMARY KEY,
      "user_id" uuid NOT NULL,
      "duration_sec" double precision NOT NULL,
      "created_at" timestamptz NOT NULL,
      "last_used_at" timestamptz NOT NULL
    )`);
    await runner.query(`CREATE INDEX "kept_segments_user_idx" ON "jobs"."kept_segments" ("user_id")`);
    // The retention sweep takes the least recently used first.
    await runner.query(`CREATE INDEX "kept_segments_last_used_idx" ON "jobs"."kept_segments" ("last_used_at")`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP TABLE "jobs"."kept_segments"`);
    await runner.query(`ALTER TABLE "jobs"."jobs" DROP COLUMN "ready_segments", DROP COLUMN "expected_segments"`);
    await runner.query(`ALTER TABLE "jobs"."job_clips" DROP COLUMN "content_sha256"`);
  }
}
