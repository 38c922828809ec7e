import { Events, PASSWORD_RESET_TOKEN_PURPOSE, Rpc } from '@reelmix/contracts';
import { SecretCipher } from '@reelmix/db';
import { RpcClient } from '@reelmix/messaging';
import { TEST_ENCRYPTION_KEYS, uniqueName } from '@reelmix/testing';
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import { DataSource } from 'typeorm';
import { type GatewayWithAuth, PUBLIC_URL, startGatewayWithAuth } from './support/gateway-with-auth';

/*
 * Forgot and reset through the gateway. The reset link is read from the event auth records for
 * the mail service (its outbox), which is exactly what the e-mail will carry, opened with the key
 * auth shares with mail.
 */
describe('gateway: forgot and reset password', () => {
  let stack: GatewayWithAuth;
  let http: TestAgent;

  const post = (path: string, cookie?: string) => {
    const call = http.post(path).set('Origin', PUBLIC_URL);
    return cookie ? call.set('Cookie', cookie) : call;
  };
  const authDb = () => stack.auth.get(DataSource);
  /** The tokens auth sealed for the mail service (as mail opens them), in the order they were made. */
  const resetTokensOf = async (email: string): Promise<string[]> => {
    const rows: Array<{ sealed: string }> = await authDb().query(
      `SELECT payload->>'encryptedToken' AS sealed FROM auth.outbox WHERE event_name = $1 AND payload->>'email' = $2 ORDER BY created_at, id`,
      [Events.PasswordResetRequested, email],
    );
    const cipher = new SecretCipher(TEST_ENCRYPTION_KEYS.RESET_LINK_KEY, PASSWORD_RESET_TOKEN_PURPOSE);
    return rows.map((row) => cipher.decrypt(row.sealed));
  };
  /** The newest reset link e-mailed to `email`. */
  const resetTokenFor = async (email: string): Promise<string | undefined> => (await resetTokensOf(email)).at(-1);
  const resetWith = (token: string, password: string) => post('/api/auth/reset-password').send({ token, password, confirmPassword: password });

  beforeAll(async () => {
    stack = await startGatewayWithAuth();
    http = request(stack.gateway.getHttpServer());
  });

  afterAll(async () => {
    await stack?.close();
  });

  it('answers the same, in about the same time, whether or not the account exists', async () => {
    const email = `${uniqueName('reset')}@example.com`;
    await stack.gateway.get(RpcClient).request('auth', Rpc.CreateUser, { email, password: 'old password' });

    const timed = async (address: string) => {
      const started = Date.now();
      const response = await post('/api/auth/forgot-password').send({ email: address }).expect(200);
      return { body: response.body, ms: Date.now() - started };
    };
    // Three of each, taken in turn, compared by their medians: one answer delayed by a busy
    // machine says nothing about whether the account exists.
    const knowns: { body: unknown; ms: number }[] = [];
    const unknowns: { body: unknown; ms: number }[] = [];
    for (let round = 0; round < 3; round++) {
      knowns.push(await timed(email));
      unknowns.push(await timed(`${uniqueName('nobody')}@example.com`));
    }
    const median = (answers: { ms: number }[]) => answers.map((answer) => answer.ms).sort((a, b) => a - b)[1];
    for (const unknown of unknowns) expect(unknown.body).toEqual(knowns[0].body);
    expect(Math.abs(median(knowns) - median(unknowns))).toBeLessThan(250);
    expect(await resetTokenFor(email)).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('resets once, ends every old session, and refuses the token again or after it expires', async () => {
    const email = `${uniqueName('reset')}@example.com`;
    await stack.gateway.get(RpcClient).request('auth', Rpc.CreateUser, { email, password: 'old password' });
    const login = await post('/api/auth/login').send({ email, password: 'old password' }).expect(200);
    const oldCookie = String(login.headers['set-cookie']).split(';')[0];

    await post('/api/auth/forgot-password').send({ email }).expect(200);
    const token = (await resetTokenFor(email)) as string;

    const mismatch = await post('/api/auth/reset-password').send({ token, password: 'new password', confirmPassword: 'other' }).expect(400);
    expect(mismatch.body.error).toBe('Passwords do not match');
    const short = await post('/api/auth/reset-password').send({ token, password: 'abc', confirmPassword: 'abc' }).expect(400);
    expect(short.body.error).toBe('Password must be at least 8 characters');
    const common = await post('/api/auth/reset-password').send({ token, password: 'Password1', confirmPassword: 'Password1' }).expect(400);
    expect(common.body.error).toBe('This password is too common. Please choose one that is harder to guess.');

    await post('/api/auth/reset-password').send({ token, password: 'new password', confirmPassword: 'new password' }).expect(200);
    await http.get('/api/auth/me').set('Cookie', oldCookie).expect(401);
    await post('/api/auth/login').send({ email, password: 'old password' }).expect(401);
    await post('/api/auth/login').send({ email, password: 'new password' }).expect(200);

    const again = await post('/api/auth/reset-password').send({ token, password: 'third password', confirmPassword: 'third password' }).expect(400);
    expect(again.body.error).toMatch(/invalid or has expired/);

    await post('/api/auth/forgot-password').send({ email }).expect(200);
    const later = (await resetTokenFor(email)) as string;
    await authDb().query(`UPDATE auth.password_resets SET expires_at = now() - interval '1 second' WHERE used_at IS NULL`);
    await post('/api/auth/reset-password').send({ token: later, password: 'fourth password', confirmPassword: 'fourth password' }).expect(400);
    await post('/api/auth/reset-password').send({ token: 'x'.repeat(43), password: 'fourth password', confirmPassword: 'fourth password' }).expect(400);
  });

  it('honours only the newest of three links: a new link voids the earlier ones, and a reset voids the rest', async () => {
    const email = `${uniqueName('reset')}@example.com`;
    await stack.gateway.get(RpcClient).request('auth', Rpc.CreateUser, { email, password: 'old password' });
    for (let link = 0; link < 3; link++) await post('/api/auth/forgot-password').send({ email }).expect(200);
    const [oldest, middle, newest] = await resetTokensOf(email);

    const refusedOldest = await resetWith(oldest, 'oldest link password').expect(400);
    expect(refusedOldest.body.error).toMatch(/invalid or has expired/);
    await resetWith(newest, 'newest link password').expect(200);
    await resetWith(middle, 'middle link password').expect(400);

    await post('/api/auth/login').send({ email, password: 'newest link password' }).expect(200);
    await post('/api/auth/login').send({ email, password: 'middle link password' }).expect(401);
  });

  it('leaves exactly one working link when requests arrive at once', async () => {
    const email = `${uniqueName('reset')}@example.com`;
    const rpc = stack.gateway.get(RpcClient);
    const { id } = await rpc.request('auth', Rpc.CreateUser, { email, password: 'old password' });

    await Promise.all([1, 2, 3].map(() => rpc.request('auth', Rpc.ForgotPassword, { email })));

    const [{ live }] = await authDb().query(`SELECT count(*)::int AS live FROM auth.password_resets WHERE user_id = $1 AND used_at IS NULL`, [id]);
    expect(live).toBe(1);
    expect(await resetTokensOf(email)).toHaveLength(3);
  });

  it('refuses a malformed address with the spec message and limits floods per address', async () => {
    const bad = await post('/api/auth/forgot-password').send({ email: 'not-an-email' }).expect(400);
    expect(bad.body.error).toBe('Please enter a valid email address');
    const email = `${uniqueName('flood')}@example.com`;
    const codes: number[] = [];
    for (let i = 0; i < 6; i++) codes.push((await post('/api/auth/forgot-password').send({ email })).status);
    expect(codes).toEqual([200, 200, 200, 200, 200, 429]);
    const refused = await post('/api/auth/forgot-password').send({ email }).expect(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3000);
  });
});
