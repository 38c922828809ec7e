import { sleep, waitFor } from '@reelmix/testing';
import { randomUUID } from 'node:crypto';
import type { Fault } from '../fault';
import type { FaultStack } from '../fault-stack';
import type { FaultOutcome } from '../ledger';
import { StripeDeliveries } from '../workload/stripe-deliveries';
import { readStripeEffects, type StripeEffects, unhandledInvoiceAnnouncements } from '../workload/stripe-effects';
import { fullRefundEvent, invoicePaidEvent, MONTH_OF_PRO_CENTS, type PaidInvoice } from '../workload/stripe-payment-events';
import { referredSubscriber } from '../workload/stripe-referral';
import { stripeLedger } from './stripe-ledger';

/** How long each step's effects may take to reach billing and the affiliate programme. */
const EFFECTS_TIMEOUT_MS = 30_000;
/** How long to keep watching once everything expected arrived, so a late duplicate is seen. */
const SETTLE_MS = 2_000;

/**
 * Stripe delivers at least once and in no particular order: it retries an event it saw no answer
 * to, may report one invoice under two events, and sends subscription events as they happen to
 * leave its queue. This round plays all of that against a referred customer's subscription and
 * checks each fact was applied exactly once, and the subscription ends in its latest state.
 */
export function stripeFaults(): Fault[] {
  return [{ name: 'Stripe events replayed and reordered', inShortRun: true, run: replayedAndReordered }];
}

async function replayedAndReordered(stack: FaultStack): Promise<FaultOutcome> {
  const people = await referredSubscriber(stack);
  const id = randomUUID();
  const invoice: PaidInvoice = { invoiceId: `in_faults_${id}`, paymentIntentId: `pi_faults_${id}`, subscriptionId: people.subscriptionId };
  const deliveries = new StripeDeliveries(stack);
  const problems: string[] = [];
  const settled = (what: string, done: (effects: StripeEffects) => boolean) => untilSettled(stack, invoice, what, done).catch((error: Error) => problems.push(error.message));

  // The trial ended and the card was charged: the invoice paid, reported twice over.
  stack.stripe.setSubscription(invoice.subscriptionId, { status: 'active' });
  const paid = invoicePaidEvent(stack.stripe, invoice);
  await deliveries.deliver(paid, 'payment', 'first');
  await deliveries.deliver(paid, 'payment', 'replay');
  await deliveries.deliver(invoicePaidEvent(stack.stripe, invoice), 'payment', 'again');
  await settled('the payment and its commission', (effects) => effects.invoiceRows > 0 && effects.affiliatePayments > 0 && effects.commissions.length > 0);

  // The renewal failed, then the subscription was deleted; the deletion's event arrives first.
  stack.stripe.setSubscription(invoice.subscriptionId, { status: 'past_due' });
  const pastDue = stack.stripe.event('customer.subscription.updated', stack.stripe.subscription(invoice.subscriptionId));
  const endedAt = stack.stripe.now();
  stack.stripe.setSubscription(invoice.subscriptionId, { status: 'canceled', canceled_at: endedAt, ended_at: endedAt });
  const deleted = stack.stripe.event('customer.subscription.deleted', stack.stripe.subscription(invoice.subscriptionId));
  await deliveries.deliver(deleted, 'subscription', 'first');
  await deliveries.deliver(pastDue, 'subscription', 'again');
  await deliveries.deliver(deleted, 'subscription', 'replay');
  await settled('the subscription to end canceled', (effects) => effects.subscriptionStatus === 'canceled' && effects.announcedStates.at(-1)?.status === 'canceled');

  // The payment refunded in full, reported by two events.
  const chargeId = `ch_faults_${id}`;
  await deliveries.deliver(fullRefundEvent(stack.stripe, invoice, chargeId), 'refund', 'first');
  await deliveries.deliver(fullRefundEvent(stack.stripe, invoice, chargeId), 'refund', 'again');
  await settled(
    'the refund and the commission voided',
    (effects) => effects.affiliatePaymentRefundedCents === MONTH_OF_PRO_CENTS && effects.commissions.every((commission) => commission.status === 'void'),
  );

  await sleep(SETTLE_MS);
  const outcome = stripeLedger(deliveries.sent, await readStripeEffects(stack, invoice), people, invoice.invoiceId);
  return { ...outcome, problems: [...problems, ...outcome.problems] };
}

/** Until `done` holds and the affiliate programme has handled everything billing announced about the invoice. */
async function untilSettled(stack: FaultStack, invoice: PaidInvoice, what: string, done: (effects: StripeEffects) => boolean): Promise<void> {
  await waitFor(
    async () => done(await readStripeEffects(stack, invoice)) && (await unhandledInvoiceAnnouncements(stack, invoice.invoiceId)) === 0,
    { timeoutMs: EFFECTS_TIMEOUT_MS, intervalMs: 200, what },
  );
}
