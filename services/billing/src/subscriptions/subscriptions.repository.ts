import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Between, DataSource, EntityManager, In, IsNull } from 'typeorm';
import { Subscription } from './subscription.entity';

/** Statuses in which a subscription still counts: the customer must not start a second one. */
const LIVE_STATUSES = ['trialing', 'active', 'past_due', 'incomplete', 'unpaid', 'paused'] as const;

/** The `billing.subscriptions` table. */
@Injectable()
export class SubscriptionsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * The user's newest subscription that is not over. Event handlers pass their transaction's
   * manager: a second connection per message could exhaust the pool under a burst of events.
   */
  liveOf(userId: string, manager: EntityManager = this.dataSource.manager): Promise<Subscription | null> {
    return manager
      .getRepository(Subscription)
      .findOne({ where: { userId, status: In([...LIVE_STATUSES]) }, order: { createdAt: 'DESC' } });
  }

  /** Every subscription of the user that is not over, newest first. */
  allLiveOf(userId: string, manager: EntityManager = this.dataSource.manager): Promise<Subscription[]> {
    return manager.getRepository(Subscription).find({ where: { userId, status: In([...LIVE_STATUSES]) }, order: { createdAt: 'DESC' } });
  }

  /**
   * Serialises the changes that start or end a user's subscriptions (a confirm, an admin's grant
   * or cancel) until the transaction ends, so two of them never both see "no subscription yet".
   */
  async lockUser(manager: EntityManager, userId: string): Promise<void> {
    await manager.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`billing-user-${userId}`]);
  }

  /** Inside the caller's transaction when given one (it may hold the user's lock). */
  async hasAny(userId: string, manager: EntityManager = this.dataSource.manager): Promise<boolean> {
    return manager.getRepository(Subscription).existsBy({ userId });
  }

  /** Trials ending within the notice window that have not been told yet and are not cancelled. */
  trialsEndingBy(deadline: Date, now: Date): Promise<Subscription[]> {
    return this.dataSource.getRepository(Subscription).findBy({
      status: 'trialing',
      cancelAtPeriodEnd: false,
      trialEndingNotifiedAt: IsNull(),
      trialEnd: Between(now, deadline),
    });
  }
}
