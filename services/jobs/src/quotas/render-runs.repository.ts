import { Injectable } from '@nestjs/common';
import { EntityManager, MoreThan } from 'typeorm';
import { RenderRun } from './render-run.entity';

/** The `render_runs` table: the ledger of starts the daily output quota sums. */
@Injectable()
export class RenderRunsRepository {
  /**
   * Makes the user's starts take turns until the transaction ends, so two at once cannot both
   * take the last slot or the last outputs of the day.
   */
  async lockUser(manager: EntityManager, userId: string): Promise<void> {
    await manager.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`jobs-quota-${userId}`]);
  }

  startedSince(manager: EntityManager, userId: string, since: Date): Promise<RenderRun[]> {
    return manager.find(RenderRun, { where: { userId, startedAt: MoreThan(since) } });
  }

  async add(manager: EntityManager, run: RenderRun): Promise<void> {
    await manager.insert(RenderRun, run);
  }

  /** A deleted account's runs; no quota is left to keep for it. */
  async removeAllOf(manager: EntityManager, userId: string): Promise<void> {
    await manager.delete(RenderRun, { userId });
  }
}
