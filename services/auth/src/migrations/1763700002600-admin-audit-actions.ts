import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The audit log also records what admins do to accounts, not only who signed in. `subject_id`
 * names the account acted on (a user or an admin) by id only: after a deletion the log must not
 * keep the person's address, and the id means nothing outside this database.
 */
export class AdminAuditActions1763700002600 implements MigrationInterface {
  name = 'AdminAuditActions1763700002600';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`ALTER TABLE "auth"."admin_audit_log" ADD COLUMN "subject_id" uuid`);
    await runner.query(`ALTER TABLE "auth"."admin_audit_log" DROP CONSTRAINT "admin_audit_log_action_check"`);
    await runner.query(`ALTER TABLE "auth"."admin_audit_log" ADD CONSTRAINT "admin_audit_log_action_check" CHECK ("action" IN (
      'login', 'login-failed', 'logout',
      'user-deleted', 'pro-user-created', 'admin-created', 'profile-updated', 'password-changed', 'password-change-failed'
    ))`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DELETE FROM "auth"."admin_audit_log" WHERE "action" NOT IN ('login', 'login-failed', 'logout')`);
    await runner.query(`ALTER TABLE "auth"."admin_audit_log" DROP CONSTRAINT "admin_audit_log_action_check"`);
    await runner.query(
      `ALTER TABLE "auth"."admin_audit_log" ADD CONSTRAINT "admin_audit_log_action_check" CHECK ("action" IN ('login', 'login-failed', 'logout'))`,
    );
    await runner.query(`ALTER TABLE "auth"."admin_audit_log" DROP COLUMN "subject_id"`);
  }
}
