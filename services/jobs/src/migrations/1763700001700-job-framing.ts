import { MigrationInterface, QueryRunner } from 'typeorm';

/** A job's framing choice. Jobs made before there was one were rendered with bars. */
export class JobFraming1763700001700 implements MigrationInterface {
  name = 'JobFraming1763700001700';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`ALTER TABLE "jobs"."jobs" ADD COLUMN "framing" text NOT NULL DEFAULT 'fit'`);
    await runner.query(`ALTER TABLE "jobs"."jobs" ALTER COLUMN "framing" SET DEFAULT 'auto'`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`ALTER TABLE "jobs"."jobs" DROP COLUMN "framing"`);
  }
}
