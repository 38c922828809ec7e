import Stripe from 'stripe';
import { daysInSeconds, oneMonthAfter } from './fake-clock';
import { cardFingerprint, newClientSecret, newStripeId } from './stripe-ids';
import {
  type FakeCustomer,
  type FakePaymentMethod,
  type FakePrice,
  type FakeSetupIntent,
  type FakeSubscription,
  type FakeWebhookEndpoint,
  type Metadata,
  type StripeEventLike,
} from './stripe-shapes';

/** Any `price_…` id is a known price: the project sells one monthly plan. */
export const FAKE_PRICE_AMOUNT_CENTS = 2900;

export function newCustomer(input: {
  email: string | null;
  name: string | null;
  metadata: Metadata;
  now: number;
}): FakeCustomer {
  return {
    id: newStripeId('cus'),
    object: 'customer',
    created: input.now,
    email: input.email,
    name: input.name,
    metadata: input.metadata,
    invoice_settings: { default_payment_method: null },
    livemode: false,
  };
}

export function newSetupIntent(input: {
  customer: string | null;
  allowedPaymentMethodTypes: string[] | null;
  paymentMethodTypes: string[];
  usage: string;
  metadata: Metadata;
  now: number;
}): FakeSetupIntent {
  const id = newStripeId('seti');
  return {
    id,
    object: 'setup_intent',
    created: input.now,
    client_secret: newClientSecret(id),
    status: 'requires_payment_method',
    customer: input.customer,
    payment_method: null,
    allowed_payment_method_types: input.allowedPaymentMethodTypes,
    payment_method_types: input.paymentMethodTypes,
    usage: input.usage,
    metadata: input.metadata,
    last_setup_error: null,
    livemode: false,
  };
}

export function newCardPaymentMethod(input: {
  customer: string | null;
  cardNumber: string;
  brand: string;
  expMonth: number;
  expYear: number;
  now: number;
}): FakePaymentMethod {
  return {
    id: newStripeId('pm'),
    object: 'payment_method',
    created: input.now,
    type: 'card',
    customer: input.customer,
    card: {
      brand: input.brand,
      last4: input.cardNumber.slice(-4),
      exp_month: input.expMonth,
      exp_year: input.expYear,
      fingerprint: cardFingerprint(input.cardNumber),
      funding: 'credit',
      country: 'US',
    },
    metadata: {},
    livemode: false,
  };
}

export function priceFor(priceId: string): FakePrice {
  return {
    id: priceId,
    object: 'price',
    active: true,
    currency: 'usd',
    unit_amount: FAKE_PRICE_AMOUNT_CENTS,
    type: 'recurring',
    recurring: { interval: 'month', interval_count: 1 },
    livemode: false,
  };
}

/** A trial runs its days and then bills; without one, the first month is billed at once. */
export function newSubscription(input: {
  customer: string;
  price: FakePrice;
  trialDays: number;
  defaultPaymentMethod: string | null;
  metadata: Metadata;
  now: number;
}): FakeSubscription {
  const id = newStripeId('sub');
  const { now } = input;
  const trialEnd = input.trialDays > 0 ? now + daysInSeconds(input.trialDays) : null;
  const periodEnd = trialEnd ?? oneMonthAfter(now);
  return {
    id,
    object: 'subscription',
    created: now,
    start_date: now,
    customer: input.customer,
    status: trialEnd === null ? 'active' : 'trialing',
    currency: 'usd',
    collection_method: 'charge_automatically',
    billing_cycle_anchor: periodEnd,
    trial_start: trialEnd === null ? null : now,
    trial_end: trialEnd,
    cancel_at_period_end: false,
    cancel_at: null,
    canceled_at: null,
    ended_at: null,
    default_payment_method: input.defaultPaymentMethod,
    latest_invoice: null,
    metadata: input.metadata,
    items: {
      object: 'list',
      data: [
        {
          id: newStripeId('si'),
          object: 'subscription_item',
          created: now,
          subscription: id,
          quantity: 1,
          price: input.price,
          metadata: {},
          current_period_start: now,
          current_period_end: periodEnd,
        },
      ],
      has_more: false,
      total_count: 1,
      url: `/v1/subscription_items?subscription=${id}`,
    },
    current_period_start: now,
    current_period_end: periodEnd,
    livemode: false,
  };
}

export function newWebhookEndpoint(input: {
  url: string;
  enabledEvents: string[];
  description: string | null;
  metadata: Metadata;
  now: number;
}): FakeWebhookEndpoint {
  return {
    id: newStripeId('we'),
    object: 'webhook_endpoint',
    created: input.now,
    url: input.url,
    enabled_events: input.enabledEvents,
    status: 'enabled',
    description: input.description,
    metadata: input.metadata,
    livemode: false,
  };
}

/** The object is copied, so the event keeps the state it had when the event happened. */
export function newEvent<TObject>(input: {
  type: string;
  object: TObject;
  previousAttributes?: Record<string, unknown>;
  now: number;
}): StripeEventLike<TObject> {
  return {
    id: newStripeId('evt'),
    object: 'event',
    type: input.type,
    created: input.now,
    api_version: Stripe.API_VERSION,
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    data: {
      object: structuredClone(input.object),
      ...(input.previousAttributes ? { previous_attributes: structuredClone(input.previousAttributes) } : {}),
    },
  };
}
