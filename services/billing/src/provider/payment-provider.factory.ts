import type { Clock } from '@reelmix/service-host';
import { DataSource } from 'typeorm';
import type { BillingConfig } from '../billing.config';
import type { PaymentProvider } from './payment-provider';
import { StripePaymentProvider } from './stripe/stripe-payment-provider';
import { TestPaymentProvider } from './built-in/test-payment-provider';

/** Stripe when a secret key is configured; otherwise the built-in test provider (local mode). */
export function createPaymentProvider(config: BillingConfig, dataSource: DataSource, clock: Clock): PaymentProvider {
  if (!config.STRIPE_SECRET_KEY) return new TestPaymentProvider(dataSource, clock);
  if (!config.STRIPE_PRICE_ID) throw new Error('STRIPE_PRICE_ID: must be set when STRIPE_SECRET_KEY is (the Pro plan\'s monthly price)');
  return new StripePaymentProvider({
    secretKey: config.STRIPE_SECRET_KEY,
    priceId: config.STRIPE_PRICE_ID,
    apiUrl: config.STRIPE_API_URL,
  });
}
