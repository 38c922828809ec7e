import { Controller, Inject, Logger } from '@nestjs/common';
import { Events, type UserDeletedV1 } from '@reelmix/contracts';
import { type EventContext, type HandlerOutcome, OnEvent } from '@reelmix/messaging';
import { PAYMENT_PROVIDER, type PaymentProvider } from '../provider/payment-provider';
import { SubscriptionSyncService } from '../subscriptions/subscription-sync.service';
import { SubscriptionsRepository } from '../subscriptions/subscriptions.repository';

/** A deleted account must never be charged again: its subscription ends at once. */
@Controller()
export class UserDeletedConsumer {
  private readonly logger = new Logger(UserDeletedConsumer.name);

  constructor(
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    private readonly subscriptions: SubscriptionsRepository,
    private readonly sync: SubscriptionSyncService,
  ) {}

  @OnEvent(Events.UserDeleted)
  async onUserDeleted(event: UserDeletedV1, context: EventContext): Promise<HandlerOutcome> {
    const live = await this.subscriptions.liveOf(event.userId, context.manager);
    if (!live) return 'skipped';
    // Cancelling an already cancelled subscription is harmless, so a redelivery is too.
    const snapshot = await this.provider.cancelNow(live.id);
    await this.sync.apply(context.manager, snapshot);
    this.logger.log(`Cancelled subscription ${live.id} of deleted user ${event.userId}`);
    return 'done';
  }
}
