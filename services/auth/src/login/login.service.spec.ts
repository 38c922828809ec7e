import { DomainError, ErrorCode, type SessionGrant } from '@reelmix/contracts';
import { type PasswordHasher } from '../passwords/password-hasher';
import { type SessionsService } from '../sessions/sessions.service';
import { type User } from '../users/user.entity';
import { type UsersRepository } from '../users/users.repository';
import { type LoginRateLimiter, type LoginSource } from './login-rate-limiter.service';
import { LoginService } from './login.service';

const aUser = (overrides: Partial<User> = {}): User =>
  ({ id: 'u1', email: 'ada@example.com', passwordHash: '$argon2id$stored', ...overrides }) as User;

function build({ user = aUser() as User | null, passwordMatches = true, blocked = false } = {}) {
  const calls = { verify: 0, verifyWithoutAccount: 0, failures: [] as Array<[string, LoginSource]>, successes: [] as string[] };
  const users = { findByEmail: async () => user } as unknown as UsersRepository;
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
  } as unknown as LoginRateLimiter;
  const sessions = {
    open: async (u: User) => ({ sessionToken: 't', expiresAt: 'x', user: { id: u.id } }) as SessionGrant,
  } as unknown as SessionsService;
  return { service: new LoginService(users, hasher, limiter, sessions), calls };
}

describe('LoginService', () => {
  it('opens a session for the right password and forgets earlier failures of the account', async () => {
    const { service, calls } = build();
    await expect(service.login({ email: ' Ada@Example.COM ', password: 'secret1' })).resolves.toMatchObject({ user: { id: 'u1' } });
    expect(calls.successes).toEqual(['ada@example.com']);
  });

  it('spends a password verification on an unknown e-mail too, and answers like a wrong password', async () => {
    const unknown = build({ user: null });
    const wrong = build({ passwordMatches: false });

    const unknownError = await unknown.service.login({ email: 'nobody@example.com', password: 'secret1', ip: '10.0.0.1' }).catch((e) => e);
    const wrongError = await wrong.service.login({ email: 'ada@example.com', password: 'nope12' }).catch((e) => e);

    expect(unknown.calls.verifyWithoutAccount).toBe(1);
    expect(unknownError).toMatchObject({ code: ErrorCode.Unauthenticated, message: 'Invalid credentials' });
    expect(wrongError).toMatchObject({ code: unknownError.code, message: unknownError.message, details: unknownError.details });
    expect(unknown.calls.failures).toEqual([['nobody@example.com', { address: '10.0.0.1' }]]);
    expect(wrong.calls.failures).toEqual([['ada@example.com', { address: undefined }]]);
  });

  it('checks no password while the limit holds', async () => {
    const { service, calls } = build({ blocked: true });
    await expect(service.login({ email: 'ada@example.com', password: 'secret1' })).rejects.toMatchObject({ code: ErrorCode.RateLimited });
    expect(calls.verify + calls.verifyWithoutAccount).toBe(0);
  });
});
