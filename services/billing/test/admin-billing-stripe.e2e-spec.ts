import { Events, Rpc } from '@reelmix/contracts';
import { FakeStripe, ControlledClock } from '@reelmix/testing';
import { randomUUID } from 'node:crypto';
import { ProCancellation } from '../src/admin/pro-cancellation.entity';
import { Invoice } from '../src/invoices/invoice.entity';
import { BillingTestApp, type Customer, DAY_MS, } from './support/billing-test-app';

const ADMIN = randomUUID();

/*
 * The admin calls against Stripe (the real SDK talking to a local fake of Stripe's API, with
 * signed webhook deliveries): the admin cancel ends the Stripe subscription, webhooks never touch
 * complimentary Pro, and revenue is what payments kept after refunds.
 */
describe('billing: the admin area with Stripe', () => {
  const clock = new ControlledClock();
  let stripe: FakeStripe;
  let service: BillingTestApp;

  const webhook = (type: string, object: unknown) => {
    const { payload, signature } = stripe.signedDelivery(stripe.event(type, object));
    return service.rpc.request('billing', Rpc.ReceiveWebhook, { payload, signature });
  };
  const subscriptionRequests = (subscriptionId: string) => stripe.requests.filter((request) => request.path.includes(subscriptionId));

  /** A signed-in customer starts Pro through Stripe: a 7-day trial. Answers the subscription id. */
  const subscribe = async (customer: Customer): Promise<string> => {
    const setup = await service.rpc.request('billing', Rpc.SetupSubscription, customer);
    expect(stripe.confirmSetupIntent(setup.setupIntentId, '4242 4242 4242 4242').status).toBe('succeeded');
    await service.rpc.request('billing', Rpc.ConfirmSetup, { userId: customer.userId, setupIntentId: setup.setupIntentId });
    const [subscription] = await service.subscriptionsOf(customer.userId);
    return subscription.id;
  };

  /** Stripe reports a paid invoice of the subscription, as a signed invoice.paid webhook. */
  const pay = (subscriptionId: string, invoiceId: string, paidAt: Date, cents = 2900) =>
    webhook('invoice.paid', {
      id: invoiceId,
      object: 'invoice',
      amount_paid: cents,
      currency: 'usd',
      created: Math.floor(paidAt.getTime() / 1000),
      status_transitions: { paid_at: Math.floor(paidAt.getTime() / 1000) },
      parent: { type: 'subscription_details', subscription_details: { subscription: subscriptionId } },
      payments: { object: 'list', data: [{ payment: { type: 'payment_intent', payment_intent: `pi_${invoiceId}` } }] },
    });

  beforeAll(async () => {
    stripe = await FakeStripe.start({ now: () => clock.now() });
    service = await BillingTestApp.start(
      {
        STRIPE_SECRET_KEY: 'sk_test_reelmix',
        STRIPE_PUBLISHABLE_KEY: 'pk_test_reelmix',
        STRIPE_PRICE_ID: 'price_pro_monthly',
        STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
        STRIPE_API_URL: stripe.url,
      },
      clock,
    );
  });

  afterAll(async () => {
    await service?.close();
    await stripe?.close();
  });

  it('cancels a trialing Stripe subscription at once and records that it was a trial', async () => {
    const customer = service.newCustomer();
    const subscriptionId = await subscribe(customer);
    expect(stripe.subscription(subscriptionId).status).toBe('trialing');

    const view = await service.rpc.request('billing', Rpc.AdminCancelPro, { userId: customer.userId, reason: 'Chargeback threat', adminId: ADMIN });

    expect(stripe.subscription(subscriptionId).status).toBe('canceled');
    expect(subscriptionRequests(subscriptionId)).toContainEqual(expect.objectContaining({ method: 'DELETE' }));
    expect(view).toMatchObject({ subscriptionId, wasTrialing: true, reason: 'Chargeback threat', adminId: ADMIN });
    expect(await service.db.getRepository(ProCancellation).findOneByOrFail({ id: view.id })).toMatchObject({ subscriptionId, wasTrialing: true });
    expect(await service.change(customer.userId, 2)).toMatchObject({ subscriptionId, status: 'canceled' });

    // Stripe's own report of the cancellation arrives later and changes nothing.
    await webhook('customer.subscription.deleted', stripe.subscription(subscriptionId));
    expect(await service.announced(Events.SubscriptionChanged, customer.userId)).toHaveLength(2);
  });

  it('takes Pro back from a Stripe customer by cancelling the subscription at Stripe, without an admin cancellation record', async () => {
    const customer = service.newCustomer();
    const subscriptionId = await subscribe(customer);

    expect(await service.rpc.request('billing', Rpc.SetComplimentaryPro, { userId: customer.userId, isPro: false, adminId: ADMIN })).toEqual({
      isPro: false,
    });

    expect(stripe.subscription(subscriptionId).status).toBe('canceled');
    expect(await service.db.getRepository(ProCancellation).countBy({ userId: customer.userId })).toBe(0);
  });

  it('gives complimentary Pro without calling Stripe, and ignores webhooks that name it', async () => {
    const { userId } = service.newCustomer();
    const requestsBefore = stripe.requests.length;

    await service.rpc.request('billing', Rpc.SetComplimentaryPro, { userId, isPro: true, adminId: ADMIN });
    const [comp] = await service.subscriptionsOf(userId);
    expect(stripe.requests).toHaveLength(requestsBefore);

    const forgedState = { id: comp.id, object: 'subscription', status: 'canceled', metadata: { userId } };
    expect(await webhook('customer.subscription.updated', forgedState)).toEqual({ received: true, duplicate: false });
    expect(await pay(comp.id, `in_${randomUUID().slice(0, 8)}`, clock.now())).toEqual({ received: true, duplicate: false });

    expect(subscriptionRequests(comp.id)).toEqual([]);
    expect(await service.subscriptionsOf(userId)).toEqual([expect.objectContaining({ id: comp.id, status: 'active', currentPeriodEnd: null })]);
    expect(await service.db.getRepository(Invoice).countBy({ subscriptionId: comp.id })).toBe(0);
    await service.change(userId, 1);
    expect(service.changesOf(userId)).toHaveLength(1);

    // Taking it back is billing's alone too.
    await service.rpc.request('billing', Rpc.SetComplimentaryPro, { userId, isPro: false, adminId: ADMIN });
    expect(subscriptionRequests(comp.id)).toEqual([]);
    expect((await service.subscriptionsOf(userId))[0].status).toBe('canceled');
  });

  it('counts revenue as paid minus refunded, in total and for this calendar month, and lists payments', async () => {
    const customer = service.newCustomer();
    const subscriptionId = await subscribe(customer);
    // A moment after the trial started, so the activity's order is certain.
    const now = new Date(clock.now().getTime() + 1000);
    const lastMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1) - DAY_MS);
    const before = await service.rpc.request('billing', Rpc.RevenueStats, {});

    await pay(subscriptionId, 'in_last_month', lastMonth);
    await pay(subscriptionId, 'in_this_month', now);
    await webhook('charge.refunded', {
      id: 'ch_partial',
      object: 'charge',
      amount: 2900,
      amount_refunded: 1000,
      payment_intent: 'pi_in_this_month',
      refunded: false,
    });

    const after = await service.rpc.request('billing', Rpc.RevenueStats, {});
    expect(after.total).toBeCloseTo(before.total + 29 + 19, 2);
    expect(after.thisMonth).toBeCloseTo(before.thisMonth + 19, 2);
    const activity = await service.rpc.request('billing', Rpc.BillingActivity, { limit: 50 });
    expect(activity.filter((item) => item.user === customer.email).map((item) => item.action)).toEqual([
      'Paid $29.00',
      'Started Pro trial',
      'Paid $29.00',
    ]);
  });
});
