import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * `password-reset.requested.v1` carried the raw reset token, and published events stay in the
 * outbox for days. Those already published lose the token (mail has had it); those still waiting
 * whose link has expired are dropped, since a mail for them would only carry a dead link. One still
 * waiting and live is published as it is and mail still handles it: its token is useless an hour
 * after it was made. From here on auth sends `.v2`, whose token is encrypted.
 */
export class ScrubResetTokensFromOutbox1763700003800 implements MigrationInterface {
  name = 'ScrubResetTokensFromOutbox1763700003800';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(
      `UPDATE "auth"."outbox" SET "payload" = "payload" - 'token'
       WHERE "event_name" = 'password-reset.requested.v1' AND "published_at" IS NOT NULL AND "payload" ? 'token'`,
    );
    await runner.query(
      `DELETE FROM "auth"."outbox"
       WHERE "event_name" = 'password-reset.requested.v1' AND "published_at" IS NULL AND ("payload"->>'expiresAt')::timestamptz < now()`,
    );
  }

  async down(): Promise<void> {
    // The tokens are gone; there is nothing to put back.
  }
}
