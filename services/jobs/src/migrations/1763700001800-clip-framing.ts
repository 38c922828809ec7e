import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What framing a clip needs to be decided and previewed: its picture's shape and poster frame (both
 * unknown for clips uploaded before), and the buyer's framing of it per placement.
 */
export class ClipFraming1763700001800 implements MigrationInterface {
  name = 'ClipFraming1763700001800';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`ALTER TABLE "jobs"."job_clips"
      ADD COLUMN "width" integer NULL,
      ADD COLUMN "height" integer NULL,
      ADD COLUMN "poster_key" text NULL,
      ADD COLUMN "framing" jsonb NOT NULL DEFAULT '{}'::jsonb`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`ALTER TABLE "jobs"."job_clips" DROP COLUMN "width", DROP COLUMN "height", DROP COLUMN "poster_key", DROP COLUMN "framing"`);
  }
}
