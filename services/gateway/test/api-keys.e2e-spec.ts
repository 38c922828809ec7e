import type { INestApplication } from '@nestjs/common';
import { API_KEY_PREFIX, API_KEY_LIMITS, type ApiKeyView, ErrorCode } from '@reelmix/contracts';
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import { CROSS_SITE_REFUSED } from '../src/auth';
import { createKey, newCustomer, revokeKey, type TestCustomer } from './support/api-key-customers';
import { UploadsStandIn } from './support/api-v1-stand-ins';
import { type GatewayWithAuth, PUBLIC_URL, startGatewayWithAuth } from './support/gateway-with-auth';
import { startStandIn } from './support/stand-in-service';

/*
 * API keys are managed with the browser session (and its CSRF check), through the real auth
 * service, and work on `/api/v1` alone: never on the app's cookie routes, never on the admin's.
 */
describe('gateway: API keys', () => {
  let stack: GatewayWithAuth;
  let uploads: INestApplication;
  let http: TestAgent;
  let ada: TestCustomer;

  const bearer = (key: string) => ({ Authorization: `Bearer ${key}` });

  beforeAll(async () => {
    stack = await startGatewayWithAuth();
    uploads = await startStandIn('uploads', stack.amqpUrl, [UploadsStandIn]);
    http = request(stack.gateway.getHttpServer());
    ada = await newCustomer(stack, http);
  });

  afterAll(async () => {
    await uploads?.close();
    await stack?.close();
  });

  it('makes a key with the session, shows it once, and lists it by its prefix only', async () => {
    const response = await http.post('/api/keys').set('Origin', PUBLIC_URL).set('Cookie', ada.cookie).send({ name: 'Zapier' }).expect(201);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toMatchObject({ id: expect.any(String), name: 'Zapier', key: expect.stringMatching(new RegExp(`^${API_KEY_PREFIX}`)) });
    expect(response.body.key.startsWith(response.body.prefix)).toBe(true);

    const listed = (await http.get('/api/keys').set('Cookie', ada.cookie).expect(200)).body as ApiKeyView[];
    const mine = listed.find((key) => key.id === response.body.id);
    expect(mine).toMatchObject({ name: 'Zapier', prefix: response.body.prefix });
    expect(JSON.stringify(listed)).not.toContain(response.body.key);
  });

  it('refuses key management without a session, and a write without the app\'s origin', async () => {
    await http.get('/api/keys').expect(401);
    await http.post('/api/keys').set('Origin', PUBLIC_URL).send({ name: 'x' }).expect(401);
    const crossSite = await http.post('/api/keys').set('Cookie', ada.cookie).send({ name: 'x' }).expect(403);
    expect(crossSite.body.message).toBe(CROSS_SITE_REFUSED);
    await http.post('/api/keys').set('Origin', 'https://evil.example').set('Cookie', ada.cookie).send({ name: 'x' }).expect(403);
    await http.delete('/api/keys/0b7c6f3e-1d2a-4c5b-9e8f-7a6b5c4d3e2f').set('Cookie', ada.cookie).expect(403);
  });

  it('refuses a key without a name, or with one too long', async () => {
    const post = (body: object) => http.post('/api/keys').set('Origin', PUBLIC_URL).set('Cookie', ada.cookie).send(body);
    expect((await post({ name: '' }).expect(400)).body.message).toBe('Please name the key');
    await post({}).expect(400);
    await post({ name: 'n'.repeat(API_KEY_LIMITS.nameMaxLength + 1) }).expect(400);
  });

  it('revokes a key at once: its next call is refused', async () => {
    const key = await createKey(http, ada, 'short-lived');
    await http.get('/api/v1/clips').set(bearer(key.key)).expect(200);
    await revokeKey(http, ada, key);
    await http.get('/api/v1/clips').set(bearer(key.key)).expect(401);
    await http.delete('/api/keys/not-a-key-id').set('Origin', PUBLIC_URL).set('Cookie', ada.cookie).expect(404);
  });

  it('is no way into the app\'s cookie routes, the key routes themselves or the admin routes', async () => {
    const key = await createKey(http, ada, 'scoped');
    for (const path of ['/api/auth/me', '/api/keys', '/api/jobs', '/api/webhooks', '/api/admin/me', '/admin/me', '/api/admin/users', '/api/admin/stats']) {
      const response = await http.get(path).set(bearer(key.key)).set('Accept', 'application/json');
      expect({ path, status: response.status }).toEqual({ path, status: 401 });
      expect(response.body.code).toBe(ErrorCode.Unauthenticated);
    }
    // A key cannot make more keys, even from the app's origin.
    await http.post('/api/keys').set(bearer(key.key)).set('Origin', PUBLIC_URL).send({ name: 'more' }).expect(401);
  });
});
