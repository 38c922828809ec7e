import { Rpc } from '@reelmix/contracts';
import { RpcClient } from '@reelmix/messaging';
import { createTestDatabase, databaseUrlFor, dropTestDatabase, TEST_PASSWORD_HASHING, uniqueName } from '@reelmix/testing';
import argon2, { type HashOptions } from 'argon2';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import { DataSource } from 'typeorm';
import { serveApps } from '../src/static/serve-apps';
import { type GatewayWithAuth, PUBLIC_URL, startGatewayWithAuth } from './support/gateway-with-auth';

const PASSWORD = 'correct horse';
/** The cost the tests' auth hashes at: every admin sign-in below verifies this hash. */
const TEST_HASH_OPTIONS: HashOptions = {
  type: argon2.argon2id,
  memoryCost: Number(TEST_PASSWORD_HASHING.PASSWORD_HASH_MEMORY_KIB),
  timeCost: Number(TEST_PASSWORD_HASHING.PASSWORD_HASH_TIME_COST),
  parallelism: Number(TEST_PASSWORD_HASHING.PASSWORD_HASH_PARALLELISM),
};

/** One cookie's Set-Cookie line, split into its attributes. */
function cookieOf(response: request.Response, name: string): { value: string; attributes: string[] } | undefined {
  const line = ([] as string[]).concat(response.headers['set-cookie'] ?? []).find((candidate) => candidate.startsWith(`${name}=`));
  if (!line) return undefined;
  const [pair, ...attributes] = line.split(';').map((part) => part.trim());
  return { value: pair.slice(name.length + 1), attributes };
}

/**
 * The admin sign-in routes through the real auth service, with the built apps served as in
 * production, so `/admin/...` JSON calls are shown to reach the controllers and not the admin app.
 * Auth runs on a database of its own: the admins made here would stop the first-admin test.
 */
