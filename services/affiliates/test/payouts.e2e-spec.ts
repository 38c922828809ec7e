import { type AdminActionRecordedV1, ErrorCode, Events, type PayoutRunResult, Rpc } from '@reelmix/contracts';
import { sleep, waitFor } from '@reelmix/testing';
import { randomUUID } from 'node:crypto';
import { Payout } from '../src/payouts/payout.entity';
import { ProgrammeUser } from '../src/users/programme-user.entity';
import { AffiliatesTestApp, DAY_MS, failureOf, type Person } from './support/affiliates-test-app';

const HOUR_MS = 3_600_000;

/**
 * One story on one database, in order: a payout run pays every affiliate the database holds, so
 * each step builds on the balances the steps before it left.
 */
describe('affiliates: approval and monthly payouts', () => {
  let service: AffiliatesTestApp;
  let start: Date;
  let ada: Person & { code: string };
  let bob: Person & { code: string };
  let cleo: Person & { code: string };
  let adasReferral: Person;
  let bobsReferral: Person;
  let firstInvoice: string;

  const run = (adminId?: string) => service.rpc.request('affiliates', Rpc.RunPayouts, adminId ? { adminId, ip: '192.0.2.8' } : {});
  /** What the service announced for the audit log, oldest first. */
  const announced = async (): Promise<AdminActionRecordedV1[]> =>
    (
      (await service.db.query(`SELECT "payload" FROM "affiliates"."outbox" WHERE "event_name" = $1 ORDER BY "created_at"`, [
        Events.AdminActionRecorded,
      ])) as Array<{ payload: AdminActionRecordedV1 }>
    ).map((row) => row.payload);
  const hoursAfterStart = (hours: number) => new Date(start.getTime() + hours * HOUR_MS);
  /** `count` payments of $29 an hour apart, starting `fromHour` hours after the start. */
  const payMonthly = async (userId: string, count: number, fromHour: number) => {
    for (let n = 0; n < count; n += 1) await service.pay(userId, { paidAt: hoursAfterStart(fromHour + n) });
  };
  const monthNote = (result: PayoutRunResult) =>
    `"Reelmix affiliate commissions, ${new Date(result.runAt).toLocaleString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' })}"`;

  beforeAll(async () => {
    service = await AffiliatesTestApp.start({ AFFILIATE_SWEEP_MS: '100' });
    start = service.clock.now();
    [ada, bob, cleo] = [await service.affiliate(), await service.affiliate(), await service.affiliate()];
    adasReferral = await service.register(ada.userId);
    bobsReferral = await service.register(bob.userId);
  });

  afterAll(async () => {
    await service?.close();
  });

  it('approves a commission once its payment is more than 30 days old', async () => {
    firstInvoice = await service.pay(adasReferral.userId, { paidAt: start });

    service.clock.advance(29 * DAY_MS);
    await sleep(400);
    expect(await service.commissionsOf(adasReferral.userId)).toEqual([expect.objectContaining({ status: 'pending', approvedAt: null })]);

    service.clock.advance(1 * DAY_MS + HOUR_MS);
    const [approved] = await waitFor(
      async () => {
        const rows = await service.commissionsOf(adasReferral.userId);
        return rows[0]?.status === 'approved' ? rows : undefined;
      },
      { what: 'the sweep to approve the commission' },
    );
    expect(approved.approvedAt?.getTime()).toBeGreaterThanOrEqual(start.getTime() + 30 * DAY_MS);
    expect((await service.stats(ada.userId)).earnings).toMatchObject({ availableCents: 580, available: 5.8, pendingCents: 0 });
  });

  it('pays balances of at least $50, rolls smaller ones over, and returns the PayPal file', async () => {
    service.clock.advance(DAY_MS); // payments in the first day after the start are now past the refund window
    await payMonthly(adasReferral.userId, 8, 1); // with the first: 9 x $5.80 = $52.20
    await service.pay(bobsReferral.userId, { paidAt: hoursAfterStart(1) }); // $5.80
    const cleosReferral = await service.register(cleo.userId);
    await service.pay(cleosReferral.userId); // paid now: still in the refund window
    const adminId = randomUUID();

    const result = await run(adminId);

    expect(result.payouts).toEqual([{ payoutId: expect.stringMatching(/^PO-\d{8}-[A-Z2-9]{8}$/), affiliateId: ada.userId, email: ada.email, amountCents: 5220, commissionCount: 9 }]);
    expect(result.rolledOver).toBe(1);
    const [line] = result.payouts;
    expect(result.csv).toBe(`${ada.email},52.20,USD,${line.payoutId},${monthNote(result)},PAYPAL\r\n`);
    const commissions = await service.commissionsOf(adasReferral.userId);
    expect(commissions).toHaveLength(9);
    for (const commission of commissions) {
      expect(commission).toMatchObject({ status: 'paid', payoutId: line.payoutId, paidAt: new Date(result.runAt) });
    }
    expect(await service.db.getRepository(Payout).findOneBy({ id: line.payoutId })).toMatchObject({
      affiliateId: ada.userId,
      amountCents: 5220,
      commissionCount: 9,
      adminId,
      createdAt: new Date(result.runAt),
    });
    expect((await service.stats(ada.userId)).earnings).toEqual({ total: 52.2, available: 0, totalCents: 5220, availableCents: 0, pendingCents: 0, paidCents: 5220 });
    expect((await service.stats(bob.userId)).earnings).toMatchObject({ availableCents: 580, paidCents: 0 });
    expect((await service.stats(cleo.userId)).earnings).toMatchObject({ pendingCents: 580, availableCents: 0 });
    // The admin's run is audited: the payout with the transaction that made it, then the run's totals.
    expect(await announced()).toEqual([
      {
        adminId,
        ip: '192.0.2.8',
        action: 'payout-created',
        target: { kind: 'user', id: ada.userId },
        changes: {
          payoutId: { before: null, after: line.payoutId },
          amountCents: { before: null, after: 5220 },
          commissionCount: { before: null, after: 9 },
        },
        occurredAt: result.runAt,
      },
      {
        adminId,
        ip: '192.0.2.8',
        action: 'payouts-run',
        changes: { payouts: { before: null, after: 1 }, totalCents: { before: null, after: 5220 }, rolledOver: { before: null, after: 1 } },
        occurredAt: result.runAt,
      },
    ]);
  });

  it('never pays twice, even when two runs overlap', async () => {
    await payMonthly(bobsReferral.userId, 8, 2); // Bob reaches 9 x $5.80 = $52.20

    const runs = await Promise.all([run(), run()]);

    const lines = runs.flatMap((result) => result.payouts);
    expect(lines).toEqual([expect.objectContaining({ affiliateId: bob.userId, amountCents: 5220, commissionCount: 9 })]);
    expect(await service.db.getRepository(Payout).countBy({ affiliateId: bob.userId })).toBe(1);
    const again = await run();
    expect(again).toMatchObject({ payouts: [], csv: '', rolledOver: 0 });
    // Runs of the `affiliates:payout` command name no admin: nothing for the admin audit log.
    expect((await announced()).map((event) => event.action)).toEqual(['payout-created', 'payouts-run']);
  });

  it('deducts the refund of a commission already paid out from the next payout', async () => {
    await service.refund(adasReferral.userId, firstInvoice, 2900);

    const adjustment = (await service.commissionsOf(adasReferral.userId)).find((commission) => commission.kind === 'adjustment');
    expect(adjustment).toMatchObject({ invoiceId: firstInvoice, amountCents: -580, status: 'approved' });
    expect((await service.stats(ada.userId)).earnings).toMatchObject({ availableCents: -580, totalCents: 4640 });

    await payMonthly(adasReferral.userId, 9, 10); // 9 x $5.80 - $5.80 = $46.40: below the minimum
    expect(await run()).toMatchObject({ payouts: [], rolledOver: 1 });
    await service.pay(adasReferral.userId, { paidAt: hoursAfterStart(19) }); // + $5.80 = $52.20
    const result = await run();

    expect(result.payouts).toEqual([expect.objectContaining({ affiliateId: ada.userId, amountCents: 5220, commissionCount: 11 })]);
    expect(await service.db.getRepository(Payout).findOneBy({ id: result.payouts[0].payoutId })).toMatchObject({ adminId: null });
  });

  it('lists the affiliates for the admin area with referrals, balances and payouts', async () => {
    const list = await service.rpc.request('affiliates', Rpc.ListAffiliates, {});

    expect(list.map((entry) => entry.userId)).toEqual([cleo.userId, bob.userId, ada.userId]);
    const [cleoView, bobView, adaView] = list;
    expect(adaView).toEqual({
      userId: ada.userId,
      email: ada.email,
      affiliateCode: ada.code,
      enrolledAt: expect.any(String),
      referrals: 1,
      // 19 commissions and the refund's adjustment, all paid: 19 x $5.80 - $5.80.
      balances: { pendingCents: 0, approvedCents: 0, paidCents: 10440, voidCents: 0 },
      payouts: [
        expect.objectContaining({ amountCents: 5220, commissionCount: 11 }),
        expect.objectContaining({ amountCents: 5220, commissionCount: 9 }),
      ],
    });
    expect(new Date(adaView.payouts[0].createdAt).getTime()).toBeGreaterThan(new Date(adaView.payouts[1].createdAt).getTime());
    expect(bobView).toMatchObject({ referrals: 1, balances: { pendingCents: 0, approvedCents: 0, paidCents: 5220, voidCents: 0 } });
    expect(cleoView).toMatchObject({ referrals: 1, balances: { pendingCents: 580, approvedCents: 0, paidCents: 0, voidCents: 0 }, payouts: [] });
  });

  it('voids what a deleted affiliate had not been paid, forgets their address and drops them from the list', async () => {
    await service.deliver(Events.UserDeleted, { userId: cleo.userId, deletedAt: service.clock.now().toISOString() });

    const list = await service.rpc.request('affiliates', Rpc.ListAffiliates, {});
    expect(list.map((entry) => entry.userId)).toEqual([bob.userId, ada.userId]);
    expect(await failureOf(service.stats(cleo.userId))).toMatchObject({ code: ErrorCode.Forbidden });
    expect(await service.db.getRepository(ProgrammeUser).findOneBy({ userId: cleo.userId })).toMatchObject({ email: null, deletedAt: expect.any(Date) });
    const [voided] = await service.db.query(`SELECT "status", "void_reason" FROM "affiliates"."commissions" WHERE "affiliate_id" = $1`, [cleo.userId]);
    expect(voided).toEqual({ status: 'void', void_reason: 'account_deleted' });

    service.clock.advance(31 * DAY_MS);
    expect((await run()).payouts).toEqual([]);
  });
});
