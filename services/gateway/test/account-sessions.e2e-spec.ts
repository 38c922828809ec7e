import { Rpc } from '@reelmix/contracts';
import { RpcClient } from '@reelmix/messaging';
import { uniqueName } from '@reelmix/testing';
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import { type GatewayWithAuth, PUBLIC_URL, startGatewayWithAuth } from './support/gateway-with-auth';

const PASSWORD = 'correct horse';
const FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

/** The Account page's signed-in devices and password change, through the gateway and the real auth service. */
describe('gateway: signed-in devices and password change', () => {
  let stack: GatewayWithAuth;
  let http: TestAgent;

  const newUser = async () => {
    const email = `${uniqueName('devices')}@example.com`;
    await stack.gateway.get(RpcClient).request('auth', Rpc.CreateUser, { email, password: PASSWORD });
    return email;
  };
  /** Signs in as a browser would and answers its session cookie. */
  const signIn = async (email: string, userAgent = FIREFOX, address = '203.0.113.9', password = PASSWORD) => {
    const response = await http
      .post('/api/auth/login')
      .set('Origin', PUBLIC_URL)
      .set('User-Agent', userAgent)
      .set('X-Forwarded-For', address)
      .send({ email, password })
      .expect(200);
    return String(response.headers['set-cookie']).split(';')[0];
  };
  const sessions = (cookie: string) => http.get('/api/auth/sessions').set('Cookie', cookie);
  const write = (method: 'post' | 'delete', path: string, cookie: string) => http[method](path).set('Cookie', cookie).set('Origin', PUBLIC_URL);

  beforeAll(async () => {
    stack = await startGatewayWithAuth({ TRUST_PROXY_HOPS: '1' });
    http = request(stack.gateway.getHttpServer());
  });

  afterAll(async () => {
    await stack?.close();
  });

  it('lists the signed-in devices by the User-Agent and network seen at sign-in, this one marked, never cached', async () => {
    const email = await newUser();
    const laptop = await signIn(email, FIREFOX, '203.0.113.9');
    await signIn(email, IPHONE, '2001:db8:85a3:1:2:3:4:5');

    const response = await sessions(laptop).expect(200);

    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toEqual([
      expect.objectContaining({ device: 'Safari 17 on iOS', network: '2001:db8:85a3::/48', current: false }),
      expect.objectContaining({ device: 'Firefox 128 on Windows', network: '203.0.113.0/24', current: true }),
    ]);
    await http.get('/api/auth/sessions').expect(401);
  });

  it('signs one device out; another account\'s session, an unknown id and a malformed one are all 404', async () => {
    const email = await newUser();
    const laptop = await signIn(email);
    const phone = await signIn(email, IPHONE);
    const stranger = await signIn(await newUser());
    const [strangersSession] = (await sessions(stranger).expect(200)).body as Array<{ id: string }>;
    const phoneSession = ((await sessions(laptop)).body as Array<{ id: string; current: boolean }>).find((session) => !session.current)!;

    for (const id of [strangersSession.id, '3d2c6a52-1f0e-4c7b-9a3e-5b8f0d1c2a01', 'not-a-session']) {
      const refused = await write('delete', `/api/auth/sessions/${id}`, laptop).expect(404);
      expect(refused.body).toMatchObject({ error: 'Session not found', code: 'NOT_FOUND' });
    }
    await http.get('/api/auth/me').set('Cookie', stranger).expect(200);

    await write('delete', `/api/auth/sessions/${phoneSession.id}`, laptop).expect(204);
    await http.get('/api/auth/me').set('Cookie', phone).expect(401);
    await http.get('/api/auth/me').set('Cookie', laptop).expect(200);
  });

  it('signs every other device out and keeps this one', async () => {
    const email = await newUser();
    const laptop = await signIn(email);
    const phone = await signIn(email, IPHONE);
    const tablet = await signIn(email, IPHONE);
    const stranger = await signIn(await newUser());

    await expect(write('post', '/api/auth/sessions/sign-out-others', laptop).expect(200)).resolves.toMatchObject({ body: { ended: 2 } });

    for (const cookie of [phone, tablet]) await http.get('/api/auth/me').set('Cookie', cookie).expect(401);
    await http.get('/api/auth/me').set('Cookie', laptop).expect(200);
    await http.get('/api/auth/me').set('Cookie', stranger).expect(200);
  });

  it('refuses the writes from another site, as every other write', async () => {
    const email = await newUser();
    const laptop = await signIn(email);
    const phone = await signIn(email, IPHONE);

    await http.post('/api/auth/sessions/sign-out-others').set('Cookie', laptop).set('Origin', 'https://evil.example').expect(403);
    await http.post('/api/auth/sessions/sign-out-others').set('Cookie', laptop).expect(403);
    await http
      .post('/api/auth/change-password')
      .set('Cookie', laptop)
      .set('Origin', 'https://evil.example')
      .send({ currentPassword: PASSWORD, newPassword: 'a fresh passphrase', confirmPassword: 'a fresh passphrase' })
      .expect(403);
    await http.get('/api/auth/me').set('Cookie', phone).expect(200);
  });

  it('changes the password: a short or common one is refused, and the change ends every other session', async () => {
    const email = await newUser();
    const laptop = await signIn(email);
    const phone = await signIn(email, IPHONE);
    const change = (newPassword: string, currentPassword = PASSWORD) =>
      write('post', '/api/auth/change-password', laptop).send({ currentPassword, newPassword, confirmPassword: newPassword });

    expect((await change('seven77').expect(400)).body).toMatchObject({
      error: 'Password must be at least 8 characters',
      details: [{ field: 'newPassword', message: 'Password must be at least 8 characters' }],
    });
    expect((await change('Sunshine1').expect(400)).body).toMatchObject({
      error: 'This password is too common. Please choose one that is harder to guess.',
    });
    expect((await change('a fresh passphrase', 'not the password').expect(400)).body).toMatchObject({ error: 'Current password is incorrect' });

    expect((await change('a fresh passphrase').expect(200)).body).toEqual({ success: true, ended: 1 });
    await http.get('/api/auth/me').set('Cookie', phone).expect(401);
    await http.get('/api/auth/me').set('Cookie', laptop).expect(200);
    await signIn(email, FIREFOX, '203.0.113.9', 'a fresh passphrase');
  });

  it('refuses a short or common password at registration, before the card step', async () => {
    const register = (password: string) =>
      http
        .post('/api/auth/register')
        .set('Origin', PUBLIC_URL)
        .set('X-Forwarded-For', '198.18.7.7')
        .send({ email: `${uniqueName('new')}@example.com`, password, confirmPassword: password });

    expect((await register('seven77').expect(400)).body).toMatchObject({ error: 'Password must be at least 8 characters' });
    expect((await register('Password123').expect(400)).body).toMatchObject({
      error: 'This password is too common. Please choose one that is harder to guess.',
    });
    await register('a fresh passphrase').expect(200);
  });
});
