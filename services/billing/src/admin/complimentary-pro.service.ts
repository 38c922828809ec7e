import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { hasProAccess, type SetComplimentaryProRequest } from '@reelmix/contracts';
import { CLOCK, type Clock } from '@reelmix/service-host';
import { DataSource } from 'typeorm';
import { isComplimentary, newComplimentary } from '../subscriptions/complimentary';
import { Subscription } from '../subscriptions/subscription.entity';
import { SubscriptionEndingService } from '../subscriptions/subscription-ending.service';
import { SubscriptionSyncService } from '../subscriptions/subscription-sync.service';
import { SubscriptionsRepository } from '../subscriptions/subscriptions.repository';

/**
 * The admin's Pro toggle (admin-spec §4). Granting gives a complimentary subscription: Pro with no
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
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async set({ userId, isPro, adminId }: SetComplimentaryProRequest): Promise<{ isPro: boolean }> {
    const outcome = await this.dataSource.transaction(async (manager) => {
      await this.subscriptions.lockUser(manager, userId);
      const live = await this.subscriptions.allLiveOf(userId, manager);
      if (isPro && live.some((subscription) => this.keepsPro(subscription))) return 'already Pro';
      if (!isPro && live.length === 0) return 'already Free';
      // A user keeps one live subscription: a paid one that is failing its payments or set to
      // end is replaced by the complimentary one rather than left to overwrite it later.
      for (const subscription of live) await this.ending.endNow(manager, subscription);
      if (isPro) await this.sync.apply(manager, newComplimentary(userId));
      return isPro ? 'granted' : `ended ${live.map((subscription) => subscription.id).join(', ')}`;
    });
    this.logger.log(`Admin ${adminId} set Pro ${isPro ? 'on' : 'off'} for user ${userId}: ${outcome}`);
    return { isPro };
  }

  /** Gives Pro now and will go on doing so: complimentary, or paid, paying and not set to end. */
  private keepsPro(subscription: Subscription): boolean {
    if (isComplimentary(subscription.id)) return true;
    const state = {
      subscriptionStatus: subscription.status,
      subscriptionTrialEnd: subscription.trialEnd?.toISOString() ?? null,
      subscriptionCurrentPeriodEnd: subscription.currentPeriodEnd?.toISOString() ?? null,
    };
    return !subscription.cancelAtPeriodEnd && hasProAccess(state, this.clock.now());
  }
}
