import { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateWebhooks1763700008000 implements MigrationInterface {
  name = 'CreateWebhooks1763700008000';

  async up(runner: QueryRunner): Promise<void> {
    // The signing secret is kept as issued: every delivery is signed with it, so it cannot be
    // hashed. Only this service's role reads this schema, and no answer except creation shows it.
    await runner.query(`CREATE TABLE "webhooks"."endpoints" (
      "id" uuid PRIMARY KEY,
      "user_id" uuid NOT NULL,
      "url" text NOT NULL,
      "events" text[] NOT NULL,
      "secret" text NOT NULL,
      "created_at" timestamptz NOT NULL DEFAULT now()
    )`);
    await runner.query(`CREATE INDEX "endpoints_user_idx" ON "webhooks"."endpoints" ("user_id", "created_at")`);
    // One row per event that had a subscriber. `body` is the exact JSON every delivery of it
    // sends, so retries and replays carry the same bytes and the same id. One broker message
    // makes at most one event, whatever the inbox lets through.
    await runner.query(`CREATE TABLE "webhooks"."events" (
      "id" uuid PRIMARY KEY,
      "user_id" uuid NOT NULL,
      "type" text NOT NULL,
      "source_message_id" text NOT NULL,
      "body" text NOT NULL,
      "created_at" timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT "events_source_message_uq" UNIQUE ("source_message_id")
    )`);
    await runner.query(`CREATE INDEX "events_user_idx" ON "webhooks"."events" ("user_id")`);
    // The delivery outbox and its log. An endpoint's deletion takes its deliveries with it.
    await runner.query(`CREATE TABLE "webhooks"."deliveries" (
      "id" uuid PRIMARY KEY,
      "event_id" uuid NOT NULL REFERENCES "webhooks"."events" ("id") ON DELETE CASCADE,
      "endpoint_id" uuid NOT NULL REFERENCES "webhooks"."endpoints" ("id") ON DELETE CASCADE,
      "user_id" uuid NOT NULL,
      "status" text NOT NULL DEFAULT 'pending' CHECK ("status" IN ('pending', 'delivered', 'failed')),
      "attempts" int NOT NULL DEFAULT 0,
      "created_at" timestamptz NOT NULL DEFAULT now(),
      "next_attempt_at" timestamptz DEFAULT now(),
      "last_attempt_at" timestamptz,
      "last_status" int,
      "last_error" text,
      "delivered_at" timestamptz
    )`);
    await runner.query(
      `CREATE INDEX "deliveries_due_idx" ON "webhooks"."deliveries" ("next_attempt_at") WHERE "status" = 'pending'`,
    );
    await runner.query(`CREATE INDEX "deliveries_endpoint_idx" ON "webhooks"."deliveries" ("endpoint_id", "created_at")`);
    await runner.query(`CREATE INDEX "deliveries_event_idx" ON "webhooks"."deliveries" ("event_id")`);
    await runner.query(`CREATE INDEX "deliveries_user_idx" ON "webhooks"."deliveries" ("user_id")`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP TABLE "webhooks"."deliveries"`);
    await runner.query(`DROP TABLE "webhooks"."events"`);
    await runner.query(`DROP TABLE "webhooks"."endpoints"`);
  }
}
