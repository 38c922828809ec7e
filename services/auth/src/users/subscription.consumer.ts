import { Controller, Logger } from '@nestjs/common';
import { Events, type SubscriptionChangedV1 } from '@reelmix/contracts';
import { type EventContext, type HandlerOutcome, OnEvent } from '@reelmix/messaging';
import { UsersService } from './users.service';

/** Keeps each user's plan fields a projection of billing's subscription events. */
@Controller()
export class SubscriptionConsumer {
  private readonly logger = new Logger(SubscriptionConsumer.name);

  constructor(private readonly users: UsersService) {}

  @OnEvent(Events.SubscriptionChanged)
  async onSubscriptionChanged(event: SubscriptionChangedV1, context: EventContext): Promise<HandlerOutcome> {
    const result = await this.users.applySubscription(context.manager, event);
    if (result === 'applied') return 'done';
    // Not failures: a later event already won, or the account was deleted before this arrived.
    this.logger.debug(`subscription.changed for ${event.userId} at ${event.occurredAt} skipped: ${result}`);
    return 'skipped';
  }
}
