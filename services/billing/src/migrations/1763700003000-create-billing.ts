import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Billing's own records of the payment provider's objects. The provider is the source of truth for
 * a subscription's state; these rows are what billing last learned, and what it told the others.
 */
export class CreateBilling1763700003000 implements MigrationInterface {
  name = 'CreateBilling1763700003000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`CREATE TABLE "billing"."customers" (
      "provider_customer_id" text PRIMARY KEY,
      "email" text NOT NULL,
      "user_id" uuid,
      "created_at" timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT "customers_user_id_key" UNIQUE ("user_id")
    )`);
    await runner.query(`CREATE TABLE "billing"."registration_setups" (
      "setup_intent_id" text PRIMARY KEY,
      "email" text NOT NULL,
      "provider_customer_id" text NOT NULL REFERENCES "billing"."customers" ("provider_customer_id"),
      "user_id" uuid,
      "created_at" timestamptz NOT NULL DEFAULT now()
    )`);
    await runner.query(`CREATE TABLE "billing"."subscriptions" (
      "id" text PRIMARY KEY,
      "user_id" uuid NOT NULL,
      "provider_customer_id" text NOT NULL,
      "status" text NOT NULL,
      "trial_end" timestamptz,
      "current_period_end" timestamptz,
      "cancel_at_period_end" boolean NOT NULL DEFAULT false,
      "card_fingerprint" text,
      "trial_ending_notified_at" timestamptz,
      "state_version" timestamptz NOT NULL,
      "created_at" timestamptz NOT NULL DEFAULT now(),
      "updated_at" timestamptz NOT NULL DEFAULT now()
    )`);
    await runner.query(`CREATE INDEX "subscriptions_user_id_idx" ON "billing"."subscriptions" ("user_id")`);
    await runner.query(
      `CREATE INDEX "subscriptions_trialing_idx" ON "billing"."subscriptions" ("trial_end") WHERE "status" = 'trialing' AND "trial_ending_notified_at" IS NULL`,
    );
    await runner.query(`CREATE TABLE "billing"."webhook_events" (
      "event_id" text PRIMARY KEY,
      "type" text NOT NULL,
      "received_at" timestamptz NOT NULL DEFAULT now()
    )`);
    await runner.query(`CREATE TABLE "billing"."webhook_config" (
      "id" smallint PRIMARY KEY DEFAULT 1 CHECK ("id" = 1),
      "endpoint_id" text NOT NULL,
      "url" text NOT NULL,
      "signing_secret" text,
      "created_at" timestamptz NOT NULL DEFAULT now()
    )`);
    await runner.query(`CREATE TABLE "billing"."test_provider_objects" (
      "id" text PRIMARY KEY,
      "kind" text NOT NULL,
      "data" jsonb NOT NULL,
      "updated_at" timestamptz NOT NULL DEFAULT now()
    )`);
    await runner.query(`CREATE INDEX "test_provider_objects_kind_idx" ON "billing"."test_provider_objects" ("kind")`);
  }

  async down(runner: QueryRunner): Promise<void> {
    for (const table of ['test_provider_objects', 'webhook_config', 'webhook_events', 'subscriptions', 'registration_setups', 'customers']) {
      await runner.query(`DROP TABLE "billing"."${table}"`);
    }
  }
}
