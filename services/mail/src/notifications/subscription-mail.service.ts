import { Inject, Injectable } from '@nestjs/common';
import { InvoicePaidV1, PRO_CURRENCY, PRO_PRICE_CENTS, SubscriptionCancelledV1, TrialEndingV1, TrialStartedV1 } from '@reelmix/contracts';
import { HandlerOutcome } from '@reelmix/messaging';
import { APP_CONFIG } from '@reelmix/service-host';
import { EntityManager } from 'typeorm';
import type { MailConfig } from '../mail.config';
import { OutgoingMailRepository } from '../outbox/outgoing-mail.repository';
import { money, paymentReceiptMail } from '../templates/payment-receipt.templates';
import { subscriptionCancelledMail } from '../templates/subscription-cancelled.templates';
import { trialEndingMail } from '../templates/trial-ending.templates';
import { trialStartedMail } from '../templates/trial-started.templates';
import { MailUserRepository } from '../users/mail-user.repository';

/** The Pro price the trial mails quote ($29/month: docs/product-rules.md#plans-and-limits), in whole dollars. */
export const PRO_MONTHLY_PRICE = money(PRO_PRICE_CENTS, PRO_CURRENCY).replace(/\.00$/, '');

/** Billing's mails: trial started, trial ending in two days, payment receipt, subscription cancelled. Queued like the others. */
@Injectable()
export class SubscriptionMailService {
  constructor(
    private readonly outbox: OutgoingMailRepository,
    private readonly users: MailUserRepository,
    @Inject(APP_CONFIG) private readonly config: MailConfig,
  ) {}

  async trialStarted(manager: EntityManager, event: TrialStartedV1, messageId: string): Promise<HandlerOutcome> {
    const to = await this.users.requireAddress(manager, event.userId);
    if (!to) return 'skipped';
    const content = await trialStartedMail({ publicUrl: this.config.PUBLIC_URL, trialEnd: event.trialEnd, monthlyPrice: PRO_MONTHLY_PRICE });
    await this.outbox.add(manager, { kind: 'trial-started', sourceMessageId: messageId, toAddress: to, userId: event.userId, ...content });
    return 'done';
  }

  async trialEnding(manager: EntityManager, event: TrialEndingV1, messageId: string): Promise<HandlerOutcome> {
    const to = await this.users.requireAddress(manager, event.userId);
    if (!to) return 'skipped';
    const content = await trialEndingMail({ publicUrl: this.config.PUBLIC_URL, trialEnd: event.trialEnd, monthlyPrice: PRO_MONTHLY_PRICE });
    await this.outbox.add(manager, { kind: 'trial-ending', sourceMessageId: messageId, toAddress: to, userId: event.userId, ...content });
    return 'done';
  }

  async paymentReceipt(manager: EntityManager, event: InvoicePaidV1): Promise<HandlerOutcome> {
    const to = await this.users.requireAddress(manager, event.userId);
    if (!to) return 'skipped';
    const content = await paymentReceiptMail({ publicUrl: this.config.PUBLIC_URL, ...event });
    // The invoice id is the source: a second announcement of the same payment queues nothing.
    await this.outbox.add(manager, { kind: 'payment-receipt', sourceMessageId: `invoice:${event.invoiceId}`, toAddress: to, userId: event.userId, ...content });
    return 'done';
  }

  async subscriptionCancelled(manager: EntityManager, event: SubscriptionCancelledV1, messageId: string): Promise<HandlerOutcome> {
    const to = await this.users.requireAddress(manager, event.userId);
    if (!to) return 'skipped';
    const content = await subscriptionCancelledMail({ publicUrl: this.config.PUBLIC_URL, accessUntil: event.accessUntil ?? null });
    await this.outbox.add(manager, { kind: 'subscription-cancelled', sourceMessageId: messageId, toAddress: to, userId: event.userId, ...content });
    return 'done';
  }
}
