import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Every admin write is audited, whichever service does it: entries name their target as an
 * account (`user`, `admin`, by id only) or a setting (by name), and carry what changed
 * (`changes`: each field's value before and after, a secret only as changed or not). `subject_id`
 * becomes `target_id`, text, since a setting's name is no uuid. The action list is written out
 * here as it stood: later actions come with later migrations.
 */
export class AdminAuditChanges1763700003700 implements MigrationInterface {
  name = 'AdminAuditChanges1763700003700';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`ALTER TABLE "auth"."admin_audit_log" RENAME COLUMN "subject_id" TO "target_id"`);
    await runner.query(`ALTER TABLE "auth"."admin_audit_log" ALTER COLUMN "target_id" TYPE text`);
    await runner.query(`ALTER TABLE "auth"."admin_audit_log" ADD COLUMN "target_kind" text`);
    await runner.query(`UPDATE "auth"."admin_audit_log" SET "target_kind" = CASE
      WHEN "action" IN ('user-deleted', 'pro-user-created') THEN 'user'
      ELSE 'admin' END WHERE "target_id" IS NOT NULL`);
    await runner.query(`ALTER TABLE "auth"."admin_audit_log" ADD CONSTRAINT "admin_audit_log_target_check" CHECK (
      ("target_kind" IS NULL) = ("target_id" IS NULL) AND ("target_kind" IS NULL OR "target_kind" IN ('user', 'admin', 'setting'))
    )`);
    await runner.query(`ALTER TABLE "auth"."admin_audit_log" ADD COLUMN "changes" jsonb NOT NULL DEFAULT '{}'`);
    await runner.query(`ALTER TABLE "auth"."admin_audit_log" DROP CONSTRAINT "admin_audit_log_action_check"`);
    await runner.query(`ALTER TABLE "auth"."admin_audit_log" ADD CONSTRAINT "admin_audit_log_action_check" CHECK ("action" IN (
      'login', 'login-failed', 'logout',
      'admin-created', 'profile-updated', 'password-changed', 'password-change-failed',
      'pro-user-created', 'user-deleted', 'requested-pro-cleared',
      'complimentary-pro-set', 'pro-cancelled', 'stripe-webhook-set-up',
      'email-settings-saved', 'user-mailed', 'test-email-sent',
      'payout-created', 'payouts-run'
    ))`);
    // The admin app's filter by action pages newest first.
    await runner.query(`CREATE INDEX "admin_audit_log_action_created_at_idx" ON "auth"."admin_audit_log" ("action", "created_at")`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP INDEX "auth"."admin_audit_log_action_created_at_idx"`);
    await runner.query(`DELETE FROM "auth"."admin_audit_log" WHERE "action" NOT IN (
      'login', 'login-failed', 'logout',
      'user-deleted', 'pro-user-created', 'admin-created', 'profile-updated', 'password-changed', 'password-change-failed'
    )`);
    await runner.query(`ALTER TABLE "auth"."admin_audit_log" DROP CONSTRAINT "admin_audit_log_action_check"`);
    await runner.query(`ALTER TABLE "auth"."admin_audit_log" ADD CONSTRAINT "admin_audit_log_action_check" CHECK ("action" IN (
      'login', 'login-failed', 'logout',
      'user-deleted', 'pro-user-created', 'admin-created', 'profile-updated', 'password-changed', 'password-change-failed'
    ))`);
    await runner.query(`ALTER TABLE "auth"."admin_audit_log" DROP COLUMN "changes"`);
    await runner.query(`ALTER TABLE "auth"."admin_audit_log" DROP CONSTRAINT "admin_audit_log_target_check"`);
    await runner.query(`ALTER TABLE "auth"."admin_audit_log" DROP COLUMN "target_kind"`);
    await runner.query(`ALTER TABLE "auth"."admin_audit_log" ALTER COLUMN "target_id" TYPE uuid USING "target_id"::uuid`);
    await runner.query(`ALTER TABLE "auth"."admin_audit_log" RENAME COLUMN "target_id" TO "subject_id"`);
  }
}
