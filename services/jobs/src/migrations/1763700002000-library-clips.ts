import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Clips as the library names them, and clips taken out of a job. A removed clip keeps its row and
 * position: positions stay 1..n per section, as the planner and the output names count on.
 */
export class LibraryClips1763700002000 implements MigrationInterface {
  name = 'LibraryClips1763700002000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`ALTER TABLE "jobs"."job_clips" ADD COLUMN "clip_id" uuid NULL`);
    await runner.query(`ALTER TABLE "jobs"."job_clips" ADD COLUMN "removed_at" timestamptz NULL`);
    // A library clip's deletion finds every job that uses it.
    await runner.query(`CREATE INDEX "job_clips_clip_id_idx" ON "jobs"."job_clips" ("clip_id")`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP INDEX "jobs"."job_clips_clip_id_idx"`);
    await runner.query(`ALTER TABLE "jobs"."job_clips" DROP COLUMN "removed_at"`);
    await runner.query(`ALTER TABLE "jobs"."job_clips" DROP COLUMN "clip_id"`);
  }
}
