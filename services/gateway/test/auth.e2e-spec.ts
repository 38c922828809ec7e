import { Rpc } from '@reelmix/contracts';
import { RpcClient } from '@reelmix/messaging';
import { uniqueName } from '@reelmix/testing';
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import { DataSource } from 'typeorm';
import { type GatewayWithAuth, PUBLIC_URL, startGatewayWithAuth } from './support/gateway-with-auth';

const PASSWORD = 'correct horse';
/** A client address no other run of these tests is likely to have counted against (the database is shared). */
const randomAddress = () => `198.18.${Math.floor(Math.random() * 256)}.${Math.floor(Math.random() * 254) + 1}`;
/** One random group of an IPv6 address. */
const randomHex = () => Math.floor(Math.random() * 0xffff).toString(16);

/** The session cookie's Set-Cookie line, split into its attributes. */
function sessionCookieOf(response: request.Response): { value: string; attributes: string[] } {
  const lines = ([] as string[]).concat(response.headers['set-cookie'] ?? []);
  const line = lines.find((candidate) => candidate.startsWith('reelmix_session='));
  if (!line) throw new Error(`no session cookie set: ${JSON.stringify(lines)}`);
  const [pair, ...attributes] = line.split(';').map((part) => part.trim());
  return { value: pair.slice('reelmix_session='.length), attributes };
}

