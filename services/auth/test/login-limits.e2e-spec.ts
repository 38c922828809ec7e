import { type DomainError, ErrorCode, Rpc } from '@reelmix/contracts';
import { uniqueName } from '@reelmix/testing';
import { Admin } from '../src/admins/admin.entity';
import { PasswordHasher } from '../src/passwords/password-hasher';
import { AuthTestApp, failureOf } from './support/admin-test-app';

const PASSWORD = 'correct horse';
/** The free failures per address across accounts, lowered from the default so the test stays quick. */
const FREE_PER_ADDRESS = 8;
/** Each failure costs a real argon2 verification, which takes a second or more on a busy machine. */
jest.setTimeout(300_000);

type Kind = 'customer' | 'admin';

/**
 * Logins of one kind against one auth service whose clock the test moves instead of waiting. The
 * clock keeps running underneath, so every check of a short delay comes right after the failure
 * that started it, with no password hashing in between.
 */
function loginHarness(kind: Kind) {
  const rpc = kind === 'customer' ? Rpc.Login : Rpc.AdminLogin;
  let service: AuthTestApp;
  let lastOctet = 0;

  beforeAll(async () => {
    service = await AuthTestApp.start({ LOGIN_FREE_FAILURES_PER_IP: String(FREE_PER_ADDRESS), RPC_TIMEOUT_MS: '30000' });
  });

  afterAll(async () => {
    await service?.close();
  });

  const login = (email: string, password: string, ip: string) => service.rpc.request('auth', rpc, { email, password, ip });
  const failure = (email: string, password: string, ip: string): Promise<DomainError> => failureOf(login(email, password, ip));

  return {
    signedIn: kind === 'customer' ? { user: expect.anything() } : { admin: expect.anything() },
    newAddress: () => `198.51.100.${++lastOctet}`,
    advance: (ms: number) => service.clock.advance(ms),
    login,
    failure,

    async createAccount(): Promise<string> {
      const email = `${uniqueName(kind)}@example.com`;
      if (kind === 'customer') {
        await service.rpc.request('auth', Rpc.CreateUser, { email, password: PASSWORD });
      } else {
        const passwordHash = await service.app.get(PasswordHasher).hash(PASSWORD);
        await service.db.getRepository(Admin).save({ email, passwordHash, firstName: 'Grace', lastName: 'Hopper' });
      }
      return email;
    },

    /** Fails `count` times from `ip`, waiting (on the test clock) whenever told to; answers the waits asked for, in seconds. */
    async guess(email: string, ip: string, count: number): Promise<number[]> {
      const waits: number[] = [];
      for (let failed = 0; failed < count; ) {
        const error = await failure(email, `guess ${failed}`, ip);
        if (error.code === ErrorCode.RateLimited) {
          const seconds = (error.details as { retryAfterSeconds: number }).retryAfterSeconds;
          waits.push(seconds);
          service.clock.advance(seconds * 1000);
        } else {
          expect(error.code).toBe(ErrorCode.Unauthenticated);
          failed++;
        }
      }
      return waits;
    },
  };
}

/** Customer and admin logins follow one policy (docs/security.md), each on its own counters. */
describe.each(['customer', 'admin'] as const)('auth: %s login limits', (kind) => {
  const on = loginHarness(kind);

  it('lets the owner in at once from another address after an attacker failed 50 times from one', async () => {
    const email = await on.createAccount();
    const attacker = on.newAddress();

    const waits = await on.guess(email, attacker, 50);

    // The attacker was held off, for longer and longer, up to the 15-minute cap.
    expect(waits.slice(0, 6)).toEqual([1, 2, 4, 8, 16, 32]);
    expect(Math.max(...waits)).toBe(900);
    await expect(on.login(email, PASSWORD, on.newAddress())).resolves.toMatchObject(on.signedIn);
  });

  it('refuses an attacker at one address with a growing Retry-After, even for the right password, and never for good', async () => {
    const email = await on.createAccount();
    const ip = on.newAddress();
    await on.guess(email, ip, 5);

    expect(await on.failure(email, PASSWORD, ip)).toMatchObject({
      code: ErrorCode.RateLimited,
      message: 'Too many login attempts. Please try again later.',
      details: { retryAfterSeconds: 1 },
    });
    on.advance(1000);
    expect(await on.failure(email, 'one more guess', ip)).toMatchObject({ code: ErrorCode.Unauthenticated });
    expect(await on.failure(email, PASSWORD, ip)).toMatchObject({ code: ErrorCode.RateLimited, details: { retryAfterSeconds: 2 } });
    on.advance(1000);
    expect(await on.failure(email, PASSWORD, ip)).toMatchObject({ code: ErrorCode.RateLimited, details: { retryAfterSeconds: 1 } });

    on.advance(1000);
    await expect(on.login(email, PASSWORD, ip)).resolves.toMatchObject(on.signedIn);
  });
});

describe('auth: the rest of the login policy, on customer logins', () => {
  const on = loginHarness('customer');

  it('forgets the failures of an address after an hour without one', async () => {
    const email = await on.createAccount();
    const ip = on.newAddress();
    await on.guess(email, ip, 7);
    expect(await on.failure(email, PASSWORD, ip)).toMatchObject({ code: ErrorCode.RateLimited });

    on.advance(60 * 60_000);

    expect(await on.guess(email, ip, 5)).toEqual([]);
  });

  it('slows a guesser spread over many addresses once each has failed, and still lets the owner in from a fresh one', async () => {
    const email = await on.createAccount();
    const guessers = Array.from({ length: 21 }, on.newAddress);
    for (const ip of guessers) await on.guess(email, ip, 1);

    // 21 failures on the account: any address that has failed on it now waits the account delay.
    expect(await on.failure(email, 'next guess', guessers[0])).toMatchObject({ code: ErrorCode.RateLimited, details: { retryAfterSeconds: 2 } });
    await expect(on.login(email, PASSWORD, on.newAddress())).resolves.toMatchObject(on.signedIn);
  });

  it('slows, and does not lock, a shared address with many failures across accounts; other addresses are untouched', async () => {
    const office = on.newAddress();
    const colleague = await on.createAccount();
    for (let n = 0; n < FREE_PER_ADDRESS; n++) await on.guess(`${uniqueName('typo')}@example.com`, office, 1);

    expect(await on.failure(colleague, PASSWORD, office)).toMatchObject({ code: ErrorCode.RateLimited, details: { retryAfterSeconds: 1 } });
    await expect(on.login(colleague, PASSWORD, on.newAddress())).resolves.toMatchObject(on.signedIn);
    on.advance(1000);
    await expect(on.login(colleague, PASSWORD, office)).resolves.toMatchObject(on.signedIn);
  });

  it('answers guesses on an unknown e-mail exactly like guesses on an account', async () => {
    const known = await on.createAccount();
    const answers = async (email: string, ip: string) => {
      const seen: Array<{ code: string; message: string; details: unknown }> = [];
      for (let attempt = 0; attempt < 6; attempt++) {
        const { code, message, details } = await on.failure(email, `guess ${attempt}`, ip);
        seen.push({ code, message, details });
      }
      return seen;
    };

    const onAccount = await answers(known, on.newAddress());
    const onNobody = await answers(`${uniqueName('nobody')}@example.com`, on.newAddress());

    expect(onNobody).toEqual(onAccount);
    expect(onAccount.at(-1)).toMatchObject({ code: ErrorCode.RateLimited, details: { retryAfterSeconds: 1 } });
  });
});
