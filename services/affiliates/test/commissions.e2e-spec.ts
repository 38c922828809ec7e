import { Events } from '@reelmix/contracts';
import { EventPublisher } from '@reelmix/messaging';
import { randomUUID } from 'node:crypto';
import { Referral } from '../src/users/referral.entity';
import { AffiliatesTestApp, DAY_MS, PRO_CENTS } from './support/affiliates-test-app';

describe('affiliates: referrals and commissions', () => {
  let service: AffiliatesTestApp;

  const daysAgo = (days: number) => new Date(service.clock.now().getTime() - days * DAY_MS);
  const card = () => `fp_${randomUUID().slice(0, 12)}`;
  const commissionEvents = async (referredId: string): Promise<number> =>
    (
      await service.db.query(`SELECT 1 FROM "affiliates"."outbox" WHERE "event_name" = $1 AND "payload"->>'referredId' = $2`, [
        Events.CommissionCreated,
        referredId,
      ])
    ).length;

  beforeAll(async () => {
    service = await AffiliatesTestApp.start();
  });

  afterAll(async () => {
    await service?.close();
  });

  describe('referrals', () => {
    it('records the referrer of a new user and counts them in the stats', async () => {
      const affiliate = await service.affiliate();

      const referred = await service.register(affiliate.userId);
      await service.register(affiliate.userId);
      await service.register();

      expect(await service.db.getRepository(Referral).findOneBy({ referredId: referred.userId })).toMatchObject({
        referrerId: affiliate.userId,
        selfReferralAt: null,
      });
      expect((await service.stats(affiliate.userId)).referrals).toBe(2);
    });

    it('never makes a user their own referrer', async () => {
      const userId = randomUUID();

      await service.deliver(Events.UserRegistered, { userId, email: `${userId}@example.com`, referrerId: userId, registeredAt: new Date().toISOString() });

      expect(await service.db.getRepository(Referral).findOneBy({ referredId: userId })).toBeNull();
    });
  });

  describe('commissions', () => {
    it('earns 20% of each payment of a referred user, in cents, pending until the refund window passes', async () => {
      const affiliate = await service.affiliate();
      const referred = await service.register(affiliate.userId);

      const first = await service.pay(referred.userId, { amountCents: PRO_CENTS, paidAt: daysAgo(3) });
      const second = await service.pay(referred.userId, { amountCents: 2999, paidAt: daysAgo(1) });

      expect(await service.commissionsOf(referred.userId)).toEqual([
        expect.objectContaining({ invoiceId: first, affiliateId: affiliate.userId, kind: 'commission', amountCents: 580, status: 'pending', paidAt: null }),
        // 599.8 rounds down: the programme never pays over 20%.
        expect.objectContaining({ invoiceId: second, amountCents: 599, status: 'pending' }),
      ]);
      expect((await service.stats(affiliate.userId)).earnings).toEqual({
        total: 11.79,
        available: 0,
        totalCents: 1179,
        availableCents: 0,
        pendingCents: 1179,
        paidCents: 0,
      });
      expect(await commissionEvents(referred.userId)).toBe(2);
    });

    it('makes one commission of an invoice reported twice, even under a new message id', async () => {
      const affiliate = await service.affiliate();
      const referred = await service.register(affiliate.userId);
      const invoiceId = await service.pay(referred.userId);

      await service.pay(referred.userId, { invoiceId });
      // The same message delivered again is a no-op as well.
      const event = { invoiceId, userId: referred.userId, subscriptionId: 'sub_1', amountPaidCents: PRO_CENTS, currency: 'usd', paidAt: new Date().toISOString() };
      const repeated = { messageId: randomUUID(), name: Events.InvoicePaid, payload: event, occurredAt: new Date() };
      await service.app.get(EventPublisher).send(repeated);
      await service.app.get(EventPublisher).send(repeated);
      await service.handled(repeated.messageId);
      await service.pay(referred.userId);

      const commissions = await service.commissionsOf(referred.userId);
      expect(commissions.filter((commission) => commission.invoiceId === invoiceId)).toHaveLength(1);
      expect(commissions).toHaveLength(2);
      expect((await service.stats(affiliate.userId)).earnings.totalCents).toBe(1160);
    });

    it('pays for 12 months from the first payment, and nothing after', async () => {
      const affiliate = await service.affiliate();
      const referred = await service.register(affiliate.userId);

      // A zero-amount invoice earns nothing and does not start the 12 months.
      const free = await service.pay(referred.userId, { amountCents: 0, paidAt: new Date('2025-01-01T10:00:00.000Z') });
      await service.pay(referred.userId, { paidAt: new Date('2025-02-01T10:00:00.000Z') });
      const eleventhMonth = await service.pay(referred.userId, { paidAt: new Date('2026-01-01T10:00:00.000Z') });
      const twelveMonthsOn = await service.pay(referred.userId, { paidAt: new Date('2026-02-01T10:00:00.000Z') });
      const later = await service.pay(referred.userId, { paidAt: new Date('2026-03-01T10:00:00.000Z') });

      const invoices = (await service.commissionsOf(referred.userId)).map((commission) => commission.invoiceId);
      expect(invoices).toHaveLength(2);
      expect(invoices).toContain(eleventhMonth);
      expect(invoices).not.toContain(free);
      expect(invoices).not.toContain(twelveMonthsOn);
      expect(invoices).not.toContain(later);
    });

    it('pays nothing for payments of users nobody referred', async () => {
      const customer = await service.register();

      await service.pay(customer.userId);

      expect(await service.commissionsOf(customer.userId)).toEqual([]);
    });

    it('counts a payment that arrived before the registration naming the referrer', async () => {
      const affiliate = await service.affiliate();
      const userId = randomUUID();
      const invoiceId = await service.pay(userId);

      await service.deliver(Events.UserRegistered, { userId, email: `${userId}@example.com`, referrerId: affiliate.userId, registeredAt: new Date().toISOString() });

      expect(await service.commissionsOf(userId)).toEqual([expect.objectContaining({ invoiceId, amountCents: 580, status: 'pending' })]);
    });
  });

  describe('refunds', () => {
    it('voids the commission of a refunded invoice', async () => {
      const affiliate = await service.affiliate();
      const referred = await service.register(affiliate.userId);
      const invoiceId = await service.pay(referred.userId);
      await service.pay(referred.userId);

      await service.refund(referred.userId, invoiceId, PRO_CENTS);

      const [refunded, kept] = await service.commissionsOf(referred.userId);
      expect(refunded).toMatchObject({ invoiceId, status: 'void', voidReason: 'refunded', amountCents: 580 });
      expect(kept).toMatchObject({ status: 'pending', amountCents: 580 });
      expect((await service.stats(affiliate.userId)).earnings).toMatchObject({ totalCents: 580, pendingCents: 580 });
    });

    it('cuts the commission of a partly refunded invoice to 20% of what was kept', async () => {
      const affiliate = await service.affiliate();
      const referred = await service.register(affiliate.userId);
      const invoiceId = await service.pay(referred.userId);

      await service.refund(referred.userId, invoiceId, 1000);
      // Billing reports the running total: the same total again, or a smaller one arriving late, changes nothing.
      await service.refund(referred.userId, invoiceId, 1000);
      await service.refund(referred.userId, invoiceId, 500);

      expect(await service.commissionsOf(referred.userId)).toEqual([expect.objectContaining({ status: 'pending', amountCents: 380 })]);

      await service.refund(referred.userId, invoiceId, PRO_CENTS);

      expect(await service.commissionsOf(referred.userId)).toEqual([expect.objectContaining({ status: 'void', voidReason: 'refunded' })]);
    });

    it('records no commission for an invoice refunded before it was counted', async () => {
      const affiliate = await service.affiliate();
      const userId = randomUUID();
      const invoiceId = await service.pay(userId);
      await service.refund(userId, invoiceId, PRO_CENTS);

      await service.deliver(Events.UserRegistered, { userId, email: `${userId}@example.com`, referrerId: affiliate.userId, registeredAt: new Date().toISOString() });

      expect(await service.commissionsOf(userId)).toEqual([]);
    });
  });

  describe('self-referral', () => {
    it('pays nothing when the referred user pays with a card of the referrer', async () => {
      const affiliate = await service.affiliate();
      const shared = card();
      await service.saveCard(affiliate.userId, shared);
      const alias = await service.register(affiliate.userId);

      await service.pay(alias.userId, { cardFingerprint: shared });

      expect(await service.commissionsOf(alias.userId)).toEqual([]);
      expect(await service.db.getRepository(Referral).findOneBy({ referredId: alias.userId })).toMatchObject({ selfReferralAt: expect.any(Date) });
      expect((await service.stats(affiliate.userId)).earnings.totalCents).toBe(0);
    });

    it('pays nothing when the two accounts saved the same card, and voids what was earned before that was known', async () => {
      const affiliate = await service.affiliate();
      const shared = card();
      const alias = await service.register(affiliate.userId);
      await service.saveCard(alias.userId, shared);
      await service.pay(alias.userId, { cardFingerprint: card() });
      expect(await service.commissionsOf(alias.userId)).toEqual([expect.objectContaining({ status: 'pending' })]);

      await service.saveCard(affiliate.userId, shared);
      await service.pay(alias.userId);

      expect(await service.commissionsOf(alias.userId)).toEqual([expect.objectContaining({ status: 'void', voidReason: 'self_referral' })]);
    });

    it('still pays for a referred user whose cards are their own', async () => {
      const affiliate = await service.affiliate();
      await service.saveCard(affiliate.userId, card());
      const referred = await service.register(affiliate.userId);
      await service.saveCard(referred.userId, card());

      await service.pay(referred.userId, { cardFingerprint: card() });

      expect(await service.commissionsOf(referred.userId)).toEqual([expect.objectContaining({ status: 'pending', amountCents: 580 })]);
    });
  });
});
