import type Stripe from 'stripe';
import type { ProviderEvent, ProviderInvoice, ProviderRefund } from '../payment-provider';

type Reference = string | { id: string } | null | undefined;

const idOf = (reference: Reference): string | null => (reference ? (typeof reference === 'string' ? reference : reference.id) : null);

/** A verified Stripe event in billing's terms. */
export function fromStripeEvent(event: Stripe.Event): ProviderEvent {
  return {
    id: event.id,
    type: event.type,
    subscriptionId: subscriptionIdOf(event),
    paidInvoice: event.type === 'invoice.paid' ? paidInvoiceOf(event.data.object as Stripe.Invoice) : null,
    refund: event.type === 'charge.refunded' ? refundOf(event.data.object as Stripe.Charge) : null,
  };
}

/** The subscription an event is about: the subscription itself, or the one an invoice bills. */
function subscriptionIdOf(event: Stripe.Event): string | null {
  const object = event.data.object as { object?: string; id?: string };
  if (object.object === 'subscription') return object.id ?? null;
  if (object.object === 'invoice') return invoiceSubscription(object as Stripe.Invoice);
  return null;
}

/**
 * Where an invoice names its subscription and payment moved between Stripe API versions
 * (`parent.subscription_details` and `payments` now, `subscription` and `payment_intent` before);
 * both are read.
 */
function invoiceSubscription(invoice: Stripe.Invoice): string | null {
  const legacy = invoice as Stripe.Invoice & { subscription?: Reference };
  return idOf(invoice.parent?.subscription_details?.subscription ?? legacy.subscription);
}

function paidInvoiceOf(invoice: Stripe.Invoice): ProviderInvoice | null {
  const subscriptionId = invoiceSubscription(invoice);
  if (!subscriptionId || !invoice.id) return null;
  const legacy = invoice as Stripe.Invoice & { payment_intent?: Reference };
  const payment = invoice.payments?.data?.[0]?.payment as { payment_intent?: Reference } | undefined;
  const paidAt = invoice.status_transitions?.paid_at ?? invoice.created;
  return {
    id: invoice.id,
    subscriptionId,
    amountPaidCents: invoice.amount_paid,
    currency: invoice.currency,
    paidAt: new Date(paidAt * 1000),
    paymentIntentId: idOf(payment?.payment_intent ?? legacy.payment_intent),
  };
}

function refundOf(charge: Stripe.Charge): ProviderRefund {
  const legacy = charge as Stripe.Charge & { invoice?: Reference };
  return {
    invoiceId: idOf(legacy.invoice),
    paymentIntentId: idOf(charge.payment_intent),
    amountRefundedCents: charge.amount_refunded,
  };
}
