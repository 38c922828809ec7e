import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { APP_CONFIG } from '@reelmix/service-host';
import { DataSource, EntityManager } from 'typeorm';
import { AuthConfig } from '../auth.config';
import { deletedCount } from '../sessions/sessions.repository';
import { type Admin } from './admin.entity';
import { AdminAuditLogRepository } from './admin-audit-log.repository';
import { AdminSession } from './admin-session.entity';

/**
 * The `auth.admin_sessions` table. Opening and ending a session write their audit entry in the
 * same transaction, so the log has a 'login' for every session that ever existed and a 'logout'
 * for every one an admin ended. Times come from the database clock, which every replica shares.
 */
@Injectable()
export class AdminSessionsRepository {
  /** A session also ends after this long without use (ADMIN_SESSION_IDLE_MINUTES). */
  private readonly idleMinutes: number;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly audit: AdminAuditLogRepository,
    @Inject(APP_CONFIG) config: AuthConfig,
  ) {
    this.idleMinutes = config.ADMIN_SESSION_IDLE_MINUTES;
  }

  open(admin: Admin, tokenHash: string, ttlHours: number, ip: string | null): Promise<{ expiresAt: Date }> {
    return this.dataSource.transaction(async (manager) => {
      const [row]: Array<{ expires_at: Date }> = await manager.query(
        `INSERT INTO "auth"."admin_sessions" ("admin_id", "token_hash", "expires_at")
         VALUES ($1, $2, now() + make_interval(hours => $3))
         RETURNING "expires_at"`,
        [admin.id, tokenHash, ttlHours],
      );
      await this.audit.record({ adminId: admin.id, email: admin.email, action: 'login', ip }, manager);
      return { expiresAt: row.expires_at };
    });
  }

  /** The session with its admin, if it exists, is not revoked, has not expired and was used within `idleMinutes`. */
  findLive(tokenHash: string): Promise<AdminSession | null> {
    return this.dataSource
      .getRepository(AdminSession)
      .createQueryBuilder('session')
      .innerJoinAndSelect('session.admin', 'admin')
      .where('session.token_hash = :tokenHash', { tokenHash })
      .andWhere('session.revoked_at IS NULL')
      .andWhere('session.expires_at > now()')
      .andWhere('session.last_seen_at > now() - make_interval(mins => :idleMinutes)', { idleMinutes: this.idleMinutes })
      .getOne();
  }

  /**
   * Records use at most once a minute: the idle limit counts in minutes, and admin traffic is
   * light enough that this costs nothing.
   */
  async touch(id: string): Promise<void> {
    await this.dataSource
      .createQueryBuilder()
      .update(AdminSession)
      .set({ lastSeenAt: () => 'now()' })
      .where('id = :id', { id })
      .andWhere("last_seen_at < now() - interval '1 minute'")
      .execute();
  }

  /**
   * Ends the session and logs it; answers whether a session ended. The row lock the UPDATE takes
   * makes two logouts with one token race to a single winner, so a repeated logout writes nothing.
   * The logout request carries no client address (the contract has none), so its entry has no ip.
   */
  revoke(tokenHash: string): Promise<boolean> {
    return this.dataSource.transaction(async (manager) => {
      // An UPDATE answers `[rows, rowCount]`.
      const [[ended]]: [Array<{ admin_id: string; email: string }>, number] = await manager.query(
        `UPDATE "auth"."admin_sessions" AS s SET "revoked_at" = now()
         FROM "auth"."admins" AS a
         WHERE s."token_hash" = $1 AND s."revoked_at" IS NULL AND a."id" = s."admin_id"
         RETURNING a."id" AS "admin_id", a."email"`,
        [tokenHash],
      );
      if (!ended) return false;
      await this.audit.record({ adminId: ended.admin_id, email: ended.email, action: 'logout', ip: null }, manager);
      return true;
    });
  }

  /**
   * Ends every live session of the admin except the one with `keepTokenHash` (none kept when it
   * is null), inside the caller's transaction; answers how many ended.
   */
  async revokeAllExcept(manager: EntityManager, adminId: string, keepTokenHash: string | null): Promise<number> {
    const [, ended]: [unknown, number] = await manager.query(
      `UPDATE "auth"."admin_sessions" SET "revoked_at" = now()
       WHERE "admin_id" = $1 AND "revoked_at" IS NULL AND ($2::text IS NULL OR "token_hash" <> $2)`,
      [adminId, keepTokenHash],
    );
    return ended;
  }

  /** Deletes a batch of sessions that ended (expired, revoked, or unused for `idleMinutes`) more than `graceDays` ago. */
  async deleteEnded(graceDays: number, batch = 1000): Promise<number> {
    const result = await this.dataSource.query(
      `DELETE FROM "auth"."admin_sessions" WHERE "id" IN (
         SELECT "id" FROM "auth"."admin_sessions"
         WHERE "expires_at" < now() - make_interval(days => $1)
            OR "revoked_at" < now() - make_interval(days => $1)
            OR "last_seen_at" < now() - make_interval(days => $1, mins => $2)
         LIMIT $3 FOR UPDATE SKIP LOCKED)`,
      [graceDays, this.idleMinutes, batch],
    );
    return deletedCount(result);
  }
}
