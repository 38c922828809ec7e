import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Admin cancellations of Pro, with the admin's reason (docs/product-rules.md#pro-by-an-admin), and the
 * moment each subscription was cancelled, which the admin activity list shows.
 */
export class CreateProCancellations1763700003200 implements MigrationInterface {
  name = 'CreateProCancellations1763700003200';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`CREATE TABLE "billing"."pro_cancellations" (
      "id" uuid PRIMARY KEY,
      "user_id" uuid NOT NULL,
      "admin_id" uuid NOT NULL,
      "reason" text NOT NULL,
      "cancelled_at" timestamptz NOT NULL,
      "subscription_id" text,
      "was_trialing" boolean NOT NULL DEFAULT false
    )`);
    await runner.query(`CREATE INDEX "pro_cancellations_user_id_idx" ON "billing"."pro_cancellations" ("user_id")`);
    await runner.query(`ALTER TABLE "billing"."subscriptions" ADD COLUMN "cancelled_at" timestamptz`);
    // Rows cancelled before the column existed: their last change is the best record of when.
    await runner.query(
      `UPDATE "billing"."subscriptions" SET "cancelled_at" = "updated_at" WHERE "status" = 'canceled' OR "cancel_at_period_end"`,
    );
    await runner.query(`CREATE INDEX "invoices_paid_at_idx" ON "billing"."invoices" ("paid_at")`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP INDEX "billing"."invoices_paid_at_idx"`);
    await runner.query(`ALTER TABLE "billing"."subscriptions" DROP COLUMN "cancelled_at"`);
    await runner.query(`DROP TABLE "billing"."pro_cancellations"`);
  }
}
