import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { deletedCount } from '../sessions/sessions.repository';

/**
 * `auth.known_sign_in_addresses`: the address keys (an IPv4 address or an IPv6 /64) each account
 * has been signed in from, with the last time. The login limits exempt these from the account
 * limit. Keyed like the counters (`account:<email>`), so the admin namespace works the same way.
 */
@Injectable()
export class KnownAddressesRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Whether `accountKey` was signed in from `addressKey` at or after `since`. */
  async isKnown(accountKey: string, addressKey: string, since: Date): Promise<boolean> {
    const rows: unknown[] = await this.dataSource.query(
      `SELECT 1 FROM "auth"."known_sign_in_addresses"
       WHERE "account_key" = $1 AND "address_key" = $2 AND "last_sign_in_at" >= $3::timestamptz`,
      [accountKey, addressKey, since],
    );
    return rows.length > 0;
  }

  async remember(accountKey: string, addressKey: string, at: Date): Promise<void> {
    await this.dataSource.query(
      `INSERT INTO "auth"."known_sign_in_addresses" ("account_key", "address_key", "last_sign_in_at") VALUES ($1, $2, $3::timestamptz)
       ON CONFLICT ("account_key", "address_key") DO UPDATE SET "last_sign_in_at" = GREATEST("known_sign_in_addresses"."last_sign_in_at", EXCLUDED."last_sign_in_at")`,
      [accountKey, addressKey, at],
    );
  }

  /** Deletes a batch of addresses last signed in from before `before`: they no longer count as known. */
  async forgetUnusedSince(before: Date, batch = 1000): Promise<number> {
    const result = await this.dataSource.query(
      `DELETE FROM "auth"."known_sign_in_addresses" WHERE ("account_key", "address_key") IN (
         SELECT "account_key", "address_key" FROM "auth"."known_sign_in_addresses"
         WHERE "last_sign_in_at" < $1::timestamptz
         LIMIT $2 FOR UPDATE SKIP LOCKED)`,
      [before, batch],
    );
    return deletedCount(result);
  }
}
