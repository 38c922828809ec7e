import { DomainError, ErrorCode, Rpc } from '@reelmix/contracts';
import { SecretCipher } from '@reelmix/db';
import { ControlledClock, FakeStripe, TEST_ENCRYPTION_KEYS } from '@reelmix/testing';
import { randomUUID } from 'node:crypto';
import { BILLING_KEY_MISSING } from '../src/billing-errors';
import { StoredSigningSecret, SIGNING_SECRET_PURPOSE } from '../src/stripe-events/stored-signing-secret';
import { BillingTestApp, failureOf } from './support/billing-test-app';

const ADMIN = { adminId: randomUUID() };
const STRIPE = { STRIPE_SECRET_KEY: 'sk_test_reelmix', STRIPE_PUBLISHABLE_KEY: 'pk_test_reelmix', STRIPE_PRICE_ID: 'price_pro_monthly' };

/*
 * The Stripe webhook secret the admin "set up webhook" call keeps (Stripe shows it only once) is
 * stored encrypted with BILLING_SETTINGS_KEY, and Stripe's signed deliveries still verify with it.
 * No STRIPE_WEBHOOK_SECRET here: only the kept secret can verify them.
 */
describe('billing: the kept Stripe webhook secret', () => {
  const clock = new ControlledClock();
  let stripe: FakeStripe;
  let service: BillingTestApp;

  const storedSecret = async (): Promise<string> =>
    ((await service.db.query(`SELECT "signing_secret" FROM "billing"."webhook_config"`)) as Array<{ signing_secret: string }>)[0].signing_secret;
  /** A delivery of an event that names no subscription, so receiving it needs nothing else from Stripe. */
  const deliver = (secret?: string) => {
    const { payload, signature } = stripe.signedDelivery(stripe.event('customer.created', { id: `cus_${randomUUID()}`, object: 'customer' }), { secret });
    return service.rpc.request('billing', Rpc.ReceiveWebhook, { payload, signature });
  };

  beforeAll(async () => {
    stripe = await FakeStripe.start({ now: () => clock.now() });
    service = await BillingTestApp.start({ ...STRIPE, STRIPE_API_URL: stripe.url }, clock);
  });

  afterAll(async () => {
    await service?.close();
    await stripe?.close();
  });

  it('keeps the secret encrypted, and verifies deliveries with it', async () => {
    expect(await failureOf(deliver())).toMatchObject({ code: ErrorCode.ServiceUnavailable });
    expect(await service.rpc.request('billing', Rpc.SetupWebhook, ADMIN)).toMatchObject({ webhookConfigured: true, alreadyExists: false });

    const stored = await storedSecret();
    expect(stored).not.toContain(stripe.webhookSecret.slice('whsec_'.length));
    expect(new SecretCipher(TEST_ENCRYPTION_KEYS.BILLING_SETTINGS_KEY, SIGNING_SECRET_PURPOSE).decrypt(stored)).toBe(stripe.webhookSecret);
    expect(await deliver()).toEqual({ received: true, duplicate: false });
    expect(await failureOf(deliver('whsec_forged'))).toMatchObject({ code: ErrorCode.ValidationFailed, message: 'Invalid webhook signature' });
    expect(await service.rpc.request('billing', Rpc.WebhookStatus, {})).toMatchObject({ webhookConfigured: true, message: 'Webhook is configured.' });
  });

  it('encrypts a secret kept before encryption when the service starts, and verifies with it before and after', async () => {
    await service.db.query(`UPDATE "billing"."webhook_config" SET "signing_secret" = $1`, [stripe.webhookSecret]);
    expect(await deliver()).toEqual({ received: true, duplicate: false });

    await service.app.get(StoredSigningSecret).onApplicationBootstrap();
    expect(SecretCipher.isEncrypted(await storedSecret())).toBe(true);
    expect(await storedSecret()).not.toContain(stripe.webhookSecret.slice('whsec_'.length));
    expect(await deliver()).toEqual({ received: true, duplicate: false });
  });
});

describe('billing without BILLING_SETTINGS_KEY', () => {
  let stripe: FakeStripe;
  let service: BillingTestApp;

  beforeAll(async () => {
    stripe = await FakeStripe.start();
    service = await BillingTestApp.start({ ...STRIPE, STRIPE_API_URL: stripe.url, BILLING_SETTINGS_KEY: '' });
  });

  afterAll(async () => {
    await service?.close();
    await stripe?.close();
  });

  it('refuses to set the webhook up before creating it at Stripe, whose secret it could not keep', async () => {
    const refusal = await failureOf(service.rpc.request('billing', Rpc.SetupWebhook, ADMIN));
    expect(refusal).toBeInstanceOf(DomainError);
    expect(refusal).toMatchObject({ code: ErrorCode.ServiceUnavailable, message: BILLING_KEY_MISSING });
    expect(stripe.requests.filter((request) => request.path === '/v1/webhook_endpoints' && request.method === 'POST')).toEqual([]);
    expect(await service.db.query(`SELECT 1 FROM "billing"."webhook_config"`)).toEqual([]);
  });
});
