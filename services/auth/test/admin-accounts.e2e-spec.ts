import { ErrorCode, Rpc } from '@reelmix/contracts';
import { uniqueName } from '@reelmix/testing';
import { randomUUID } from 'node:crypto';
import { Admin } from '../src/admins/admin.entity';
import { AdminDefaultNames1763700002700 } from '../src/migrations/1763700002700-admin-default-names';
import { PasswordHasher } from '../src/passwords/password-hasher';
import { AuthTestApp, failureOf } from './support/admin-test-app';

const PASSWORD = 'old password';

describe('auth: admin accounts', () => {
  let service: AuthTestApp;

  const email = () => `${uniqueName('admin')}@example.com`;
  const createAdmin = async (address = email()): Promise<Admin> =>
    service.db.getRepository(Admin).save({
      email: address,
      passwordHash: await service.app.get(PasswordHasher).hash(PASSWORD),
      firstName: 'Grace',
      lastName: 'Hopper',
    });
  const login = (address: string, password: string) => service.rpc.request('auth', Rpc.AdminLogin, { email: address, password });
  const resolve = (sessionToken: string) => service.rpc.request('auth', Rpc.ResolveAdminSession, { sessionToken });
  const auditOf = (adminId: string): Promise<Array<{ action: string; target_id: string | null; changes: object }>> =>
    service.db.query(`SELECT "action", "target_id", "changes" FROM "auth"."admin_audit_log" WHERE "admin_id" = $1 ORDER BY "created_at", "id"`, [adminId]);

  beforeAll(async () => {
    service = await AuthTestApp.start();
  });

  afterAll(async () => {
    await service?.close();
  });

  describe('creating an admin', () => {
    it('stores a lower-cased e-mail and an argon2id hash; the new admin can log in', async () => {
      const address = email();

      const created = await service.rpc.request('auth', Rpc.CreateAdmin, {
        email: address.toUpperCase(),
        password: 'brand new',
        firstName: 'Linus',
        lastName: 'Torvalds',
      });

      expect(created).toEqual({ id: expect.any(String), email: address, firstName: 'Linus', lastName: 'Torvalds' });
      const row = await service.db.getRepository(Admin).findOneByOrFail({ id: created.id });
      expect(row.passwordHash).toMatch(/^\$argon2id\$/);
      expect((await login(address, 'brand new')).admin.id).toBe(created.id);
      expect(await auditOf(created.id)).toEqual([
        {
          action: 'admin-created',
          target_id: created.id,
          changes: {
            email: { before: null, after: address },
            firstName: { before: null, after: 'Linus' },
            lastName: { before: null, after: 'Torvalds' },
          },
        },
        { action: 'login', target_id: null, changes: {} },
      ]);
    });

    it('calls an admin without a name "Admin User", whose profile then saves unchanged, and refuses an e-mail an admin has with 409', async () => {
      const address = email();
      const created = await service.rpc.request('auth', Rpc.CreateAdmin, { email: address, password: 'brand new', lastName: '  ' });
      expect(created).toMatchObject({ firstName: 'Admin', lastName: 'User' });
      // 'Save Changes' sends the profile as shown; docs/product-rules.md#admin-profile requires both names.
      await expect(
        service.rpc.request('auth', Rpc.UpdateAdminProfile, { adminId: created.id, firstName: created.firstName, lastName: created.lastName, email: address }),
      ).resolves.toMatchObject({ firstName: 'Admin', lastName: 'User' });

      expect(await failureOf(service.rpc.request('auth', Rpc.CreateAdmin, { email: address.toUpperCase(), password: 'other one' }))).toMatchObject({
        code: ErrorCode.Conflict,
        message: 'An account with this email already exists.',
      });
    });

    it('gives admins stored with blank names the default names, through the migration, and keeps real names', async () => {
      const blank = await service.db.getRepository(Admin).save({ email: email(), passwordHash: 'x', firstName: '', lastName: ' ' });
      const named = await createAdmin();
      const runner = service.db.createQueryRunner();
      try {
        await new AdminDefaultNames1763700002700().up(runner);
      } finally {
        await runner.release();
      }

      const admins = service.db.getRepository(Admin);
      expect(await admins.findOneByOrFail({ id: blank.id })).toMatchObject({ firstName: 'Admin', lastName: 'User' });
      expect(await admins.findOneByOrFail({ id: named.id })).toMatchObject({ firstName: 'Grace', lastName: 'Hopper' });
    });

    it('refuses a password under 8 characters', async () => {
      expect(await failureOf(service.rpc.request('auth', Rpc.CreateAdmin, { email: email(), password: 'seven77' }))).toMatchObject({
        code: ErrorCode.ValidationFailed,
      });
    });
  });

  describe('the admin profile', () => {
    it('saves trimmed names and a lower-cased e-mail, which is then the login', async () => {
      const admin = await createAdmin();
      const address = email();

      const updated = await service.rpc.request('auth', Rpc.UpdateAdminProfile, {
        adminId: admin.id,
        firstName: '  Ada ',
        lastName: ' Lovelace',
        email: address.toUpperCase(),
      });

      expect(updated).toEqual({ id: admin.id, firstName: 'Ada', lastName: 'Lovelace', email: address });
      expect((await login(address, PASSWORD)).admin).toEqual(updated);
      expect(await failureOf(login(admin.email, PASSWORD))).toMatchObject({ code: ErrorCode.Unauthenticated });
      expect((await auditOf(admin.id))[0]).toEqual({
        action: 'profile-updated',
        target_id: admin.id,
        changes: {
          firstName: { before: 'Grace', after: 'Ada' },
          lastName: { before: 'Hopper', after: 'Lovelace' },
          email: { before: admin.email, after: address },
        },
      });
    });

    it('answers blank names with the spec messages', async () => {
      const admin = await createAdmin();
      const update = (firstName: string, lastName: string) =>
        failureOf(service.rpc.request('auth', Rpc.UpdateAdminProfile, { adminId: admin.id, firstName, lastName, email: admin.email }));

      expect(await update('   ', 'Hopper')).toMatchObject({ code: ErrorCode.ValidationFailed, message: 'First name is required' });
      expect(await update('Grace', ' ')).toMatchObject({ code: ErrorCode.ValidationFailed, message: 'Last name is required' });
      expect(await update('', 'Hopper')).toMatchObject({ code: ErrorCode.ValidationFailed });
    });

    it('refuses an e-mail another admin has with 409 and changes nothing', async () => {
      const admin = await createAdmin();
      const other = await createAdmin();

      const failure = await failureOf(
        service.rpc.request('auth', Rpc.UpdateAdminProfile, { adminId: admin.id, firstName: 'New', lastName: 'Name', email: other.email.toUpperCase() }),
      );

      expect(failure).toMatchObject({ code: ErrorCode.Conflict, message: 'An account with this email already exists.' });
      expect(await service.db.getRepository(Admin).findOneByOrFail({ id: admin.id })).toMatchObject({ firstName: 'Grace', email: admin.email });
    });

    it('keeps the e-mail when only the names change', async () => {
      const admin = await createAdmin();
      const updated = await service.rpc.request('auth', Rpc.UpdateAdminProfile, {
        adminId: admin.id,
        firstName: 'Grace B.',
        lastName: 'Hopper',
        email: admin.email,
      });
      expect(updated).toEqual({ id: admin.id, firstName: 'Grace B.', lastName: 'Hopper', email: admin.email });
    });
  });

  describe('changing the password', () => {
    const change = (adminId: string, currentPassword: string, newPassword: string, sessionToken?: string) =>
      service.rpc.request('auth', Rpc.ChangeAdminPassword, { adminId, currentPassword, newPassword, ...(sessionToken ? { sessionToken } : {}) });

    it('needs the current password, stores an argon2id hash of the new one, and only the new one logs in', async () => {
      const admin = await createAdmin();

      expect(await change(admin.id, PASSWORD, 'new password')).toEqual({ changed: true });

      const row = await service.db.getRepository(Admin).findOneByOrFail({ id: admin.id });
      expect(row.passwordHash).toMatch(/^\$argon2id\$/);
      expect(row.passwordHash).not.toBe(admin.passwordHash);
      expect((await login(admin.email, 'new password')).admin.id).toBe(admin.id);
      expect(await failureOf(login(admin.email, PASSWORD))).toMatchObject({ code: ErrorCode.Unauthenticated });
      // The entry says the password changed, and carries neither password.
      const [entry] = await auditOf(admin.id);
      expect(entry).toEqual({ action: 'password-changed', target_id: admin.id, changes: { password: { secret: true, changed: true } } });
      expect(JSON.stringify(entry)).not.toMatch(/new password|argon2/);
    });

    it('answers a wrong current password with 400 "Current password is incorrect" and keeps the old one', async () => {
      const admin = await createAdmin();

      expect(await failureOf(change(admin.id, 'not it', 'new password'))).toMatchObject({
        code: ErrorCode.ValidationFailed,
        message: 'Current password is incorrect',
      });
      expect((await login(admin.email, PASSWORD)).admin.id).toBe(admin.id);
      expect((await auditOf(admin.id)).map((entry) => entry.action)).toEqual(['password-change-failed', 'login']);
    });

    it('keeps the session that made the change and ends every other one', async () => {
      const admin = await createAdmin();
      const current = await login(admin.email, PASSWORD);
      const elsewhere = await login(admin.email, PASSWORD);
      const other = await createAdmin();
      const otherAdmins = await login(other.email, PASSWORD);

      await change(admin.id, PASSWORD, 'new password', current.sessionToken);

      expect((await resolve(current.sessionToken)).admin.id).toBe(admin.id);
      expect(await failureOf(resolve(elsewhere.sessionToken))).toMatchObject({ code: ErrorCode.Unauthenticated });
      expect((await resolve(otherAdmins.sessionToken)).admin.id).toBe(other.id);
      expect((await auditOf(admin.id)).map((entry) => entry.action)).toEqual(['login', 'login', 'password-changed']);
    });

    it('ends every session of the admin when the change names none', async () => {
      const admin = await createAdmin();
      const session = await login(admin.email, PASSWORD);

      await change(admin.id, PASSWORD, 'new password');

      expect(await failureOf(resolve(session.sessionToken))).toMatchObject({ code: ErrorCode.Unauthenticated });
    });

    it('does not keep a session of another admin named in the change', async () => {
      const admin = await createAdmin();
      const own = await login(admin.email, PASSWORD);
      const other = await createAdmin();
      const othersSession = await login(other.email, PASSWORD);

      await change(admin.id, PASSWORD, 'new password', othersSession.sessionToken);

      expect(await failureOf(resolve(own.sessionToken))).toMatchObject({ code: ErrorCode.Unauthenticated });
      expect((await resolve(othersSession.sessionToken)).admin.id).toBe(other.id);
    });

    it('holds wrong current passwords to the login delays, which pass with time', async () => {
      const admin = await createAdmin();
      for (let attempt = 0; attempt < 5; attempt++) {
        expect(await failureOf(change(admin.id, `wrong ${attempt}`, 'new password'))).toMatchObject({ code: ErrorCode.ValidationFailed });
      }

      const slowed = { code: ErrorCode.RateLimited, details: { retryAfterSeconds: 1 } };
      expect(await failureOf(change(admin.id, PASSWORD, 'new password'))).toMatchObject(slowed);
      // Counted apart from sign-ins: a stolen session's guesses do not slow the admin's own login.
      await expect(login(admin.email, PASSWORD)).resolves.toMatchObject({ sessionToken: expect.any(String) });
      service.clock.advance(1000);
      await expect(change(admin.id, PASSWORD, 'new password')).resolves.toEqual({ changed: true });
    });

    it('refuses an admin id that names no admin', async () => {
      expect(await failureOf(change(randomUUID(), PASSWORD, 'new password'))).toMatchObject({ code: ErrorCode.Unauthenticated });
    });
  });
});
