import { Logger } from '@nestjs/common';
import Stripe from 'stripe';
import { BillingErrors } from '../../billing-errors';
import type {
  NewSubscription,
  PaymentProvider,
  ProviderEvent,
  ProviderSetupIntent,
  ProviderSubscription,
  SavedCard,
} from '../payment-provider';
import { fromStripeEvent } from './stripe-events';
import { fromStripeSubscription } from './stripe-subscription';

export interface StripeSettings {
  secretKey: string;
  priceId: string;
  /** Another address for the API (a local fake in tests); empty for Stripe itself. */
  apiUrl: string;
}

/** Billing's provider calls over the official `stripe` SDK. */
export class StripePaymentProvider implements PaymentProvider {
  readonly kind = 'stripe' as const;
  private readonly stripe: Stripe;

  constructor(private readonly settings: StripeSettings) {
    const api = settings.apiUrl ? new URL(settings.apiUrl) : undefined;
    this.stripe = new Stripe(settings.secretKey, {
      maxNetworkRetries: 2,
      timeout: 20000,
      ...(api ? { host: api.hostname, port: Number(api.port) || undefined, protocol: api.protocol === 'http:' ? 'http' : 'https' } : {}),
    });
  }

  async createCustomer(input: { email: string; userId?: string }): Promise<string> {
    const customer = await call(() =>
      this.stripe.customers.create({ email: input.email, metadata: input.userId ? { userId: input.userId } : {} }),
    );
    return customer.id;
  }

  async createSetupIntent(input: { customerId: string; metadata: Record<string, string> }): Promise<ProviderSetupIntent> {
    const intent = await call(() =>
      this.stripe.setupIntents.create({
        customer: input.customerId,
        usage: 'off_session',
        metadata: input.metadata,
      }),
    );
    return fromSetupIntent(intent);
  }

  async getSetupIntent(id: string): Promise<ProviderSetupIntent> {
    return fromSetupIntent(await call(() => this.stripe.setupIntents.retrieve(id)));
  }

  async savedCard(paymentMethodId: string): Promise<SavedCard> {
    const method = await call(() => this.stripe.paymentMethods.retrieve(paymentMethodId));
    return { fingerprint: method.card?.fingerprint ?? null, brand: method.card?.brand ?? null, last4: method.card?.last4 ?? null };
  }

  async createSubscription(input: NewSubscription): Promise<ProviderSubscription> {
    await call(() =>
      this.stripe.customers.update(input.customerId, { invoice_settings: { default_payment_method: input.paymentMethodId } }),
    );
    const subscription = await call(() =>
      this.stripe.subscriptions.create(
        {
          customer: input.customerId,
          items: [{ price: this.settings.priceId }],
          default_payment_method: input.paymentMethodId,
          ...(input.trialDays > 0 ? { trial_period_days: input.trialDays } : {}),
          metadata: { userId: input.userId },
        },
        { idempotencyKey: input.idempotencyKey },
      ),
    );
    return fromStripeSubscription(subscription);
  }

  async getSubscription(id: string): Promise<ProviderSubscription> {
    return fromStripeSubscription(await call(() => this.stripe.subscriptions.retrieve(id)));
  }

  async cancelAtPeriodEnd(id: string): Promise<ProviderSubscription> {
    return fromStripeSubscription(await call(() => this.stripe.subscriptions.update(id, { cancel_at_period_end: true })));
  }

  async cancelNow(id: string): Promise<ProviderSubscription> {
    return fromStripeSubscription(await call(() => this.stripe.subscriptions.cancel(id)));
  }

  verifyWebhook(payload: string, signature: string, secret: string): ProviderEvent {
    return fromStripeEvent(this.stripe.webhooks.constructEvent(payload, signature, secret));
  }

  async findWebhookEndpoint(url: string): Promise<{ id: string } | null> {
    for await (const endpoint of this.stripe.webhookEndpoints.list({ limit: 100 })) {
      if (endpoint.url === url) return { id: endpoint.id };
    }
    return null;
  }

  async createWebhookEndpoint(url: string, events: readonly string[]): Promise<{ id: string; secret: string | null }> {
    const endpoint = await call(() =>
      this.stripe.webhookEndpoints.create({ url, enabled_events: [...events] as Stripe.WebhookEndpointCreateParams.EnabledEvent[] }),
    );
    return { id: endpoint.id, secret: endpoint.secret ?? null };
  }
}

function fromSetupIntent(intent: Stripe.SetupIntent): ProviderSetupIntent {
  const paymentMethod = intent.payment_method;
  return {
    id: intent.id,
    clientSecret: intent.client_secret ?? '',
    status: intent.status,
    customerId: typeof intent.customer === 'string' ? intent.customer : (intent.customer?.id ?? ''),
    paymentMethodId: typeof paymentMethod === 'string' ? paymentMethod : (paymentMethod?.id ?? null),
    metadata: (intent.metadata ?? {}) as Record<string, string>,
  };
}

const logger = new Logger('StripePaymentProvider');

/** A declined card is the customer's to fix (402); any other provider failure is ours (503). */
async function call<T>(request: () => Promise<T>): Promise<T> {
  try {
    return await request();
  } catch (error) {
    if (error instanceof Stripe.errors.StripeCardError) throw BillingErrors.declined(error.message, error.decline_code ?? error.code);
    if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing') throw BillingErrors.missing();
    logger.warn(`Stripe call failed: ${error instanceof Error ? error.message : String(error)}`);
    throw BillingErrors.unavailable();
  }
}
