import { type INestApplication } from '@nestjs/common';
import { DomainError, ErrorCode, Events, Rpc, type SessionGrant } from '@reelmix/contracts';
import { EventPublisher, RpcClient } from '@reelmix/messaging';
import { BrokerVhost, uniqueName, waitFor } from '@reelmix/testing';
import { type Channel, type ChannelModel, connect } from 'amqplib';
import { createHash, randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { User } from '../src/users/user.entity';
import { startAuth } from './support/auth-test-app';

const PASSWORD = 'correct horse';
const email = () => `${uniqueName('user')}@Example.com`;
const failureOf = (work: Promise<unknown>): Promise<DomainError> =>
  work.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (error: DomainError) => error,
  );

describe('auth: customer accounts and sessions', () => {
  let vhost: BrokerVhost;
  let app: INestApplication;
  let rpc: RpcClient;
  let db: DataSource;
  let broker: ChannelModel;
  let probe: Channel;

  const createUser = (address = email(), password = PASSWORD) =>
    rpc.request('auth', Rpc.CreateUser, { email: address, password, firstName: 'Ada', lastName: 'Lovelace' });
  const login = (address: string, password = PASSWORD, ip?: string) => rpc.request('auth', Rpc.Login, { email: address, password, ip });
  const resolve = (sessionToken: string) => rpc.request('auth', Rpc.ResolveSession, { sessionToken });
  const userRow = (id: string) => db.getRepository(User).findOneByOrFail({ id });
  const sessionRow = async (token: string) =>
    (
      await db.query(`SELECT * FROM "auth"."sessions" WHERE "token_hash" = $1`, [
        createHash('sha256').update(token).digest('hex'),
      ])
    )[0];

  beforeAll(async () => {
    vhost = BrokerVhost.create();
    app = await startAuth(vhost.url);
    rpc = app.get(RpcClient);
    db = app.get(DataSource);
    broker = await connect(vhost.url);
    probe = await broker.createChannel();
  });

  afterAll(async () => {
    await broker?.close();
    await app?.close();
    vhost?.delete();
  });

  describe('creating a user', () => {
    it('stores a lower-cased e-mail and an argon2id hash, and announces user.registered.v1', async () => {
      const { queue } = await probe.assertQueue('', { exclusive: true });
      await probe.bindQueue(queue, 'reelmix.events', Events.UserRegistered);
      const address = email();

      const created = await createUser(address);

      expect(created).toEqual({ id: expect.any(String), email: address.toLowerCase() });
      const row = await userRow(created.id);
      expect(row).toMatchObject({ email: address.toLowerCase(), firstName: 'Ada', requestedPro: false, subscriptionStatus: null });
      expect(row.passwordHash).toMatch(/^\$argon2id\$/);
      expect(row.passwordHash).not.toContain(PASSWORD);
      // Other tests of this file register users on the same vhost: skip their announcements.
      const message = await waitFor(
        async () => {
          const next = await probe.get(queue, { noAck: true });
          return next && (JSON.parse(next.content.toString()) as { userId: string }).userId === created.id ? next : undefined;
        },
        // The relay publishes at once when the database notifies it; a loaded machine may take longer.
        { what: 'user.registered.v1', timeoutMs: 30000 },
      );
      expect(JSON.parse(message.content.toString())).toMatchObject({ userId: created.id, email: address.toLowerCase() });
    });

    it('refuses an e-mail that is taken, whatever its case, and says the person can log in', async () => {
      const address = email();
      await createUser(address);

      const failure = await failureOf(createUser(address.toUpperCase(), 'another password'));

      expect(failure).toMatchObject({
        code: ErrorCode.Conflict,
        message: 'This email is already registered. Please use the login tab to access your account.',
        details: { canLogin: true },
      });
      const [{ count }] = await db.query(`SELECT count(*)::int AS count FROM "auth"."users" WHERE "email" = $1`, [address.toLowerCase()]);
      expect(count).toBe(1);
    });
  });

  describe('logging in', () => {
    it('opens a 30-day session for the right password, with the user as the app sees it', async () => {
      const address = email();
      const { id } = await createUser(address);

      const grant = await login(address.toUpperCase());

      expect(grant.sessionToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const days = (new Date(grant.expiresAt).getTime() - Date.now()) / 86_400_000;
      expect(days).toBeGreaterThan(29.9);
      expect(days).toBeLessThanOrEqual(30);
      expect(grant.user).toEqual({
        id,
        email: address.toLowerCase(),
        subscriptionStatus: null,
        isPro: false,
        plan: 'free',
        subscriptionTrialEnd: null,
        subscriptionCurrentPeriodEnd: null,
        isAffiliate: false,
        affiliateCode: null,
      });
      // Only the hash is stored.
      const session = await sessionRow(grant.sessionToken);
      expect(session.user_id).toBe(id);
      expect(JSON.stringify(session)).not.toContain(grant.sessionToken);
    });

    it('answers a wrong password and an unknown e-mail identically', async () => {
      const address = email();
      await createUser(address);

      const wrongPassword = await failureOf(login(address, 'not the password'));
      const unknownAccount = await failureOf(login(email()));

      expect(wrongPassword).toBeInstanceOf(DomainError);
      expect({ ...wrongPassword, message: wrongPassword.message }).toEqual({ ...unknownAccount, message: unknownAccount.message });
      expect(wrongPassword).toMatchObject({ code: ErrorCode.Unauthenticated, message: 'Invalid credentials' });
    });
    // The login limits are held to their policy in login-limits.e2e-spec.ts.
  });

  describe('sessions', () => {
    let grant: SessionGrant;

    beforeEach(async () => {
      const address = email();
      await createUser(address);
      grant = await login(address);
    });

    it('resolves a live session to its user', async () => {
      await expect(resolve(grant.sessionToken)).resolves.toEqual({ user: grant.user, expiresAt: grant.expiresAt });
    });

    it('records use at most once every five minutes', async () => {
      await db.query(`UPDATE "auth"."sessions" SET "last_seen_at" = now() - interval '6 minutes' WHERE "id" = $1`, [
        (await sessionRow(grant.sessionToken)).id,
      ]);
      await resolve(grant.sessionToken);
      const touched = (await sessionRow(grant.sessionToken)).last_seen_at as Date;
      expect(Date.now() - touched.getTime()).toBeLessThan(60_000);

      await resolve(grant.sessionToken);
      expect((await sessionRow(grant.sessionToken)).last_seen_at).toEqual(touched);
    });

    it('refuses an expired session', async () => {
      await db.query(`UPDATE "auth"."sessions" SET "expires_at" = now() - interval '1 second' WHERE "id" = $1`, [
        (await sessionRow(grant.sessionToken)).id,
      ]);
      expect(await failureOf(resolve(grant.sessionToken))).toMatchObject({
        code: ErrorCode.Unauthenticated,
        message: 'Authentication required',
      });
    });

    it('refuses a session after logout; logging out twice is fine', async () => {
      await expect(rpc.request('auth', Rpc.Logout, { sessionToken: grant.sessionToken })).resolves.toEqual({ loggedOut: true });
      expect(await failureOf(resolve(grant.sessionToken))).toMatchObject({ code: ErrorCode.Unauthenticated });
      expect((await sessionRow(grant.sessionToken)).revoked_at).toBeInstanceOf(Date);
      await expect(rpc.request('auth', Rpc.Logout, { sessionToken: grant.sessionToken })).resolves.toEqual({ loggedOut: true });
    });

    it('refuses a token that was never issued', async () => {
      expect(await failureOf(resolve('x'.repeat(43)))).toMatchObject({ code: ErrorCode.Unauthenticated });
    });
  });

  describe('the plan projection', () => {
    const inFuture = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
    const at = (minute: number) => new Date(Date.UTC(2030, 0, 1, 12, minute)).toISOString();
    const handled = (messageId: string) => async () =>
      (await db.query(`SELECT 1 FROM "auth"."inbox" WHERE "message_id" = $1`, [messageId])).length === 1;

    const publish = async (userId: string, status: 'active' | 'canceled' | 'trialing', occurredAt: string) => {
      const messageId = await app.get(EventPublisher).publish(Events.SubscriptionChanged, {
        userId,
        subscriptionId: `sub_${status}`,
        status,
        trialEnd: status === 'trialing' ? inFuture(7) : null,
        currentPeriodEnd: inFuture(30),
        occurredAt,
      });
      await waitFor(handled(messageId), { what: `subscription.changed ${messageId} to be handled` });
    };

    it('applies a newer change, ignores an older one arriving late, and shows it through the session', async () => {
      const address = email();
      const { id } = await createUser(address);
      const { sessionToken } = await login(address);

      await publish(id, 'active', at(10));
      expect(await userRow(id)).toMatchObject({ subscriptionStatus: 'active', subscriptionId: 'sub_active' });
      expect((await resolve(sessionToken)).user).toMatchObject({ subscriptionStatus: 'active', isPro: true });

      await publish(id, 'trialing', at(5));
      expect(await userRow(id)).toMatchObject({ subscriptionStatus: 'active', subscriptionUpdatedAt: new Date(at(10)) });

      await publish(id, 'canceled', at(20));
      expect(await userRow(id)).toMatchObject({ subscriptionStatus: 'canceled', subscriptionUpdatedAt: new Date(at(20)) });
      expect((await resolve(sessionToken)).user).toMatchObject({ subscriptionStatus: 'canceled', isPro: false });
    });

    it('skips a change for a user it does not know', async () => {
      await publish(randomUUID(), 'active', at(30));
    });
  });
});
