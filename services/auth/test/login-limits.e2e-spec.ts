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
/** Each test takes an IPv6 /64 of its own. */
let subnets = 0;

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
  /** A login the gateway sends when it could not read the client's address. */
  const loginWithout = (email: string, password: string) => service.rpc.request('auth', rpc, { email, password });
  const failure = (email: string, password: string, ip: string): Promise<DomainError> => failureOf(login(email, password, ip));

  return {
    signedIn: kind === 'customer' ? { user: expect.anything() } : { admin: expect.anything() },
    newAddress: () => `198.51.100.${++lastOctet}`,
    advance: (ms: number) => service.clock.advance(ms),
    knownAddressesOf: async (email: string): Promise<string[]> =>
      (
        await service.db.query(`SELECT "address_key" FROM "auth"."known_sign_in_addresses" WHERE "account_key" = $1 ORDER BY "address_key"`, [
          `${kind === 'admin' ? 'admin-' : ''}account:${email}`,
        ])
      ).map((row: { address_key: string }) => row.address_key),
    login,
    loginWithout,
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

  it('lets the owner in at once from an address they signed in from before, after an attacker failed 50 times from one', async () => {
    const email = await on.createAccount();
    const home = on.newAddress();
    await expect(on.login(email, PASSWORD, home)).resolves.toMatchObject(on.signedIn);
    const attacker = on.newAddress();

    const waits = await on.guess(email, attacker, 50);

    // The attacker was held off, for longer and longer, up to the 15-minute cap.
    expect(waits.slice(0, 6)).toEqual([1, 2, 4, 8, 16, 32]);
    expect(Math.max(...waits)).toBe(900);
    await expect(on.login(email, PASSWORD, home)).resolves.toMatchObject(on.signedIn);
  });

  it('holds a guesser taking a fresh address for every guess to the account delay, while the owner at home gets straight in', async () => {
    const email = await on.createAccount();
    const home = on.newAddress();
    await expect(on.login(email, PASSWORD, home)).resolves.toMatchObject(on.signedIn);

    // The account's 20 free failures, each from an address never seen before.
    for (let guess = 0; guess < 20; guess++) await on.guess(email, on.newAddress(), 1);

    expect(await on.failure(email, 'guess 21', on.newAddress())).toMatchObject({ code: ErrorCode.RateLimited, details: { retryAfterSeconds: 1 } });
    // The right password from a fresh address waits too: a held-off guesser learns nothing.
    expect(await on.failure(email, PASSWORD, on.newAddress())).toMatchObject({ code: ErrorCode.RateLimited });
    await expect(on.login(email, PASSWORD, home)).resolves.toMatchObject(on.signedIn);
  });

  it('counts every address of one IPv6 /64 as one: rotating within it does not earn fresh guesses', async () => {
    const email = await on.createAccount();
    const subnet = `2001:db8:${++subnets}:${kind === 'customer' ? 1 : 2}`;
    const rotating = (n: number) => `${subnet}::${n.toString(16)}`;

    for (let guess = 1; guess <= 5; guess++) {
      expect(await on.failure(email, `guess ${guess}`, rotating(guess))).toMatchObject({ code: ErrorCode.Unauthenticated });
    }

    expect(await on.failure(email, 'guess 6', rotating(6))).toMatchObject({ code: ErrorCode.RateLimited, details: { retryAfterSeconds: 1 } });
    expect(await on.failure(email, 'guess 6', `::ffff:${on.newAddress()}`)).toMatchObject({ code: ErrorCode.Unauthenticated });
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

  it('lets the owner in from the /64 they signed in from, whichever address of it they have now', async () => {
    const email = await on.createAccount();
    await expect(on.login(email, PASSWORD, '2001:db8:ffff:1::10')).resolves.toMatchObject(on.signedIn);
    for (let guess = 0; guess < 25; guess++) await on.guess(email, on.newAddress(), 1);

    expect(await on.failure(email, PASSWORD, on.newAddress())).toMatchObject({ code: ErrorCode.RateLimited });
    await expect(on.login(email, PASSWORD, '2001:db8:ffff:1:abcd::99')).resolves.toMatchObject(on.signedIn);
  });

  it('lets the owner in from a fresh address once the account delay has passed: a delay, never a lock', async () => {
    const email = await on.createAccount();
    for (let guess = 0; guess < 30; guess++) await on.guess(email, on.newAddress(), 1);

    const refused = await on.failure(email, PASSWORD, on.newAddress());
    expect(refused).toMatchObject({ code: ErrorCode.RateLimited });
    on.advance((refused.details as { retryAfterSeconds: number }).retryAfterSeconds * 1000);
    await expect(on.login(email, PASSWORD, on.newAddress())).resolves.toMatchObject(on.signedIn);
  });

  it('counts callers whose address is missing or unreadable together, never letting them skip the per-address limit', async () => {
    const noAddress = (email: string) => failureOf(on.loginWithout(email, 'guess'));
    for (let n = 0; n < FREE_PER_ADDRESS; n++) {
      expect(await noAddress(`${uniqueName('sprayed')}@example.com`)).toMatchObject({ code: ErrorCode.Unauthenticated });
    }

    expect(await noAddress(`${uniqueName('sprayed')}@example.com`)).toMatchObject({ code: ErrorCode.RateLimited, details: { retryAfterSeconds: 1 } });
    // Only the shared key is held: a caller with a readable address is not.
    expect(await on.failure(`${uniqueName('sprayed')}@example.com`, 'guess', on.newAddress())).toMatchObject({ code: ErrorCode.Unauthenticated });
  });

  it('never remembers the shared key of unreadable addresses as one an account was signed in from', async () => {
    const email = await on.createAccount();
    const home = on.newAddress();
    // Past the failures the test before left on the shared key.
    on.advance(60 * 60_000);
    await expect(on.loginWithout(email, PASSWORD)).resolves.toMatchObject(on.signedIn);
    await expect(on.login(email, PASSWORD, home)).resolves.toMatchObject(on.signedIn);

    expect(await on.knownAddressesOf(email)).toEqual([home]);
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
