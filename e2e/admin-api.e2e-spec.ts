import { uniqueName } from '@reelmix/testing';
import { ADMIN_CALLS } from './fixtures/admin-calls';
import { ControlledClock } from './fixtures/controlled-clock';
import { type InProcessStack, startInProcessStack } from './fixtures/in-process-stack';
import { post, registerWithTestCard } from './fixtures/registration';

const ADMIN = { email: `${uniqueName('admin')}@example.com`, password: 'admin password 1' };

describe('admin API: authorization', () => {
  const clock = new ControlledClock();
  let stack: InProcessStack;
  let customerCookie: string;
  let adminCookie: string;

  const call = (method: string, path: string, cookie: string, body?: object) =>
    fetch(`${stack.url}${path}`, {
      method,
      headers: { Origin: stack.url, Accept: 'application/json', ...(cookie ? { Cookie: cookie } : {}), ...(body ? { 'Content-Type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });

  beforeAll(async () => {
    stack = await startInProcessStack(clock, { auth: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password } });
    customerCookie = (await registerWithTestCard(stack.url, `${uniqueName('customer')}@example.com`, 'a decent password')).cookie;
    adminCookie = (await post(stack.url, '/admin/login', ADMIN)).cookie;
  }, 60000);

  afterAll(async () => {
    await stack?.close();
  });

  it.each(ADMIN_CALLS.map((entry) => [`${entry.method} ${entry.path}`, entry] as const))('refuses %s without a session', async (_name, entry) => {
    const response = await call(entry.method, entry.path, '', entry.body);
    expect(response.status).toBe(401);
  });

  it.each(ADMIN_CALLS.map((entry) => [`${entry.method} ${entry.path}`, entry] as const))(
    'refuses %s with a customer session, even one sent as the admin cookie',
    async (_name, entry) => {
      expect((await call(entry.method, entry.path, customerCookie, entry.body)).status).toBe(401);
      const disguised = customerCookie.replace('reelmix_session=', 'reelmix_admin=');
      expect((await call(entry.method, entry.path, disguised, entry.body)).status).toBe(401);
    },
  );

  it('lets the admin session through (the call is answered, not refused)', async () => {
    const response = await call('GET', '/api/admin/me', adminCookie);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ email: ADMIN.email });
  });
});
