import { MigrationInterface, QueryRunner } from 'typeorm';

/** Customer sessions. Only a hash of each token is stored, so a leaked table grants no logins. */
export class CreateSessions1763700002200 implements MigrationInterface {
  name = 'CreateSessions1763700002200';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`CREATE TABLE "auth"."sessions" (
      "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      "user_id" uuid NOT NULL REFERENCES "auth"."users" ("id") ON DELETE CASCADE,
      "token_hash" text NOT NULL,
      "created_at" timestamptz NOT NULL DEFAULT now(),
      "expires_at" timestamptz NOT NULL,
      "last_seen_at" timestamptz NOT NULL DEFAULT now(),
      "revoked_at" timestamptz,
      CONSTRAINT "sessions_token_hash_key" UNIQUE ("token_hash")
    )`);
    await runner.query(`CREATE INDEX "sessions_user_id_idx" ON "auth"."sessions" ("user_id")`);
    await runner.query(`CREATE INDEX "sessions_expires_at_idx" ON "auth"."sessions" ("expires_at")`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP TABLE "auth"."sessions"`);
  }
}
