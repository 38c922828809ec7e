import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The affiliate programme's ledger. Money is integer cents. `payments` mirrors the invoices billing
 * announced (all users: a payment may arrive before the registration that makes it a referral);
 * `commissions` holds one row per invoice (kind `commission`, unique per invoice) plus negative
 * `adjustment` rows for refunds of commissions already paid out.
 */
export class CreateAffiliates1763700007000 implements MigrationInterface {
  name = 'CreateAffiliates1763700007000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`CREATE TABLE "affiliates"."users" (
      "user_id" uuid PRIMARY KEY,
      "email" text,
      "registered_at" timestamptz,
      "deleted_at" timestamptz,
      "updated_at" timestamptz NOT NULL DEFAULT now()
    )`);
    await runner.query(`CREATE TABLE "affiliates"."affiliates" (
      "user_id" uuid PRIMARY KEY,
      "code" text NOT NULL,
      "enrolled_at" timestamptz NOT NULL,
      "deleted_at" timestamptz,
      CONSTRAINT "affiliates_code_key" UNIQUE ("code")
    )`);
    await runner.query(`CREATE TABLE "affiliates"."referrals" (
      "referred_id" uuid PRIMARY KEY,
      "referrer_id" uuid NOT NULL,
      "referred_at" timestamptz NOT NULL,
      "self_referral_at" timestamptz,
      CONSTRAINT "referrals_not_self" CHECK ("referred_id" <> "referrer_id")
    )`);
    await runner.query(`CREATE INDEX "referrals_referrer_id_idx" ON "affiliates"."referrals" ("referrer_id")`);
    await runner.query(`CREATE TABLE "affiliates"."card_fingerprints" (
      "user_id" uuid NOT NULL,
      "fingerprint" text NOT NULL,
      "seen_at" timestamptz NOT NULL,
      PRIMARY KEY ("user_id", "fingerprint")
    )`);
    await runner.query(`CREATE INDEX "card_fingerprints_fingerprint_idx" ON "affiliates"."card_fingerprints" ("fingerprint")`);
    await runner.query(`CREATE TABLE "affiliates"."payments" (
      "invoice_id" text PRIMARY KEY,
      "user_id" uuid NOT NULL,
      "amount_paid_cents" integer NOT NULL CHECK ("amount_paid_cents" >= 0),
      "amount_refunded_cents" integer NOT NULL DEFAULT 0 CHECK ("amount_refunded_cents" >= 0),
      "currency" text NOT NULL,
      "paid_at" timestamptz NOT NULL,
      "card_fingerprint" text,
      "created_at" timestamptz NOT NULL DEFAULT now()
    )`);
    await runner.query(`CREATE INDEX "payments_user_id_idx" ON "affiliates"."payments" ("user_id", "paid_at")`);
    await runner.query(`CREATE TABLE "affiliates"."payouts" (
      "id" text PRIMARY KEY,
      "affiliate_id" uuid NOT NULL REFERENCES "affiliates"."affiliates" ("user_id"),
      "amount_cents" integer NOT NULL CHECK ("amount_cents" > 0),
      "commission_count" integer NOT NULL,
      "admin_id" uuid,
      "created_at" timestamptz NOT NULL
    )`);
    await runner.query(`CREATE INDEX "payouts_affiliate_id_idx" ON "affiliates"."payouts" ("affiliate_id", "created_at")`);
    await runner.query(`CREATE TABLE "affiliates"."commissions" (
      "id" uuid PRIMARY KEY,
      "affiliate_id" uuid NOT NULL REFERENCES "affiliates"."affiliates" ("user_id"),
      "referred_id" uuid NOT NULL,
      "invoice_id" text NOT NULL REFERENCES "affiliates"."payments" ("invoice_id"),
      "kind" text NOT NULL,
      "amount_cents" integer NOT NULL,
      "status" text NOT NULL DEFAULT 'pending',
      "invoice_paid_at" timestamptz NOT NULL,
      "approved_at" timestamptz,
      "paid_at" timestamptz,
      "payout_id" text REFERENCES "affiliates"."payouts" ("id"),
      "void_reason" text,
      "created_at" timestamptz NOT NULL,
      "updated_at" timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT "commissions_kind_amount" CHECK (("kind" = 'commission' AND "amount_cents" > 0) OR ("kind" = 'adjustment' AND "amount_cents" < 0)),
      CONSTRAINT "commissions_status" CHECK ("status" IN ('pending', 'approved', 'paid', 'void')),
      CONSTRAINT "commissions_paid_has_payout" CHECK (("status" = 'paid') = ("payout_id" IS NOT NULL))
    )`);
    // The rule that makes a repeated invoice event (even under a new message id) add nothing.
    await runner.query(`CREATE UNIQUE INDEX "commissions_invoice_id_key" ON "affiliates"."commissions" ("invoice_id") WHERE "kind" = 'commission'`);
    await runner.query(`CREATE INDEX "commissions_affiliate_status_idx" ON "affiliates"."commissions" ("affiliate_id", "status")`);
    await runner.query(`CREATE INDEX "commissions_pending_idx" ON "affiliates"."commissions" ("invoice_paid_at") WHERE "status" = 'pending'`);
  }

  async down(runner: QueryRunner): Promise<void> {
    for (const table of ['commissions', 'payouts', 'payments', 'card_fingerprints', 'referrals', 'affiliates', 'users']) {
      await runner.query(`DROP TABLE "affiliates"."${table}"`);
    }
  }
}
