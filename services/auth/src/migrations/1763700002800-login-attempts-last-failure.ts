import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Login limits grow a delay from a key's last failure and forget its failures after a quiet spell,
 * so each counter also keeps when it last failed. Housekeeping deletes by it (it is never earlier
 * than the window's start, so it covers fixed-window counters too).
 */
export class LoginAttemptsLastFailure1763700002800 implements MigrationInterface {
  name = 'LoginAttemptsLastFailure1763700002800';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`ALTER TABLE "auth"."login_attempts" ADD COLUMN "last_failure_at" timestamptz`);
    await runner.query(`UPDATE "auth"."login_attempts" SET "last_failure_at" = "window_start"`);
    await runner.query(`ALTER TABLE "auth"."login_attempts" ALTER COLUMN "last_failure_at" SET NOT NULL`);
    await runner.query(`DROP INDEX "auth"."login_attempts_window_start_idx"`);
    await runner.query(`CREATE INDEX "login_attempts_last_failure_at_idx" ON "auth"."login_attempts" ("last_failure_at")`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP INDEX "auth"."login_attempts_last_failure_at_idx"`);
    await runner.query(`CREATE INDEX "login_attempts_window_start_idx" ON "auth"."login_attempts" ("window_start")`);
    await runner.query(`ALTER TABLE "auth"."login_attempts" DROP COLUMN "last_failure_at"`);
  }
}
