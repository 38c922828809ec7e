import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A library clip's label: the customer's short name for it, shown instead of its file name, and
 * when it was last set, which orders the label changes jobs receives.
 */
export class ClipLabels1763700002600 implements MigrationInterface {
  name = 'ClipLabels1763700002600';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`ALTER TABLE "uploads"."clips" ADD COLUMN "label" text NULL, ADD COLUMN "label_changed_at" timestamptz NULL`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`ALTER TABLE "uploads"."clips" DROP COLUMN "label", DROP COLUMN "label_changed_at"`);
  }
}
