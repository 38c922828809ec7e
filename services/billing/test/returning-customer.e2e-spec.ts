import { Events, PRO_PRICE_CENTS, Rpc } from '@reelmix/contracts';
import { randomUUID } from 'node:crypto';
import { Invoice } from '../src/invoices/invoice.entity';
import { BillingTestApp, type Customer, DAY_MS } from './support/billing-test-app';

/*
 * One trial per customer (docs/product-rules.md#registration-trial-and-billing): a customer whose trial was used is charged the first
 * month when they subscribe again. The offer asked before the dialog opens, the confirm answer and
 * the payment event all say so, so the customer is never told "free" while being charged.
 */
describe('billing: a returning customer', () => {
  let service: BillingTestApp;

  const offer = (userId: string) => service.rpc.request('billing', Rpc.SubscriptionOffer, { userId });

  /** Like `subscribeWithTestCard`, but answers what the confirm step said. */
  async function subscribe(customer: Customer) {
    const setup = await service.rpc.request('billing', Rpc.SetupSubscription, customer);
    await service.rpc.request('billing', Rpc.ConfirmTestCard, {
      clientSecret: setup.clientSecret,
      cardNumber: '4242424242424242',
      expMonth: 12,
      expYear: service.clock.now().getUTCFullYear() + 5,
      cvc: '123',
    });
    return service.rpc.request('billing', Rpc.ConfirmSetup, { userId: customer.userId, setupIntentId: setup.setupIntentId });
  }

  beforeAll(async () => {
    service = await BillingTestApp.start();
  });

  afterAll(async () => {
    await service?.close();
  });

  it('offers a new customer the trial, and the confirm answer says nothing is charged today', async () => {
    const customer = service.newCustomer();

    expect(await offer(customer.userId)).toEqual({
      trialAvailable: true,
      trialDays: 7,
      priceCents: PRO_PRICE_CENTS,
      currency: 'usd',
      chargedTodayCents: 0,
    });
    const answer = await subscribe(customer);

    expect(answer).toMatchObject({ success: true, status: 'trialing', chargedTodayCents: 0, currency: 'usd' });
    const [subscription] = await service.subscriptionsOf(customer.userId);
    expect(answer.trialEnd).toBe(subscription.trialEnd?.toISOString());
    expect(Math.abs(Date.parse(answer.trialEnd ?? '') - (service.clock.now().getTime() + 7 * DAY_MS))).toBeLessThan(60_000);
    // The first charge is when the trial ends.
    expect(answer.nextChargeAt).toBe(answer.trialEnd);
  });

  it('after an admin cancel: no trial is offered, the card is charged today and the answer says so', async () => {
    const customer = service.newCustomer();
    await subscribe(customer);
    await service.rpc.request('billing', Rpc.AdminCancelPro, { userId: customer.userId, reason: 'Support request', adminId: randomUUID() });

    expect(await offer(customer.userId)).toMatchObject({ trialAvailable: false, trialDays: 0, chargedTodayCents: PRO_PRICE_CENTS });
    const answer = await subscribe(customer);

    expect(answer).toMatchObject({ status: 'active', trialEnd: null, chargedTodayCents: PRO_PRICE_CENTS, currency: 'usd' });
    const [, second] = await service.subscriptionsOf(customer.userId);
    expect(second).toMatchObject({ status: 'active', trialEnd: null, cardBrand: 'visa', cardLast4: '4242' });
    expect(answer.nextChargeAt).toBe(second.currentPeriodEnd?.toISOString());
    expect(Date.parse(answer.nextChargeAt ?? '')).toBeGreaterThan(service.clock.now().getTime() + 27 * DAY_MS);

    // The payment is recorded and announced with what the receipt needs.
    await service.sweep();
    expect(await service.db.getRepository(Invoice).findBy({ userId: customer.userId })).toEqual([
      expect.objectContaining({ amountPaidCents: PRO_PRICE_CENTS, subscriptionId: second.id }),
    ]);
    expect(await service.announced(Events.InvoicePaid, customer.userId)).toEqual([
      expect.objectContaining({
        amountPaidCents: PRO_PRICE_CENTS,
        currency: 'usd',
        cardBrand: 'visa',
        cardLast4: '4242',
        nextChargeAt: answer.nextChargeAt,
      }),
    ]);
    expect(await service.announced(Events.TrialStarted, customer.userId)).toHaveLength(1);
  });

  it('after the trial ran out cancelled: no second trial', async () => {
    const customer = service.newCustomer();
    await subscribe(customer);
    await service.rpc.request('billing', Rpc.CancelSubscription, { userId: customer.userId });
    service.clock.advance(8 * DAY_MS);
    await service.sweep();
    expect((await service.subscriptionsOf(customer.userId))[0].status).toBe('canceled');

    expect(await offer(customer.userId)).toMatchObject({ trialAvailable: false });
    expect(await subscribe(customer)).toMatchObject({ status: 'active', chargedTodayCents: PRO_PRICE_CENTS });
  });
});
