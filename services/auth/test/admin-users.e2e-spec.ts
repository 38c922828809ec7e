import { type AdminUserView, ErrorCode, Events, hasProAccess, Rpc, type SubscriptionStatus } from '@reelmix/contracts';
import { EventPublisher } from '@reelmix/messaging';
import { uniqueName, waitFor } from '@reelmix/testing';
import { createHash, randomUUID } from 'node:crypto';
import { Admin } from '../src/admins/admin.entity';
import { PasswordHasher } from '../src/passwords/password-hasher';
import { User } from '../src/users/user.entity';
import { AuthTestApp, DAY_MS, failureOf } from './support/admin-test-app';

const HOUR_MS = 3_600_000;
/** Mid-month, so "this month" is unambiguous whatever day the tests run. */
const NOW = new Date('2031-05-15T12:00:00Z');
const at = (offsetMs: number) => new Date(NOW.getTime() + offsetMs);

interface Seed {
  firstName: string;
  lastName: string;
  status: SubscriptionStatus | null;
  trialEnd?: Date | null;
  periodEnd?: Date | null;
}

/**
 * 25 customers, oldest first, across every case of the Pro rule: trials and paid periods running
 * or over, running periods without an end (complimentary Pro), and statuses that never give Pro.
 */
const SEEDS: Seed[] = Array.from({ length: 25 }, (_, i) => {
  const names = { firstName: `First${i}`, lastName: `Last${i}` };
  switch (i % 6) {
    case 0:
      return { ...names, status: 'trialing', trialEnd: at(3 * DAY_MS) };
    case 1:
      return { ...names, status: 'active', periodEnd: at(20 * DAY_MS) };
    case 2:
      return { ...names, status: 'active', periodEnd: null };
    case 3:
      return { ...names, status: 'trialing', trialEnd: at(-DAY_MS) };
    case 4:
      return { ...names, status: 'past_due', periodEnd: at(10 * DAY_MS) };
    default:
      return { ...names, status: null };
  }
});
SEEDS[7] = { firstName: 'Grace', lastName: 'Hopper', status: 'active', periodEnd: at(-HOUR_MS) };
SEEDS[8] = { firstName: '', lastName: '', status: 'canceled', periodEnd: at(5 * DAY_MS) };

const isProAt = (user: User, now: Date) =>
  hasProAccess(
    {
      subscriptionStatus: user.subscriptionStatus,
      subscriptionTrialEnd: user.subscriptionTrialEnd?.toISOString() ?? null,
      subscriptionCurrentPeriodEnd: user.subscriptionCurrentPeriodEnd?.toISOString() ?? null,
    },
    now,
  );

