import { ConfigError, loadConfig } from '@reelmix/config';
import { randomBytes } from 'node:crypto';
import { BillingConfig } from './billing.config';

const secret = () => randomBytes(24).toString('hex');

const deployment = () => ({
  NODE_ENV: 'production',
  AMQP_URL: `amqps://billing:${secret()}@broker.internal:5671/reelmix`,
  DATABASE_URL: `postgres://billing:${secret()}@db.internal:5432/reelmix`,
  PUBLIC_URL: 'https://app.reelmix.example',
  STRIPE_SECRET_KEY: 'sk_live_51Hreelmix',
  STRIPE_PUBLISHABLE_KEY: 'pk_live_51Hreelmix',
  STRIPE_PRICE_ID: 'price_1Preelmix',
  BILLING_SETTINGS_KEY: randomBytes(32).toString('hex'),
});

describe('BillingConfig in production', () => {
  it('starts with Stripe, the webhook secret left to the admin "set up webhook" call', () => {
    expect(loadConfig(BillingConfig, deployment()).STRIPE_WEBHOOK_SECRET).toBe('');
  });

  it('refuses the built-in test provider, naming each Stripe setting to fill in', () => {
    let refusal: ConfigError | undefined;
    try {
      loadConfig(BillingConfig, { ...deployment(), STRIPE_SECRET_KEY: '', STRIPE_PUBLISHABLE_KEY: '', STRIPE_PRICE_ID: '' });
    } catch (error) {
      refusal = error as ConfigError;
    }
    expect(refusal?.problems.map((problem) => problem.split(':')[0]).sort()).toEqual(['STRIPE_PRICE_ID', 'STRIPE_PUBLISHABLE_KEY', 'STRIPE_SECRET_KEY']);
    expect(refusal?.message).toContain('empty runs the built-in test provider');
  });

  it('refuses to start without a key for the webhook secret the admin call keeps', () => {
    expect(() => loadConfig(BillingConfig, { ...deployment(), BILLING_SETTINGS_KEY: '' })).toThrow(/BILLING_SETTINGS_KEY: refused in production: must be set/);
  });

  it('keeps the built-in test provider in development', () => {
    expect(loadConfig(BillingConfig, {}).STRIPE_SECRET_KEY).toBe('');
  });
});
