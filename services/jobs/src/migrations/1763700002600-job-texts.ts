import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Text variants: the job's texts and their style live in its plan (the `plan` jsonb, beside the
 * other plan settings, in order with their labels); each output records which text its hook
 * shows, and a hook gets one segment per text it is drawn with, so the text joins the segment's
 * key. Segment rows without a text keep 0 there: a key column cannot be null.
 */
export class JobTexts1763700002600 implements MigrationInterface {
  name = 'JobTexts1763700002600';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`ALTER TABLE "jobs"."job_outputs" ADD COLUMN "text" int NULL`);
    await runner.query(`ALTER TABLE "jobs"."job_segments" ADD COLUMN "text" int NOT NULL DEFAULT 0`);
    await runner.query(`ALTER TABLE "jobs"."job_segments" DROP CONSTRAINT "job_segments_pkey"`);
    await runner.query(`ALTER TABLE "jobs"."job_segments" ADD PRIMARY KEY ("job_id", "section", "position", "placement", "text")`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DELETE FROM "jobs"."job_segments" WHERE "text" <> 0`);
    await runner.query(`ALTER TABLE "jobs"."job_segments" DROP CONSTRAINT "job_segments_pkey"`);
    await runner.query(`ALTER TABLE "jobs"."job_segments" ADD PRIMARY KEY ("job_id", "section", "position", "placement")`);
    await runner.query(`ALTER TABLE "jobs"."job_segments" DROP COLUMN "text"`);
    await runner.query(`ALTER TABLE "jobs"."job_outputs" DROP COLUMN "text"`);
  }
}
