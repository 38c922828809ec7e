import { Controller, Logger } from '@nestjs/common';
import { Events, type UserDeletedV1 } from '@reelmix/contracts';
import { type EventContext, type HandlerOutcome, OnEvent } from '@reelmix/messaging';
import { SubscriptionEndingService } from '../subscriptions/subscription-ending.service';
import { SubscriptionsRepository } from '../subscriptions/subscriptions.repository';

/** A deleted account must never be charged again: its subscriptions end at once. */
@Controller()
export class UserDeletedConsumer {
  private readonly logger = new Logger(UserDeletedConsumer.name);

  constructor(
    private readonly subscriptions: SubscriptionsRepository,
    private readonly ending: SubscriptionEndingService,
  ) {}

  @OnEvent(Events.UserDeleted)
  async onUserDeleted(event: UserDeletedV1, context: EventContext): Promise<HandlerOutcome> {
    const live = await this.subscriptions.allLiveOf(event.userId, context.manager);
    if (live.length === 0) return 'skipped';
    // Cancelling an already cancelled subscription is harmless, so a redelivery is too.
    for (const subscription of live) await this.ending.endNow(context.manager, subscription);
    this.logger.log(`Cancelled ${live.map((subscription) => subscription.id).join(', ')} of deleted user ${event.userId}`);
    return 'done';
  }
}
