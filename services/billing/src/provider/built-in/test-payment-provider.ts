import { PRO_CURRENCY, PRO_PRICE_CENTS } from '@reelmix/contracts';
import type { Clock } from '@reelmix/service-host';
import { randomBytes } from 'node:crypto';
import { DataSource } from 'typeorm';
import { BillingErrors } from '../../billing-errors';
import type {
  NewSubscription,
  PaymentProvider,
  ProviderEvent,
  ProviderInvoice,
  ProviderSetupIntent,
  ProviderSubscription,
  SavedCard,
} from '../payment-provider';
import { judgeTestCard, type TestCard } from './test-cards';
import { TestProviderStore } from './test-provider.store';

interface StoredSetupIntent extends ProviderSetupIntent {
  cardFingerprint: string | null;
  /** Absent on intents stored before cards kept them. */
  cardBrand?: string | null;
  cardLast4?: string | null;
}

interface StoredSubscription {
  id: string;
  customerId: string;
  status: ProviderSubscription['status'];
  trialEnd: string | null;
  currentPeriodEnd: string;
  cancelAtPeriodEnd: boolean;
  userId: string;
  idempotencyKey: string;
}

interface StoredInvoice {
  id: string;
  subscriptionId: string;
  amountPaidCents: number;
  currency: string;
  paidAt: string;
  /** Handed to billing and recorded there. */
  delivered: boolean;
}

const id = (prefix: string) => `${prefix}_test_${randomBytes(12).toString('hex')}`;

/**
 * Stands in for Stripe when no key is configured, so the whole journey runs on one machine: the
 * same calls, Stripe's test cards, and time moving subscriptions on (trial to active, renewals,
 * cancellation at period end) through `advance`, which billing's sweep calls. Each paid period
 * makes an invoice, which the sweep collects with `undeliveredInvoices`. No webhooks: the sweep
 * applies each change directly.
 */
export class TestPaymentProvider implements PaymentProvider {
  readonly kind = 'test' as const;
  private readonly store: TestProviderStore;

  constructor(
    dataSource: DataSource,
    private readonly clock: Clock,
  ) {
    this.store = new TestProviderStore(dataSource);
  }

  createCustomer(): Promise<string> {
    return Promise.resolve(id('cus'));
  }

  async createSetupIntent(input: { customerId: string; metadata: Record<string, string> }): Promise<ProviderSetupIntent> {
    const setupId = id('seti');
    const intent: StoredSetupIntent = {
      id: setupId,
      clientSecret: `${setupId}_secret_${randomBytes(16).toString('hex')}`,
      status: 'requires_payment_method',
      customerId: input.customerId,
      paymentMethodId: null,
      metadata: input.metadata,
      cardFingerprint: null,
    };
    return publicIntent(await this.store.put('setup_intent', intent));
  }

  async getSetupIntent(setupId: string): Promise<ProviderSetupIntent> {
    return publicIntent(await this.storedIntent(setupId));
  }

  /** What Stripe.js `confirmCardSetup` does in the browser: the card is checked and saved. */
  async confirmCard(clientSecret: string, card: TestCard): Promise<ProviderSetupIntent> {
    const intent = await this.storedIntent(clientSecret.slice(0, clientSecret.indexOf('_secret_')));
    if (intent.clientSecret !== clientSecret) throw BillingErrors.setupNotFound();
    if (intent.status === 'succeeded') return publicIntent(intent);
    const verdict = judgeTestCard(card, this.clock.now());
    if (!verdict.ok) throw BillingErrors.declined(verdict.message, verdict.code);
    const confirmed = {
      ...intent,
      status: 'succeeded',
      paymentMethodId: id('pm'),
      cardFingerprint: verdict.fingerprint,
      cardBrand: verdict.brand,
      cardLast4: verdict.last4,
    };
    return publicIntent(await this.store.put('setup_intent', confirmed));
  }

  async savedCard(paymentMethodId: string): Promise<SavedCard> {
    const intents = await this.store.all<StoredSetupIntent>('setup_intent');
    const intent = intents.find((candidate) => candidate.paymentMethodId === paymentMethodId);
    return { fingerprint: intent?.cardFingerprint ?? null, brand: intent?.cardBrand ?? null, last4: intent?.cardLast4 ?? null };
  }

  async createSubscription(input: NewSubscription): Promise<ProviderSubscription> {
    const existing = (await this.store.all<StoredSubscription>('subscription')).find((s) => s.idempotencyKey === input.idempotencyKey);
    if (existing) return publicSubscription(existing);
    const now = this.clock.now();
    const trialEnd = input.trialDays > 0 ? new Date(now.getTime() + input.trialDays * 86_400_000) : null;
    const subscription: StoredSubscription = {
      id: id('sub'),
      customerId: input.customerId,
      status: trialEnd ? 'trialing' : 'active',
      trialEnd: trialEnd?.toISOString() ?? null,
      currentPeriodEnd: (trialEnd ?? addMonth(now)).toISOString(),
      cancelAtPeriodEnd: false,
      userId: input.userId,
      idempotencyKey: input.idempotencyKey,
    };
    // Without a trial the first month is charged at once, as Stripe does.
    if (!trialEnd) await this.invoice(subscription.id, now);
    return publicSubscription(await this.store.put('subscription', subscription));
  }

