import { ErrorCode, PASSWORD_TOO_COMMON, Rpc, type SessionGrant } from '@reelmix/contracts';
import { uniqueName } from '@reelmix/testing';
import { createHash, randomUUID } from 'node:crypto';
import { Admin } from '../src/admins/admin.entity';
import { HousekeepingService } from '../src/housekeeping/housekeeping.service';
import { PasswordHasher } from '../src/passwords/password-hasher';
import { User } from '../src/users/user.entity';
import { AuthTestApp, failureOf } from './support/admin-test-app';

const PASSWORD = 'correct horse';
const FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Sessions that end when left unused, the customer's own list of signed-in devices, and the rule
 * every new password meets. Session times are the database's (every replica shares that clock),
 * so a test ages a session by moving its times back rather than by moving the service's clock.
 */
describe('auth: idle sessions, signed-in devices and new passwords', () => {
  let service: AuthTestApp;

  const email = () => `${uniqueName('devices')}@example.com`;
  const createUser = async (address = email(), password = PASSWORD) => {
    await service.rpc.request('auth', Rpc.CreateUser, { email: address, password });
    return address;
  };
  const login = (address: string, options: { userAgent?: string; ip?: string; password?: string } = {}) =>
    service.rpc.request('auth', Rpc.Login, {
      email: address,
      password: options.password ?? PASSWORD,
      ...(options.ip ? { ip: options.ip } : {}),
      ...(options.userAgent ? { userAgent: options.userAgent } : {}),
    });
  const resolve = (sessionToken: string) => service.rpc.request('auth', Rpc.ResolveSession, { sessionToken });
  const list = (sessionToken: string) => service.rpc.request('auth', Rpc.ListSessions, { sessionToken });
  const end = (sessionToken: string, sessionId: string) => service.rpc.request('auth', Rpc.EndSession, { sessionToken, sessionId });
  const endOthers = (sessionToken: string) => service.rpc.request('auth', Rpc.EndOtherSessions, { sessionToken });
  const sessionIdOf = async (grant: SessionGrant): Promise<string> =>
    (await service.db.query(`SELECT "id" FROM "auth"."sessions" WHERE "token_hash" = $1`, [hashOf(grant.sessionToken)]))[0].id;
  const lastUsed = (table: 'sessions' | 'admin_sessions', token: string, ago: string) =>
    service.db.query(`UPDATE "auth"."${table}" SET "last_seen_at" = now() - $2::interval WHERE "token_hash" = $1`, [hashOf(token), ago]);

  beforeAll(async () => {
    service = await AuthTestApp.start();
  });

  afterAll(async () => {
    await service?.close();
  });

  describe('a customer session left unused', () => {
    it('ends after SESSION_IDLE_DAYS (7) without use, well before its absolute end', async () => {
      const address = await createUser();
      const idle = await login(address);
      const used = await login(address);

      await lastUsed('sessions', idle.sessionToken, '7 days 1 minute');
      await lastUsed('sessions', used.sessionToken, '6 days 23 hours');

      expect(await failureOf(resolve(idle.sessionToken))).toMatchObject({ code: ErrorCode.Unauthenticated, message: 'Authentication required' });
      await expect(resolve(used.sessionToken)).resolves.toMatchObject({ user: { email: address } });
      // Using it recorded the use: it now has another seven days.
      const [{ idle_for }] = await service.db.query(
        `SELECT extract(epoch FROM now() - "last_seen_at") AS idle_for FROM "auth"."sessions" WHERE "token_hash" = $1`,
        [hashOf(used.sessionToken)],
      );
      expect(Number(idle_for)).toBeLessThan(60);
    });

    it('is not listed, cannot be ended, and is swept with the other ended sessions', async () => {
      const address = await createUser();
      const current = await login(address);
      const idle = await login(address);
      await lastUsed('sessions', idle.sessionToken, '8 days');

      const idleId = await sessionIdOf(idle);
      expect((await list(current.sessionToken)).map((session) => session.id)).toEqual([await sessionIdOf(current)]);
      expect(await failureOf(end(current.sessionToken, idleId))).toMatchObject({ code: ErrorCode.NotFound });

      // Kept like any ended session for the 30 days housekeeping allows, then deleted.
      await service.app.get(HousekeepingService).sweep();
      expect(await service.db.query(`SELECT 1 FROM "auth"."sessions" WHERE "id" = $1`, [idleId])).toHaveLength(1);
      await lastUsed('sessions', idle.sessionToken, '38 days');
      await service.app.get(HousekeepingService).sweep();
      expect(await service.db.query(`SELECT 1 FROM "auth"."sessions" WHERE "id" = $1`, [idleId])).toHaveLength(0);
    });
  });

  describe('an admin session left unused', () => {
    it('ends after ADMIN_SESSION_IDLE_MINUTES (30) without use; use keeps it going', async () => {
      const address = `${uniqueName('admin')}@example.com`;
      await service.db.getRepository(Admin).save({
        email: address,
        passwordHash: await service.app.get(PasswordHasher).hash(PASSWORD),
        firstName: 'Grace',
        lastName: 'Hopper',
      });
      const adminLogin = () => service.rpc.request('auth', Rpc.AdminLogin, { email: address, password: PASSWORD });
      const resolveAdmin = (sessionToken: string) => service.rpc.request('auth', Rpc.ResolveAdminSession, { sessionToken });
      const idle = await adminLogin();
      const used = await adminLogin();

      await lastUsed('admin_sessions', idle.sessionToken, '31 minutes');
      await lastUsed('admin_sessions', used.sessionToken, '29 minutes');

      expect(await failureOf(resolveAdmin(idle.sessionToken))).toMatchObject({ code: ErrorCode.Unauthenticated });
      await expect(resolveAdmin(used.sessionToken)).resolves.toMatchObject({ admin: { email: address } });
      // That use was recorded: the session has another half hour from now.
      const [{ idle_for }] = await service.db.query(
        `SELECT extract(epoch FROM now() - "last_seen_at") AS idle_for FROM "auth"."admin_sessions" WHERE "token_hash" = $1`,
        [hashOf(used.sessionToken)],
      );
      expect(Number(idle_for)).toBeLessThan(60);
    });
  });

  describe('the signed-in devices', () => {
    it('lists the caller\'s own sessions with device, network and times, marking the caller\'s', async () => {
      const address = await createUser();
      const laptop = await login(address, { userAgent: FIREFOX, ip: '203.0.113.77' });
      const phone = await login(address, { userAgent: IPHONE, ip: '2001:db8:85a3:8d3:1319:8a2e:370:7348' });
      const someoneElse = await login(await createUser(), { userAgent: FIREFOX, ip: '198.51.100.1' });

      const sessions = await list(laptop.sessionToken);

      expect(sessions).toEqual([
        {
          id: await sessionIdOf(phone),
          device: 'Safari 17 on iOS',
          network: '2001:db8:85a3::/48',
          createdAt: expect.any(String),
          lastActiveAt: expect.any(String),
          current: false,
        },
        {
          id: await sessionIdOf(laptop),
          device: 'Firefox 128 on Windows',
          network: '203.0.113.0/24',
          createdAt: expect.any(String),
          lastActiveAt: expect.any(String),
          current: true,
        },
      ]);
      expect(Date.now() - Date.parse(sessions[0].createdAt)).toBeLessThan(60_000);
      expect(sessions.map((session) => session.id)).not.toContain(await sessionIdOf(someoneElse));
      // Neither tokens nor whole addresses are kept or told.
      const stored = JSON.stringify(await service.db.query(`SELECT * FROM "auth"."sessions" WHERE "token_hash" = $1`, [hashOf(phone.sessionToken)]));
      expect(stored).not.toContain('8a2e');
      expect(JSON.stringify(sessions)).not.toContain(laptop.sessionToken);
    });

    it('ends one of the caller\'s other sessions, and answers another account\'s session as not found', async () => {
      const address = await createUser();
      const laptop = await login(address);
      const phone = await login(address);
      const someoneElse = await login(await createUser());

      expect(await failureOf(end(laptop.sessionToken, await sessionIdOf(someoneElse)))).toMatchObject({
        code: ErrorCode.NotFound,
        message: 'Session not found',
      });
      expect(await failureOf(end(laptop.sessionToken, randomUUID()))).toMatchObject({ code: ErrorCode.NotFound });
      await expect(resolve(someoneElse.sessionToken)).resolves.toBeDefined();

      await expect(end(laptop.sessionToken, await sessionIdOf(phone))).resolves.toEqual({ ended: true });
      expect(await failureOf(resolve(phone.sessionToken))).toMatchObject({ code: ErrorCode.Unauthenticated });
      await expect(resolve(laptop.sessionToken)).resolves.toBeDefined();
      // Ended once is ended: a second try finds nothing.
      expect(await failureOf(end(laptop.sessionToken, await sessionIdOf(phone)))).toMatchObject({ code: ErrorCode.NotFound });
    });

    it('signs out every other device of the account and keeps the caller and other accounts signed in', async () => {
      const address = await createUser();
      const laptop = await login(address);
      const phone = await login(address);
      const tablet = await login(address);
      const someoneElse = await login(await createUser());

      await expect(endOthers(laptop.sessionToken)).resolves.toEqual({ ended: 2 });

      for (const ended of [phone, tablet]) expect(await failureOf(resolve(ended.sessionToken))).toMatchObject({ code: ErrorCode.Unauthenticated });
      await expect(resolve(laptop.sessionToken)).resolves.toBeDefined();
      await expect(resolve(someoneElse.sessionToken)).resolves.toBeDefined();
      expect(await list(laptop.sessionToken)).toEqual([expect.objectContaining({ id: await sessionIdOf(laptop), current: true })]);
    });

    it('answers a signed-out caller as unauthenticated', async () => {
      const address = await createUser();
      const grant = await login(address);
      await service.rpc.request('auth', Rpc.Logout, { sessionToken: grant.sessionToken });

      for (const call of [list(grant.sessionToken), endOthers(grant.sessionToken), end(grant.sessionToken, randomUUID())]) {
        expect(await failureOf(call)).toMatchObject({ code: ErrorCode.Unauthenticated });
      }
    });
  });

  describe('changing one\'s password while signed in', () => {
    const change = (sessionToken: string, currentPassword: string, newPassword: string) =>
      service.rpc.request('auth', Rpc.ChangePassword, { sessionToken, currentPassword, newPassword });

    it('needs the current password and a new one that is not common', async () => {
      const address = await createUser();
      const grant = await login(address);

      expect(await failureOf(change(grant.sessionToken, 'not the password', 'a fresh passphrase'))).toMatchObject({
        code: ErrorCode.ValidationFailed,
        message: 'Current password is incorrect',
      });
      expect(await failureOf(change(grant.sessionToken, PASSWORD, 'Superman123'))).toMatchObject({
        code: ErrorCode.ValidationFailed,
        message: PASSWORD_TOO_COMMON,
        details: [{ field: 'newPassword', message: PASSWORD_TOO_COMMON }],
      });
      await expect(login(address)).resolves.toBeDefined();
    });

    it('ends every other session of the account and keeps the one that made the change', async () => {
      const address = await createUser();
      const here = await login(address);
      const elsewhere = await login(address);
      const alsoElsewhere = await login(address);

      await expect(change(here.sessionToken, PASSWORD, 'a fresh passphrase')).resolves.toEqual({ ended: 2 });

      await expect(resolve(here.sessionToken)).resolves.toBeDefined();
      for (const ended of [elsewhere, alsoElsewhere]) expect(await failureOf(resolve(ended.sessionToken))).toMatchObject({ code: ErrorCode.Unauthenticated });
      expect(await failureOf(login(address))).toMatchObject({ code: ErrorCode.Unauthenticated });
      await expect(login(address, { password: 'a fresh passphrase' })).resolves.toBeDefined();
    });
  });

  describe('the new-password rule', () => {
    it('refuses a common password at registration, whatever its case, and says so', async () => {
      for (const password of ['password1', 'Password1', 'ILOVEYOU1', 'qwertyuiop']) {
        expect(await failureOf(service.rpc.request('auth', Rpc.CreateUser, { email: email(), password }))).toMatchObject({
          code: ErrorCode.ValidationFailed,
          message: 'This password is too common. Please choose one that is harder to guess.',
        });
      }
      await expect(service.rpc.request('auth', Rpc.CheckNewPassword, { password: 'Baseball1' })).rejects.toMatchObject({
        code: ErrorCode.ValidationFailed,
        message: PASSWORD_TOO_COMMON,
      });
      await expect(service.rpc.request('auth', Rpc.CheckNewPassword, { password: 'a fresh passphrase' })).resolves.toEqual({ acceptable: true });
    });

    it('refuses a password shorter than 8 characters everywhere one is set', async () => {
      const calls = [
        service.rpc.request('auth', Rpc.CreateUser, { email: email(), password: 'seven77' }),
        service.rpc.request('auth', Rpc.CheckNewPassword, { password: 'seven77' }),
        service.rpc.request('auth', Rpc.CreateAdmin, { email: email(), password: 'seven77' }),
        service.rpc.request('auth', Rpc.ResetPassword, { token: 'x'.repeat(43), password: 'seven77' }),
      ];
      for (const call of calls) expect(await failureOf(call)).toMatchObject({ code: ErrorCode.ValidationFailed });
    });

    it('refuses a common password for a reset before the link is used up, and for an admin', async () => {
      const address = await createUser();
      const { id } = await service.db.getRepository(User).findOneByOrFail({ email: address });
      const token = 'r'.repeat(43);
      await service.db.query(`INSERT INTO "auth"."password_resets" ("user_id", "token_hash", "expires_at") VALUES ($1, $2, now() + interval '1 hour')`, [
        id,
        hashOf(token),
      ]);

      expect(await failureOf(service.rpc.request('auth', Rpc.ResetPassword, { token, password: 'sunshine1' }))).toMatchObject({
        message: PASSWORD_TOO_COMMON,
      });
      await expect(service.rpc.request('auth', Rpc.ResetPassword, { token, password: 'a fresh passphrase' })).resolves.toEqual({ reset: true });

      expect(await failureOf(service.rpc.request('auth', Rpc.CreateAdmin, { email: email(), password: 'letmein123' }))).toMatchObject({
        message: PASSWORD_TOO_COMMON,
      });
      const admin = await service.rpc.request('auth', Rpc.CreateAdmin, { email: email(), password: 'a fresh passphrase' });
      expect(
        await failureOf(service.rpc.request('auth', Rpc.ChangeAdminPassword, { adminId: admin.id, currentPassword: 'a fresh passphrase', newPassword: 'football1' })),
      ).toMatchObject({ message: PASSWORD_TOO_COMMON });
    });

    it('does not apply to signing in: a six-character password set under the old rule still works', async () => {
      const address = email();
      await service.db.getRepository(User).save({ email: address, passwordHash: await service.app.get(PasswordHasher).hash('x7#kQ2') });

      await expect(login(address, { password: 'x7#kQ2' })).resolves.toMatchObject({ user: { email: address } });
    });
  });
});
