import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Customer accounts. The subscription columns are a projection of the billing service's
 * `subscription.changed.v1` events; the provider's customer and payment ids stay in billing.
 */
export class CreateUsers1763700002100 implements MigrationInterface {
  name = 'CreateUsers1763700002100';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`CREATE TABLE "auth"."users" (
      "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      "email" text NOT NULL,
      "password_hash" text NOT NULL,
      "first_name" text NOT NULL DEFAULT '',
      "last_name" text NOT NULL DEFAULT '',
      "requested_pro" boolean NOT NULL DEFAULT false,
      "subscription_status" text,
      "subscription_trial_end" timestamptz,
      "subscription_current_period_end" timestamptz,
      "subscription_id" text,
      "subscription_updated_at" timestamptz,
      "is_affiliate" boolean NOT NULL DEFAULT false,
      "affiliate_code" text,
      "referrer_id" uuid REFERENCES "auth"."users" ("id") ON DELETE SET NULL,
      "created_at" timestamptz NOT NULL DEFAULT now(),
      "updated_at" timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT "users_email_key" UNIQUE ("email"),
      CONSTRAINT "users_email_lower" CHECK ("email" = lower("email")),
      CONSTRAINT "users_affiliate_code_key" UNIQUE ("affiliate_code")
    )`);
    await runner.query(`CREATE INDEX "users_referrer_id_idx" ON "auth"."users" ("referrer_id") WHERE "referrer_id" IS NOT NULL`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP TABLE "auth"."users"`);
  }
}
