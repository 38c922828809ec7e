import { Injectable } from '@nestjs/common';
import { EntityManager, In } from 'typeorm';
import { Payout } from './payout.entity';

/** The `payouts` table: one row per affiliate paid in a run. */
@Injectable()
export class PayoutsRepository {
  async add(manager: EntityManager, payout: Payout): Promise<void> {
    await manager.insert(Payout, payout);
  }

  /** The payouts of these affiliates, newest first. */
  async listOf(manager: EntityManager, affiliateIds: string[]): Promise<Payout[]> {
    if (affiliateIds.length === 0) return [];
    return manager.find(Payout, { where: { affiliateId: In(affiliateIds) }, order: { createdAt: 'DESC' } });
  }
}
