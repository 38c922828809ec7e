import type { AffiliateStatsView, CurrentUser, EnrolAffiliateResponse, PayoutRunResult } from '@reelmix/contracts';
import { FakeStripe, uniqueName, waitFor, ControlledClock, DAY_MS } from '@reelmix/testing';
import { DataSource } from 'typeorm';
import { type InProcessStack, startInProcessStack } from './fixtures/in-process-stack';
import { get, post } from './fixtures/registration';
import { registerWithStripe } from './fixtures/stripe-registration';

const PASSWORD = 'a decent password';
const ADMIN = { email: `${uniqueName('admin')}@example.com`, password: 'admin password 1' };
const VISA = '4242 4242 4242 4242';
const MASTERCARD = '5555 5555 5555 4444';
const COMMISSION = 580; // 20% of $29.00

/** `name=value` of the cookie an answer sets, if it sets it. */
const cookiePair = (response: Response, name: string) =>
  response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .find((pair) => pair.startsWith(`${name}=`));

const addMonths = (date: Date, months: number) => {
  const next = new Date(date);
  next.setUTCMonth(next.getUTCMonth() + months);
  return next;
};

describe('journey: the affiliate programme, through the gateway and billing events', () => {
  const clock = new ControlledClock();
  let stripe: FakeStripe;
  let stack: InProcessStack;
  let affiliate: { userId: string; cookie: string; email: string; code: string };
  let referred: { userId: string; cookie: string; subscriptionId: string };
  let adminCookie: string;
  let firstPayment: Date;

  const subscriptionOf = async (userId: string) =>
    (await stack.app('billing').get(DataSource).query(`SELECT id FROM "billing"."subscriptions" WHERE user_id = $1`, [userId]))[0].id as string;
  const stats = async () => (await get<AffiliateStatsView>(stack.url, '/api/affiliate/stats', affiliate.cookie)).body;
  /** Stripe reports a payment of one month of Pro, as a signed invoice.paid webhook. */
  const pay = async (subscriptionId: string, invoiceId: string, paidAt: Date, eventCopies = 1) => {
    clock.set(paidAt);
    const invoice = {
      id: invoiceId,
      object: 'invoice',
      amount_paid: 2900,
      currency: 'usd',
      created: Math.floor(paidAt.getTime() / 1000),
      status_transitions: { paid_at: Math.floor(paidAt.getTime() / 1000) },
      parent: { type: 'subscription_details', subscription_details: { subscription: subscriptionId } },
      payments: { object: 'list', data: [{ payment: { type: 'payment_intent', payment_intent: `pi_${invoiceId}` } }] },
    };
    for (let copy = 0; copy < eventCopies; copy++) await deliver(stripe.event('invoice.paid', invoice));
  };
  const deliver = async (event: ReturnType<FakeStripe['event']>) => {
    const { payload, signature } = stripe.signedDelivery(event);
    const response = await fetch(`${stack.url}/api/webhooks/stripe`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Stripe-Signature': signature },
      body: payload,
    });
    expect(response.status).toBe(200);
  };
  const runPayouts = async () => (await post<PayoutRunResult>(stack.url, '/api/admin/affiliates/payouts', {}, adminCookie)).body;

  beforeAll(async () => {
    stripe = await FakeStripe.start({ now: () => clock.now() });
    stack = await startInProcessStack(clock, {
      billing: {
        STRIPE_SECRET_KEY: 'sk_test_reelmix',
        STRIPE_PRICE_ID: 'price_pro_monthly',
        STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
        STRIPE_API_URL: stripe.url,
      },
      auth: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password },
      affiliates: { AFFILIATE_SWEEP_MS: '3600000' },
    });
    adminCookie = (await post(stack.url, '/admin/login', ADMIN)).cookie;
  }, 60000);

  afterAll(async () => {
    await stack?.close();
    await stripe?.close();
  });

  it('enrols a signed-in customer once, with a code and a referral link', async () => {
    const email = `${uniqueName('affiliate')}@example.com`;
    const account = await registerWithStripe(stack.url, stripe, { email, password: PASSWORD, card: VISA });
    expect((await get(stack.url, '/api/affiliate/stats', account.cookie)).status).toBe(403);

    const enrolled = await get<EnrolAffiliateResponse>(stack.url, '/api/affiliate/signup-url', account.cookie);
    expect(enrolled).toMatchObject({ status: 200, body: { status: 'enrolled', data: { referralLink: expect.stringMatching(/\?via=/) } } });
    const code = enrolled.body.data.affiliateCode;
    expect(enrolled.body.data.referralLink).toContain(`?via=${code}`);
    expect((await get<EnrolAffiliateResponse>(stack.url, '/api/affiliate/signup-url', account.cookie)).body).toMatchObject({
      status: 'already_enrolled',
      data: { affiliateCode: code },
    });
    const me = await waitFor(async () => {
      const user = (await get<CurrentUser>(stack.url, '/api/auth/me', account.cookie)).body;
      return user.isAffiliate ? user : undefined;
    });
    expect(me.affiliateCode).toBe(code);
    affiliate = { ...account, email, code };
    expect(await stats()).toMatchObject({ referrals: 0, earnings: { total: 0, available: 0 }, referral_link: enrolled.body.data.referralLink });
  });

  it("credits the affiliate whose link the visitor arrived by, through a 60-day cookie", async () => {
    const visit = await fetch(`${stack.url}/pricing?via=${affiliate.code}`, { headers: { Accept: 'text/html' } });
    const cookie = (visit.headers.get('set-cookie') ?? '').split(';')[0];
    expect(visit.headers.get('set-cookie')).toMatch(/Max-Age=5184000/);
    expect(cookie).toBe(`reelmix_ref=${affiliate.code}`);

    const account = await registerWithStripe(stack.url, stripe, {
      email: `${uniqueName('referred')}@example.com`,
      password: PASSWORD,
      card: MASTERCARD,
      cookie,
    });
    referred = { ...account, subscriptionId: await subscriptionOf(account.userId) };
    await waitFor(async () => ((await stats()).referrals === 1 ? true : undefined));
  });

  it("keeps the first affiliate's link for its 60 days: a later link changes nothing", async () => {
    const first = await fetch(`${stack.url}/pricing?via=${affiliate.code}`, { headers: { Accept: 'text/html' } });
    const remembered = cookiePair(first, 'reelmix_ref');
    expect(remembered).toBe(`reelmix_ref=${affiliate.code}`);

    const later = await fetch(`${stack.url}/pricing?via=SomeoneElse1`, { headers: { Accept: 'text/html', Cookie: remembered as string } });
    expect(cookiePair(later, 'reelmix_ref')).toBeUndefined();
    // The same link for a visitor who has no code yet does set it.
    expect(cookiePair(await fetch(`${stack.url}/pricing?via=SomeoneElse1`, { headers: { Accept: 'text/html' } }), 'reelmix_ref')).toBe('reelmix_ref=SomeoneElse1');
  });

  it('pays 20% of each payment for 12 months from the first, once per invoice, and voids a refunded one', async () => {
    firstPayment = new Date(clock.now().getTime() + 7 * DAY_MS); // when the trial ends
    for (let month = 0; month < 12; month++) {
      // Month 3's payment arrives as two events: one commission all the same.
      await pay(referred.subscriptionId, `in_referred_${month}`, addMonths(firstPayment, month), month === 3 ? 2 : 1);
      if (month === 1) {
        // Only the first commission is past its 30-day refund window ($5.80): below $50, rolled over.
        await waitFor(async () => ((await stats()).earnings.totalCents === 2 * COMMISSION ? true : undefined));
        clock.set(new Date(addMonths(firstPayment, 1).getTime() + 2 * DAY_MS));
        const early = await runPayouts();
        expect(early.payouts.filter((line) => line.affiliateId === affiliate.userId)).toEqual([]);
        expect(early.rolledOver).toBeGreaterThanOrEqual(1);
        expect((await stats()).earnings.availableCents).toBe(COMMISSION);
      }
    }
    await pay(referred.subscriptionId, 'in_referred_13', addMonths(firstPayment, 13));
    await waitFor(async () => ((await stats()).earnings.totalCents === 12 * COMMISSION ? true : undefined));

    await deliver(
      stripe.event('charge.refunded', { id: 'ch_refund', object: 'charge', amount: 2900, amount_refunded: 2900, payment_intent: 'pi_in_referred_5', refunded: true }),
    );
    const after = await waitFor(async () => {
      const current = await stats();
      return current.earnings.totalCents === 11 * COMMISSION ? current : undefined;
    });
    expect(after.earnings.total).toBeCloseTo((11 * COMMISSION) / 100, 2);
  });

  it('pays nothing for a self-referral: the same card as the affiliate', async () => {
    const visit = await fetch(`${stack.url}/?ref=${affiliate.code}`, { headers: { Accept: 'text/html' } });
    const cookie = (visit.headers.get('set-cookie') ?? '').split(';')[0];
    const self = await registerWithStripe(stack.url, stripe, { email: `${uniqueName('self')}@example.com`, password: PASSWORD, card: VISA, cookie });
    const before = (await stats()).earnings.totalCents;
    await pay(await subscriptionOf(self.userId), 'in_self_0', addMonths(firstPayment, 13));
    // Something that does count, sent after it, shows the self-referral's event was handled.
    await deliver(
      stripe.event('charge.refunded', { id: 'ch_refund_2', object: 'charge', amount: 2900, amount_refunded: 2900, payment_intent: 'pi_in_referred_6', refunded: true }),
    );
    await waitFor(async () => ((await stats()).earnings.totalCents === before - COMMISSION ? true : undefined));
  });

  it('pays nothing for a self-referral: a sign-up in a browser the affiliate uses', async () => {
    const page = await fetch(`${stack.url}/`, { headers: { Accept: 'text/html' } });
    const browser = cookiePair(page, 'reelmix_device') as string;
    expect(browser).toMatch(/^reelmix_device=[A-Za-z0-9_-]{22}$/);
    expect((await get(stack.url, '/api/affiliate/stats', `${affiliate.cookie}; ${browser}`)).status).toBe(200);

    const link = await fetch(`${stack.url}/?via=${affiliate.code}`, { headers: { Accept: 'text/html', Cookie: browser } });
    expect(cookiePair(link, 'reelmix_device')).toBeUndefined();
    const alias = await registerWithStripe(stack.url, stripe, {
      email: `${uniqueName('alias')}@example.org`,
      password: PASSWORD,
      card: MASTERCARD,
      cookie: `${cookiePair(link, 'reelmix_ref')}; ${browser}`,
    });

    const affiliates = stack.app('affiliates').get(DataSource);
    const signal = await waitFor(
      async () => ((await affiliates.query(`SELECT "self_referral_signal" AS signal FROM "affiliates"."referrals" WHERE "referred_id" = $1`, [alias.userId]))[0]?.signal as string | null) ?? undefined,
      { what: 'the alias marked as a self-referral' },
    );
    expect(signal).toBe('device');
  });

  it('pays out monthly once the approved balance reaches $50, and never twice', async () => {
    clock.set(addMonths(firstPayment, 14));
    const run = await runPayouts();
    const line = run.payouts.find((payout) => payout.affiliateId === affiliate.userId);
    expect(line).toMatchObject({ email: affiliate.email, amountCents: 10 * COMMISSION, commissionCount: 10 });
    expect(run.csv).toContain(affiliate.email);
    expect(run.csv).toContain('58.00');
    expect((await stats()).earnings).toMatchObject({ availableCents: 0, totalCents: 10 * COMMISSION });

    expect((await runPayouts()).payouts.find((payout) => payout.affiliateId === affiliate.userId)).toBeUndefined();
    const listed = await get<Array<{ userId: string; referrals: number; payouts: unknown[] }>>(stack.url, '/api/admin/affiliates', adminCookie);
    // The referred customer and the two self-referrals, which are referrals that earn nothing.
    expect(listed.body.find((entry) => entry.userId === affiliate.userId)).toMatchObject({ referrals: 3, payouts: [expect.anything()] });
    expect((await get(stack.url, '/api/admin/affiliates', affiliate.cookie)).status).toBe(401);
  });
});
