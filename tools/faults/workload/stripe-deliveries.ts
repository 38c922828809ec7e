import type { StripeEventLike } from '@reelmix/testing';
import type { FaultStack } from '../fault-stack';

/** The fact a delivery reports: a payment, a subscription's state, or a refund. */
export type StripeEffect = 'payment' | 'subscription' | 'refund';

/**
 * How a delivery relates to the fact it reports: the `first` report of it; a `replay` of an
 * event already delivered (same event id, which Stripe does when it saw no answer); or `again`:
 * the same fact under a new event id (Stripe re-sending an invoice, or an older event arriving late).
 */
export type DeliveryKind = 'first' | 'replay' | 'again';

export interface StripeDelivery {
  eventId: string;
  type: string;
  effect: StripeEffect;
  kind: DeliveryKind;
  /** The HTTP status, or undefined when no answer came. */
  status?: number;
  /** What billing said of it: a replay must come back `duplicate: true`. */
  duplicate?: boolean;
}

interface WebhookAnswer {
  received?: boolean;
  duplicate?: boolean;
}

/**
 * Plays Stripe delivering events to billing's webhook: each signed afresh with the real secret
 * (Stripe signs every attempt) and posted as Stripe posts, from another origin's server, with no
 * cookie and no Origin header. Keeps every delivery and its answer for the ledger.
 */
export class StripeDeliveries {
  readonly sent: StripeDelivery[] = [];

  constructor(private readonly stack: FaultStack) {}

  async deliver(event: StripeEventLike, effect: StripeEffect, kind: DeliveryKind): Promise<StripeDelivery> {
    const { payload, signature } = this.stack.stripe.signedDelivery(event);
    const delivery: StripeDelivery = { eventId: event.id, type: event.type, effect, kind };
    this.sent.push(delivery);
    const response = await fetch(`${this.stack.gateway}/api/webhooks/stripe`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Stripe-Signature': signature },
      body: payload,
    }).catch(() => undefined);
    if (!response) return delivery;
    delivery.status = response.status;
    const answer = (await response.json().catch(() => ({}))) as WebhookAnswer;
    delivery.duplicate = answer.duplicate;
    return delivery;
  }
}
