import { type CurrentUser, Events, Rpc } from '@reelmix/contracts';
import { EventPublisher, RpcClient } from '@reelmix/messaging';
import { randomUUID } from 'node:crypto';
import { uniqueName, waitFor, ControlledClock, DAY_MS } from '@reelmix/testing';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { BillingSweepService } from '../services/billing/src/sweep/billing-sweep.service';
import { makeClip } from './fixtures/clips';
import { type InProcessStack, startInProcessStack } from './fixtures/in-process-stack';
import { DECLINED_CARD, get, post, registerWithTestCard, TEST_CARD } from './fixtures/registration';
import { upload } from './fixtures/upload';

const PASSWORD = 'a decent password';

describe('journey: register with the test card, Pro trial, cancel, free after the period', () => {
  const clock = new ControlledClock();
  let stack: InProcessStack;
  let clipDir: string;
  let clips: { intros: string[]; body: string; cta: string };

  const me = async (cookie: string) => (await get<CurrentUser>(stack.url, '/api/auth/me', cookie)).body;
  const sweep = () => stack.app('billing').get(BillingSweepService).sweep();
  const billingEvents = async (name: string, userId: string) =>
    (
      await stack
        .app('billing')
        .get(DataSource)
        .query(`SELECT payload FROM "billing"."outbox" WHERE event_name = $1 AND payload->>'userId' = $2`, [name, userId])
    ).length as number;
  const customer = (cookie: string, email: string) => ({ id: '', email, cookie });

  beforeAll(async () => {
    stack = await startInProcessStack(clock);
    clipDir = mkdtempSync(join(tmpdir(), 'journey-clips-'));
    const clip = (name: string) => makeClip(clipDir, name, { width: 160, height: 120, seconds: 0.5 });
    clips = { intros: ['h1.mp4', 'h2.mp4', 'h3.mp4', 'h4.mp4'].map(clip), body: clip('b1.mp4'), cta: clip('c1.mp4') };
  }, 120000);

  afterAll(async () => {
    await stack?.close();
    rmSync(clipDir, { recursive: true, force: true });
  });

  it('answers bad registration input with the spec messages', async () => {
    const email = `${uniqueName('bad')}@example.com`;
    const register = (body: object) => post(stack.url, '/api/auth/register', body);
    expect((await register({ email: 'not-an-email', password: PASSWORD, confirmPassword: PASSWORD })).body).toMatchObject({
      error: 'Invalid email',
    });
    expect(await register({ email, password: 'short', confirmPassword: 'short' })).toMatchObject({
      status: 400,
      body: { error: 'Password must be at least 8 characters' },
    });
    expect(await register({ email, password: PASSWORD, confirmPassword: `${PASSWORD}!` })).toMatchObject({
      status: 400,
      body: { error: 'Passwords do not match', details: [{ field: 'confirmPassword', message: 'Passwords do not match' }] },
    });
    expect(await post(stack.url, '/api/payment/complete-registration', { userData: { email, password: PASSWORD } })).toMatchObject({
      status: 400,
      body: { error: 'Payment setup incomplete - missing client secret' },
    });
    expect(await post(stack.url, '/api/payment/test-card/confirm', { ...TEST_CARD })).toMatchObject({
      status: 400,
      body: { error: 'No client secret available for setup intent confirmation' },
    });
    // Nothing was created: the address is still free.
    expect((await register({ email, password: PASSWORD, confirmPassword: PASSWORD })).status).toBe(200);
  });

  it('refuses a declined card and creates no account until a card is saved', async () => {
    const email = `${uniqueName('declined')}@example.com`;
    const setup = await post<{ clientSecret: string; setupIntentId: string }>(stack.url, '/api/payment/create-setup-for-registration', { email });
    expect(setup).toMatchObject({ status: 200, body: { setupIntentId: expect.stringMatching(/^seti_/), status: 'requires_payment_method' } });

    const declined = await post(stack.url, '/api/payment/test-card/confirm', { clientSecret: setup.body.clientSecret, ...DECLINED_CARD });
    expect(declined).toMatchObject({ status: 402, body: { error: 'Your card was declined.' } });
    const early = await post(stack.url, '/api/payment/complete-registration', {
      setupIntentId: setup.body.setupIntentId,
      userData: { email, password: PASSWORD },
    });
    expect(early.status).toBe(400);
    expect(early.cookie).toBe('');
    expect((await post(stack.url, '/api/auth/login', { email, password: PASSWORD })).status).toBe(401);
  });

  it('registers, trials Pro with Pro limits, cancels, keeps Pro to the end of the trial, then has free limits', async () => {
    const email = `${uniqueName('journey')}@example.com`;
    const { userId, cookie } = await registerWithTestCard(stack.url, email, PASSWORD);

    const trialing = await waitFor(async () => {
      const user = await me(cookie);
      return user.subscriptionStatus === 'trialing' ? user : undefined;
    });
    expect(trialing).toMatchObject({ id: userId, email, isPro: true, subscriptionCurrentPeriodEnd: expect.any(String) });
    const trialEnd = new Date(trialing.subscriptionTrialEnd as string).getTime();
    expect(Math.abs(trialEnd - (clock.now().getTime() + 7 * DAY_MS))).toBeLessThan(60_000);
    await waitFor(async () => ((await billingEvents(Events.TrialStarted, userId)) === 1 ? true : undefined));
    expect(await billingEvents(Events.PaymentMethodSaved, userId)).toBe(1);
    expect(await billingEvents(Events.InvoicePaid, userId)).toBe(0); // nothing is charged during the trial

    // The address now has an account: both registration steps answer 409 with canLogin.
    for (const [path, body] of [
      ['/api/auth/register', { email, password: PASSWORD, confirmPassword: PASSWORD }],
      ['/api/payment/create-setup-for-registration', { email }],
    ] as const) {
      expect(await post(stack.url, path, body)).toMatchObject({ status: 409, body: { canLogin: true } });
    }

    const proUpload = await upload(stack.url, customer(cookie, email), { intro: clips.intros, body: [clips.body], cta: [clips.cta] });
    expect(proUpload.status).toBe(201);

    const cancelled = await post<CurrentUser & { accessUntil: string }>(stack.url, '/api/payment/cancel', {}, cookie);
    expect(cancelled).toMatchObject({ status: 200, body: { id: userId, isPro: true } });
    expect(new Date(cancelled.body.accessUntil).getTime()).toBe(trialEnd);
    await waitFor(async () => ((await billingEvents(Events.SubscriptionCancelled, userId)) === 1 ? true : undefined));
    // Cancelling twice is harmless and tells nobody twice.
    expect((await post(stack.url, '/api/payment/cancel', {}, cookie)).status).toBe(200);

    clock.advance(6 * DAY_MS);
    await sweep();
    expect(await me(cookie)).toMatchObject({ isPro: true, subscriptionStatus: 'trialing' });
    expect(await billingEvents(Events.TrialEnding, userId)).toBe(0); // cancelled trials get no "ending" notice

    clock.advance(2 * DAY_MS);
    await sweep();
    const lapsed = await waitFor(async () => {
      const user = await me(cookie);
      return user.subscriptionStatus === 'canceled' ? user : undefined;
    });
    expect(lapsed.isPro).toBe(false);

    const freeUpload = await upload(stack.url, customer(cookie, email), { intro: clips.intros, body: [clips.body], cta: [clips.cta] });
    expect(freeUpload).toMatchObject({ status: 400, body: { error: expect.stringContaining('Maximum 3 files allowed') } });
    expect(await post(stack.url, '/api/payment/cancel', {}, cookie)).toMatchObject({
      status: 404,
      body: { error: 'No active subscription to cancel' },
    });
  }, 120000);

  it('tells the customer two days before the trial ends, then renews into a paid month', async () => {
    const email = `${uniqueName('renew')}@example.com`;
    const { userId, cookie } = await registerWithTestCard(stack.url, email, PASSWORD);
    const trialEnd = await waitFor(async () => (await me(cookie)).subscriptionTrialEnd ?? undefined);

    clock.advance(5.5 * DAY_MS);
    await sweep();
    await sweep();
    expect(await billingEvents(Events.TrialEnding, userId)).toBe(1);

    clock.advance(2 * DAY_MS);
    await sweep();
    const active = await waitFor(async () => {
      const user = await me(cookie);
      return user.subscriptionStatus === 'active' ? user : undefined;
    });
    expect(active.isPro).toBe(true);
    expect(new Date(active.subscriptionCurrentPeriodEnd as string).getTime()).toBeGreaterThan(new Date(trialEnd).getTime() + 27 * DAY_MS);
    // The first month is paid when the trial ends, and the payment is announced once.
    expect(await billingEvents(Events.InvoicePaid, userId)).toBe(1);
    clock.advance(31 * DAY_MS);
    await sweep();
    await sweep();
    expect(await billingEvents(Events.InvoicePaid, userId)).toBe(2);

    // A signed-in Pro user cannot start a second subscription.
    expect((await post(stack.url, '/api/payment/create-subscription', {}, cookie)).status).toBe(409);
  }, 120000);

  it('ends a deleted account\'s subscription at once, and stays responsive under a burst of deletions', async () => {
    const email = `${uniqueName('deleted')}@example.com`;
    const { userId, cookie } = await registerWithTestCard(stack.url, email, PASSWORD);
    await waitFor(async () => ((await me(cookie)).subscriptionStatus === 'trialing' ? true : undefined));
    const events = stack.app('auth').get(EventPublisher);
    const deletedAt = clock.now().toISOString();
    // Many at once, as an admin clean-up would send them: each handler must work within its own transaction.
    await Promise.all([userId, ...Array.from({ length: 40 }, () => randomUUID())].map((id) => events.publish(Events.UserDeleted, { userId: id, deletedAt })));
    const billing = stack.app('billing').get(DataSource);
    await waitFor(async () => {
      const [row] = await billing.query(`SELECT status FROM "billing"."subscriptions" WHERE user_id = $1`, [userId]);
      return row.status === 'canceled' ? true : undefined;
      // Every service of this one process handles the 41 deletions at once (storage prefixes included).
    }, { what: 'the subscription to be cancelled', timeoutMs: 30000 });
    expect(await stack.app('billing').get(RpcClient).request('billing', Rpc.HealthCheck, {})).toMatchObject({ status: 'up' });
  }, 60000);
});
