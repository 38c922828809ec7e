/**
 * The Stripe objects the fake serves, trimmed to the fields this project reads. Field names and
 * nesting follow the `stripe` SDK's types so that the real SDK parses them unchanged.
 */

export type Metadata = Record<string, string>;

export interface StripeErrorBody {
  type: 'card_error' | 'invalid_request_error' | 'idempotency_error' | 'api_error';
  code?: string;
  decline_code?: string;
  message: string;
  param?: string;
}

export interface FakeCustomer {
  id: string;
  object: 'customer';
  created: number;
  email: string | null;
  name: string | null;
  metadata: Metadata;
  invoice_settings: { default_payment_method: string | null };
  livemode: false;
}

export type SetupIntentStatus = 'requires_payment_method' | 'succeeded' | 'canceled';

export interface FakeSetupIntent {
  id: string;
  object: 'setup_intent';
  created: number;
  client_secret: string;
  status: SetupIntentStatus;
  customer: string | null;
  payment_method: string | null;
  /** Set by `allowed_payment_method_types`, the SDK's name for the list since API version 2026-10-28. */
  allowed_payment_method_types: string[] | null;
  payment_method_types: string[];
  usage: string;
  metadata: Metadata;
  last_setup_error: StripeErrorBody | null;
  livemode: false;
}

export interface FakeCard {
  brand: string;
  last4: string;
  exp_month: number;
  exp_year: number;
  fingerprint: string;
  funding: 'credit';
  country: 'US';
}

export interface FakePaymentMethod {
  id: string;
  object: 'payment_method';
  created: number;
  type: 'card';
  customer: string | null;
  card: FakeCard;
  metadata: Metadata;
  livemode: false;
}

export interface FakePrice {
  id: string;
  object: 'price';
  active: true;
  currency: 'usd';
  unit_amount: number;
  type: 'recurring';
  recurring: { interval: 'month'; interval_count: 1 };
  livemode: false;
}

export interface FakeSubscriptionItem {
  id: string;
  object: 'subscription_item';
  created: number;
  subscription: string;
  quantity: number;
  price: FakePrice;
  metadata: Metadata;
  current_period_start: number;
  current_period_end: number;
}

export type SubscriptionStatus =
  | 'incomplete'
  | 'incomplete_expired'
  | 'trialing'
  | 'active'
  | 'past_due'
  | 'canceled'
  | 'unpaid'
  | 'paused';

export interface FakeSubscription {
  id: string;
  object: 'subscription';
  created: number;
  start_date: number;
  customer: string;
  status: SubscriptionStatus;
  currency: 'usd';
  collection_method: 'charge_automatically';
  billing_cycle_anchor: number;
  trial_start: number | null;
  trial_end: number | null;
  cancel_at_period_end: boolean;
  cancel_at: number | null;
  canceled_at: number | null;
  ended_at: number | null;
  default_payment_method: string | null;
  latest_invoice: string | null;
  metadata: Metadata;
  items: { object: 'list'; data: FakeSubscriptionItem[]; has_more: false; total_count: number; url: string };
  /** Moved onto the items by Stripe in 2025; kept here as well for readers written before that. */
  current_period_start: number;
  current_period_end: number;
  livemode: false;
}

export interface FakeWebhookEndpoint {
  id: string;
  object: 'webhook_endpoint';
  created: number;
  url: string;
  enabled_events: string[];
  status: 'enabled' | 'disabled';
  description: string | null;
  metadata: Metadata;
  livemode: false;
}

/** An Event as Stripe delivers it to a webhook endpoint. */
export interface StripeEventLike<TObject = unknown> {
  id: string;
  object: 'event';
  type: string;
  created: number;
  api_version: string;
  livemode: false;
  pending_webhooks: number;
  request: { id: string | null; idempotency_key: string | null };
  data: { object: TObject; previous_attributes?: Record<string, unknown> };
}

export interface StripeList<T> {
  object: 'list';
  data: T[];
  has_more: false;
  url: string;
}
