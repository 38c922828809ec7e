import { MigrationInterface, QueryRunner } from 'typeorm';

/** Payments taken for subscriptions: what the affiliate programme's commissions are computed from. */
export class CreateInvoices1763700003100 implements MigrationInterface {
  name = 'CreateInvoices1763700003100';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`CREATE TABLE "billing"."invoices" (
      "id" text PRIMARY KEY,
      "user_id" uuid NOT NULL,
      "subscription_id" text NOT NULL,
      "amount_paid_cents" integer NOT NULL CHECK ("amount_paid_cents" >= 0),
      "amount_refunded_cents" integer NOT NULL DEFAULT 0 CHECK ("amount_refunded_cents" >= 0),
      "currency" text NOT NULL,
      "paid_at" timestamptz NOT NULL,
      "payment_intent_id" text,
      "created_at" timestamptz NOT NULL DEFAULT now()
    )`);
    await runner.query(`CREATE INDEX "invoices_user_id_idx" ON "billing"."invoices" ("user_id")`);
    await runner.query(
      `CREATE UNIQUE INDEX "invoices_payment_intent_id_key" ON "billing"."invoices" ("payment_intent_id") WHERE "payment_intent_id" IS NOT NULL`,
    );
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP TABLE "billing"."invoices"`);
  }
}
