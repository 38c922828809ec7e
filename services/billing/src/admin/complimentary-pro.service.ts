import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { adminActionRecorded, auditChanges, Events, hasProAccess, type SetComplimentaryProRequest } from '@reelmix/contracts';
import { OutboxWriter } from '@reelmix/messaging';
import { CLOCK, type Clock } from '@reelmix/service-host';
import { DataSource, EntityManager } from 'typeorm';
import { isComplimentary, newComplimentary } from '../subscriptions/complimentary';
import { Subscription } from '../subscriptions/subscription.entity';
import { SubscriptionEndingService } from '../subscriptions/subscription-ending.service';
import { SubscriptionSyncService } from '../subscriptions/subscription-sync.service';
import { SubscriptionsRepository } from '../subscriptions/subscriptions.repository';

/**
 * The admin's Pro toggle (docs/product-rules.md#pro-by-an-admin). Granting gives a complimentary subscription: Pro with no
 * end and no payment, announced like any other so auth's plan follows. Taking Pro back ends
 * whatever gives it now; a paid subscription is cancelled at the provider at once, since leaving
 * it to renew would keep charging someone the admin has just made Free.
 */
@Injectable()
export class ComplimentaryProService {
  private readonly logger = new Logger(ComplimentaryProService.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly subscriptions: SubscriptionsRepository,
    private readonly sync: SubscriptionSyncService,
    private readonly ending: SubscriptionEndingService,
    private readonly outbox: OutboxWriter,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** The change and its audit entry (`complimentary-pro-set`, also when nothing needed changing) commit together. */
  async set(request: SetComplimentaryProRequest): Promise<{ isPro: boolean }> {
    const { userId, isPro, adminId } = request;
    const outcome = await this.dataSource.transaction(async (manager) => {
      await this.subscriptions.lockUser(manager, userId);
      const live = await this.subscriptions.allLiveOf(userId, manager);
      const before = {
        isPro: live.some((subscription) => this.givesProNow(subscription)),
        subscription: live.map((subscription) => subscription.id).join(', ') || null,
      };
      const outcome = await this.change(manager, userId, isPro, live);
      const after = outcome.kind === 'unchanged' ? before : { isPro, subscription: outcome.subscription };
      const changes = auditChanges(before, after);
      await this.outbox.add(
        manager,
        Events.AdminActionRecorded,
        adminActionRecorded(request, 'complimentary-pro-set', { target: { kind: 'user', id: userId }, changes }, this.clock.now()),
      );
      return outcome;
    });
    this.logger.log(`Admin ${adminId} set Pro ${isPro ? 'on' : 'off'} for user ${userId}: ${outcome.kind}`);
    return { isPro };
  }

  private async change(
    manager: EntityManager,
    userId: string,
    isPro: boolean,
    live: Subscription[],
  ): Promise<{ kind: 'unchanged' } | { kind: 'granted' | 'ended'; subscription: string | null }> {
    if (isPro && live.some((subscription) => this.keepsPro(subscription))) return { kind: 'unchanged' };
    if (!isPro && live.length === 0) return { kind: 'unchanged' };
    // A user keeps one live subscription: a paid one that is failing its payments or set to
    // end is replaced by the complimentary one rather than left to overwrite it later.
    for (const subscription of live) await this.ending.endNow(manager, subscription);
    if (!isPro) return { kind: 'ended', subscription: null };
    const granted = newComplimentary(userId);
    await this.sync.apply(manager, granted);
    return { kind: 'granted', subscription: granted.id };
  }

  /** Gives Pro at this moment, whether or not it will go on doing so. */
  private givesProNow(subscription: Subscription): boolean {
    return isComplimentary(subscription.id) || hasProAccess(this.stateOf(subscription), this.clock.now());
  }

  /** Gives Pro now and will go on doing so: complimentary, or paid, paying and not set to end. */
  private keepsPro(subscription: Subscription): boolean {
    if (isComplimentary(subscription.id)) return true;
    return !subscription.cancelAtPeriodEnd && hasProAccess(this.stateOf(subscription), this.clock.now());
  }

  private stateOf(subscription: Subscription) {
    return {
      subscriptionStatus: subscription.status,
      subscriptionTrialEnd: subscription.trialEnd?.toISOString() ?? null,
      subscriptionCurrentPeriodEnd: subscription.currentPeriodEnd?.toISOString() ?? null,
    };
  }
}
