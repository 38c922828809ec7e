import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { APP_CONFIG } from '@reelmix/service-host';
import { DataSource, EntityManager } from 'typeorm';
import { AuthConfig } from '../auth.config';
import { Session } from './session.entity';

/** What a session keeps of the device that signed in. */
export interface SessionDevice {
  userAgent: string | null;
  network: string | null;
}

/**
 * A session ends after SESSION_IDLE_DAYS without use; its last use is recorded at most this often, so
 * the end may come up to this much early. Every API call resolves the session, and a write per
 * call would turn reads into row-lock traffic for a precision nobody needs.
 */
export const SESSION_TOUCH_INTERVAL_MINUTES = 5;

/**
 * The `auth.sessions` table. Times come from the database clock, which every replica shares: a
 * session's end is decided by one clock, whichever replica asks. A session is live while it is
 * not revoked, has not reached its absolute end and was used within SESSION_IDLE_DAYS.
 */
@Injectable()
export class SessionsRepository {
  private readonly idleDays: number;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) config: AuthConfig,
  ) {
    this.idleDays = config.SESSION_IDLE_DAYS;
  }

  async insert(userId: string, tokenHash: string, ttlHours: number, device: SessionDevice): Promise<{ id: string; expiresAt: Date }> {
    const [row]: Array<{ id: string; expires_at: Date }> = await this.dataSource.query(
      `INSERT INTO "auth"."sessions" ("user_id", "token_hash", "expires_at", "user_agent", "network")
       VALUES ($1, $2, now() + make_interval(hours => $3), $4, $5)
       RETURNING "id", "expires_at"`,
      [userId, tokenHash, ttlHours, device.userAgent, device.network],
    );
    return { id: row.id, expiresAt: row.expires_at };
  }

  /** The session with its user, if it is live. */
  findLive(tokenHash: string): Promise<Session | null> {
    return this.dataSource
      .getRepository(Session)
      .createQueryBuilder('session')
      .innerJoinAndSelect('session.user', 'user')
      .where('session.token_hash = :tokenHash', { tokenHash })
      .andWhere(liveCondition('session.'), { idleDays: this.idleDays })
      .getOne();
  }

  /** The user's live sessions, the most recently used first. */
  listLive(userId: string): Promise<Session[]> {
    return this.dataSource
      .getRepository(Session)
      .createQueryBuilder('session')
      .where('session.user_id = :userId', { userId })
      .andWhere(liveCondition('session.'), { idleDays: this.idleDays })
      .orderBy('session.last_seen_at', 'DESC')
      .addOrderBy('session.created_at', 'DESC')
      .getMany();
  }

  /** Records use, unless it was recorded within the last `SESSION_TOUCH_INTERVAL_MINUTES`. */
  async touch(id: string): Promise<void> {
    await this.dataSource
      .createQueryBuilder()
      .update(Session)
      .set({ lastSeenAt: () => 'now()' })
      .where('id = :id', { id })
      .andWhere('last_seen_at < now() - make_interval(mins => :minutes)', { minutes: SESSION_TOUCH_INTERVAL_MINUTES })
      .execute();
  }

  async revoke(tokenHash: string): Promise<void> {
    await this.dataSource
      .createQueryBuilder()
      .update(Session)
      .set({ revokedAt: () => 'now()' })
      .where('token_hash = :tokenHash', { tokenHash })
      .andWhere('revoked_at IS NULL')
      .execute();
  }

  /**
   * Ends one live session of the user; answers whether one ended. The owner is part of the
   * condition, so another account's session id ends nothing and reads as unknown.
   */
  async revokeOwned(userId: string, sessionId: string): Promise<boolean> {
    const result = await this.dataSource
      .createQueryBuilder()
      .update(Session)
      .set({ revokedAt: () => 'now()' })
      .where('id = :sessionId AND user_id = :userId', { sessionId, userId })
      .andWhere(liveCondition(), { idleDays: this.idleDays })
      .execute();
    return (result.affected ?? 0) > 0;
  }

  /** Ends every session of the user but `keepSessionId`, inside the caller's transaction (`endSessionsOfUser`). */
  revokeAllExcept(manager: EntityManager, userId: string, keepSessionId: string | null): Promise<number> {
    return endSessionsOfUser(manager, userId, keepSessionId);
  }

  /** Deletes a batch of sessions that ended (expired, revoked or left unused) more than `graceDays` ago. */
  async deleteEnded(graceDays: number, batch = 1000): Promise<number> {
    const result = await this.dataSource.query(
      `DELETE FROM "auth"."sessions" WHERE "id" IN (
         SELECT "id" FROM "auth"."sessions"
         WHERE "expires_at" < now() - make_interval(days => $1)
            OR "revoked_at" < now() - make_interval(days => $1)
            OR "last_seen_at" < now() - make_interval(days => $1 + $2)
         LIMIT $3 FOR UPDATE SKIP LOCKED)`,
      [graceDays, this.idleDays, batch],
    );
    return deletedCount(result);
  }
}

/** The live-session condition, on a table aliased `alias` (with its dot) or unaliased. */
function liveCondition(alias = ''): string {
  return `${alias}revoked_at IS NULL AND ${alias}expires_at > now() AND ${alias}last_seen_at > now() - make_interval(days => :idleDays)`;
}

/**
 * Ends every session of the user but `keepSessionId` (every one when it is null), inside the
 * caller's transaction; answers how many ended. A password change and "sign out other devices"
 * both end sessions through here.
 */
export async function endSessionsOfUser(manager: EntityManager, userId: string, keepSessionId: string | null): Promise<number> {
  const result = await manager
    .createQueryBuilder()
    .update(Session)
    .set({ revokedAt: () => 'now()' })
    .where('user_id = :userId AND revoked_at IS NULL', { userId })
    .andWhere('(CAST(:keep AS uuid) IS NULL OR id <> :keep)', { keep: keepSessionId })
    .execute();
  return result.affected ?? 0;
}

/** TypeORM answers a raw DELETE on Postgres with `[rows, rowCount]`. */
export function deletedCount(result: unknown): number {
  return Array.isArray(result) && typeof result[1] === 'number' ? result[1] : 0;
}
