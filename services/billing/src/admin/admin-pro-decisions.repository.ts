import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';

/** The `billing.admin_pro_decisions` table: the newest decision carried out per user. */
@Injectable()
export class AdminProDecisionsRepository {
  /**
   * Records `decidedAt` as the user's newest decision unless a later one was carried out already;
   * answers whether it was recorded. Inside the caller's transaction, under the user's lock.
   */
  async takeIfNewest(manager: EntityManager, userId: string, decidedAt: Date): Promise<boolean> {
    const rows: Array<{ user_id: string }> = await manager.query(
      `INSERT INTO "billing"."admin_pro_decisions" AS "d" ("user_id", "decided_at") VALUES ($1, $2)
       ON CONFLICT ("user_id") DO UPDATE SET "decided_at" = EXCLUDED."decided_at" WHERE "d"."decided_at" <= EXCLUDED."decided_at"
       RETURNING "user_id"`,
      [userId, decidedAt],
    );
    return rows.length > 0;
  }
}