describe('gateway: admin sign-in through the auth service', () => {
  let database: string;
  let appsDir: string;
  let stack: GatewayWithAuth;
  let http: TestAgent;

  const newAdmin = async () => {
    const email = `${uniqueName('admin')}@example.com`;
    await stack.auth
      .get(DataSource)
      .query(`INSERT INTO "auth"."admins" ("email", "password_hash", "first_name", "last_name") VALUES ($1, $2, 'Grace', 'Hopper')`, [
        email,
        await argon2.hash(PASSWORD, TEST_HASH_OPTIONS),
      ]);
    return email;
  };
  const newCustomer = async () => {
    const email = `${uniqueName('web')}@example.com`;
    await stack.gateway.get(RpcClient).request('auth', Rpc.CreateUser, { email, password: PASSWORD });
    return email;
  };
  const post = (path: string) => http.post(path).set('Origin', PUBLIC_URL);
  const adminLogin = (email: string, password = PASSWORD, path = '/admin/login') => post(path).send({ email, password });
  const adminToken = async (email: string) => {
    const cookie = cookieOf(await adminLogin(email).expect(200), 'reelmix_admin');
    if (!cookie) throw new Error('no admin cookie set');
    return cookie.value;
  };
  const customerToken = async (email: string) => {
    const cookie = cookieOf(await post('/api/auth/login').send({ email, password: PASSWORD }).expect(200), 'reelmix_session');
    if (!cookie) throw new Error('no session cookie set');
    return cookie.value;
  };

  beforeAll(async () => {
    database = await createTestDatabase();
    appsDir = mkdtempSync(join(tmpdir(), 'gateway-apps-'));
    for (const app of ['web', 'admin-web']) {
      mkdirSync(join(appsDir, app));
      writeFileSync(join(appsDir, app, 'index.html'), `<!doctype html><title>${app}</title>`);
    }
    stack = await startGatewayWithAuth(
      { TRUST_PROXY_HOPS: '1' },
      {
        authEnv: { DATABASE_URL: databaseUrlFor(database) },
        configure: (gateway) =>
          serveApps(gateway, [
            { base: '/', dir: join(appsDir, 'web') },
            { base: '/admin', dir: join(appsDir, 'admin-web') },
          ]),
      },
    );
    http = request(stack.gateway.getHttpServer());
  });

  afterAll(async () => {
    await stack?.close();
    if (database) await dropTestDatabase(database);
    if (appsDir) rmSync(appsDir, { recursive: true, force: true });
  });

  it('logs in on both paths with an httpOnly, SameSite=Strict admin cookie and answers the admin', async () => {
    const email = await newAdmin();

    for (const path of ['/admin/login', '/api/admin/login']) {
      const response = await adminLogin(email.toUpperCase(), PASSWORD, path).expect(200);

      expect(response.body).toEqual({ id: expect.any(String), firstName: 'Grace', lastName: 'Hopper', email });
      expect(response.headers['cache-control']).toBe('no-store');
      const cookie = cookieOf(response, 'reelmix_admin');
      expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(cookie?.attributes).toEqual(expect.arrayContaining(['HttpOnly', 'SameSite=Strict', 'Path=/']));
      expect(cookie?.attributes).not.toContain('Secure');
      const maxAge = Number(cookie?.attributes.find((a) => a.startsWith('Max-Age='))?.split('=')[1]);
      expect(maxAge).toBeGreaterThan(11.9 * 3600);
      expect(maxAge).toBeLessThanOrEqual(12 * 3600);
      expect(cookieOf(response, 'reelmix_session')).toBeUndefined();
    }
  });

  it('answers GET /admin/me and /api/admin/me as JSON to the app calls, not with the app page', async () => {
    const email = await newAdmin();
    const cookie = `reelmix_admin=${await adminToken(email)}`;

    for (const path of ['/admin/me', '/api/admin/me']) {
      for (const accept of ['*/*', 'application/json']) {
        const me = await http.get(path).set('Accept', accept).set('Cookie', cookie).expect(200);
        expect(me.headers['content-type']).toMatch(/^application\/json/);
        expect(me.body).toMatchObject({ firstName: 'Grace', lastName: 'Hopper', email });
        expect(me.headers['cache-control']).toBe('no-store');
      }
    }
    // Signed out, the guard's check gets a JSON 401 the app can act on, not the page.
    const signedOut = await http.get('/admin/me').set('Accept', '*/*').expect(401);
    expect(signedOut.body).toMatchObject({ error: 'Authentication required', code: 'UNAUTHENTICATED' });
    // A browser navigation gets the admin app, even at /admin/me: the static handler runs ahead
    // of the controllers here as in production, so the JSON answers above are not by chance.
    for (const path of ['/admin/login', '/admin/me']) {
      const page = await http.get(path).set('Accept', 'text/html,application/xhtml+xml').set('Cookie', cookie).expect(200);
      expect(page.text).toContain('<title>admin-web</title>');
    }
  });

  it('gives the same 401 for a wrong password and an unknown admin, and sets no cookie', async () => {
    const email = await newAdmin();

    const wrong = await adminLogin(email, 'not the password').expect(401);
    const unknown = await adminLogin(`${uniqueName('nobody')}@example.com`).expect(401);

    expect(wrong.body).toEqual(unknown.body);
    expect(wrong.body).toMatchObject({ error: 'Invalid email or password', code: 'UNAUTHENTICATED' });
    expect(wrong.headers['set-cookie']).toBeUndefined();
  });

  it('refuses a bad body with the admin app messages', async () => {
    const badEmail = await post('/admin/login').send({ email: 'not-an-email', password: PASSWORD }).expect(400);
    expect(badEmail.body).toMatchObject({ error: 'Please enter a valid email address', code: 'VALIDATION_FAILED' });

    const shortPassword = await post('/api/admin/login').send({ email: 'someone@example.com', password: '12345' }).expect(400);
    expect(shortPassword.body).toMatchObject({
      error: 'Password must be at least 6 characters',
      details: [{ field: 'password', message: 'Password must be at least 6 characters' }],
    });

    const empty = await post('/admin/login').send({}).expect(400);
    expect(empty.body.details).toEqual([
      { field: 'email', message: 'Please enter a valid email address' },
      { field: 'password', message: 'Password must be at least 6 characters' },
    ]);
  });

  it('answers 429 with Retry-After past the failure limit and logs the client address the trusted proxy saw', async () => {
    const email = await newAdmin();
    const fromProxy = (password: string) => adminLogin(email, password).set('X-Forwarded-For', '10.9.9.9, 203.0.113.50');
    for (let attempt = 0; attempt < 5; attempt++) await fromProxy(`wrong ${attempt}`).expect(401);

    const refused = await fromProxy(PASSWORD).expect(429);

    expect(refused.body).toMatchObject({ error: 'Too many login attempts. Please try again later.', code: 'RATE_LIMITED' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(refused.headers['set-cookie']).toBeUndefined();
    const logged = await stack.auth
      .get(DataSource)
      .query(`SELECT "action", "ip", count(*)::int AS "count" FROM "auth"."admin_audit_log" WHERE "email" = $1 GROUP BY 1, 2`, [email]);
    expect(logged).toEqual([{ action: 'login-failed', ip: '203.0.113.50', count: 6 }]);
  });

  it('logs out on both paths: the cookie is cleared and the session no longer counts', async () => {
    const email = await newAdmin();
    const cookie = `reelmix_admin=${await adminToken(email)}`;

    const logout = await post('/admin/logout').set('Cookie', cookie).expect(200);

    expect(logout.body).toEqual({ success: true });
    const cleared = cookieOf(logout, 'reelmix_admin');
    expect(cleared?.value).toBe('');
    expect(cleared?.attributes).toContain('Expires=Thu, 01 Jan 1970 00:00:00 GMT');
    await http.get('/api/admin/me').set('Cookie', cookie).expect(401);
    await post('/api/admin/logout').expect(200, { success: true });
  });

  describe('customer and admin sessions stay apart', () => {
    it('refuses a customer session at the admin routes, in either cookie', async () => {
      const token = await customerToken(await newCustomer());

      await http.get('/admin/me').set('Cookie', `reelmix_session=${token}`).expect(401);
      const inAdminCookie = await http.get('/api/admin/me').set('Cookie', `reelmix_admin=${token}`).expect(401);
      expect(inAdminCookie.body).toMatchObject({ error: 'Authentication required' });
      // The guard clears an admin cookie auth does not accept.
      expect(cookieOf(inAdminCookie, 'reelmix_admin')?.value).toBe('');
    });

    it('refuses an admin session at the customer routes, in either cookie', async () => {
      const token = await adminToken(await newAdmin());

      await http.get('/api/auth/me').set('Cookie', `reelmix_admin=${token}`).expect(401);
      await http.get('/api/auth/me').set('Cookie', `reelmix_session=${token}`).expect(401);
    });

    it('lets one browser hold both, each route reading its own', async () => {
      const customer = await newCustomer();
      const admin = await newAdmin();
      const cookies = `reelmix_session=${await customerToken(customer)}; reelmix_admin=${await adminToken(admin)}`;

      expect((await http.get('/api/auth/me').set('Cookie', cookies).expect(200)).body).toMatchObject({ email: customer });
      expect((await http.get('/admin/me').set('Cookie', cookies).expect(200)).body).toMatchObject({ email: admin });
    });
  });

  it('refuses an admin login posted from another site', async () => {
    const email = await newAdmin();
    const refused = await http.post('/admin/login').set('Origin', 'https://evil.example').send({ email, password: PASSWORD }).expect(403);
    expect(refused.body).toMatchObject({ error: 'Cross-site request refused' });
    expect(refused.headers['set-cookie']).toBeUndefined();
  });
});
