import { type INestApplication } from '@nestjs/common';
import { type AdminSessionGrant, DomainError, ErrorCode, Rpc } from '@reelmix/contracts';
import { RpcClient } from '@reelmix/messaging';
import { BrokerVhost, createTestDatabase, databaseUrlFor, dropTestDatabase, uniqueName } from '@reelmix/testing';
import { createHash } from 'node:crypto';
import { DataSource } from 'typeorm';
import { Admin } from '../src/admins/admin.entity';
import { HousekeepingService } from '../src/housekeeping/housekeeping.service';
import { PasswordHasher } from '../src/passwords/password-hasher';
import { startAuth } from './support/auth-test-app';

const PASSWORD = 'correct horse';
const email = () => `${uniqueName('admin')}@Example.com`;
const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');
const failureOf = (work: Promise<unknown>): Promise<DomainError> =>
  work.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (error: DomainError) => error,
  );

/**
 * Runs on a database of its own: admins it creates would otherwise stop the first-admin test,
 * which expects an empty `admins` table, from creating its account.
 */
describe('auth: admin sign-in', () => {
  let database: string;
  let vhost: BrokerVhost;
  let app: INestApplication;
  let rpc: RpcClient;
  let db: DataSource;

  const createAdmin = async (address = email()): Promise<Admin> =>
    db.getRepository(Admin).save({
      email: address.toLowerCase(),
      passwordHash: await app.get(PasswordHasher).hash(PASSWORD),
      firstName: 'Grace',
      lastName: 'Hopper',
    });
  const login = (address: string, password = PASSWORD, ip?: string) =>
    rpc.request('auth', Rpc.AdminLogin, { email: address, password, ...(ip ? { ip } : {}) });
  const resolve = (sessionToken: string) => rpc.request('auth', Rpc.ResolveAdminSession, { sessionToken });
  const logout = (sessionToken: string) => rpc.request('auth', Rpc.AdminLogout, { sessionToken });
  const sessionRow = async (token: string) =>
    (await db.query(`SELECT * FROM "auth"."admin_sessions" WHERE "token_hash" = $1`, [hashOf(token)]))[0];
  const auditOf = (address: string): Promise<Array<{ admin_id: string | null; action: string; ip: string | null }>> =>
    db.query(`SELECT "admin_id", "action", "ip" FROM "auth"."admin_audit_log" WHERE "email" = $1 ORDER BY "created_at", "id"`, [
      address.toLowerCase(),
    ]);

  beforeAll(async () => {
    database = await createTestDatabase();
    vhost = BrokerVhost.create();
    app = await startAuth(vhost.url, { DATABASE_URL: databaseUrlFor(database) });
    rpc = app.get(RpcClient);
    db = app.get(DataSource);
  });

  afterAll(async () => {
    await app?.close();
    vhost?.delete();
    if (database) await dropTestDatabase(database);
  });

  describe('logging in', () => {
    it('opens a 12-hour session with the admin view, stores only its hash, and logs the login', async () => {
      const address = email();
      const admin = await createAdmin(address);

      const grant = await login(address.toUpperCase(), PASSWORD, '198.51.100.20');

      expect(grant.sessionToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const hours = (new Date(grant.expiresAt).getTime() - Date.now()) / 3_600_000;
      expect(hours).toBeGreaterThan(11.9);
      expect(hours).toBeLessThanOrEqual(12);
      expect(grant.admin).toEqual({ id: admin.id, firstName: 'Grace', lastName: 'Hopper', email: address.toLowerCase() });
      const session = await sessionRow(grant.sessionToken);
      expect(session.admin_id).toBe(admin.id);
      expect(JSON.stringify(session)).not.toContain(grant.sessionToken);
      expect(await auditOf(address)).toEqual([{ admin_id: admin.id, action: 'login', ip: '198.51.100.20' }]);
    });

    it('answers a wrong password and an unknown e-mail identically, and logs both', async () => {
      const address = email();
      const admin = await createAdmin(address);
      const stranger = email();

      const wrongPassword = await failureOf(login(address, 'not the password'));
      const unknownAccount = await failureOf(login(stranger, PASSWORD, '198.51.100.21'));

      expect(wrongPassword).toBeInstanceOf(DomainError);
      expect(wrongPassword).toMatchObject({ code: ErrorCode.Unauthenticated, message: 'Invalid email or password' });
      expect({ ...unknownAccount, message: unknownAccount.message }).toEqual({ ...wrongPassword, message: wrongPassword.message });
      expect(await auditOf(address)).toEqual([{ admin_id: admin.id, action: 'login-failed', ip: null }]);
      expect(await auditOf(stranger)).toEqual([{ admin_id: null, action: 'login-failed', ip: '198.51.100.21' }]);
      const [{ count }] = await db.query(`SELECT count(*)::int AS count FROM "auth"."admin_sessions" WHERE "admin_id" = $1`, [admin.id]);
      expect(count).toBe(0);
    });

    it('does not let a customer account with the same e-mail in', async () => {
      const address = email();
      await rpc.request('auth', Rpc.CreateUser, { email: address, password: PASSWORD });

      expect(await failureOf(login(address))).toMatchObject({ code: ErrorCode.Unauthenticated, message: 'Invalid email or password' });
    });
  });

  describe('rate limits', () => {
    // The policy itself is held in login-limits.e2e-spec.ts; here, what is particular to admins.
    it('holds off a guesser at one address, logs every attempt, refused ones included, and lets the admin in elsewhere', async () => {
      const address = email();
      await createAdmin(address);
      const ip = '203.0.113.70';
      for (let attempt = 0; attempt < 5; attempt++) {
        expect(await failureOf(login(address, `wrong ${attempt}`, ip))).toMatchObject({ code: ErrorCode.Unauthenticated });
      }

      const refused = await failureOf(login(address, PASSWORD, ip));

      expect(refused).toMatchObject({
        code: ErrorCode.RateLimited,
        message: 'Too many login attempts. Please try again later.',
        details: { retryAfterSeconds: expect.any(Number) },
      });
      const audit = await auditOf(address);
      expect(audit).toHaveLength(6);
      expect(audit.every((entry) => entry.action === 'login-failed' && entry.ip === ip)).toBe(true);
      await expect(login(address, PASSWORD, '198.51.100.7')).resolves.toMatchObject({ admin: { email: address.toLowerCase() } });
    });

    it('counts admin and customer failures apart, for one e-mail on both kinds of account', async () => {
      const address = email();
      const ip = '203.0.113.71';
      await createAdmin(address);
      await rpc.request('auth', Rpc.CreateUser, { email: address, password: PASSWORD });
      for (let attempt = 0; attempt < 5; attempt++) {
        await failureOf(rpc.request('auth', Rpc.Login, { email: address, password: `wrong ${attempt}`, ip }));
      }
      expect(await failureOf(rpc.request('auth', Rpc.Login, { email: address, password: PASSWORD, ip }))).toMatchObject({
        code: ErrorCode.RateLimited,
      });

      await expect(login(address, PASSWORD, ip)).resolves.toMatchObject({ admin: { email: address.toLowerCase() } });

      for (let attempt = 0; attempt < 5; attempt++) await failureOf(login(address, `wrong ${attempt}`, ip));
      expect(await failureOf(login(address, PASSWORD, ip))).toMatchObject({ code: ErrorCode.RateLimited });
      const counters = await db.query(`SELECT "key", "failures" FROM "auth"."login_attempts" WHERE "key" LIKE $1 ORDER BY "key"`, [
        `%${address.toLowerCase()}%`,
      ]);
      expect(counters).toEqual([
        { key: `account:${address.toLowerCase()}`, failures: 5 },
        { key: `admin-account:${address.toLowerCase()}`, failures: 5 },
        { key: `admin-pair:${address.toLowerCase()}|${ip}`, failures: 5 },
        { key: `pair:${address.toLowerCase()}|${ip}`, failures: 5 },
      ]);
    });
  });

  describe('sessions', () => {
    let address: string;
    let grant: AdminSessionGrant;

    beforeEach(async () => {
      address = email();
      await createAdmin(address);
      grant = await login(address);
    });

    it('resolves a live session to its admin', async () => {
      await expect(resolve(grant.sessionToken)).resolves.toEqual({ admin: grant.admin, expiresAt: grant.expiresAt });
    });

    it('keeps admin and customer tokens apart', async () => {
      const customer = email();
      await rpc.request('auth', Rpc.CreateUser, { email: customer, password: PASSWORD });
      const { sessionToken: customerToken } = await rpc.request('auth', Rpc.Login, { email: customer, password: PASSWORD });

      expect(await failureOf(resolve(customerToken))).toMatchObject({ code: ErrorCode.Unauthenticated });
      expect(await failureOf(rpc.request('auth', Rpc.ResolveSession, { sessionToken: grant.sessionToken }))).toMatchObject({
        code: ErrorCode.Unauthenticated,
      });
    });

    it('refuses an expired session, and housekeeping deletes it', async () => {
      await db.query(`UPDATE "auth"."admin_sessions" SET "expires_at" = now() - interval '1 second' WHERE "token_hash" = $1`, [
        hashOf(grant.sessionToken),
      ]);

      expect(await failureOf(resolve(grant.sessionToken))).toMatchObject({
        code: ErrorCode.Unauthenticated,
        message: 'Authentication required',
      });
      await app.get(HousekeepingService).sweep();
      expect(await sessionRow(grant.sessionToken)).toBeUndefined();
    });

    it('refuses a session after logout, logs the logout once, and logging out twice is fine', async () => {
      await expect(logout(grant.sessionToken)).resolves.toEqual({ loggedOut: true });

      expect(await failureOf(resolve(grant.sessionToken))).toMatchObject({ code: ErrorCode.Unauthenticated });
      expect((await sessionRow(grant.sessionToken)).revoked_at).toBeInstanceOf(Date);
      await expect(logout(grant.sessionToken)).resolves.toEqual({ loggedOut: true });
      expect((await auditOf(address)).map((entry) => entry.action)).toEqual(['login', 'logout']);
      expect((await auditOf(address))[1]).toEqual({ admin_id: grant.admin.id, action: 'logout', ip: null });
    });

    it('refuses a token that was never issued', async () => {
      expect(await failureOf(resolve('x'.repeat(43)))).toMatchObject({ code: ErrorCode.Unauthenticated });
    });
  });
});
