import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Where accounts were seen, for the self-referral signals beyond a shared card: the device cookie
 * and the client address key (an IPv4 address, an IPv6 /64) of an affiliate on their programme
 * pages and of a referred customer at sign-up. One row per account, kind and value, with when it
 * was last seen; erased with the account. `referrals.self_referral_signal` says which signal
 * marked a referral.
 */
export class SelfReferralSignals1763700007100 implements MigrationInterface {
  name = 'SelfReferralSignals1763700007100';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`CREATE TABLE "affiliates"."sightings" (
      "user_id" uuid NOT NULL,
      "kind" text NOT NULL CHECK ("kind" IN ('device', 'address')),
      "value" text NOT NULL,
      "last_seen_at" timestamptz NOT NULL,
      PRIMARY KEY ("user_id", "kind", "value")
    )`);
    await runner.query(`CREATE INDEX "sightings_kind_value_idx" ON "affiliates"."sightings" ("kind", "value")`);
    await runner.query(`ALTER TABLE "affiliates"."referrals" ADD COLUMN "self_referral_signal" text`);
    await runner.query(`UPDATE "affiliates"."referrals" SET "self_referral_signal" = 'card' WHERE "self_referral_at" IS NOT NULL`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`ALTER TABLE "affiliates"."referrals" DROP COLUMN "self_referral_signal"`);
    await runner.query(`DROP TABLE "affiliates"."sightings"`);
  }
}