  async getSubscription(subscriptionId: string): Promise<ProviderSubscription> {
    return publicSubscription(await this.storedSubscription(subscriptionId));
  }

  async cancelAtPeriodEnd(subscriptionId: string): Promise<ProviderSubscription> {
    const subscription = await this.storedSubscription(subscriptionId);
    return publicSubscription(await this.store.put('subscription', { ...subscription, cancelAtPeriodEnd: true }));
  }

  async cancelNow(subscriptionId: string): Promise<ProviderSubscription> {
    const subscription = await this.storedSubscription(subscriptionId);
    return publicSubscription(await this.store.put('subscription', { ...subscription, status: 'canceled' }));
  }

  /**
   * Moves every subscription to where the clock says it is: a trial ends into a paid period (the
   * test card always pays) or, if cancelled, into canceled; a period ends into the next one or,
   * if cancelled, into canceled. Returns the subscriptions that changed.
   */
  async advance(): Promise<ProviderSubscription[]> {
    const now = this.clock.now();
    const changed: ProviderSubscription[] = [];
    for (const subscription of await this.store.all<StoredSubscription>('subscription')) {
      const { next, paidPeriodsFrom } = advanced(subscription, now);
      if (next === subscription) continue;
      for (const periodStart of paidPeriodsFrom) await this.invoice(subscription.id, periodStart);
      changed.push(publicSubscription(await this.store.put('subscription', next)));
    }
    return changed;
  }

  /** Payments billing has not recorded yet, oldest first. */
  async undeliveredInvoices(): Promise<ProviderInvoice[]> {
    const invoices = await this.store.all<StoredInvoice>('invoice');
    return invoices
      .filter((invoice) => !invoice.delivered)
      .sort((a, b) => a.paidAt.localeCompare(b.paidAt))
      .map((invoice) => ({
        id: invoice.id,
        subscriptionId: invoice.subscriptionId,
        amountPaidCents: invoice.amountPaidCents,
        currency: invoice.currency,
        paidAt: new Date(invoice.paidAt),
        paymentIntentId: null,
      }));
  }

  async markDelivered(invoiceId: string): Promise<void> {
    const invoice = await this.store.get<StoredInvoice>('invoice', invoiceId);
    if (invoice) await this.store.put('invoice', { ...invoice, delivered: true });
  }

  private async invoice(subscriptionId: string, paidAt: Date): Promise<void> {
    const invoice: StoredInvoice = {
      id: id('in'),
      subscriptionId,
      amountPaidCents: PRO_PRICE_CENTS,
      currency: PRO_CURRENCY,
      paidAt: paidAt.toISOString(),
      delivered: false,
    };
    await this.store.put('invoice', invoice);
  }

  verifyWebhook(): ProviderEvent {
    throw BillingErrors.stripeOnly();
  }

  findWebhookEndpoint(): Promise<{ id: string } | null> {
    return Promise.reject(BillingErrors.stripeOnly());
  }

  createWebhookEndpoint(): Promise<{ id: string; secret: string | null }> {
    return Promise.reject(BillingErrors.stripeOnly());
  }

  private async storedIntent(setupId: string): Promise<StoredSetupIntent> {
    const intent = await this.store.get<StoredSetupIntent>('setup_intent', setupId);
    if (!intent) throw BillingErrors.setupNotFound();
    return intent;
  }

  private async storedSubscription(subscriptionId: string): Promise<StoredSubscription> {
    const subscription = await this.store.get<StoredSubscription>('subscription', subscriptionId);
    if (!subscription) throw BillingErrors.missing();
    return subscription;
  }
}

/** The subscription as of `now`, and the start of every period paid for on the way. */
function advanced(subscription: StoredSubscription, now: Date): { next: StoredSubscription; paidPeriodsFrom: Date[] } {
  const live = subscription.status === 'trialing' || subscription.status === 'active';
  if (!live || new Date(subscription.currentPeriodEnd).getTime() > now.getTime()) return { next: subscription, paidPeriodsFrom: [] };
  if (subscription.cancelAtPeriodEnd) return { next: { ...subscription, status: 'canceled' }, paidPeriodsFrom: [] };
  const paidPeriodsFrom: Date[] = [];
  let periodEnd = new Date(subscription.currentPeriodEnd);
  while (periodEnd.getTime() <= now.getTime()) {
    paidPeriodsFrom.push(periodEnd);
    periodEnd = addMonth(periodEnd);
  }
  return { next: { ...subscription, status: 'active', currentPeriodEnd: periodEnd.toISOString() }, paidPeriodsFrom };
}

function addMonth(date: Date): Date {
  const next = new Date(date);
  next.setUTCMonth(next.getUTCMonth() + 1);
  return next;
}

function publicIntent({ cardFingerprint: _fingerprint, cardBrand: _brand, cardLast4: _last4, ...intent }: StoredSetupIntent): ProviderSetupIntent {
  return intent;
}

function publicSubscription(subscription: StoredSubscription): ProviderSubscription {
  return {
    id: subscription.id,
    customerId: subscription.customerId,
    status: subscription.status,
    trialEnd: subscription.trialEnd ? new Date(subscription.trialEnd) : null,
    currentPeriodEnd: new Date(subscription.currentPeriodEnd),
    cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
    userId: subscription.userId,
  };
}
