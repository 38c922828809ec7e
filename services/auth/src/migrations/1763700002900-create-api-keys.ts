import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * API keys for the versioned API, and a daily count of each key's calls. Only a hash of each key
 * is stored, so a leaked table grants no access. Both go with the account (`ON DELETE CASCADE`),
 * as sessions do.
 */
export class CreateApiKeys1763700002900 implements MigrationInterface {
  name = 'CreateApiKeys1763700002900';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`CREATE TABLE "auth"."api_keys" (
      "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      "user_id" uuid NOT NULL REFERENCES "auth"."users" ("id") ON DELETE CASCADE,
      "name" text NOT NULL,
      "prefix" text NOT NULL,
      "key_hash" text NOT NULL,
      "created_at" timestamptz NOT NULL DEFAULT now(),
      "last_used_at" timestamptz,
      "revoked_at" timestamptz,
      CONSTRAINT "api_keys_key_hash_key" UNIQUE ("key_hash")
    )`);
    // Not partial: deleting an account finds its revoked keys through it too.
    await runner.query(`CREATE INDEX "api_keys_user_id_idx" ON "auth"."api_keys" ("user_id", "created_at")`);
    // A key's rows are found by the primary key's first column; no other index is needed.
    await runner.query(`CREATE TABLE "auth"."api_key_usage" (
      "key_id" uuid NOT NULL REFERENCES "auth"."api_keys" ("id") ON DELETE CASCADE,
      "day" date NOT NULL,
      "calls" integer NOT NULL DEFAULT 0,
      PRIMARY KEY ("key_id", "day")
    )`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP TABLE "auth"."api_key_usage"`);
    await runner.query(`DROP TABLE "auth"."api_keys"`);
  }
}
