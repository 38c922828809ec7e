import { MigrationInterface, QueryRunner } from 'typeorm';

/** Deleted accounts (no job may be made for them again), and the index the admin figures read by date. */
export class CreateDeletedUsers1763700001100 implements MigrationInterface {
  name = 'CreateDeletedUsers1763700001100';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`CREATE TABLE "jobs"."deleted_users" (
      "user_id" uuid PRIMARY KEY,
      "deleted_at" timestamptz NOT NULL
    )`);
    await runner.query(`CREATE INDEX "jobs_created_idx" ON "jobs"."jobs" ("created_at" DESC)`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP INDEX "jobs"."jobs_created_idx"`);
    await runner.query(`DROP TABLE "jobs"."deleted_users"`);
  }
}
