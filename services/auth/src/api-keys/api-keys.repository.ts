import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { User } from '../users/user.entity';
import { ApiKey } from './api-key.entity';

export interface NewApiKey {
  userId: string;
  name: string;
  prefix: string;
  keyHash: string;
}

/** A live key as the account's list shows it, with its calls today and over the last 30 days. */
export interface ApiKeyWithUsage {
  id: string;
  name: string;
  prefix: string;
  createdAt: Date;
  lastUsedAt: Date | null;
  callsToday: number;
  callsLast30Days: number;
}

/** Today in UTC by the database clock, which every replica shares: days never split between replicas. */
const TODAY_UTC = `(now() AT TIME ZONE 'UTC')::date`;

/** The `auth.api_keys` and `auth.api_key_usage` tables. */
@Injectable()
export class ApiKeysRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * The account, locked until the caller's transaction ends, so two requests making keys at once
   * count the live keys one after the other and cannot both pass the limit. `FOR NO KEY UPDATE`
   * still lets other transactions insert rows that reference the account (sessions, keys' FKs).
   */
  lockOwner(manager: EntityManager, userId: string): Promise<User | null> {
    return manager.getRepository(User).findOne({ where: { id: userId }, lock: { mode: 'for_no_key_update' } });
  }

  countLive(manager: EntityManager, userId: string): Promise<number> {
    return manager
      .getRepository(ApiKey)
      .createQueryBuilder('api_key')
      .where('api_key.user_id = :userId', { userId })
      .andWhere('api_key.revoked_at IS NULL')
      .getCount();
  }

  async insert(manager: EntityManager, key: NewApiKey): Promise<{ id: string; createdAt: Date }> {
    const result = await manager.createQueryBuilder().insert().into(ApiKey).values(key).returning(['id', 'created_at']).execute();
    const [row] = result.raw as Array<{ id: string; created_at: Date }>;
    return { id: row.id, createdAt: row.created_at };
  }

  /** The account's live keys, newest first; the id breaks ties so the order never changes between calls. */
  async listLive(userId: string): Promise<ApiKeyWithUsage[]> {
    const rows: Array<{
      id: string;
      name: string;
      prefix: string;
      created_at: Date;
      last_used_at: Date | null;
      calls_today: number;
      calls_last_30_days: number;
    }> = await this.dataSource.query(
      `SELECT k."id", k."name", k."prefix", k."created_at", k."last_used_at",
              coalesce(sum(u."calls") FILTER (WHERE u."day" = ${TODAY_UTC}), 0)::int AS "calls_today",
              coalesce(sum(u."calls"), 0)::int AS "calls_last_30_days"
       FROM "auth"."api_keys" k
       LEFT JOIN "auth"."api_key_usage" u ON u."key_id" = k."id" AND u."day" > ${TODAY_UTC} - 30
       WHERE k."user_id" = $1 AND k."revoked_at" IS NULL
       GROUP BY k."id"
       ORDER BY k."created_at" DESC, k."id" DESC`,
      [userId],
    );
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      prefix: row.prefix,
      createdAt: row.created_at,
      lastUsedAt: row.last_used_at,
      callsToday: row.calls_today,
      callsLast30Days: row.calls_last_30_days,
    }));
  }

  /** The live key with its account. A deleted account's keys are gone with it (`ON DELETE CASCADE`). */
  findLive(keyHash: string): Promise<ApiKey | null> {
    return this.dataSource
      .getRepository(ApiKey)
      .createQueryBuilder('api_key')
      .innerJoinAndSelect('api_key.user', 'user')
      .where('api_key.key_hash = :keyHash', { keyHash })
      .andWhere('api_key.revoked_at IS NULL')
      .getOne();
  }

  /**
   * Counts one call: the key's last use and today's calls, in one statement. Every call counts
   * (usage is shown per day), unlike sessions' once-a-minute touch; the per-key rate limit bounds
   * the writes. The count is written only if the key is still live when its row is locked, so a
   * key revoked or deleted meanwhile answers `false` and counts nothing.
   */
  async recordUse(keyId: string): Promise<boolean> {
    const rows: Array<{ calls: number }> = await this.dataSource.query(
      `WITH "used" AS (
         UPDATE "auth"."api_keys" SET "last_used_at" = now()
         WHERE "id" = $1 AND "revoked_at" IS NULL
         RETURNING "id"
       )
       INSERT INTO "auth"."api_key_usage" ("key_id", "day", "calls")
       SELECT "id", ${TODAY_UTC}, 1 FROM "used"
       ON CONFLICT ("key_id", "day") DO UPDATE SET "calls" = "auth"."api_key_usage"."calls" + 1
       RETURNING "calls"`,
      [keyId],
    );
    return rows.length > 0;
  }

  /** Answers whether a live key of this account was revoked: another account's key is not touched. */
  async revoke(userId: string, keyId: string): Promise<boolean> {
    const result = await this.dataSource
      .createQueryBuilder()
      .update(ApiKey)
      .set({ revokedAt: () => 'now()' })
      .where('id = :keyId', { keyId })
      .andWhere('user_id = :userId', { userId })
      .andWhere('revoked_at IS NULL')
      .execute();
    return (result.affected ?? 0) > 0;
  }
}
