import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { Session } from './session.entity';

/** The `auth.sessions` table. Times come from the database clock, which every replica shares. */
@Injectable()
export class SessionsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async insert(userId: string, tokenHash: string, ttlHours: number): Promise<{ id: string; expiresAt: Date }> {
    const [row]: Array<{ id: string; expires_at: Date }> = await this.dataSource.query(
      `INSERT INTO "auth"."sessions" ("user_id", "token_hash", "expires_at")
       VALUES ($1, $2, now() + make_interval(hours => $3))
       RETURNING "id", "expires_at"`,
      [userId, tokenHash, ttlHours],
    );
    return { id: row.id, expiresAt: row.expires_at };
  }

  /** The session with its user, if it exists, is not revoked and has not expired. */
  findLive(tokenHash: string): Promise<Session | null> {
    return this.dataSource
      .getRepository(Session)
      .createQueryBuilder('session')
      .innerJoinAndSelect('session.user', 'user')
      .where('session.token_hash = :tokenHash', { tokenHash })
      .andWhere('session.revoked_at IS NULL')
      .andWhere('session.expires_at > now()')
      .getOne();
  }

  /**
   * Records use at most once a minute: every API call resolves the session, and a write per call
   * would turn reads into row-lock traffic for nothing anyone needs at that precision.
   */
  async touch(id: string): Promise<void> {
    await this.dataSource
      .createQueryBuilder()
      .update(Session)
      .set({ lastSeenAt: () => 'now()' })
      .where('id = :id', { id })
      .andWhere("last_seen_at < now() - interval '1 minute'")
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

  /** Deletes a batch of sessions that ended (expired or revoked) more than `graceDays` ago. */
  async deleteEnded(graceDays: number, batch = 1000): Promise<number> {
    const result = await this.dataSource.query(
      `DELETE FROM "auth"."sessions" WHERE "id" IN (
         SELECT "id" FROM "auth"."sessions"
         WHERE "expires_at" < now() - make_interval(days => $1)
            OR "revoked_at" < now() - make_interval(days => $1)
         LIMIT $2 FOR UPDATE SKIP LOCKED)`,
      [graceDays, batch],
    );
    return deletedCount(result);
  }
}

/** TypeORM answers a raw DELETE on Postgres with `[rows, rowCount]`. */
export function deletedCount(result: unknown): number {
  return Array.isArray(result) && typeof result[1] === 'number' ? result[1] : 0;
}
