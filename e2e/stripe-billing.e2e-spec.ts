import { type CurrentUser, Events, Rpc } from '@reelmix/contracts';
import { RpcClient } from '@reelmix/messaging';
import { SecretCipher } from '@reelmix/db';
import { FakeStripe, uniqueName, waitFor, ControlledClock, TEST_ENCRYPTION_KEYS } from '@reelmix/testing';
import { DataSource } from 'typeorm';
import { SIGNING_SECRET_PURPOSE } from '../services/billing/src/stripe-events/stored-signing-secret';
import { type InProcessStack, startInProcessStack } from './fixtures/in-process-stack';
import { get, post } from './fixtures/registration';

const PASSWORD = 'a decent password';
const ADMIN = { email: `${uniqueName('admin')}@example.com`, password: 'admin password 1' };

describe('billing over the stripe SDK: registration and signed webhooks', () => {
  const clock = new ControlledClock();
  let stripe: FakeStripe;
  let stack: InProcessStack;
  let user: { id: string; cookie: string; subscriptionId: string };

  const me = async () => (await get<CurrentUser>(stack.url, '/api/auth/me', user.cookie)).body;
  const deliver = (body: string, signature: string) =>
    fetch(`${stack.url}/api/webhooks/stripe`, {
      method: 'POST',
      // Sent as Stripe sends it: another origin's server, no cookie, no Origin header.
      headers: { 'Content-Type': 'application/json', 'Stripe-Signature': signature },
      body,
    });
  const send = async (type: string, options: { secret?: string } = {}) => {
    const event = stripe.event(type, stripe.subscription(user.subscriptionId));
    const { payload, signature } = stripe.signedDelivery(event, options);
    return { event, payload, signature, response: await deliver(payload, signature) };
  };
  const changesAnnounced = async () =>
    Number(
      (
        await stack
          .app('billing')
          .get(DataSource)
          .query(`SELECT count(*) FROM "billing"."outbox" WHERE event_name = $1 AND payload->>'userId' = $2`, [
            Events.SubscriptionChanged,
            user.id,
          ])
      )[0].count,
    );

  beforeAll(async () => {
    stripe = await FakeStripe.start({ now: () => clock.now() });
    stack = await startInProcessStack(clock, {
      billing: {
        STRIPE_SECRET_KEY: 'sk_test_reelmix',
        STRIPE_PUBLISHABLE_KEY: 'pk_test_reelmix',
        STRIPE_PRICE_ID: 'price_pro_monthly',
        STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
        STRIPE_API_URL: stripe.url,
      },
      auth: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password },
    });
  }, 60000);

  afterAll(async () => {
    await stack?.close();
    await stripe?.close();
  });

  it('registers through Stripe: customer, setup intent, card confirmed by Stripe.js, 7-day trial', async () => {
    expect((await get(stack.url, '/api/payment/config')).body).toEqual({
      provider: 'stripe',
      publishableKey: 'pk_test_reelmix',
      priceCents: 2900,
      currency: 'usd',
      trialDays: 7,
    });
    const email = `${uniqueName('stripe')}@example.com`;
    expect((await post(stack.url, '/api/auth/register', { email, password: PASSWORD, confirmPassword: PASSWORD })).status).toBe(200);
    const setup = await post<{ clientSecret: string; setupIntentId: string }>(stack.url, '/api/payment/create-setup-for-registration', {
      email,
    });
    expect(setup.body.clientSecret).toMatch(/_secret_/);
    // The built-in card form is off when Stripe is configured.
    expect((await post(stack.url, '/api/payment/test-card/confirm', { clientSecret: setup.body.clientSecret, cardNumber: '4242424242424242', expMonth: 12, expYear: 2034, cvc: '123' })).status).toBe(404);

    expect(stripe.confirmSetupIntent(setup.body.setupIntentId, '4000 0000 0000 0002').status).toBe('requires_payment_method');
    expect(
      (await post(stack.url, '/api/payment/complete-registration', { setupIntentId: setup.body.setupIntentId, userData: { email, password: PASSWORD } }))
        .status,
    ).toBe(400);
    expect(stripe.confirmSetupIntent(setup.body.setupIntentId, '4242 4242 4242 4242').status).toBe('succeeded');
    const done = await post<{ user: { id: string } }>(stack.url, '/api/payment/complete-registration', {
      setupIntentId: setup.body.setupIntentId,
      userData: { email, password: PASSWORD },
    });
    expect(done.status).toBe(200);
    const subscriptionId = (await stack.app('billing').get(DataSource).query(`SELECT id FROM "billing"."subscriptions" WHERE user_id = $1`, [done.body.user.id]))[0].id as string;
    user = { id: done.body.user.id, cookie: done.cookie, subscriptionId };
    expect(stripe.subscription(subscriptionId)).toMatchObject({ status: 'trialing', metadata: { userId: user.id } });
    expect(await waitFor(async () => ((await me()).subscriptionStatus === 'trialing' ? me() : undefined))).toMatchObject({ isPro: true });

    // Completing again (a double click, a retry) neither makes a second account nor a second subscription.
    const again = await post<{ user: { id: string } }>(stack.url, '/api/payment/complete-registration', {
      setupIntentId: setup.body.setupIntentId,
      userData: { email, password: PASSWORD },
    });
    expect(again.body.user.id).toBe(user.id);
    expect(stripe.requests.filter((request) => request.method === 'POST' && request.path === '/v1/subscriptions')).toHaveLength(1);
  });

  it('refuses a forged signature, a missing one, and a body changed after signing', async () => {
    stripe.setSubscription(user.subscriptionId, { status: 'active' });
    const forged = await send('customer.subscription.updated', { secret: 'whsec_forged_by_someone_else' });
    expect(forged.response.status).toBe(400);
    expect(await forged.response.json()).toMatchObject({ error: 'Invalid webhook signature' });
    expect((await deliver(forged.payload, '')).status).toBe(400);
    const genuine = stripe.signedDelivery(stripe.event('customer.subscription.updated', stripe.subscription(user.subscriptionId)));
    expect((await deliver(genuine.payload.replace('"active"', '"trialing" '), genuine.signature)).status).toBe(400);
    expect((await me()).subscriptionStatus).toBe('trialing');
  });

  it('applies a genuine event once: a replay changes nothing', async () => {
    const before = await changesAnnounced();
    const first = await send('customer.subscription.updated');
    expect(first.response.status).toBe(200);
    expect(await first.response.json()).toEqual({ received: true, duplicate: false });
    await waitFor(async () => ((await me()).subscriptionStatus === 'active' ? true : undefined));
    expect(await changesAnnounced()).toBe(before + 1);

    const replay = await deliver(first.payload, first.signature);
    expect(await replay.json()).toEqual({ received: true, duplicate: true });
    expect(await changesAnnounced()).toBe(before + 1);
  });

  it('records a paid invoice once, and its refund once', async () => {
    const announced = async (name: string) =>
      (
        await stack
          .app('billing')
          .get(DataSource)
          .query(`SELECT payload FROM "billing"."outbox" WHERE event_name = $1 AND payload->>'userId' = $2`, [name, user.id])
      ).map((row: { payload: Record<string, unknown> }) => row.payload);
    const invoice = {
      id: 'in_reelmix_1',
      object: 'invoice',
      amount_paid: 2900,
      currency: 'usd',
      created: stripe.now(),
      status_transitions: { paid_at: stripe.now() },
      parent: { type: 'subscription_details', subscription_details: { subscription: user.subscriptionId } },
      payments: { object: 'list', data: [{ payment: { type: 'payment_intent', payment_intent: 'pi_reelmix_1' } }] },
    };
    for (let delivery = 0; delivery < 2; delivery++) {
      // Stripe may send the same payment as two events: one record, one announcement.
      const { payload, signature } = stripe.signedDelivery(stripe.event('invoice.paid', invoice));
      expect((await deliver(payload, signature)).status).toBe(200);
    }
    expect(await announced(Events.InvoicePaid)).toEqual([
      expect.objectContaining({ invoiceId: 'in_reelmix_1', amountPaidCents: 2900, currency: 'usd', cardFingerprint: expect.any(String) }),
    ]);

    const charge = { id: 'ch_reelmix_1', object: 'charge', amount: 2900, amount_refunded: 2900, payment_intent: 'pi_reelmix_1', refunded: true };
    for (let delivery = 0; delivery < 2; delivery++) {
      const { payload, signature } = stripe.signedDelivery(stripe.event('charge.refunded', charge));
      expect((await deliver(payload, signature)).status).toBe(200);
    }
    expect(await announced(Events.InvoiceRefunded)).toEqual([
      expect.objectContaining({ invoiceId: 'in_reelmix_1', amountRefundedCents: 2900 }),
    ]);
  });

  it('ends in the right state when events arrive out of order', async () => {
    stripe.setSubscription(user.subscriptionId, { status: 'past_due' });
    const pastDue = stripe.event('customer.subscription.updated', stripe.subscription(user.subscriptionId));
    stripe.setSubscription(user.subscriptionId, { status: 'canceled', canceled_at: stripe.now(), ended_at: stripe.now() });
    const deleted = stripe.event('customer.subscription.deleted', stripe.subscription(user.subscriptionId));

    for (const event of [deleted, pastDue]) {
      const { payload, signature } = stripe.signedDelivery(event);
      expect((await deliver(payload, signature)).status).toBe(200);
    }
    const final = await waitFor(async () => ((await me()).subscriptionStatus === 'canceled' ? me() : undefined));
    expect(final.isPro).toBe(false);
    const row = (await stack.app('billing').get(DataSource).query(`SELECT status FROM "billing"."subscriptions" WHERE id = $1`, [user.subscriptionId]))[0];
    expect(row.status).toBe('canceled');
  });

  it('lets only admins see and set up the webhook', async () => {
    for (const cookie of ['', user.cookie]) {
      expect((await get(stack.url, '/api/webhook-status', cookie)).status).toBe(401);
      expect((await post(stack.url, '/api/setup-webhook', {}, cookie)).status).toBe(401);
      expect((await get(stack.url, '/api/admin/settings', cookie)).status).toBe(401);
      expect((await post(stack.url, '/api/admin/settings', { smtpHost: 'smtp.example.com' }, cookie)).status).toBe(401);
    }
    const admin = await post(stack.url, '/admin/login', ADMIN);
    expect(admin.status).toBe(200);
    expect(await get(stack.url, '/api/webhook-status', admin.cookie)).toMatchObject({
      status: 200,
      body: { webhookConfigured: true, webhookUrl: 'http://localhost:8080/api/webhooks/stripe', message: expect.any(String) },
    });
  });

  it('sets up the webhook endpoint once and keeps the signing secret Stripe shows only then', async () => {
    const rpc = stack.app('billing').get(RpcClient);
    const admin = await post(stack.url, '/admin/login', ADMIN);
    const created = await post(stack.url, '/api/setup-webhook', {}, admin.cookie);
    expect(created).toMatchObject({
      status: 200,
      body: { webhookConfigured: true, alreadyExists: false, webhookUrl: 'http://localhost:8080/api/webhooks/stripe' },
    });
    const adminId = (admin.body as { id: string }).id;
    expect(await rpc.request('billing', Rpc.SetupWebhook, { adminId })).toMatchObject({ alreadyExists: true, webhookConfigured: true });

    const endpointCreate = stripe.requests.find((request) => request.path === '/v1/webhook_endpoints' && request.method === 'POST');
    expect(endpointCreate?.body).toMatchObject({ enabled_events: expect.arrayContaining(['customer.subscription.updated', 'invoice.paid']) });
    const stored = (await stack.app('billing').get(DataSource).query(`SELECT signing_secret FROM "billing"."webhook_config"`))[0].signing_secret;
    // Stripe shows the secret only in the create answer: it is kept, encrypted, and deliveries verify with it.
    expect(stored).not.toContain(stripe.webhookSecret.slice('whsec_'.length));
    const secret = new SecretCipher(TEST_ENCRYPTION_KEYS.BILLING_SETTINGS_KEY, SIGNING_SECRET_PURPOSE).decrypt(stored);
    expect(secret).toBe(stripe.webhookSecret);
    expect((await send('customer.subscription.updated', { secret })).response.status).toBe(200);
  });
});
