import Stripe from 'stripe';
import { FakeStripe } from './fake-stripe';

const DAY = 86_400;
// The 31st, so a one-month period must end on the last day of February.
const START = new Date('2030-01-31T12:00:00Z');
const START_SECONDS = START.getTime() / 1000;
const PRICE = 'price_pro_monthly';

describe('FakeStripe driven by the real stripe SDK', () => {
  let fake: FakeStripe;
  let stripe: Stripe;

  beforeEach(async () => {
    fake = await FakeStripe.start({ now: () => START, webhookSecret: 'whsec_test_fake' });
    stripe = new Stripe('sk_test_fake', { host: '127.0.0.1', port: fake.port, protocol: 'http', maxNetworkRetries: 0 });
  });

  afterEach(() => fake.close());

  async function customerWithSavedCard() {
    const customer = await stripe.customers.create({ email: 'ana@example.com', metadata: { userId: 'user-1' } });
    const intent = await stripe.setupIntents.create({ customer: customer.id, usage: 'off_session' });
    const { paymentMethodId } = fake.confirmSetupIntent(intent.id, '4242 4242 4242 4242');
    return { customer, paymentMethodId: paymentMethodId! };
  }

  async function stripeErrorFrom(call: Promise<unknown>): Promise<Stripe.errors.StripeError> {
    try {
      await call;
    } catch (error) {
      expect(error).toBeInstanceOf(Stripe.errors.StripeError);
      return error as Stripe.errors.StripeError;
    }
    throw new Error('The Stripe call succeeded; the test expected it to fail');
  }

  it('saves a card through a setup intent and starts a 7-day trial on it', async () => {
    const customer = await stripe.customers.create({ email: 'ana@example.com', metadata: { userId: 'user-1' } });
    expect(customer).toMatchObject({ object: 'customer', email: 'ana@example.com', metadata: { userId: 'user-1' } });
    expect(customer.id).toMatch(/^cus_/);
    expect(customer.invoice_settings.default_payment_method).toBeNull();

    const intent = await stripe.setupIntents.create({
      customer: customer.id,
      allowed_payment_method_types: ['card'],
      usage: 'off_session',
      metadata: { purpose: 'registration' },
    });
    expect(intent).toMatchObject({
      object: 'setup_intent',
      status: 'requires_payment_method',
      customer: customer.id,
      payment_method: null,
      payment_method_types: ['card'],
      usage: 'off_session',
      metadata: { purpose: 'registration' },
    });
    expect(intent.client_secret).toMatch(new RegExp(`^${intent.id}_secret_[A-Za-z0-9]+$`));

    const confirmation = fake.confirmSetupIntent(intent.id, '4242 4242 4242 4242');
    expect(confirmation.status).toBe('succeeded');
    expect(confirmation.error).toBeUndefined();

    const confirmed = await stripe.setupIntents.retrieve(intent.id);
    expect(confirmed.status).toBe('succeeded');
    expect(confirmed.payment_method).toBe(confirmation.paymentMethodId);

    const paymentMethod = await stripe.paymentMethods.retrieve(confirmation.paymentMethodId!);
    expect(paymentMethod).toMatchObject({ object: 'payment_method', type: 'card', customer: customer.id });
    expect(paymentMethod.card).toMatchObject({ brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2033 });
    expect(paymentMethod.card?.fingerprint).toMatch(/^[A-Za-z0-9]{16}$/);

    await stripe.customers.update(customer.id, { invoice_settings: { default_payment_method: paymentMethod.id } });
    const updated = (await stripe.customers.retrieve(customer.id)) as Stripe.Customer;
    expect(updated.invoice_settings.default_payment_method).toBe(paymentMethod.id);

    const subscription = await stripe.subscriptions.create({
      customer: customer.id,
      items: [{ price: PRICE }],
      trial_period_days: 7,
      metadata: { userId: 'user-1' },
    });
    const trialEnd = START_SECONDS + 7 * DAY;
    expect(subscription).toMatchObject({
      object: 'subscription',
      customer: customer.id,
      status: 'trialing',
      trial_start: START_SECONDS,
      trial_end: trialEnd,
      created: START_SECONDS,
      start_date: START_SECONDS,
      cancel_at_period_end: false,
      cancel_at: null,
      canceled_at: null,
      ended_at: null,
      metadata: { userId: 'user-1' },
    });
    const [item] = subscription.items.data;
    expect(item).toMatchObject({ current_period_start: START_SECONDS, current_period_end: trialEnd });
    expect(item.price).toMatchObject({
      id: PRICE,
      unit_amount: 2900,
      currency: 'usd',
      recurring: { interval: 'month' },
    });
    // Older readers look for the period on the subscription itself.
    expect(subscription).toMatchObject({ current_period_start: START_SECONDS, current_period_end: trialEnd });
  });

  it('gives the same card number the same fingerprint for every customer', async () => {
    const first = await customerWithSavedCard();
    const second = await customerWithSavedCard();

    const [firstCard, secondCard] = await Promise.all([
      stripe.paymentMethods.retrieve(first.paymentMethodId),
      stripe.paymentMethods.retrieve(second.paymentMethodId),
    ]);
    expect(firstCard.id).not.toBe(secondCard.id);
    expect(firstCard.card?.fingerprint).toBe(secondCard.card?.fingerprint);
  });

  it('bills without a trial from now for one calendar month, on an explicit payment method', async () => {
    const { customer, paymentMethodId } = await customerWithSavedCard();

    const subscription = await stripe.subscriptions.create({
      customer: customer.id,
      items: [{ price: PRICE }],
      default_payment_method: paymentMethodId,
    });

    expect(subscription).toMatchObject({
      status: 'active',
      trial_start: null,
      trial_end: null,
      default_payment_method: paymentMethodId,
    });
    expect(subscription.items.data[0].current_period_end).toBe(Date.parse('2030-02-28T12:00:00Z') / 1000);
  });

  it('refuses a subscription when the customer has no payment method to charge', async () => {
    const customer = await stripe.customers.create({ email: 'nocard@example.com' });

    const error = await stripeErrorFrom(
      stripe.subscriptions.create({ customer: customer.id, items: [{ price: PRICE }], trial_period_days: 7 }),
    );

    expect(error).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(error.statusCode).toBe(400);
    expect(error.message).toMatch(/no attached payment source or default payment method/);
  });

  it('cancels at the period end and takes that back, stamping times with the fake clock', async () => {
    const { customer, paymentMethodId } = await customerWithSavedCard();
    const subscription = await stripe.subscriptions.create({
      customer: customer.id,
      items: [{ price: PRICE }],
      trial_period_days: 7,
      default_payment_method: paymentMethodId,
    });
    fake.advanceTime(2 * DAY);

    const cancelling = await stripe.subscriptions.update(subscription.id, { cancel_at_period_end: true });
    expect(cancelling).toMatchObject({
      status: 'trialing',
      cancel_at_period_end: true,
      cancel_at: START_SECONDS + 7 * DAY,
      canceled_at: START_SECONDS + 2 * DAY,
    });

    const resumed = await stripe.subscriptions.update(subscription.id, { cancel_at_period_end: false });
    expect(resumed).toMatchObject({ cancel_at_period_end: false, cancel_at: null, canceled_at: null });
    expect((await stripe.subscriptions.retrieve(subscription.id)).cancel_at_period_end).toBe(false);
  });

  it('cancels at once on delete, and then treats the subscription as closed', async () => {
    const { customer, paymentMethodId } = await customerWithSavedCard();
    await stripe.customers.update(customer.id, { invoice_settings: { default_payment_method: paymentMethodId } });
    const subscription = await stripe.subscriptions.create({ customer: customer.id, items: [{ price: PRICE }] });
    fake.advanceTime(3 * DAY);

    const canceled = await stripe.subscriptions.cancel(subscription.id);
    const threeDaysIn = START_SECONDS + 3 * DAY;
    expect(canceled).toMatchObject({ status: 'canceled', canceled_at: threeDaysIn, ended_at: threeDaysIn });
    expect((await stripe.subscriptions.retrieve(subscription.id)).status).toBe('canceled');

    const updateError = await stripeErrorFrom(
      stripe.subscriptions.update(subscription.id, { cancel_at_period_end: true }),
    );
    expect(updateError.statusCode).toBe(400);
    const cancelAgainError = await stripeErrorFrom(stripe.subscriptions.cancel(subscription.id));
    expect(cancelAgainError).toMatchObject({ statusCode: 404, code: 'resource_missing' });
  });

  it('declines the decline test card and leaves the intent waiting for another card', async () => {
    const customer = await stripe.customers.create({ email: 'declined@example.com' });
    const intent = await stripe.setupIntents.create({ customer: customer.id });

    const declined = fake.confirmSetupIntent(intent.id, '4000 0000 0000 0002');
    expect(declined).toEqual({
      status: 'requires_payment_method',
      error: {
        type: 'card_error',
        code: 'card_declined',
        decline_code: 'generic_decline',
        message: 'Your card was declined.',
      },
    });
    expect(await stripe.setupIntents.retrieve(intent.id)).toMatchObject({
      status: 'requires_payment_method',
      payment_method: null,
      last_setup_error: { code: 'card_declined' },
    });

    expect(fake.confirmSetupIntent(intent.id, '1234 5678 9012 3456').error?.code).toBe('incorrect_number');

    expect(fake.confirmSetupIntent(intent.id, '4242424242424242').status).toBe('succeeded');
    expect((await stripe.setupIntents.retrieve(intent.id)).last_setup_error).toBeNull();
  });

  it('answers a missing object with a 404 the SDK raises as resource_missing', async () => {
    const error = await stripeErrorFrom(stripe.customers.retrieve('cus_doesnotexist'));

    expect(error).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(error).toMatchObject({ statusCode: 404, code: 'resource_missing' });
    expect(error.message).toBe("No such customer: 'cus_doesnotexist'");
    const missing = { statusCode: 404, code: 'resource_missing' };
    await expect(stripe.subscriptions.retrieve('sub_missing')).rejects.toMatchObject(missing);
    await expect(stripe.setupIntents.retrieve('seti_missing')).rejects.toMatchObject(missing);
    await expect(stripe.paymentMethods.retrieve('pm_missing')).rejects.toMatchObject(missing);
  });

  it('answers endpoints it does not serve with a Stripe-shaped 404', async () => {
    const error = await stripeErrorFrom(stripe.products.list());

    expect(error).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(error.statusCode).toBe(404);
    expect(error.message).toMatch(/Unrecognized request URL \(GET: \/v1\/products\)/);
  });

  it('creates and lists webhook endpoints, showing the signing secret only on create', async () => {
    const created = await stripe.webhookEndpoints.create({
      url: 'https://app.example.com/api/billing/webhook',
      enabled_events: ['customer.subscription.updated', 'customer.subscription.deleted'],
    });
    expect(created).toMatchObject({
      object: 'webhook_endpoint',
      url: 'https://app.example.com/api/billing/webhook',
      enabled_events: ['customer.subscription.updated', 'customer.subscription.deleted'],
      status: 'enabled',
      secret: 'whsec_test_fake',
    });
    expect(created.id).toMatch(/^we_/);

    const listed = await stripe.webhookEndpoints.list();
    expect(listed).toMatchObject({ object: 'list', has_more: false });
    expect(listed.data.map((endpoint) => endpoint.id)).toEqual([created.id]);
    expect(listed.data[0].secret).toBeUndefined();
  });

  it('signs webhook deliveries that constructEvent accepts, and forged ones it rejects', async () => {
    const { customer, paymentMethodId } = await customerWithSavedCard();
    const subscription = await stripe.subscriptions.create({
      customer: customer.id,
      items: [{ price: PRICE }],
      trial_period_days: 7,
      default_payment_method: paymentMethodId,
    });
    const event = fake.event('customer.subscription.updated', subscription, { status: 'incomplete' });

    const delivery = fake.signedDelivery(event);
    const verified = stripe.webhooks.constructEvent(delivery.payload, delivery.signature, 'whsec_test_fake');
    expect(verified).toMatchObject({
      id: event.id,
      object: 'event',
      type: 'customer.subscription.updated',
      created: START_SECONDS,
      api_version: Stripe.API_VERSION,
      livemode: false,
      data: { object: { id: subscription.id, status: 'trialing' }, previous_attributes: { status: 'incomplete' } },
    });
    expect(fake.events.map((remembered) => remembered.id)).toEqual([event.id]);

    const forged = fake.signedDelivery(event, { secret: 'whsec_attacker' });
    expect(() => stripe.webhooks.constructEvent(forged.payload, forged.signature, 'whsec_test_fake')).toThrow(
      Stripe.errors.StripeSignatureVerificationError,
    );
    const stale = fake.signedDelivery(event, { timestamp: Math.floor(Date.now() / 1000) - 3600 });
    expect(() => stripe.webhooks.constructEvent(stale.payload, stale.signature, 'whsec_test_fake')).toThrow(
      /tolerance/,
    );
  });
});
