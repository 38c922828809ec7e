import { Controller } from '@nestjs/common';
import { Events, SubscriptionCancelledV1, TrialEndingV1, TrialStartedV1 } from '@reelmix/contracts';
import { EventContext, HandlerOutcome, OnEvent } from '@reelmix/messaging';
import { SubscriptionMailService } from './subscription-mail.service';

/** Billing events that ask for a mail. The message id keys the mail, so a redelivery queues nothing new. */
@Controller()
export class SubscriptionMailConsumer {
  constructor(private readonly mails: SubscriptionMailService) {}

  @OnEvent(Events.TrialStarted)
  onTrialStarted(event: TrialStartedV1, context: EventContext): Promise<HandlerOutcome> {
    return this.mails.trialStarted(context.manager, event, context.messageId);
  }

  @OnEvent(Events.TrialEnding)
  onTrialEnding(event: TrialEndingV1, context: EventContext): Promise<HandlerOutcome> {
    return this.mails.trialEnding(context.manager, event, context.messageId);
  }

  @OnEvent(Events.SubscriptionCancelled)
  onSubscriptionCancelled(event: SubscriptionCancelledV1, context: EventContext): Promise<HandlerOutcome> {
    return this.mails.subscriptionCancelled(context.manager, event, context.messageId);
  }
}
