import { Controller } from '@nestjs/common';
import { Events, InvoicePaidV1, SubscriptionCancelledV1, TrialEndingV1, TrialStartedV1 } from '@reelmix/contracts';
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

  /** Keyed by the invoice, not the message: one receipt per payment even if billing announces it twice. */
  @OnEvent(Events.InvoicePaid)
  onInvoicePaid(event: InvoicePaidV1, context: EventContext): Promise<HandlerOutcome> {
    return this.mails.paymentReceipt(context.manager, event);
  }

  @OnEvent(Events.SubscriptionCancelled)
  onSubscriptionCancelled(event: SubscriptionCancelledV1, context: EventContext): Promise<HandlerOutcome> {
    return this.mails.subscriptionCancelled(context.manager, event, context.messageId);
  }
}
