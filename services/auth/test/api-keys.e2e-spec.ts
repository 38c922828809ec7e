import { API_KEY_LIMITS, API_KEYS_NEED_PRO, type CreatedApiKey, ErrorCode, INVALID_API_KEY, Rpc, TOO_MANY_API_KEYS } from '@reelmix/contracts';
import { uniqueName } from '@reelmix/testing';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { Admin } from '../src/admins/admin.entity';
import { PasswordHasher } from '../src/passwords/password-hasher';
import { User } from '../src/users/user.entity';
import { AuthTestApp, DAY_MS, failureOf } from './support/admin-test-app';

const PASSWORD = 'not so secret 12';
const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
/** Well-formed, so the request passes validation and reaches the look-up. */
const unknownKey = () => `rmx_${randomBytes(32).toString('base64url')}`;

describe('auth: API keys', () => {
  let service: AuthTestApp;
  let admin: Admin;

  /**
   * A customer account. Pro as billing projects it: an active subscription, with a period end or
   * without one (complimentary Pro).
   */
  const customer = async (plan: { status: 'active' | null; periodEnd?: Date | null } = { status: 'active' }): Promise<User> =>
    service.db.getRepository(User).save({
      email: `${uniqueName('keys')}@example.com`,
      passwordHash: await service.app.get(PasswordHasher).hash(PASSWORD),
      subscriptionStatus: plan.status,
      subscriptionId: plan.status ? `sub_${uniqueName('k')}` : null,
      subscriptionCurrentPeriodEnd: plan.periodEnd ?? null,
    });
  // A generous time-out: the race test sends 13 creations at once, which the owner's row lock
  // serialises; on a loaded CI machine the last ones wait longer than the usual 5 s, and this
  // test is about the limit holding under the race, not about latency.
  const create = (userId: string, name = 'My script') =>
    service.rpc.request('auth', Rpc.CreateApiKey, { userId, name }, { timeoutMs: 60_000 });
  const list = (userId: string) => service.rpc.request('auth', Rpc.ListApiKeys, { userId });
  const revoke = (userId: string, keyId: string) => service.rpc.request('auth', Rpc.RevokeApiKey, { userId, keyId });
  const resolve = (key: string) => service.rpc.request('auth', Rpc.ResolveApiKey, { key });
  const keyRows = (userId: string): Promise<Array<Record<string, unknown>>> =>
    service.db.query(`SELECT * FROM "auth"."api_keys" WHERE "user_id" = $1`, [userId]);

  beforeAll(async () => {
    service = await AuthTestApp.start();
    admin = await service.db.getRepository(Admin).save({
      email: `${uniqueName('admin')}@example.com`,
      passwordHash: await service.app.get(PasswordHasher).hash('admin password'),
      firstName: 'Ada',
      lastName: 'Admin',
    });
  });

  afterAll(async () => {
    await service?.close();
  });

  describe('creating a key', () => {
    it('gives a Pro customer the whole key once, with a trimmed name and a readable prefix, and stores only its hash', async () => {
      const user = await customer();

      const created = await create(user.id, '  CI pipeline  ');

      expect(created).toEqual({
        id: expect.any(String),
        name: 'CI pipeline',
        prefix: created.key.slice(0, API_KEY_LIMITS.shownPrefixLength),
        createdAt: expect.any(String),
        lastUsedAt: null,
        usage: { today: 0, last30Days: 0 },
        key: expect.stringMatching(/^rmx_[A-Za-z0-9_-]{43}$/),
      });
      expect(Math.abs(new Date(created.createdAt).getTime() - Date.now())).toBeLessThan(60_000);
      const [row] = await keyRows(user.id);
      expect(row).toMatchObject({ id: created.id, name: 'CI pipeline', prefix: created.prefix, key_hash: sha256(created.key), revoked_at: null });
      expect(JSON.stringify(row)).not.toContain(created.key.slice(API_KEY_LIMITS.shownPrefixLength));
    });

    it('gives keys to complimentary Pro (active without a period end) too', async () => {
      const user = await customer({ status: 'active', periodEnd: null });
      await expect(create(user.id)).resolves.toMatchObject({ name: 'My script' });
    });

    it('refuses a Free customer, and one whose paid period has ended', async () => {
      const free = await customer({ status: null });
      const lapsed = await customer({ status: 'active', periodEnd: new Date(Date.now() - DAY_MS) });

      for (const user of [free, lapsed]) {
        expect(await failureOf(create(user.id))).toMatchObject({ code: ErrorCode.Forbidden, message: API_KEYS_NEED_PRO });
        expect(await keyRows(user.id)).toEqual([]);
      }
    });

    it('refuses a name that is only spaces', async () => {
      const user = await customer();
      expect(await failureOf(create(user.id, '   '))).toMatchObject({ code: ErrorCode.ValidationFailed });
      expect(await keyRows(user.id)).toEqual([]);
    });

    it(`allows ${API_KEY_LIMITS.perUser} live keys, even when asked for at once, and another once one is revoked`, async () => {
      const user = await customer();

      const outcomes = await Promise.allSettled(Array.from({ length: API_KEY_LIMITS.perUser + 3 }, (_, i) => create(user.id, `key ${i}`)));

      const made = outcomes.filter((outcome): outcome is PromiseFulfilledResult<CreatedApiKey> => outcome.status === 'fulfilled');
      const refused = outcomes.filter((outcome): outcome is PromiseRejectedResult => outcome.status === 'rejected');
      expect(made).toHaveLength(API_KEY_LIMITS.perUser);
      expect(refused.map((outcome) => outcome.reason)).toEqual(
        Array(3).fill(expect.objectContaining({ code: ErrorCode.Conflict, message: TOO_MANY_API_KEYS })),
      );
      expect(await failureOf(create(user.id))).toMatchObject({ code: ErrorCode.Conflict, message: TOO_MANY_API_KEYS });

      await revoke(user.id, made[0].value.id);
      await expect(create(user.id, 'replacement')).resolves.toMatchObject({ name: 'replacement' });
      expect(await list(user.id)).toHaveLength(API_KEY_LIMITS.perUser);
    });
  });

  describe('listing keys', () => {
    it('lists live keys newest first with their use today and over the last 30 days, and never the key', async () => {
      const user = await customer();
      const older = await create(user.id, 'older');
      const newer = await create(user.id, 'newer');
      const revoked = await create(user.id, 'revoked');
      await revoke(user.id, revoked.id);
      // Earlier days' counts: 29 days ago is within the last 30 days (today included), 30 days ago is not.
      await service.db.query(
        `INSERT INTO "auth"."api_key_usage" ("key_id", "day", "calls") VALUES
           ($1, (now() AT TIME ZONE 'UTC')::date - 1, 4),
           ($1, (now() AT TIME ZONE 'UTC')::date - 29, 5),
           ($1, (now() AT TIME ZONE 'UTC')::date - 30, 100)`,
        [older.id],
      );

      for (let call = 0; call < 3; call++) await resolve(older.key);

      const keys = await list(user.id);

      expect(keys.map((key) => key.id)).toEqual([newer.id, older.id]);
      expect(keys[0]).toEqual({
        id: newer.id,
        name: 'newer',
        prefix: newer.prefix,
        createdAt: newer.createdAt,
        lastUsedAt: null,
        usage: { today: 0, last30Days: 0 },
      });
      expect(keys[1]).toMatchObject({ id: older.id, name: 'older', usage: { today: 3, last30Days: 12 } });
      expect(Math.abs(new Date(keys[1].lastUsedAt as string).getTime() - Date.now())).toBeLessThan(60_000);
      const answer = JSON.stringify(keys);
      for (const created of [older, newer, revoked]) {
        expect(answer).not.toContain(created.key);
        expect(answer).not.toContain(sha256(created.key));
      }
    });

    it('answers an empty list for a customer without keys', async () => {
      expect(await list((await customer()).id)).toEqual([]);
    });
  });

  describe('resolving a key', () => {
    it('resolves to the same user a session of the account resolves to, and counts each use', async () => {
      const user = await customer();
      const created = await create(user.id);
      const session = await service.rpc.request('auth', Rpc.Login, { email: user.email, password: PASSWORD });
      const { user: sessionUser } = await service.rpc.request('auth', Rpc.ResolveSession, { sessionToken: session.sessionToken });

      const resolved = await resolve(created.key);

      expect(resolved).toEqual({ keyId: created.id, user: sessionUser });
      expect(resolved.user).toMatchObject({ id: user.id, isPro: true });
      await resolve(created.key);
      const [usage] = await service.db.query(`SELECT "day", "calls" FROM "auth"."api_key_usage" WHERE "key_id" = $1`, [created.id]);
      expect(usage.calls).toBe(2);
    });

    it('refuses a key that was never issued', async () => {
      expect(await failureOf(resolve(unknownKey()))).toMatchObject({ code: ErrorCode.Unauthenticated, message: INVALID_API_KEY });
    });

    it('refuses a revoked key, and counts no use of it', async () => {
      const user = await customer();
      const created = await create(user.id);
      await resolve(created.key);

      await expect(revoke(user.id, created.id)).resolves.toEqual({ id: created.id });

      expect(await failureOf(resolve(created.key))).toMatchObject({ code: ErrorCode.Unauthenticated, message: INVALID_API_KEY });
      const [{ calls }] = await service.db.query(`SELECT sum("calls")::int AS "calls" FROM "auth"."api_key_usage" WHERE "key_id" = $1`, [
        created.id,
      ]);
      expect(calls).toBe(1);
      expect((await keyRows(user.id))[0].revoked_at).toBeInstanceOf(Date);
    });

    it('refuses a key once its owner’s Pro has ended, without counting the call, and accepts it again when Pro is back', async () => {
      const periodEnd = new Date(service.clock.now().getTime() + DAY_MS);
      const user = await customer({ status: 'active', periodEnd });
      const created = await create(user.id);
      await resolve(created.key);

      const now = service.clock.now();
      service.clock.set(new Date(periodEnd.getTime() + 1000));
      try {
        expect(await failureOf(resolve(created.key))).toMatchObject({ code: ErrorCode.Forbidden, message: API_KEYS_NEED_PRO });
        expect((await list(user.id))[0].usage).toEqual({ today: 1, last30Days: 1 });

        await service.db.getRepository(User).update({ id: user.id }, { subscriptionCurrentPeriodEnd: new Date(periodEnd.getTime() + 30 * DAY_MS) });
        await expect(resolve(created.key)).resolves.toMatchObject({ keyId: created.id, user: { isPro: true } });
      } finally {
        service.clock.set(now);
      }
    });
  });

  describe('revoking a key', () => {
    it('answers NOT_FOUND for another customer’s key, an unknown id and a key already revoked, and leaves the key working', async () => {
      const owner = await customer();
      const other = await customer();
      const created = await create(owner.id);

      expect(await failureOf(revoke(other.id, created.id))).toMatchObject({ code: ErrorCode.NotFound });
      expect(await failureOf(revoke(owner.id, randomUUID()))).toMatchObject({ code: ErrorCode.NotFound });
      await expect(resolve(created.key)).resolves.toMatchObject({ keyId: created.id, user: { id: owner.id } });
      expect((await list(owner.id)).map((key) => key.id)).toEqual([created.id]);

      await revoke(owner.id, created.id);
      expect(await failureOf(revoke(owner.id, created.id))).toMatchObject({ code: ErrorCode.NotFound });
      expect(await list(owner.id)).toEqual([]);
    });
  });

  describe('deleting the account', () => {
    it('removes its keys and their usage with it, and the keys stop working', async () => {
      const user = await customer();
      const live = await create(user.id, 'live');
      const revoked = await create(user.id, 'revoked');
      await resolve(live.key);
      await resolve(revoked.key);
      await revoke(user.id, revoked.id);

      await expect(service.rpc.request('auth', Rpc.DeleteUser, { userId: user.id, adminId: admin.id })).resolves.toEqual({ deleted: true });

      const [{ keys, usage }] = await service.db.query(
        `SELECT (SELECT count(*) FROM "auth"."api_keys" WHERE "user_id" = $1)::int AS "keys",
                (SELECT count(*) FROM "auth"."api_key_usage" WHERE "key_id" = ANY($2::uuid[]))::int AS "usage"`,
        [user.id, [live.id, revoked.id]],
      );
      expect({ keys, usage }).toEqual({ keys: 0, usage: 0 });
      expect(await failureOf(resolve(live.key))).toMatchObject({ code: ErrorCode.Unauthenticated, message: INVALID_API_KEY });
    });
  });
});
