import { ErrorCode, Events, HTTP_STATUS_OF, Rpc } from '@reelmix/contracts';
import { randomUUID } from 'node:crypto';
import { ProCancellation } from '../src/admin/pro-cancellation.entity';
import { Invoice } from '../src/invoices/invoice.entity';
import { TestProviderObject } from '../src/provider/built-in/test-provider-object.entity';
import { BillingTestApp, DAY_MS, failureOf } from './support/billing-test-app';

const ADMIN = randomUUID();

/*
 * docs/product-rules.md#pro-by-an-admin with the built-in test provider (local mode): the Pro toggle gives and takes back
 * complimentary Pro, the admin cancel ends a subscription at once and records why, and the
 * dashboard's revenue and activity come from billing's own records.
 */
describe('billing: the admin area', () => {
  let service: BillingTestApp;

  const setPro = (userId: string, isPro: boolean) => service.rpc.request('billing', Rpc.SetComplimentaryPro, { userId, isPro, adminId: ADMIN });
  const cancelPro = (userId: string, reason: string) => service.rpc.request('billing', Rpc.AdminCancelPro, { userId, reason, adminId: ADMIN });
  const providerStatus = async (subscriptionId: string) =>
    ((await service.db.getRepository(TestProviderObject).findOneByOrFail({ id: subscriptionId, kind: 'subscription' })).data as { status: string })
      .status;
  const cancellationsOf = (userId: string) => service.db.getRepository(ProCancellation).findBy({ userId });
  /** The audit entries billing announced about a user, oldest first. */
  const auditOf = async (userId: string) =>
    (
      (await service.db.query(
        `SELECT "payload" FROM "billing"."outbox" WHERE "event_name" = $1 AND "payload"->'target'->>'id' = $2 ORDER BY "created_at"`,
        [Events.AdminActionRecorded, userId],
      )) as Array<{ payload: Record<string, unknown> }>
    ).map((row) => row.payload);

  beforeAll(async () => {
    service = await BillingTestApp.start();
  });

  afterAll(async () => {
    await service?.close();
  });

  describe('the Pro toggle', () => {
    it('gives Pro without payment: an active subscription with no end, announced so auth shows Pro', async () => {
      const { userId } = service.newCustomer();

      expect(await setPro(userId, true)).toEqual({ isPro: true });

      const [row] = await service.subscriptionsOf(userId);
      expect(row).toMatchObject({
        id: expect.stringMatching(/^comp_[0-9a-f-]{36}$/),
        providerCustomerId: 'complimentary',
        status: 'active',
        trialEnd: null,
        currentPeriodEnd: null,
        cancelAtPeriodEnd: false,
      });
      expect(await service.change(userId, 1)).toMatchObject({
        userId,
        subscriptionId: row.id,
        status: 'active',
        trialEnd: null,
        currentPeriodEnd: null,
      });
      expect(service.authView(userId)).toEqual({ status: 'active', isPro: true });
      // No trial, so no trial e-mail; and nothing exists at the provider.
      expect(await service.announced(Events.TrialStarted, userId)).toEqual([]);
      expect(await service.db.getRepository(TestProviderObject).existsBy({ id: row.id })).toBe(false);
    });

    it('gives it once: a second grant changes nothing', async () => {
      const { userId } = service.newCustomer();
      await setPro(userId, true);

      expect(await setPro(userId, true)).toEqual({ isPro: true });

      expect(await service.subscriptionsOf(userId)).toHaveLength(1);
      expect(await service.announced(Events.SubscriptionChanged, userId)).toHaveLength(1);
      // Both grants are audited; the second changed nothing, and says so.
      const [row] = await service.subscriptionsOf(userId);
      expect(await auditOf(userId)).toEqual([
        {
          adminId: ADMIN,
          action: 'complimentary-pro-set',
          target: { kind: 'user', id: userId },
          changes: { isPro: { before: false, after: true }, subscription: { before: null, after: row.id } },
          occurredAt: expect.any(String),
        },
        expect.objectContaining({ action: 'complimentary-pro-set', changes: {} }),
      ]);
    });

    it('keeps complimentary Pro as time passes: the sweep neither renews, charges nor ends it', async () => {
      const { userId } = service.newCustomer();
      await setPro(userId, true);
      const [before] = await service.subscriptionsOf(userId);

      service.clock.advance(400 * DAY_MS);
      await service.sweep();

      const [after] = await service.subscriptionsOf(userId);
      expect(after).toMatchObject({ status: 'active', currentPeriodEnd: null, stateVersion: before.stateVersion });
      expect(await service.db.getRepository(Invoice).countBy({ userId })).toBe(0);
      expect(await service.announced(Events.SubscriptionChanged, userId)).toHaveLength(1);
      await service.change(userId, 1);
      expect(service.authView(userId).isPro).toBe(true);
    });

    it('takes complimentary Pro back: the subscription is cancelled and auth shows Free; no admin cancellation is recorded', async () => {
      const { userId } = service.newCustomer();
      await setPro(userId, true);
      await service.change(userId, 1);

      expect(await setPro(userId, false)).toEqual({ isPro: false });

      const [row] = await service.subscriptionsOf(userId);
      expect(row).toMatchObject({ status: 'canceled', cancelledAt: expect.any(Date) });
      expect(await service.change(userId, 2)).toMatchObject({ subscriptionId: row.id, status: 'canceled' });
      expect(service.authView(userId)).toEqual({ status: 'canceled', isPro: false });
      expect(await service.announced(Events.SubscriptionCancelled, userId)).toEqual([
        expect.objectContaining({ subscriptionId: row.id, accessUntil: null }),
      ]);
      expect(await cancellationsOf(userId)).toEqual([]);
    });

    it("carries out the admin's decisions auth records; one older than the newest carried out changes nothing, audited as such", async () => {
      const { userId } = service.newCustomer();
      const decided = (isPro: boolean, at: Date) => ({ userId, isPro, adminId: ADMIN, ip: '203.0.113.9', decidedAt: at.toISOString() });
      const earlier = service.clock.now();
      const later = new Date(earlier.getTime() + 1000);

      await service.deliver(Events.AdminProDecided, decided(true, later));
      await service.deliver(Events.AdminProDecided, decided(false, earlier));

      const [row] = await service.subscriptionsOf(userId);
      expect(row).toMatchObject({ id: expect.stringMatching(/^comp_/), status: 'active' });
      await service.change(userId, 1);
      expect(service.authView(userId)).toEqual({ status: 'active', isPro: true });
      const entry = { adminId: ADMIN, ip: '203.0.113.9', action: 'complimentary-pro-set', target: { kind: 'user', id: userId } };
      expect(await auditOf(userId)).toEqual([
        { ...entry, changes: { isPro: { before: false, after: true }, subscription: { before: null, after: row.id } }, occurredAt: later.toISOString() },
        { ...entry, changes: {}, occurredAt: earlier.toISOString() },
      ]);
    });

    it('answers Free for a user who has no subscription, and changes nothing', async () => {
      const { userId } = service.newCustomer();

      expect(await setPro(userId, false)).toEqual({ isPro: false });

      expect(await service.subscriptionsOf(userId)).toEqual([]);
    });

    it('leaves a paying (trialing) subscription alone when Pro is given, and cancels it at the provider when Pro is taken back', async () => {
      const customer = service.newCustomer();
      const subscriptionId = await service.subscribeWithTestCard(customer);
      await service.change(customer.userId, 1);

      expect(await setPro(customer.userId, true)).toEqual({ isPro: true });
      expect((await service.subscriptionsOf(customer.userId)).map((row) => row.id)).toEqual([subscriptionId]);

      expect(await setPro(customer.userId, false)).toEqual({ isPro: false });

      expect(await providerStatus(subscriptionId)).toBe('canceled');
      expect(await service.subscriptionsOf(customer.userId)).toEqual([expect.objectContaining({ id: subscriptionId, status: 'canceled' })]);
      await service.change(customer.userId, 2);
      expect(service.authView(customer.userId)).toEqual({ status: 'canceled', isPro: false });
      expect(await cancellationsOf(customer.userId)).toEqual([]);
    });

    it('replaces a paid subscription that is set to end with complimentary Pro, which auth then shows', async () => {
      const customer = service.newCustomer();
      const paid = await service.subscribeWithTestCard(customer);
      await service.rpc.request('billing', Rpc.CancelSubscription, { userId: customer.userId });

      await setPro(customer.userId, true);

      const rows = await service.subscriptionsOf(customer.userId);
      expect(rows).toEqual([
        expect.objectContaining({ id: paid, status: 'canceled' }),
        expect.objectContaining({ id: expect.stringMatching(/^comp_/), status: 'active' }),
      ]);
      expect(await providerStatus(paid)).toBe('canceled');
      // The paid one's end and the new one's start are announced in that order, so auth ends on Pro.
      await service.change(customer.userId, 4);
      expect(service.changesOf(customer.userId).map((change) => change.status)).toEqual(['trialing', 'trialing', 'canceled', 'active']);
      expect(service.authView(customer.userId)).toEqual({ status: 'active', isPro: true });
    });
  });

  describe('the admin cancel', () => {
    it('ends a trialing paid subscription at once at the provider and records the admin, the trimmed reason and the trial', async () => {
      const customer = service.newCustomer();
      const subscriptionId = await service.subscribeWithTestCard(customer);
      await service.change(customer.userId, 1);

      const view = await cancelPro(customer.userId, '  Asked for a refund by phone  ');

      expect(view).toEqual({
        id: expect.any(String),
        userId: customer.userId,
        adminId: ADMIN,
        reason: 'Asked for a refund by phone',
        subscriptionId,
        wasTrialing: true,
        cancelledAt: expect.any(String),
      });
      // The admin's moment, by the service's clock.
      expect(Math.abs(Date.parse(view.cancelledAt) - service.clock.now().getTime())).toBeLessThan(60_000);
      expect(await cancellationsOf(customer.userId)).toEqual([
        expect.objectContaining({ id: view.id, adminId: ADMIN, reason: 'Asked for a refund by phone', subscriptionId, wasTrialing: true }),
      ]);
      expect(await providerStatus(subscriptionId)).toBe('canceled');
      expect(await service.change(customer.userId, 2)).toMatchObject({ subscriptionId, status: 'canceled' });
      expect(service.authView(customer.userId).isPro).toBe(false);
      expect(await service.announced(Events.SubscriptionCancelled, customer.userId)).toEqual([
        expect.objectContaining({ subscriptionId, accessUntil: null }),
      ]);
      expect(await auditOf(customer.userId)).toEqual([
        {
          adminId: ADMIN,
          action: 'pro-cancelled',
          target: { kind: 'user', id: customer.userId },
          changes: {
            subscriptionStatus: { before: 'trialing', after: 'canceled' },
            cancellationReason: { before: null, after: 'Asked for a refund by phone' },
          },
          occurredAt: view.cancelledAt,
        },
      ]);
    });

    it('answers 404 when nothing is live, and records nothing more', async () => {
      const customer = service.newCustomer();
      await service.subscribeWithTestCard(customer);
      await cancelPro(customer.userId, 'First time');

      const failure = await failureOf(cancelPro(customer.userId, 'Second time'));

      expect(failure).toMatchObject({ code: ErrorCode.NotFound, message: 'No active subscription to cancel' });
      expect(HTTP_STATUS_OF[failure.code]).toBe(404);
      expect(await cancellationsOf(customer.userId)).toHaveLength(1);
    });

    it('refuses a blank reason with 400 and leaves the subscription running', async () => {
      const customer = service.newCustomer();
      const subscriptionId = await service.subscribeWithTestCard(customer);

      const failure = await failureOf(cancelPro(customer.userId, ' \t\n '));

      expect(failure).toMatchObject({ code: ErrorCode.ValidationFailed, message: 'Please provide a reason for cancellation' });
      expect(HTTP_STATUS_OF[failure.code]).toBe(400);
      expect(await providerStatus(subscriptionId)).toBe('trialing');
      expect(await cancellationsOf(customer.userId)).toEqual([]);
    });

    it('ends complimentary Pro too, recorded as not trialing', async () => {
      const { userId } = service.newCustomer();
      await setPro(userId, true);
      const [comp] = await service.subscriptionsOf(userId);

      const view = await cancelPro(userId, 'Promotion over');

      expect(view).toMatchObject({ subscriptionId: comp.id, wasTrialing: false, reason: 'Promotion over' });
      expect((await service.subscriptionsOf(userId))[0].status).toBe('canceled');
      await service.change(userId, 2);
      expect(service.authView(userId).isPro).toBe(false);
    });
  });

  describe('complimentary Pro elsewhere in billing', () => {
    it("ends at once when the customer cancels it: there is no paid period to run out", async () => {
      const { userId } = service.newCustomer();
      await setPro(userId, true);

      expect(await service.rpc.request('billing', Rpc.CancelSubscription, { userId })).toEqual({ cancelled: true, accessUntil: null });

      expect((await service.subscriptionsOf(userId))[0].status).toBe('canceled');
    });

    it('ends when the account is deleted, with no provider call', async () => {
      const { userId } = service.newCustomer();
      await setPro(userId, true);

      await service.deliver(Events.UserDeleted, { userId, deletedAt: service.clock.now().toISOString() });

      expect((await service.subscriptionsOf(userId))[0].status).toBe('canceled');
      await service.change(userId, 2);
      expect(service.authView(userId).isPro).toBe(false);
    });
  });

  describe('recent activity', () => {
    it('lists trials, grants, payments and cancellations newest first, by e-mail where billing knows it', async () => {
      const trial = service.newCustomer();
      await service.subscribeWithTestCard(trial);
      const payer = service.newCustomer();
      await service.subscribeWithTestCard(payer, '5555555555554444');
      const gifted = service.newCustomer();
      service.clock.advance(60_000);
      await setPro(gifted.userId, true);
      service.clock.advance(60_000);
      await cancelPro(trial.userId, 'Changed their mind');
      // The payer's trial ends into the first paid month.
      service.clock.advance(8 * DAY_MS);
      await service.sweep();

      const activity = await service.rpc.request('billing', Rpc.BillingActivity, { limit: 100 });

      const ours = activity.filter((item) => [trial.email, payer.email, gifted.userId].includes(item.user));
      expect(ours.map(({ action, user }) => ({ action, user }))).toEqual([
        { action: 'Paid $29.00', user: payer.email },
        { action: 'Cancelled Pro', user: trial.email },
        { action: 'Given Pro by an admin', user: gifted.userId },
        { action: 'Started Pro trial', user: payer.email },
        { action: 'Started Pro trial', user: trial.email },
      ]);
      const dates = activity.map((item) => item.date);
      expect([...dates].sort().reverse()).toEqual(dates);
      expect(await service.rpc.request('billing', Rpc.BillingActivity, { limit: 2 })).toEqual(activity.slice(0, 2));
    });
  });
});
