import Stripe from 'stripe';
import { FakeStripe } from './fake-stripe';

const DAY = 86_400;

/** The test-side controls: recorded requests, planned failures, state changes, idempotency, auth. */
describe('FakeStripe test controls', () => {
  let fake: FakeStripe;
  let stripe: Stripe;

  beforeEach(async () => {
    fake = await FakeStripe.start();
    stripe = new Stripe('sk_test_fake', fake.sdkOptions);
  });

  afterEach(() => fake.close());

  async function trialingSubscription() {
    const customer = await stripe.customers.create({ email: 'ana@example.com' });
    const intent = await stripe.setupIntents.create({ customer: customer.id });
    const { paymentMethodId } = fake.confirmSetupIntent(intent.id, '4242424242424242');
    return stripe.subscriptions.create({
      customer: customer.id,
      items: [{ price: 'price_pro_monthly' }],
      trial_period_days: 7,
      default_payment_method: paymentMethodId,
    });
  }

  it('records each request with its form body read into nested values', async () => {
    const subscription = await trialingSubscription();

    const create = fake.requests.find((request) => request.method === 'POST' && request.path === '/v1/subscriptions');
    expect(create?.body).toMatchObject({
      customer: subscription.customer,
      items: [{ price: 'price_pro_monthly' }],
      trial_period_days: '7',
    });
  });

  it('fails the next calls to a path with a 500 so retries can be tested', async () => {
    fake.failNext('/v1/customers', 1);
    const params = { email: 'a@example.com' };
    await expect(stripe.customers.create(params)).rejects.toBeInstanceOf(Stripe.errors.StripeAPIError);
    await expect(stripe.customers.create(params)).resolves.toMatchObject(params);

    fake.failNext('/v1/customers', 2);
    const retrying = new Stripe('sk_test_fake', { ...fake.sdkOptions, maxNetworkRetries: 2 });
    const customer = await retrying.customers.create({ email: 'b@example.com' });

    const attempts = fake.requests.filter((request) => request.body.email === 'b@example.com');
    expect(attempts).toHaveLength(3);
    expect(await stripe.customers.retrieve(customer.id)).toMatchObject({ email: 'b@example.com' });
  });

  it('replays a POST repeated with the same idempotency key instead of creating twice', async () => {
    const options = { idempotencyKey: 'register-user-1' };
    const first = await stripe.customers.create({ email: 'once@example.com' }, options);
    const again = await stripe.customers.create({ email: 'once@example.com' }, options);

    expect(again.id).toBe(first.id);
    await expect(stripe.customers.create({ email: 'other@example.com' }, options)).rejects.toBeInstanceOf(
      Stripe.errors.StripeIdempotencyError,
    );
  });

  it('lets a test change a subscription as Stripe would when time passes', async () => {
    const subscription = await trialingSubscription();
    const trialEnd = subscription.trial_end!;
    const renewedPeriod = { current_period_start: trialEnd, current_period_end: trialEnd + 30 * DAY };
    fake.advanceTime(7 * DAY);

    fake.setSubscription(subscription.id, { status: 'past_due', ...renewedPeriod });

    const seen = await stripe.subscriptions.retrieve(subscription.id);
    expect(seen.status).toBe('past_due');
    expect(seen.items.data[0]).toMatchObject(renewedPeriod);
    expect(fake.subscription(subscription.id)).toMatchObject(renewedPeriod);
  });

  it('shares a clock the test injects, plus any time it moves forward', async () => {
    const injected = new Date('2031-06-01T00:00:00Z');
    const clocked = await FakeStripe.start({ now: () => injected });
    try {
      const client = new Stripe('sk_test_fake', clocked.sdkOptions);
      clocked.advanceTime(60);

      const customer = await client.customers.create({ email: 'clock@example.com' });

      expect(customer.created).toBe(injected.getTime() / 1000 + 60);
      expect(clocked.now()).toBe(customer.created);
    } finally {
      await clocked.close();
    }
  });

  it('expands ids into the objects they name when asked', async () => {
    const subscription = await trialingSubscription();

    const expanded = await stripe.subscriptions.retrieve(subscription.id, {
      expand: ['customer', 'default_payment_method'],
    });

    expect(expanded.customer).toMatchObject({ object: 'customer', email: 'ana@example.com' });
    expect(expanded.default_payment_method).toMatchObject({ object: 'payment_method', card: { last4: '4242' } });
  });

  it('validates parameters the way Stripe does', async () => {
    const customer = await stripe.customers.create({ email: 'p@example.com' });

    await expect(stripe.subscriptions.create({ customer: customer.id })).rejects.toMatchObject({
      statusCode: 400,
      code: 'parameter_missing',
      param: 'items[0][price]',
    });
    await expect(
      stripe.subscriptions.create({ customer: 'cus_nope', items: [{ price: 'price_x' }] }),
    ).rejects.toMatchObject({ statusCode: 400, code: 'resource_missing', param: 'customer' });
    await expect(
      stripe.customers.update(customer.id, { invoice_settings: { default_payment_method: 'pm_nope' } }),
    ).rejects.toMatchObject({ statusCode: 400, code: 'resource_missing' });
  });

  it('merges metadata on update and removes keys sent empty', async () => {
    const customer = await stripe.customers.create({ metadata: { userId: 'u-1', plan: 'trial' } });

    const updated = await stripe.customers.update(customer.id, { metadata: { plan: '', referral: 'friend' } });

    expect(updated.metadata).toEqual({ userId: 'u-1', referral: 'friend' });
  });

  it('still accepts payment_method_types, the name older SDKs send', async () => {
    const response = await fetch(`${fake.url}/v1/setup_intents`, {
      method: 'POST',
      headers: { Authorization: 'Bearer sk_test_fake', 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'payment_method_types[]=card&usage=off_session',
    });

    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ object: 'setup_intent', payment_method_types: ['card'] });
  });

  it('refuses requests without a secret API key, as Stripe does', async () => {
    const response = await fetch(`${fake.url}/v1/customers`, { method: 'POST' });

    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ error: { type: 'invalid_request_error' } });
    await expect(new Stripe('pk_test_publishable', fake.sdkOptions).customers.create()).rejects.toBeInstanceOf(
      Stripe.errors.StripeAuthenticationError,
    );
  });
});