describe('gateway: customer sign-in through the auth service', () => {
  let stack: GatewayWithAuth;
  let http: TestAgent;

  const newUser = async () => {
    const email = `${uniqueName('web')}@example.com`;
    await stack.gateway.get(RpcClient).request('auth', Rpc.CreateUser, { email, password: PASSWORD });
    return email;
  };
  const post = (path: string) => http.post(path).set('Origin', PUBLIC_URL);
  const login = (email: string, password = PASSWORD) => post('/api/auth/login').send({ email, password });

  beforeAll(async () => {
    stack = await startGatewayWithAuth({ TRUST_PROXY_HOPS: '1' });
    http = request(stack.gateway.getHttpServer());
  });

  afterAll(async () => {
    await stack?.close();
  });

  it('logs in with an httpOnly, SameSite=Lax session cookie and answers the user', async () => {
    const email = await newUser();

    const response = await login(email.toUpperCase()).expect(200);

    expect(response.body).toMatchObject({ email, subscriptionStatus: null, isPro: false, isAffiliate: false, affiliateCode: null });
    const cookie = sessionCookieOf(response);
    expect(cookie.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(cookie.attributes).toEqual(expect.arrayContaining(['HttpOnly', 'SameSite=Lax', 'Path=/']));
    expect(cookie.attributes).not.toContain('Secure');
    const maxAge = Number(cookie.attributes.find((a) => a.startsWith('Max-Age='))?.split('=')[1]);
    expect(maxAge).toBeGreaterThan(29.9 * 86400);
    expect(maxAge).toBeLessThanOrEqual(30 * 86400);
  });

  it('knows the user by the cookie, and not after logout', async () => {
    const email = await newUser();
    const { value } = sessionCookieOf(await login(email).expect(200));
    const cookie = `reelmix_session=${value}`;

    const me = await http.get('/api/auth/me').set('Cookie', cookie).expect(200);
    expect(me.body).toMatchObject({ email, isPro: false });
    expect(me.headers['cache-control']).toBe('no-store');

    const logout = await post('/api/auth/logout').set('Cookie', cookie).expect(200);
    expect(logout.body).toEqual({ success: true });
    const cleared = sessionCookieOf(logout);
    expect(cleared.value).toBe('');
    expect(cleared.attributes).toContain('Expires=Thu, 01 Jan 1970 00:00:00 GMT');

    const after = await http.get('/api/auth/me').set('Cookie', cookie).expect(401);
    expect(after.body).toMatchObject({ error: 'Authentication required', code: 'UNAUTHENTICATED' });
  });

  it('answers 401 to /me without a session, and logout succeeds anyway', async () => {
    const me = await http.get('/api/auth/me').expect(401);
    expect(me.body).toMatchObject({ error: 'Authentication required', message: 'Authentication required' });
    await post('/api/auth/logout').expect(200, { success: true });
  });

  it('gives the same 401 for a wrong password and an unknown account', async () => {
    const email = await newUser();
    const wrong = await login(email, 'not the password').expect(401);
    const unknown = await login(`${uniqueName('nobody')}@example.com`).expect(401);
    expect(wrong.body).toEqual(unknown.body);
    expect(wrong.body).toMatchObject({ error: 'Invalid credentials', message: 'Invalid credentials' });
    expect(wrong.headers['set-cookie']).toBeUndefined();
  });

  it('counts failed logins against the client address the trusted proxy saw', async () => {
    const address = `203.0.113.${Math.floor(Math.random() * 250) + 1}`;
    await login(`${uniqueName('nobody')}@example.com`)
      .set('X-Forwarded-For', `10.9.9.9, ${address}`)
      .expect(401);
    const counted = await stack.auth
      .get(DataSource)
      .query(`SELECT "failures" FROM "auth"."login_attempts" WHERE "key" = $1`, [`ip:${address}`]);
    expect(counted).toEqual([{ failures: 1 }]);
  });

  it('counts a client taking a new address of its IPv6 /64 for each guess, behind the trusted proxy, as one address', async () => {
    const email = await newUser();
    const subnet = `2001:db8:${randomHex()}:${randomHex()}`;
    const fromSubnet = (host: string) => `forged-by-client, ${subnet}:${host}`;
    for (let guess = 1; guess <= 5; guess++) {
      await login(email, `wrong ${guess}`).set('X-Forwarded-For', fromSubnet(`${guess}::${guess}`)).expect(401);
    }

    const refused = await login(email).set('X-Forwarded-For', fromSubnet('ffff::6')).expect(429);

    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    const counted = await stack.auth.get(DataSource).query(`SELECT "failures" FROM "auth"."login_attempts" WHERE "key" = $1`, [`ip:${subnet}::/64`]);
    expect(counted).toEqual([{ failures: 5 }]);
    await login(email).set('X-Forwarded-For', randomAddress()).expect(200);
  });

  it('counts a client whose address the proxy wrote unreadably under the one shared key, not under none', async () => {
    const failuresOfUnknown = async (): Promise<number> =>
      (await stack.auth.get(DataSource).query(`SELECT "failures" FROM "auth"."login_attempts" WHERE "key" = 'ip:unknown'`))[0]?.failures ?? 0;
    const before = await failuresOfUnknown();

    await login(`${uniqueName('nobody')}@example.com`).set('X-Forwarded-For', 'not-an-address').expect(401);

    expect(await failuresOfUnknown()).toBe(before + 1);
  });

  it('answers 429 with Retry-After to an address that failed too often on an account, and lets the owner in from another', async () => {
    const email = await newUser();
    const attacker = randomAddress();
    for (let attempt = 0; attempt < 5; attempt++) {
      await login(email, `wrong ${attempt}`).set('X-Forwarded-For', attacker).expect(401);
    }

    const refused = await login(email).set('X-Forwarded-For', attacker).expect(429);

    expect(refused.body).toMatchObject({ error: 'Too many login attempts. Please try again later.', code: 'RATE_LIMITED' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(refused.headers['set-cookie']).toBeUndefined();
    await login(email).set('X-Forwarded-For', randomAddress()).expect(200);
  });

  it('throttles the registration check (which tells whether an e-mail has an account) per client address, with Retry-After', async () => {
    const taken = await newUser();
    const register = (email: string, address: string) =>
      post('/api/auth/register').set('X-Forwarded-For', address).send({ email, password: PASSWORD, confirmPassword: PASSWORD });
    const prober = randomAddress();
    const codes: number[] = [];
    for (let call = 0; call < 20; call++) {
      codes.push((await register(call % 2 ? taken : `${uniqueName('probe')}@example.com`, prober)).status);
    }
    expect(codes).toEqual(Array.from({ length: 20 }, (_, call) => (call % 2 ? 409 : 200)));

    const refused = await register(taken, prober).expect(429);

    expect(refused.body).toMatchObject({ error: 'Too many registration attempts. Please try again later.', code: 'RATE_LIMITED' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3000);
    await register(`${uniqueName('person')}@example.com`, randomAddress()).expect(200);
  });

  it('refuses a bad body with the messages the app shows', async () => {
    const badEmail = await post('/api/auth/login').send({ email: 'not-an-email', password: PASSWORD }).expect(400);
    expect(badEmail.body).toMatchObject({
      error: 'Invalid email',
      message: 'Invalid email',
      details: [{ field: 'email', message: 'Invalid email' }],
    });

    const shortPassword = await post('/api/auth/login').send({ email: 'someone@example.com', password: '12345' }).expect(400);
    expect(shortPassword.body).toMatchObject({
      error: 'Password must be at least 6 characters',
      details: [{ field: 'password', message: 'Password must be at least 6 characters' }],
    });

    const empty = await post('/api/auth/login').send({}).expect(400);
    expect(empty.body.details).toEqual([
      { field: 'email', message: 'Required' },
      { field: 'password', message: 'Required' },
    ]);
  });

  describe('cross-site requests', () => {
    it('refuses a state-changing request from another origin, or with no origin at all', async () => {
      const email = await newUser();
      for (const origin of ['https://evil.example', 'null', `${PUBLIC_URL}.evil.example`]) {
        const refused = await http.post('/api/auth/login').set('Origin', origin).send({ email, password: PASSWORD }).expect(403);
        expect(refused.body).toMatchObject({ error: 'Cross-site request refused' });
        expect(refused.headers['x-correlation-id']).toEqual(expect.any(String));
        expect(refused.headers['set-cookie']).toBeUndefined();
      }
      await http.post('/api/auth/logout').expect(403);
      await http.post('/api/auth/logout').set('Referer', 'https://evil.example/page').expect(403);
    });

    it('accepts exactly our public origin, and a same-origin Referer when Origin is absent', async () => {
      await http.post('/api/auth/logout').set('Origin', PUBLIC_URL).expect(200);
      await http.post('/api/auth/logout').set('Referer', `${PUBLIC_URL}/login`).expect(200);
      // The Host header is the client's to choose: matching it proves nothing about the page.
      const fromHost = (host: string, origin: string) => http.post('/api/auth/logout').set('Host', host).set('Origin', origin);
      await fromHost('preview.reelmix.test:8080', 'http://preview.reelmix.test:8080').expect(403);
      await fromHost('app.reelmix.test', PUBLIC_URL.replace('http:', 'https:')).expect(403);
    });

    it('lets safe methods through from anywhere', async () => {
      await http.get('/api/auth/me').set('Origin', 'https://evil.example').expect(401);
    });
  });
});
