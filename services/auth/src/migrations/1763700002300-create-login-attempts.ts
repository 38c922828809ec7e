import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Failed-login counters per account and per client address, in fixed windows. In the database
 * rather than in memory so every auth replica counts the same attempts.
 */
export class CreateLoginAttempts1763700002300 implements MigrationInterface {
  name = 'CreateLoginAttempts1763700002300';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`CREATE TABLE "auth"."login_attempts" (
      "key" text PRIMARY KEY,
      "window_start" timestamptz NOT NULL DEFAULT now(),
      "failures" integer NOT NULL DEFAULT 0
    )`);
    await runner.query(`CREATE INDEX "login_attempts_window_start_idx" ON "auth"."login_attempts" ("window_start")`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP TABLE "auth"."login_attempts"`);
  }
}
