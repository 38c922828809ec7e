import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The addresses (IPv4 addresses, IPv6 /64s) each account was signed in from. The login limits
 * exempt them from the per-account delay, so a guesser spread over many fresh addresses is held by
 * it while the owner at a familiar address is not. Housekeeping deletes the rows not used for
 * long, by `last_sign_in_at`.
 */
export class CreateKnownSignInAddresses1763700003500 implements MigrationInterface {
  name = 'CreateKnownSignInAddresses1763700003500';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`CREATE TABLE "auth"."known_sign_in_addresses" (
      "account_key" text NOT NULL,
      "address_key" text NOT NULL,
      "last_sign_in_at" timestamptz NOT NULL,
      PRIMARY KEY ("account_key", "address_key")
    )`);
    await runner.query(`CREATE INDEX "known_sign_in_addresses_last_sign_in_at_idx" ON "auth"."known_sign_in_addresses" ("last_sign_in_at")`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP TABLE "auth"."known_sign_in_addresses"`);
  }
}
