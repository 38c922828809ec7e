import { Injectable } from '@nestjs/common';
import { EntityManager, IsNull } from 'typeorm';
import { Affiliate } from './affiliate.entity';

/** The `affiliates` table. */
@Injectable()
export class AffiliatesRepository {
  find(manager: EntityManager, userId: string): Promise<Affiliate | null> {
    return manager.findOneBy(Affiliate, { userId });
  }

  /** The affiliate if enrolled and the account is not deleted. */
  active(manager: EntityManager, userId: string): Promise<Affiliate | null> {
    return manager.findOneBy(Affiliate, { userId, deletedAt: IsNull() });
  }

  /** Returns false when the user or the code is taken (the caller tells which by looking again). */
  async add(manager: EntityManager, affiliate: Pick<Affiliate, 'userId' | 'code' | 'enrolledAt'>): Promise<boolean> {
    const rows: unknown[] = await manager.query(
      `INSERT INTO "affiliates"."affiliates" ("user_id", "code", "enrolled_at") VALUES ($1, $2, $3) ON CONFLICT DO NOTHING RETURNING "user_id"`,
      [affiliate.userId, affiliate.code, affiliate.enrolledAt],
    );
    return rows.length === 1;
  }

  /** Returns whether an affiliate was marked (false: not one, or already deleted). */
  async markDeleted(manager: EntityManager, userId: string, deletedAt: Date): Promise<boolean> {
    const result = await manager.update(Affiliate, { userId, deletedAt: IsNull() }, { deletedAt });
    return (result.affected ?? 0) > 0;
  }

  /** Enrolled affiliates whose accounts exist, newest first, with the payout address. */
  async listActive(manager: EntityManager): Promise<Array<Affiliate & { email: string | null }>> {
    const rows: Array<{ user_id: string; code: string; enrolled_at: Date; email: string | null }> = await manager.query(
      `SELECT a."user_id", a."code", a."enrolled_at", u."email"
       FROM "affiliates"."affiliates" a LEFT JOIN "affiliates"."users" u ON u."user_id" = a."user_id"
       WHERE a."deleted_at" IS NULL ORDER BY a."enrolled_at" DESC, a."user_id"`,
    );
    return rows.map((row) => ({ userId: row.user_id, code: row.code, enrolledAt: row.enrolled_at, deletedAt: null, email: row.email }));
  }
}
