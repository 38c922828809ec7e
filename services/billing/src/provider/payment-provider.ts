import type { SubscriptionStatus } from '@reelmix/contracts';

export const PAYMENT_PROVIDER = Symbol('PAYMENT_PROVIDER');

export interface ProviderSetupIntent {
  id: string;
  clientSecret: string;
  /** requires_payment_method, requires_confirmation, requires_action, processing, succeeded, canceled */
  status: string;
  customerId: string;
  paymentMethodId: string | null;
  metadata: Record<string, string>;
}

/** A saved card as far as the provider tells: the fingerprint spots one card on two accounts; brand and last4 go on receipts. */
export interface SavedCard {
  fingerprint: string | null;
  brand: string | null;
  last4: string | null;
}

export interface ProviderSubscription {
  id: string;
  customerId: string;
  status: SubscriptionStatus;
  trialEnd: Date | null;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  /** Our user id, written into the provider's metadata when the subscription was created. */
  userId: string | null;
}

export interface NewSubscription {
  customerId: string;
  paymentMethodId: string;
  userId: string;
  trialDays: number;
  /** The provider makes at most one subscription per key, however often the call is retried. */
  idempotencyKey: string;
}

/** A payment taken for a subscription. Invoices do not change once paid, so an event's copy is kept as is. */
export interface ProviderInvoice {
  id: string;
  subscriptionId: string;
  amountPaidCents: number;
  currency: string;
  paidAt: Date;
  paymentIntentId: string | null;
}

/** Money given back for a payment; names the invoice, or the payment it belongs to. */
export interface ProviderRefund {
  invoiceId: string | null;
  paymentIntentId: string | null;
  /** The total refunded so far for that payment. */
  amountRefundedCents: number;
}

/** A verified webhook event, reduced to what billing acts on. */
export interface ProviderEvent {
  id: string;
  type: string;
  /** The subscription the event is about, if any: its current state is then fetched and stored. */
  subscriptionId: string | null;
  /** Set for `invoice.paid`. */
  paidInvoice: ProviderInvoice | null;
  /** Set for `charge.refunded`. */
  refund: ProviderRefund | null;
}

/**
 * The payment provider as billing uses it: Stripe, or the built-in test provider that takes its
 * place when no Stripe key is configured. Both answer in the same terms.
 */
export interface PaymentProvider {
  readonly kind: 'stripe' | 'test';
  createCustomer(input: { email: string; userId?: string }): Promise<string>;
  createSetupIntent(input: { customerId: string; metadata: Record<string, string> }): Promise<ProviderSetupIntent>;
  getSetupIntent(id: string): Promise<ProviderSetupIntent>;
  savedCard(paymentMethodId: string): Promise<SavedCard>;
  createSubscription(input: NewSubscription): Promise<ProviderSubscription>;
  getSubscription(id: string): Promise<ProviderSubscription>;
  cancelAtPeriodEnd(id: string): Promise<ProviderSubscription>;
  cancelNow(id: string): Promise<ProviderSubscription>;
  /** Throws when the signature does not match the exact payload bytes. */
  verifyWebhook(payload: string, signature: string, secret: string): ProviderEvent;
  findWebhookEndpoint(url: string): Promise<{ id: string } | null>;
  createWebhookEndpoint(url: string, events: readonly string[]): Promise<{ id: string; secret: string | null }>;
}

/** The provider events billing subscribes to: each may change a subscription's state. */
export const WEBHOOK_EVENTS = [
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'customer.subscription.paused',
  'customer.subscription.resumed',
  'invoice.paid',
  'invoice.payment_failed',
  'charge.refunded',
] as const;
