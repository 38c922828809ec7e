import { type AdminSessionGrant, DomainError, ErrorCode } from '@reelmix/contracts';
import { type LoginSource } from '../login/login-rate-limiter.service';
import { type PasswordHasher } from '../passwords/password-hasher';
import { type Admin } from './admin.entity';
import { type AdminAuditLogRepository, type AdminAuditRecord } from './admin-audit-log.repository';
import { type AdminLoginRateLimiter } from './admin-login-rate-limiter.service';
import { AdminLoginService } from './admin-login.service';
import { type AdminSessionsService } from './admin-sessions.service';
import { type AdminsRepository } from './admins.repository';

const anAdmin = (overrides: Partial<Admin> = {}): Admin =>
  ({ id: 'a1', email: 'owner@example.com', firstName: 'Grace', lastName: 'Hopper', passwordHash: '$argon2id$stored', ...overrides }) as Admin;

function build({ admin = anAdmin() as Admin | null, passwordMatches = true, blocked = false } = {}) {
  const calls = {
    verify: 0,
    verifyWithoutAccount: 0,
    failures: [] as Array<[string, LoginSource]>,
    successes: [] as string[],
    audit: [] as AdminAuditRecord[],
  };
  const admins = { findByEmail: async () => admin } as unknown as AdminsRepository;
  const hasher = {
    verify: async () => (calls.verify++, passwordMatches),
    verifyWithoutAccount: async () => (calls.verifyWithoutAccount++, false),
  } as unknown as PasswordHasher;
  const limiter = {
    assertAllowed: async () => {
      if (blocked) throw new DomainError(ErrorCode.RateLimited, 'Too many login attempts. Please try again later.');
    },
    recordFailure: async (email: string, source: LoginSource) => void calls.failures.push([email, source]),
    recordSuccess: async (email: string) => void calls.successes.push(email),
  } as unknown as AdminLoginRateLimiter;
  const sessions = {
    open: async (a: Admin) => ({ sessionToken: 't', expiresAt: 'x', admin: { id: a.id } }) as AdminSessionGrant,
  } as unknown as AdminSessionsService;
  const audit = { record: async (entry: AdminAuditRecord) => void calls.audit.push(entry) } as unknown as AdminAuditLogRepository;
  return { service: new AdminLoginService(admins, hasher, limiter, sessions, audit), calls };
}

describe('AdminLoginService', () => {
  it('opens a session for the right password and forgets earlier failures of the account', async () => {
    const { service, calls } = build();
    await expect(service.login({ email: ' Owner@Example.COM ', password: 'secret1' })).resolves.toMatchObject({ admin: { id: 'a1' } });
    expect(calls.successes).toEqual(['owner@example.com']);
    // The 'login' entry is written with the session, in its transaction.
    expect(calls.audit).toEqual([]);
  });

  it('spends a password verification on an unknown e-mail too, and answers like a wrong password', async () => {
    const unknown = build({ admin: null });
    const wrong = build({ passwordMatches: false });

    const unknownError = await unknown.service.login({ email: 'nobody@example.com', password: 'secret1', ip: '10.0.0.1' }).catch((e) => e);
    const wrongError = await wrong.service.login({ email: 'owner@example.com', password: 'nope12' }).catch((e) => e);

    expect(unknown.calls.verifyWithoutAccount).toBe(1);
    expect(unknownError).toMatchObject({ code: ErrorCode.Unauthenticated, message: 'Invalid email or password' });
    expect(wrongError).toMatchObject({ code: unknownError.code, message: unknownError.message, details: unknownError.details });
    expect(unknown.calls.failures).toEqual([['nobody@example.com', { address: '10.0.0.1' }]]);
    expect(unknown.calls.audit).toEqual([{ adminId: null, email: 'nobody@example.com', action: 'login-failed', ip: '10.0.0.1' }]);
    expect(wrong.calls.audit).toEqual([{ adminId: 'a1', email: 'owner@example.com', action: 'login-failed', ip: null }]);
  });

  it('checks no password while the limit holds, and still logs the attempt', async () => {
    const { service, calls } = build({ blocked: true });
    await expect(service.login({ email: 'owner@example.com', password: 'secret1' })).rejects.toMatchObject({ code: ErrorCode.RateLimited });
    expect(calls.verify + calls.verifyWithoutAccount).toBe(0);
    expect(calls.failures).toEqual([]);
    expect(calls.audit).toEqual([{ adminId: 'a1', email: 'owner@example.com', action: 'login-failed', ip: null }]);
  });
});
