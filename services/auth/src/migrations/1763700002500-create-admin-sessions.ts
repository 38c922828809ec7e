import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Admin sessions and the admin sign-in audit log. Apart from the customer `sessions`, so a
 * customer token can never resolve to an admin. Audit rows outlive the admin they name
 * (`admin_id` is set to null) and are never swept: they are the record of who got in.
 */
export class CreateAdminSessions1763700002500 implements MigrationInterface {
  name = 'CreateAdminSessions1763700002500';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`CREATE TABLE "auth"."admin_sessions" (
      "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      "admin_id" uuid NOT NULL REFERENCES "auth"."admins" ("id") ON DELETE CASCADE,
      "token_hash" text NOT NULL,
      "created_at" timestamptz NOT NULL DEFAULT now(),
      "expires_at" timestamptz NOT NULL,
      "revoked_at" timestamptz,
      CONSTRAINT "admin_sessions_token_hash_key" UNIQUE ("token_hash")
    )`);
    await runner.query(`CREATE INDEX "admin_sessions_admin_id_idx" ON "auth"."admin_sessions" ("admin_id")`);
    await runner.query(`CREATE INDEX "admin_sessions_expires_at_idx" ON "auth"."admin_sessions" ("expires_at")`);

    await runner.query(`CREATE TABLE "auth"."admin_audit_log" (
      "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      "admin_id" uuid REFERENCES "auth"."admins" ("id") ON DELETE SET NULL,
      "email" text NOT NULL,
      "action" text NOT NULL,
      "ip" text,
      "created_at" timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT "admin_audit_log_action_check" CHECK ("action" IN ('login', 'login-failed', 'logout'))
    )`);
    await runner.query(`CREATE INDEX "admin_audit_log_created_at_idx" ON "auth"."admin_audit_log" ("created_at")`);
    await runner.query(`CREATE INDEX "admin_audit_log_admin_id_idx" ON "auth"."admin_audit_log" ("admin_id") WHERE "admin_id" IS NOT NULL`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP TABLE "auth"."admin_audit_log"`);
    await runner.query(`DROP TABLE "auth"."admin_sessions"`);
  }
}
