import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The customer's label of each job clip's library clip, which names the part in the results,
 * names and manifest, and when it was set there: a label change that arrives after a later one
 * changes nothing.
 */
export class JobClipLabels1763700002300 implements MigrationInterface {
  name = 'JobClipLabels1763700002300';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`ALTER TABLE "jobs"."job_clips" ADD COLUMN "label" text NULL, ADD COLUMN "label_changed_at" timestamptz NULL`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`ALTER TABLE "jobs"."job_clips" DROP COLUMN "label", DROP COLUMN "label_changed_at"`);
  }
}
