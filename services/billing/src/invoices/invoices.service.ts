import { Injectable, Logger } from '@nestjs/common';
import { Events } from '@reelmix/contracts';
import { OutboxWriter } from '@reelmix/messaging';
import { EntityManager } from 'typeorm';
import type { ProviderInvoice, ProviderRefund } from '../provider/payment-provider';
import { nextChargeOf } from '../subscriptions/subscription-sync.service';
import { Subscription } from '../subscriptions/subscription.entity';
import { Invoice } from './invoice.entity';

/**
 * Records payments and refunds once each and tells the other services (the affiliate programme
 * pays commission on them). The invoice id is the key, so a repeated event records nothing new.
 */
@Injectable()
export class InvoicesService {
  private readonly logger = new Logger(InvoicesService.name);

  constructor(private readonly outbox: OutboxWriter) {}

  /** Inside the caller's transaction, after the invoice's subscription is stored. */
  async recordPaid(manager: EntityManager, invoice: ProviderInvoice): Promise<'recorded' | 'duplicate' | 'unknown-subscription'> {
    const subscription = await manager.findOneBy(Subscription, { id: invoice.subscriptionId });
    if (!subscription) {
      this.logger.warn(`Invoice ${invoice.id} is for subscription ${invoice.subscriptionId}, which billing does not know`);
      return 'unknown-subscription';
    }
    const inserted = await manager
      .createQueryBuilder()
      .insert()
      .into(Invoice)
      .values({
        id: invoice.id,
        userId: subscription.userId,
        subscriptionId: subscription.id,
        amountPaidCents: invoice.amountPaidCents,
        currency: invoice.currency,
        paidAt: invoice.paidAt,
        paymentIntentId: invoice.paymentIntentId,
      })
      .orIgnore()
      .returning(['id'])
      .execute();
    if ((inserted.raw as unknown[]).length === 0) return 'duplicate';
    if (invoice.amountPaidCents > 0) {
      await this.outbox.add(manager, Events.InvoicePaid, {
        invoiceId: invoice.id,
        userId: subscription.userId,
        subscriptionId: subscription.id,
        amountPaidCents: invoice.amountPaidCents,
        currency: invoice.currency,
        paidAt: invoice.paidAt.toISOString(),
        cardFingerprint: subscription.cardFingerprint,
        cardBrand: subscription.cardBrand,
        cardLast4: subscription.cardLast4,
        nextChargeAt: nextChargeOf(subscription)?.toISOString() ?? null,
      });
    }
    return 'recorded';
  }

  /** A refund total that grew is announced; the same refund reported again changes nothing. */
  async recordRefund(manager: EntityManager, refund: ProviderRefund, refundedAt: Date): Promise<'recorded' | 'unchanged' | 'unknown-invoice'> {
    const where = refund.invoiceId ? { id: refund.invoiceId } : refund.paymentIntentId ? { paymentIntentId: refund.paymentIntentId } : null;
    const invoice = where ? await manager.findOne(Invoice, { where, lock: { mode: 'pessimistic_write' } }) : null;
    if (!invoice) return 'unknown-invoice';
    const total = Math.min(refund.amountRefundedCents, invoice.amountPaidCents);
    if (total <= invoice.amountRefundedCents) return 'unchanged';
    invoice.amountRefundedCents = total;
    await manager.save(invoice);
    await this.outbox.add(manager, Events.InvoiceRefunded, {
      invoiceId: invoice.id,
      userId: invoice.userId,
      amountRefundedCents: total,
      refundedAt: refundedAt.toISOString(),
    });
    return 'recorded';
  }
}
