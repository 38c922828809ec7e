import { Inject, Injectable, Logger } from '@nestjs/common';
import { Events, type InvoicePaidV1, type InvoiceRefundedV1 } from '@reelmix/contracts';
import { type HandlerOutcome, OutboxWriter } from '@reelmix/messaging';
import { CLOCK, type Clock } from '@reelmix/service-host';
import { randomUUID } from 'node:crypto';
import { EntityManager } from 'typeorm';
import { AffiliatesRepository } from '../enrolment/affiliates.repository';
import { lockLedger } from '../programme/ledger-lock';
import { commissionAfterRefund, inCommissionWindow, PROGRAMME_CURRENCY } from '../programme/programme-terms';
import { PeopleRepository } from '../users/people.repository';
import { CommissionsRepository } from './commissions.repository';
import { type Payment } from './payment.entity';

/**
 * Turns payments of referred users into commissions, and refunds and self-referrals into voids
 * and adjustments. Every method runs inside the caller's transaction (an event's inbox
 * transaction) and takes the ledger lock first.
 */
@Injectable()
export class CommissionLedgerService {
  private readonly logger = new Logger(CommissionLedgerService.name);

  constructor(
    private readonly commissions: CommissionsRepository,
    private readonly people: PeopleRepository,
    private readonly affiliates: AffiliatesRepository,
    private readonly outbox: OutboxWriter,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** invoice.paid.v1: the payment is kept (once per invoice id), then the payer's referral settled. */
  async recordPayment(manager: EntityManager, event: InvoicePaidV1): Promise<HandlerOutcome> {
    await lockLedger(manager);
    const paidAt = new Date(event.paidAt);
    if (event.cardFingerprint) await this.people.rememberCard(manager, event.userId, event.cardFingerprint, paidAt);
    const added = await this.commissions.addPayment(manager, {
      invoiceId: event.invoiceId,
      userId: event.userId,
      amountPaidCents: event.amountPaidCents,
      currency: event.currency.toUpperCase(),
      paidAt,
      cardFingerprint: event.cardFingerprint ?? null,
    });
    if (!added) return 'skipped';
    await this.settle(manager, event.userId);
    return 'done';
  }

  /**
   * invoice.refunded.v1 carries the refunded total so far, so the largest total seen wins and a
   * repeated or late report changes nothing. An unpaid commission is cut to 20% of what was kept,
   * or voided when nothing was; a commission already paid out gets a negative adjustment,
   * approved at once, which the next payout deducts.
   */
  async recordRefund(manager: EntityManager, event: InvoiceRefundedV1): Promise<HandlerOutcome> {
    await lockLedger(manager);
    const payment = await this.commissions.payment(manager, event.invoiceId);
    if (!payment) {
      this.logger.warn(`Refund of invoice ${event.invoiceId}, which the programme never saw paid; ignored`);
      return 'skipped';
    }
    const refunded = Math.min(event.amountRefundedCents, payment.amountPaidCents);
    if (refunded <= payment.amountRefundedCents) return 'skipped';
    await this.commissions.setRefunded(manager, payment.invoiceId, refunded);
    const commission = await this.commissions.commissionOfInvoice(manager, payment.invoiceId);
    if (!commission || commission.status === 'void') return 'done';
    const earned = commissionAfterRefund(payment.amountPaidCents, refunded);
    if (commission.status === 'pending' || commission.status === 'approved') {
      await this.commissions.update(manager, commission.id, earned > 0 ? { amountCents: earned } : { status: 'void', voidReason: 'refunded' });
      return 'done';
    }
    const owed = earned - (await this.commissions.settledForInvoice(manager, payment.invoiceId));
    if (owed >= 0) return 'done';
    const affiliate = await this.affiliates.find(manager, commission.affiliateId);
    const now = this.clock.now();
    await this.commissions.add(manager, {
      id: randomUUID(),
      affiliateId: commission.affiliateId,
      referredId: commission.referredId,
      invoiceId: payment.invoiceId,
      kind: 'adjustment',
      amountCents: owed,
      // A deleted affiliate is paid nothing more, so there is nothing to deduct from.
      status: affiliate?.deletedAt ? 'void' : 'approved',
      invoicePaidAt: payment.paidAt,
      approvedAt: now,
      voidReason: affiliate?.deletedAt ? 'account_deleted' : null,
      createdAt: now,
    });
    return 'done';
  }

  /**
   * Brings a referred user's commissions in line with what the ledger knows: every payment of
   * theirs without a commission row is judged again. Called after a payment and after the
   * registration, so the two may arrive in either order. Returns the commissions created.
   */
  async settle(manager: EntityManager, referredId: string): Promise<number> {
    await this.markSelfReferrals(manager, referredId);
    const referral = await this.people.referralOf(manager, referredId);
    if (!referral || referral.selfReferralAt) return 0;
    const affiliate = await this.affiliates.active(manager, referral.referrerId);
    if (!affiliate) return 0;
    const payments = await this.commissions.paymentsOf(manager, referredId);
    const firstPaymentAt = payments.find((payment) => payment.amountPaidCents > 0)?.paidAt;
    if (!firstPaymentAt) return 0;
    const done = await this.commissions.invoicesWithCommission(manager, referredId);
    let created = 0;
    for (const payment of payments) {
      if (done.has(payment.invoiceId) || !this.earns(payment, firstPaymentAt)) continue;
      if (await this.create(manager, affiliate.userId, payment)) created += 1;
    }
    return created;
  }

  /**
   * Marks the referrals `userId` is part of whose two accounts show a self-referral signal (a
   * shared card, device, or e-mail domain and address), and voids what they earned and was not
   * paid yet. Called whenever one becomes known, on either side: a card, a sighting, a referral.
   */
  async markSelfReferrals(manager: EntityManager, userId: string): Promise<void> {
    for (const marked of await this.people.markSelfReferrals(manager, userId, this.clock.now())) {
      const voided = await this.commissions.voidUnpaid(manager, 'self_referral', marked.referrerId, marked.referredId);
      this.logger.warn(`Self-referral: ${marked.referredId} shares a ${marked.signal} with referrer ${marked.referrerId}; ${voided} commission(s) voided`);
    }
  }

  private earns(payment: Payment, firstPaymentAt: Date): boolean {
    return (
      payment.currency === PROGRAMME_CURRENCY &&
      commissionAfterRefund(payment.amountPaidCents, payment.amountRefundedCents) > 0 &&
      inCommissionWindow(firstPaymentAt, payment.paidAt)
    );
  }

  private async create(manager: EntityManager, affiliateId: string, payment: Payment): Promise<boolean> {
    const id = randomUUID();
    const createdAt = this.clock.now();
    const added = await this.commissions.add(manager, {
      id,
      affiliateId,
      referredId: payment.userId,
      invoiceId: payment.invoiceId,
      kind: 'commission',
      amountCents: commissionAfterRefund(payment.amountPaidCents, payment.amountRefundedCents),
      status: 'pending',
      invoicePaidAt: payment.paidAt,
      approvedAt: null,
      voidReason: null,
      createdAt,
    });
    if (!added) return false;
    await this.outbox.add(manager, Events.CommissionCreated, {
      commissionId: id,
      affiliateId,
      referredId: payment.userId,
      invoiceId: payment.invoiceId,
      createdAt: createdAt.toISOString(),
    });
    return true;
  }
}