describe('auth: the admin user calls', () => {
  let service: AuthTestApp;
  let admin: Admin;
  let seeded: User[];

  const list = (query: { page?: number; limit?: number; plan?: 'all' | 'pro' | 'free'; search?: string }) =>
    service.rpc.request('auth', Rpc.ListUsers, { page: 1, limit: 10, plan: 'all', ...query });
  const emailsOf = (users: AdminUserView[]) => users.map((user) => user.email);
  const newestFirst = (users: User[]) => [...users].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());

  beforeAll(async () => {
    service = await AuthTestApp.start();
    service.clock.set(NOW);
    admin = await service.db.getRepository(Admin).save({
      email: `${uniqueName('admin')}@example.com`,
      passwordHash: await service.app.get(PasswordHasher).hash('admin password'),
      firstName: 'Ada',
      lastName: 'Admin',
    });
    const tag = uniqueName('c');
    seeded = await service.db.getRepository(User).save(
      SEEDS.map((seed, i) => ({
        email: `customer${String(i).padStart(2, '0')}.${tag}@example.com`,
        passwordHash: 'not a real hash',
        firstName: seed.firstName,
        lastName: seed.lastName,
        requestedPro: i === 9,
        subscriptionStatus: seed.status,
        subscriptionTrialEnd: seed.trialEnd ?? null,
        subscriptionCurrentPeriodEnd: seed.periodEnd ?? null,
        subscriptionId: seed.status ? `sub_${i}` : null,
        createdAt: at(-(25 - i) * HOUR_MS),
      })),
    );
  });

  afterAll(async () => {
    await service?.close();
  });

  describe('listing', () => {
    it('pages through all 25 newest first, 10 at a time, with the total on every page', async () => {
      const pages = await Promise.all([1, 2, 3].map((page) => list({ page })));

      expect(pages.map((p) => p.total)).toEqual([25, 25, 25]);
      expect(pages.map((p) => p.users.length)).toEqual([10, 10, 5]);
      expect(pages.flatMap((p) => emailsOf(p.users))).toEqual(newestFirst(seeded).map((user) => user.email));
      expect((await list({ page: 4 })).users).toEqual([]);
    });

    it('filters Pro and Free by the trial and period dates at the service clock, in the database', async () => {
      const expectedPro = newestFirst(seeded.filter((user) => isProAt(user, NOW))).map((user) => user.email);
      const expectedFree = newestFirst(seeded.filter((user) => !isProAt(user, NOW))).map((user) => user.email);
      expect(expectedPro).toHaveLength(11);

      const proPages = await Promise.all([1, 2, 3].map((page) => list({ plan: 'pro', page, limit: 5 })));
      const free = await list({ plan: 'free', limit: 100 });

      expect(proPages.map((p) => [p.total, p.users.length])).toEqual([
        [11, 5],
        [11, 5],
        [11, 1],
      ]);
      expect(proPages.flatMap((p) => emailsOf(p.users))).toEqual(expectedPro);
      expect(proPages.flatMap((p) => p.users).every((user) => user.isPro)).toBe(true);
      expect(free.total).toBe(14);
      expect(emailsOf(free.users)).toEqual(expectedFree);
      expect(free.users.some((user) => user.isPro)).toBe(false);
    });

    it('moves users from Pro to Free when the clock passes their trial end', async () => {
      service.clock.set(at(4 * DAY_MS));
      try {
        const pro = await list({ plan: 'pro', limit: 100 });
        expect(pro.total).toBe(seeded.filter((user) => isProAt(user, at(4 * DAY_MS))).length);
        expect(pro.users.some((user) => user.subscriptionStatus === 'trialing')).toBe(false);
      } finally {
        service.clock.set(NOW);
      }
    });

    it('searches e-mail, first name, last name and "first last", ignoring case', async () => {
      expect(emailsOf((await list({ search: 'CUSTOMER03' })).users)).toEqual([seeded[3].email]);
      expect(emailsOf((await list({ search: 'grace' })).users)).toEqual([seeded[7].email]);
      expect(emailsOf((await list({ search: 'HOPPER' })).users)).toEqual([seeded[7].email]);
      expect(emailsOf((await list({ search: '  Grace   Hop ' })).users)).toEqual([seeded[7].email]);
      expect((await list({ search: 'grace smith' })).total).toBe(0);
    });

    it('searches with paging and the plan filter together, and takes % and _ literally', async () => {
      // First1, First1x and Last1x: users 1 and 10-19.
      const page1 = await list({ search: 'first1', limit: 4 });
      const page3 = await list({ search: 'first1', limit: 4, page: 3 });
      expect(page1.total).toBe(11);
      expect(page1.users).toHaveLength(4);
      expect(page3.users).toHaveLength(3);
      const proMatches = seeded.filter((user) => user.firstName.startsWith('First1') && isProAt(user, NOW));
      expect((await list({ search: 'first1', plan: 'pro', limit: 100 })).total).toBe(proMatches.length);

      expect((await list({ search: '%' })).total).toBe(0);
      expect((await list({ search: 'customer_0' })).total).toBe(0);
    });

    it('gives the admin view of each user', async () => {
      const { users } = await list({ search: 'customer07' });
      expect(users).toEqual([
        {
          id: seeded[7].id,
          email: seeded[7].email,
          name: 'Grace Hopper',
          firstName: 'Grace',
          lastName: 'Hopper',
          isPro: false,
          requestedPro: false,
          isAffiliate: false,
          affiliateCode: null,
          referrerId: null,
          createdAt: seeded[7].createdAt.toISOString(),
          stripeSubscriptionId: 'sub_7',
          subscriptionStatus: 'active',
        },
      ]);
      const [nameless] = (await list({ search: 'customer08' })).users;
      expect(nameless).not.toHaveProperty('name');
    });
  });

  describe('figures', () => {
    it('counts users, Pro users and this calendar month’s registrations (UTC)', async () => {
      await service.db.getRepository(User).update({ id: seeded[0].id }, { createdAt: new Date('2031-04-30T23:59:59Z') });
      await service.db.getRepository(User).update({ id: seeded[1].id }, { createdAt: new Date('2031-05-01T00:00:00Z') });

      expect(await service.rpc.request('auth', Rpc.UserStats, {})).toEqual({ total: 25, pro: 11, newThisMonth: 24 });

      service.clock.set(new Date('2031-06-01T00:00:00Z'));
      try {
        const june = await service.rpc.request('auth', Rpc.UserStats, {});
        expect(june).toEqual({ total: 25, pro: seeded.filter((user) => isProAt(user, new Date('2031-06-01T00:00:00Z'))).length, newThisMonth: 0 });
      } finally {
        service.clock.set(NOW);
      }
    });

    it('lists recent registrations newest first, as many as asked', async () => {
      const activity = await service.rpc.request('auth', Rpc.UserActivity, { limit: 3 });
      expect(activity).toEqual(
        [24, 23, 22].map((i) => ({ action: 'Registered', user: seeded[i].email, date: seeded[i].createdAt.toISOString() })),
      );
    });
  });

  describe('one user', () => {
    it('answers one user, and 404 "User not found" for an unknown id', async () => {
      expect(await service.rpc.request('auth', Rpc.GetUser, { userId: seeded[2].id })).toMatchObject({
        id: seeded[2].id,
        isPro: true,
        subscriptionStatus: 'active',
      });
      expect(await failureOf(service.rpc.request('auth', Rpc.GetUser, { userId: randomUUID() }))).toMatchObject({
        code: ErrorCode.NotFound,
        message: 'User not found',
      });
    });

    it('clears the Requested flag, audited when it was set', async () => {
      const userId = seeded[9].id;
      const audit = () =>
        service.db.query(`SELECT "admin_id", "action", "ip", "target_kind", "target_id", "changes" FROM "auth"."admin_audit_log" WHERE "target_id" = $1`, [userId]);
      expect((await service.rpc.request('auth', Rpc.GetUser, { userId })).requestedPro).toBe(true);

      const cleared = await service.rpc.request('auth', Rpc.ClearRequestedPro, { userId, adminId: admin.id, ip: '2001:db8::7' });

      expect(cleared).toMatchObject({ id: userId, requestedPro: false });
      expect((await service.db.getRepository(User).findOneByOrFail({ id: userId })).requestedPro).toBe(false);
      const entry = {
        admin_id: admin.id,
        action: 'requested-pro-cleared',
        ip: '2001:db8::7',
        target_kind: 'user',
        target_id: userId,
        changes: { requestedPro: { before: true, after: false } },
      };
      expect(await audit()).toEqual([entry]);
      // Already clear: nothing changed, nothing to record.
      await service.rpc.request('auth', Rpc.ClearRequestedPro, { userId, adminId: admin.id });
      expect(await audit()).toEqual([entry]);
      expect(await failureOf(service.rpc.request('auth', Rpc.ClearRequestedPro, { userId: randomUUID(), adminId: admin.id }))).toMatchObject({
        code: ErrorCode.NotFound,
      });
    });

    it('the Pro toggle clears the Requested flag and records the decision for billing, in one transaction', async () => {
      const decided = await service.listen(Events.AdminProDecided);
      const { id: userId } = await service.rpc.request('auth', Rpc.CreateUser, { email: `${uniqueName('toggle')}@example.com`, password: 'not so secret 12', requestedPro: true });

      const answer = await service.rpc.request('auth', Rpc.SetUserPro, { userId, isPro: true, adminId: admin.id, ip: '2001:db8::8' });

      // Pro as decided; billing grants it, and auth's own view follows from billing's event.
      expect(answer).toMatchObject({ id: userId, isPro: true, requestedPro: false });
      expect(await decided.next()).toEqual({ userId, isPro: true, adminId: admin.id, ip: '2001:db8::8', decidedAt: expect.any(String) });
      const actions = await service.db.query(`SELECT "action" FROM "auth"."admin_audit_log" WHERE "target_id" = $1`, [userId]);
      expect(actions).toEqual([{ action: 'requested-pro-cleared' }]);

      expect(await failureOf(service.rpc.request('auth', Rpc.SetUserPro, { userId: randomUUID(), isPro: false, adminId: admin.id }))).toMatchObject({
        code: ErrorCode.NotFound,
        message: 'User not found',
      });
      // The refused call recorded no decision.
      await expect(decided.next({ timeoutMs: 500 })).rejects.toThrow();
    });

    it('counts a complimentary subscription from billing (active, no period end) as Pro', async () => {
      const userId = seeded[5].id;
      await service.app.get(EventPublisher).publish(Events.SubscriptionChanged, {
        userId,
        subscriptionId: 'comp_123',
        status: 'active',
        trialEnd: null,
        currentPeriodEnd: null,
        occurredAt: new Date().toISOString(),
      });

      const user = await waitFor(
        async () => {
          const view = await service.rpc.request('auth', Rpc.GetUser, { userId });
          return view.stripeSubscriptionId === 'comp_123' ? view : undefined;
        },
        { what: 'the subscription projection' },
      );
      expect(user).toMatchObject({ isPro: true, subscriptionStatus: 'active' });
      expect(emailsOf((await list({ plan: 'pro', search: 'customer05' })).users)).toEqual([seeded[5].email]);
    });
  });

  describe('creating a Pro user', () => {
    const create = (email: string) =>
      service.rpc.request('auth', Rpc.CreateProUser, { email, password: 'not so secret 12', firstName: ' Lin ', lastName: 'Clark', adminId: admin.id });

    it('creates an account that can log in, announces it, and records the admin who did it', async () => {
      const registered = await service.listen(Events.UserRegistered);
      const email = `${uniqueName('pro')}@Example.com`;

      const created = await create(email);

      expect(created).toMatchObject({ email: email.toLowerCase(), name: 'Lin Clark', firstName: 'Lin', requestedPro: false, isPro: false });
      expect(await registered.next()).toMatchObject({ userId: created.id, email: email.toLowerCase() });
      const session = await service.rpc.request('auth', Rpc.Login, { email, password: 'not so secret 12' });
      expect(session.user.id).toBe(created.id);
      const audit = await service.db.query(`SELECT "admin_id", "email", "action", "target_kind" FROM "auth"."admin_audit_log" WHERE "target_id" = $1`, [
        created.id,
      ]);
      expect(audit).toEqual([{ admin_id: admin.id, email: admin.email, action: 'pro-user-created', target_kind: 'user' }]);
    });

    it("records the new account's Pro as the admin's decision, for billing to grant", async () => {
      const decided = await service.listen(Events.AdminProDecided);

      const created = await create(`${uniqueName('pro')}@example.com`);

      expect(await decided.next()).toEqual({ userId: created.id, isPro: true, adminId: admin.id, decidedAt: expect.any(String) });
    });

    it('answers 409 when the e-mail has an account, whatever its case', async () => {
      const email = `${uniqueName('pro')}@example.com`;
      await create(email);

      expect(await failureOf(create(email.toUpperCase()))).toMatchObject({
        code: ErrorCode.Conflict,
        message: 'An account with this email already exists.',
      });
    });
  });

  describe('deleting a user', () => {
    const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

    it('removes the account, its sessions and reset tokens, announces user.deleted.v1 and records the admin', async () => {
      const deleted = await service.listen(Events.UserDeleted);
      const email = `${uniqueName('leaving')}@example.com`;
      const { id: userId } = await service.rpc.request('auth', Rpc.CreateUser, { email, password: 'not so secret 12' });
      const { id: referredId } = await service.db.getRepository(User).save({ email: `${uniqueName('ref')}@example.com`, passwordHash: 'x', referrerId: userId });
      const session = await service.rpc.request('auth', Rpc.Login, { email, password: 'not so secret 12' });
      await service.db.query(`INSERT INTO "auth"."password_resets" ("user_id", "token_hash", "expires_at") VALUES ($1, $2, now() + interval '1 hour')`, [
        userId,
        sha256('reset'),
      ]);

      expect(await service.rpc.request('auth', Rpc.DeleteUser, { userId, adminId: admin.id })).toEqual({ deleted: true });

      expect(await service.db.getRepository(User).findOneBy({ id: userId })).toBeNull();
      const [{ sessions, resets }] = await service.db.query(
        `SELECT (SELECT count(*) FROM "auth"."sessions" WHERE "user_id" = $1)::int AS sessions,
                (SELECT count(*) FROM "auth"."password_resets" WHERE "user_id" = $1)::int AS resets`,
        [userId],
      );
      expect({ sessions, resets }).toEqual({ sessions: 0, resets: 0 });
      expect(await failureOf(service.rpc.request('auth', Rpc.ResolveSession, { sessionToken: session.sessionToken }))).toMatchObject({
        code: ErrorCode.Unauthenticated,
      });
      expect((await service.db.getRepository(User).findOneByOrFail({ id: referredId })).referrerId).toBeNull();
      const event = (await deleted.next()) as { userId: string; deletedAt: string };
      expect(event.userId).toBe(userId);
      expect(Math.abs(new Date(event.deletedAt).getTime() - service.clock.now().getTime())).toBeLessThan(60_000);
      const audit = await service.db.query(`SELECT "admin_id", "email", "action", "target_kind" FROM "auth"."admin_audit_log" WHERE "target_id" = $1`, [userId]);
      expect(audit).toEqual([{ admin_id: admin.id, email: admin.email, action: 'user-deleted', target_kind: 'user' }]);
    });

    it('answers 404 for a user that does not exist (or was deleted already) and announces nothing', async () => {
      const deleted = await service.listen(Events.UserDeleted);
      const userId = randomUUID();

      expect(await failureOf(service.rpc.request('auth', Rpc.DeleteUser, { userId, adminId: admin.id }))).toMatchObject({
        code: ErrorCode.NotFound,
        message: 'User not found',
      });
      await expect(deleted.next({ timeoutMs: 1500 })).rejects.toThrow(/Timed out/);
    });

    it('refuses an admin id that names no admin, and deletes nothing', async () => {
      const { id: userId } = await service.db.getRepository(User).save({ email: `${uniqueName('kept')}@example.com`, passwordHash: 'x' });

      expect(await failureOf(service.rpc.request('auth', Rpc.DeleteUser, { userId, adminId: randomUUID() }))).toMatchObject({
        code: ErrorCode.Unauthenticated,
      });
      expect(await service.db.getRepository(User).findOneBy({ id: userId })).not.toBeNull();
    });
  });
});
