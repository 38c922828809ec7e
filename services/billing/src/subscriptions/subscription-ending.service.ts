import { Inject, Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { PAYMENT_PROVIDER, type PaymentProvider, type ProviderSubscription } from '../provider/payment-provider';
import { endedComplimentary, isComplimentary } from './complimentary';
import { Subscription } from './subscription.entity';
import { SubscriptionSyncService } from './subscription-sync.service';

/**
 * Ends a subscription at once: a paid one at the provider (no further charge), a complimentary
 * one in billing alone. Either way the change is stored and announced through the sync, inside
 * the caller's transaction. Ending an already ended subscription is harmless, so retries are too.
 */
@Injectable()
export class SubscriptionEndingService {
  constructor(
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    private readonly sync: SubscriptionSyncService,
  ) {}

  /** Answers the subscription as it now stands (its status for the audit log). */
  async endNow(manager: EntityManager, subscription: Subscription): Promise<ProviderSubscription> {
    const snapshot = isComplimentary(subscription.id) ? endedComplimentary(subscription) : await this.provider.cancelNow(subscription.id);
    await this.sync.apply(manager, snapshot);
    return snapshot;
  }
}
