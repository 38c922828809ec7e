import type { FakeStripe, StripeEventLike } from '@reelmix/testing';

/** One month of Pro, as Stripe charges it. */
export const MONTH_OF_PRO_CENTS = 2900;

/** A payment Stripe took for a subscription: the invoice and the payment intent that paid it. */
export interface PaidInvoice {
  invoiceId: string;
  paymentIntentId: string;
  subscriptionId: string;
}

/** A new `invoice.paid` event (a new event id every call) for the invoice, as the current API shapes it. */
export function invoicePaidEvent(stripe: FakeStripe, invoice: PaidInvoice): StripeEventLike {
  const paidAt = stripe.now();
  return stripe.event('invoice.paid', {
    id: invoice.invoiceId,
    object: 'invoice',
    amount_paid: MONTH_OF_PRO_CENTS,
    currency: 'usd',
    created: paidAt,
    status_transitions: { paid_at: paidAt },
    parent: { type: 'subscription_details', subscription_details: { subscription: invoice.subscriptionId } },
    payments: { object: 'list', data: [{ payment: { type: 'payment_intent', payment_intent: invoice.paymentIntentId } }] },
  });
}

/** A new `charge.refunded` event for the whole of the invoice's charge; Stripe names the payment intent, not the invoice. */
export function fullRefundEvent(stripe: FakeStripe, invoice: PaidInvoice, chargeId: string): StripeEventLike {
  return stripe.event('charge.refunded', {
    id: chargeId,
    object: 'charge',
    amount: MONTH_OF_PRO_CENTS,
    amount_refunded: MONTH_OF_PRO_CENTS,
    payment_intent: invoice.paymentIntentId,
    refunded: true,
  });
}
