import { Injectable } from '@nestjs/common';
import { EntityManager, IsNull, Not } from 'typeorm';
import { MailUser } from './mail-user.entity';

@Injectable()
export class MailUserRepository {
  /**
   * Last write wins: a later event for the same user carries the address to use now. A deleted
   * user is never given an address again; answers whether the user is live (false: deleted).
   */
  async remember(manager: EntityManager, userId: string, email: string): Promise<boolean> {
    const rows: Array<{ user_id: string }> = await manager.query(
      `INSERT INTO "mail"."users" ("user_id", "email", "updated_at") VALUES ($1, $2, now())
       ON CONFLICT ("user_id") DO UPDATE SET "email" = EXCLUDED."email", "updated_at" = now()
       WHERE "users"."deleted_at" IS NULL
       RETURNING "user_id"`,
      [userId, email],
    );
    return rows.length > 0;
  }

  /**
   * The address to write to, or `null` when the account was deleted (its mail is dropped, not
   * retried). Throws when the user is unknown: events are handled concurrently, so
   * user.registered.v1 may still be on its way. The transport retries with backoff and, past the
   * delivery limit, parks the event in the dead-letter queue where it can be seen and replayed,
   * rather than dropping it.
   */
  async requireAddress(manager: EntityManager, userId: string): Promise<string | null> {
    const user = await manager.findOne(MailUser, { where: { userId } });
    if (user?.deletedAt) return null;
    if (!user?.email) throw new Error(`No e-mail address known yet for user ${userId}`);
    return user.email;
  }

  async isDeleted(manager: EntityManager, userId: string): Promise<boolean> {
    return manager.exists(MailUser, { where: { userId, deletedAt: Not(IsNull()) } });
  }

  /**
   * Replaces the user's row with the deletion marker; answers the address it held, if any. The
   * row lock keeps a registration handled at the same moment from writing the address back.
   */
  async forget(manager: EntityManager, userId: string, deletedAt: Date): Promise<string | null> {
    const [known]: Array<{ email: string | null }> = await manager.query(
      `SELECT "email" FROM "mail"."users" WHERE "user_id" = $1 FOR UPDATE`,
      [userId],
    );
    await manager.query(
      `INSERT INTO "mail"."users" ("user_id", "email", "deleted_at", "updated_at") VALUES ($1, NULL, $2, now())
       ON CONFLICT ("user_id") DO UPDATE SET "email" = NULL, "deleted_at" = COALESCE("users"."deleted_at", EXCLUDED."deleted_at"), "updated_at" = now()`,
      [userId, deletedAt],
    );
    return known?.email ?? null;
  }
}
