import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Deleted accounts. A user's row stays as a marker without the address (`email` NULL,
 * `deleted_at` set), so an event about the user that arrives after the deletion is skipped
 * instead of waiting for an address that will never come. Outgoing mail names the user it is
 * for, so their mail can be found and dropped.
 */
export class ForgetDeletedUsers1763700006200 implements MigrationInterface {
  name = 'ForgetDeletedUsers1763700006200';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`ALTER TABLE "mail"."users" ALTER COLUMN "email" DROP NOT NULL`);
    await runner.query(`ALTER TABLE "mail"."users" ADD COLUMN "deleted_at" timestamptz`);
    await runner.query(`ALTER TABLE "mail"."users" ADD CONSTRAINT "users_deleted_without_email" CHECK ("deleted_at" IS NULL OR "email" IS NULL)`);
    await runner.query(`ALTER TABLE "mail"."outgoing_mail" ADD COLUMN "user_id" uuid`);
    await runner.query(`CREATE INDEX "outgoing_mail_user_id_idx" ON "mail"."outgoing_mail" ("user_id") WHERE "user_id" IS NOT NULL`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP INDEX "mail"."outgoing_mail_user_id_idx"`);
    await runner.query(`ALTER TABLE "mail"."outgoing_mail" DROP COLUMN "user_id"`);
    await runner.query(`DELETE FROM "mail"."users" WHERE "deleted_at" IS NOT NULL`);
    await runner.query(`ALTER TABLE "mail"."users" DROP CONSTRAINT "users_deleted_without_email"`);
    await runner.query(`ALTER TABLE "mail"."users" DROP COLUMN "deleted_at"`);
    await runner.query(`ALTER TABLE "mail"."users" ALTER COLUMN "email" SET NOT NULL`);
  }
}
