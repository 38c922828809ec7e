import { MigrationInterface, QueryRunner } from 'typeorm';

/** Deleted accounts: no upload may be recorded for them again. */
export class CreateDeletedUsers1763700002100 implements MigrationInterface {
  name = 'CreateDeletedUsers1763700002100';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`CREATE TABLE "uploads"."deleted_users" (
      "user_id" uuid PRIMARY KEY,
      "deleted_at" timestamptz NOT NULL
    )`);
    await runner.query(`CREATE INDEX "uploads_user_idx" ON "uploads"."uploads" ("user_id")`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP INDEX "uploads"."uploads_user_idx"`);
    await runner.query(`DROP TABLE "uploads"."deleted_users"`);
  }
}
