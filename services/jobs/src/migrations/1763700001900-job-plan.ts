import { MigrationInterface, QueryRunner } from 'typeorm';

/** A job's combination plan: every combination, today's names, for jobs made before there was one. */
export class JobPlan1763700001900 implements MigrationInterface {
  name = 'JobPlan1763700001900';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(
      `ALTER TABLE "jobs"."jobs" ADD COLUMN "plan" jsonb NOT NULL DEFAULT '{"exclusions": [], "duration": null, "balanced": null, "nameTemplate": "h{h}-b{b}-c{c}_{ratio}"}'::jsonb`,
    );
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`ALTER TABLE "jobs"."jobs" DROP COLUMN "plan"`);
  }
}
