import { ErrorCode, Rpc } from '@reelmix/contracts';
import { uniqueName } from '@reelmix/testing';
import argon2 from 'argon2';
import { randomBytes } from 'node:crypto';
import { PasswordReset } from '../src/passwords/password-reset.entity';
import { RESET_LINK_MAX_USES } from '../src/passwords/password-reset.service';
import { hashSessionToken, newSessionToken } from '../src/sessions/session-token';
import { AuthTestApp, failureOf } from './support/admin-test-app';

/** Uses of reset links (and requests for them) each client address may make per window here. */
const PER_ADDRESS = 6;
const NEW_PASSWORD = 'a long new password 7';
/** Each test takes IPv6 /64s of its own. */
let subnets = 0;
const newSubnet = () => `2001:db8:${(++subnets).toString(16)}:1`;
let lastOctet = 0;
const newAddress = () => `198.51.100.${++lastOctet}`;
const madeUpToken = () => randomBytes(32).toString('base64url');

/**
 * `POST /api/auth/reset-password` as auth serves it: the link is counted per client address and
 * per link, then looked up, and only a live link's new password is hashed.
 */
describe('auth: reset links are checked before any password is hashed, and throttled', () => {
  let service: AuthTestApp;
  const reset = (token: string, ip?: string) =>
    service.rpc.request('auth', Rpc.ResetPassword, { token, password: NEW_PASSWORD, ...(ip ? { ip } : {}) });

  beforeAll(async () => {
    service = await AuthTestApp.start({ RESET_MAX_PER_IP: String(PER_ADDRESS), RPC_TIMEOUT_MS: '30000' });
  });

  afterAll(async () => {
    await service?.close();
  });

  afterEach(() => jest.restoreAllMocks());

  it('never hashes a new password for a made-up link, and hashes it once for a live one', async () => {
    // The real argon2, only counted.
    const hashes = jest.spyOn(argon2, 'hash');
    const refusals = await Promise.all(Array.from({ length: 40 }, () => failureOf(reset(madeUpToken(), newAddress()))));

    expect(refusals.map((error) => error.code)).toEqual(Array(40).fill(ErrorCode.ValidationFailed));
    expect(hashes).not.toHaveBeenCalled();

    const { id } = await service.rpc.request('auth', Rpc.CreateUser, { email: `${uniqueName('reset')}@example.com`, password: 'the old password' });
    const token = newSessionToken();
    await service.db.getRepository(PasswordReset).insert({ userId: id, tokenHash: hashSessionToken(token), expiresAt: new Date(Date.now() + 3_600_000) });
    hashes.mockClear();

    await expect(reset(token, newAddress())).resolves.toEqual({ reset: true });
    expect(hashes).toHaveBeenCalledTimes(1);
  });

  it('refuses further uses from one IPv6 /64 past the allowance, whichever of its addresses they come from', async () => {
    const subnet = newSubnet();
    for (let use = 1; use <= PER_ADDRESS; use++) {
      expect(await failureOf(reset(madeUpToken(), `${subnet}::${use}`))).toMatchObject({ code: ErrorCode.ValidationFailed });
    }

    const refused = await failureOf(reset(madeUpToken(), `${subnet}:4444::1`));
    expect(refused).toMatchObject({ code: ErrorCode.RateLimited, message: 'Too many password reset attempts. Please try again later.' });
    expect((refused.details as { retryAfterSeconds: number }).retryAfterSeconds).toBeGreaterThan(59 * 60);
    expect(await failureOf(reset(madeUpToken(), `${newSubnet()}::1`))).toMatchObject({ code: ErrorCode.ValidationFailed });
  });

  it('refuses a link tried too often, from however many addresses', async () => {
    const token = madeUpToken();
    for (let use = 0; use < RESET_LINK_MAX_USES; use++) {
      expect(await failureOf(reset(token, newAddress()))).toMatchObject({ code: ErrorCode.ValidationFailed });
    }
    expect(await failureOf(reset(token, newAddress()))).toMatchObject({ code: ErrorCode.RateLimited });
  });

  it('counts uses without a readable address together, never letting them through unthrottled', async () => {
    for (let use = 0; use < PER_ADDRESS; use++) {
      expect(await failureOf(reset(madeUpToken()))).toMatchObject({ code: ErrorCode.ValidationFailed });
    }
    expect(await failureOf(reset(madeUpToken()))).toMatchObject({ code: ErrorCode.RateLimited });
  });

  it('counts requests for links from one IPv6 /64 as from one address', async () => {
    const subnet = newSubnet();
    const ask = (n: number) => service.rpc.request('auth', Rpc.ForgotPassword, { email: `${uniqueName('forgot')}@example.com`, ip: `${subnet}::${n}` });
    for (let n = 1; n <= PER_ADDRESS; n++) await expect(ask(n)).resolves.toEqual({ accepted: true });

    expect(await failureOf(ask(PER_ADDRESS + 1))).toMatchObject({ code: ErrorCode.RateLimited, message: 'Too many reset requests. Please try again later.' });
  });
});
