import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, In, SelectQueryBuilder } from 'typeorm';
import { User } from '../users/user.entity';
import { proAccessCondition } from './pro-access.sql';

export interface UserListQuery {
  page: number;
  limit: number;
  plan: 'all' | 'pro' | 'free';
  search?: string;
}

export interface UserCounts {
  total: number;
  pro: number;
  newThisMonth: number;
}

/** The admin's reads of `auth.users`: filtered pages, counts, recent registrations and addresses by id. */
@Injectable()
export class AdminUsersRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * One page, newest first, and how many users match in all. The id breaks ties in `created_at`,
   * so a user never shows on two pages or on none while the admin pages through.
   */
  async page(query: UserListQuery, now: Date): Promise<{ users: User[]; total: number }> {
    const builder = this.dataSource.getRepository(User).createQueryBuilder('u').setParameter('now', now);
    if (query.plan === 'pro') builder.andWhere(proAccessCondition('u'));
    if (query.plan === 'free') builder.andWhere(`NOT ${proAccessCondition('u')}`);
    matching(builder, query.search);
    const [users, total] = await builder
      .orderBy('u.createdAt', 'DESC')
      .addOrderBy('u.id', 'DESC')
      .skip((query.page - 1) * query.limit)
      .take(query.limit)
      .getManyAndCount();
    return { users, total };
  }

  /** `newThisMonth`: registered in the calendar month (UTC) that `now` falls in. */
  async counts(now: Date): Promise<UserCounts> {
    const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
    const nextMonthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
    const row = await this.dataSource
      .getRepository(User)
      .createQueryBuilder('u')
      .select('count(*)::int', 'total')
      .addSelect(`count(*) FILTER (WHERE ${proAccessCondition('u')})::int`, 'pro')
      .addSelect('count(*) FILTER (WHERE u.created_at >= :monthStart AND u.created_at < :nextMonthStart)::int', 'newThisMonth')
      .setParameters({ now, monthStart, nextMonthStart })
      .getRawOne<UserCounts>();
    return row ?? { total: 0, pro: 0, newThisMonth: 0 };
  }

  recentRegistrations(limit: number): Promise<Array<Pick<User, 'email' | 'createdAt'>>> {
    return this.dataSource.getRepository(User).find({
      select: { email: true, createdAt: true },
      order: { createdAt: 'DESC', id: 'DESC' },
      take: limit,
    });
  }

  /** The e-mail of each of `ids` that is an account (a deleted one is simply not there). */
  async emailsOf(ids: string[]): Promise<Map<string, string>> {
    if (ids.length === 0) return new Map();
    const users = await this.dataSource.getRepository(User).find({ select: { id: true, email: true }, where: { id: In(ids) } });
    return new Map(users.map((user) => [user.id, user.email]));
  }

  /** Whether the flag was set before (`null`: no such user), in the caller's transaction. */
  async clearRequestedPro(manager: EntityManager, userId: string): Promise<boolean | null> {
    const [rows]: [Array<{ was: boolean }>, number] = await manager.query(
      `UPDATE "auth"."users" AS "now" SET "requested_pro" = false
       FROM (SELECT "id", "requested_pro" FROM "auth"."users" WHERE "id" = $1 FOR UPDATE) AS "before"
       WHERE "now"."id" = "before"."id" RETURNING "before"."requested_pro" AS "was"`,
      [userId],
    );
    return rows.length > 0 ? rows[0].was : null;
  }

  /**
   * Deletes the account inside the caller's transaction; answers whether it existed. Its
   * sessions, reset tokens and API keys (with their usage) go with it (`ON DELETE CASCADE`), and
   * users it referred keep their accounts with no referrer (`ON DELETE SET NULL`).
   */
  async delete(manager: EntityManager, userId: string): Promise<boolean> {
    const [rows]: [Array<{ id: string }>, number] = await manager.query(`DELETE FROM "auth"."users" WHERE "id" = $1 RETURNING "id"`, [
      userId,
    ]);
    return rows.length > 0;
  }
}

/**
 * Case-insensitive substring search on the e-mail and on "first last", which also covers either
 * name alone. LIKE's wildcards in the term are escaped: an admin typing `_` means an underscore.
 */
function matching(builder: SelectQueryBuilder<User>, search: string | undefined): void {
  const term = search?.trim().replace(/\s+/g, ' ');
  if (!term) return;
  const pattern = `%${term.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
  builder.andWhere(`(u.email ILIKE :pattern OR (u.first_name || ' ' || u.last_name) ILIKE :pattern)`, { pattern });
}
