import type { AdminStatsView, AdminUserView, DevMailboxMessageView, JobView, ProCancellationView, UserListView } from '@reelmix/contracts';
import { uniqueName, waitFor, ControlledClock } from '@reelmix/testing';
import { ADMIN_CALLS } from './fixtures/admin-calls';
import { type InProcessStack, startInProcessStack } from './fixtures/in-process-stack';
import { get, post, registerWithTestCard } from './fixtures/registration';

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

  describe('each call, as an admin', () => {
    const admin = <T>(method: string, path: string, body?: object) =>
      call(method, path, adminCookie, body).then(async (response) => ({ status: response.status, body: (await response.json().catch(() => ({}))) as T }));
    const me = async (cookie: string) => (await get<{ isPro: boolean; subscriptionStatus: string | null }>(stack.url, '/api/auth/me', cookie)).body;
    let pro: AdminUserView;

    it('lists, searches and filters users, ten to a page', async () => {
      const list = await admin<UserListView>('GET', '/admin/users?page=1&limit=10&plan=all&search=');
      expect(list.status).toBe(200);
      expect(list.body.total).toBeGreaterThanOrEqual(1);
      const trialing = await admin<UserListView>('GET', '/api/admin/users?plan=pro');
      expect(trialing.body.users.every((user) => user.isPro)).toBe(true);
      const none = await admin<UserListView>('GET', `/admin/users?search=${encodeURIComponent('nobody-at-all')}`);
      expect(none.body).toEqual({ users: [], total: 0 });
    });

    it('creates a Pro user who can log in on the customer site with Pro', async () => {
      expect((await admin('POST', '/admin/users/create-pro', { email: '', password: '' })).body).toMatchObject({ error: 'Email and password are required' });
      const email = `${uniqueName('made-pro')}@example.com`;
      const created = await admin<AdminUserView>('POST', '/admin/users/create-pro', { email, password: 'pro password', firstName: 'Pat', lastName: 'Pro' });
      expect(created).toMatchObject({ status: 201, body: { email, isPro: true } });
      pro = created.body;
      const login = await post(stack.url, '/api/auth/login', { email, password: 'pro password' });
      expect(login.status).toBe(200);
      await waitFor(async () => ((await me(login.cookie)).isPro ? true : undefined));
      expect((await admin<AdminUserView>('GET', `/api/admin/users/${pro.id}`)).body).toMatchObject({ id: pro.id, name: 'Pat Pro' });
      expect((await admin<JobView[]>('GET', `/api/admin/users/${pro.id}/jobs`)).body).toEqual([]);
    });

    it('toggles Pro off and on, clearing the request flag', async () => {
      const off = await admin<AdminUserView>('PUT', `/api/admin/users/${pro.id}`, { isPro: false, requestedPro: false });
      expect(off.body).toMatchObject({ isPro: false, requestedPro: false });
      await waitFor(async () => ((await admin<AdminUserView>('GET', `/api/admin/users/${pro.id}`)).body.isPro === false ? true : undefined));
      const on = await admin<AdminUserView>('PUT', `/api/admin/users/${pro.id}`, { isPro: true, requestedPro: false });
      expect(on.body.isPro).toBe(true);
    });

    it('cancels Pro with a required reason, recording whether it was a trial', async () => {
      const email = `${uniqueName('trial')}@example.com`;
      const { userId, cookie } = await registerWithTestCard(stack.url, email, 'a decent password');
      await waitFor(async () => ((await me(cookie)).subscriptionStatus === 'trialing' ? true : undefined));
      expect(await admin('POST', `/api/admin/users/${userId}/cancel-pro`, { reason: '   ' })).toMatchObject({
        status: 400,
        body: { error: 'Please provide a reason for cancellation' },
      });
      const cancelled = await admin<ProCancellationView>('POST', `/api/admin/users/${userId}/cancel-pro`, { reason: 'Asked by phone' });
      expect(cancelled).toMatchObject({ status: 200, body: { userId, reason: 'Asked by phone', wasTrialing: true, subscriptionId: expect.stringMatching(/^sub_/) } });
      await waitFor(async () => ((await me(cookie)).isPro === false ? true : undefined));
    });

    it('sends an e-mail to the user, and a test e-mail, through the mail service', async () => {
      expect((await admin('POST', `/api/admin/users/${pro.id}/mail`, { subject: '', message: 'x' })).body).toMatchObject({ error: 'Subject is required' });
      expect((await admin('POST', `/api/admin/users/${pro.id}/mail`, { subject: 'Hello Pat', message: 'Welcome aboard', template: 'welcome', to: pro.email })).body).toMatchObject({ queued: true });
      expect((await admin('POST', '/api/admin/settings/test-email', {})).body).toMatchObject({ queued: true });
      const mailbox = async () => (await get<DevMailboxMessageView[]>(stack.url, '/api/dev/mailbox')).body;
      await waitFor(async () => ((await mailbox()).some((mail) => mail.to === pro.email && mail.subject === 'Hello Pat') ? true : undefined));
      await waitFor(async () => ((await mailbox()).some((mail) => mail.to === ADMIN.email) ? true : undefined));
    });

    it('reads and saves the e-mail settings with the spec messages', async () => {
      expect((await admin('GET', '/api/admin/settings')).status).toBe(200);
      expect((await admin('POST', '/api/admin/settings', { smtpHost: '', smtpPort: 587, smtpUsername: 'u', smtpPassword: 'p', smtpEncryption: 'tls', senderEmail: 'a@example.com', senderName: 'A' })).body).toMatchObject({ error: 'SMTP host is required' });
      const saved = await admin('POST', '/api/admin/settings', {
        smtpHost: 'smtp.example.com',
        smtpPort: 2525,
        smtpUsername: 'mailer',
        smtpPassword: 'secret',
        smtpEncryption: 'none',
        senderEmail: 'news@example.com',
        senderName: 'Reelmix News',
      });
      expect(saved).toMatchObject({ status: 200, body: { smtpHost: 'smtp.example.com', smtpPassword: '', smtpPasswordSet: true } });
    });

    it('shows the dashboard figures from each service and the host', async () => {
      const stats = await admin<AdminStatsView>('GET', '/api/admin/stats');
      expect(stats.status).toBe(200);
      expect(stats.body.users.total).toBeGreaterThanOrEqual(3);
      expect(stats.body.users.pro).toBeGreaterThanOrEqual(1);
      expect(stats.body).toMatchObject({ jobs: { total: expect.any(Number), thisWeek: expect.any(Number) }, revenue: { total: expect.any(Number) } });
      expect(stats.body.activity.length).toBeGreaterThan(0);
      // Every item names a person by e-mail, whichever service reported it.
      expect(stats.body.activity.every((item) => item.user.includes('@'))).toBe(true);
      expect(stats.body.system.cpu).toBeGreaterThanOrEqual(0);
      expect(stats.body.system.memory).toBeGreaterThan(0);
      expect(stats.body.system.storage.total).toBe(100);
    });

    it('updates the admin profile and password', async () => {
      expect((await admin('PUT', '/api/admin/profile', { firstName: '', lastName: 'X', email: ADMIN.email })).body).toMatchObject({ error: 'First name is required' });
      expect((await admin('PUT', '/api/admin/profile', { firstName: 'Ada', lastName: 'Admin', email: ADMIN.email })).body).toMatchObject({ firstName: 'Ada', lastName: 'Admin' });
      expect((await admin('PUT', '/api/admin/change-password', { currentPassword: 'wrong one', newPassword: 'admin password 2' })).status).toBe(400);
      expect((await admin('PUT', '/api/admin/change-password', { currentPassword: ADMIN.password, newPassword: 'admin password 2' })).status).toBe(200);
      expect((await admin('GET', '/api/admin/me')).status).toBe(200); // this session stays signed in
    });

    it('lists affiliates and runs payouts', async () => {
      expect((await admin<unknown[]>('GET', '/api/admin/affiliates')).status).toBe(200);
      expect((await admin('POST', '/api/admin/affiliates/payouts', {})).body).toMatchObject({ payouts: [], csv: '' });
    });

    it('deletes a user: gone for the admin, and their login refused', async () => {
      const email = `${uniqueName('leaving')}@example.com`;
      const { userId } = await registerWithTestCard(stack.url, email, 'a decent password');
      expect((await admin('DELETE', `/api/admin/users/${userId}`)).status).toBe(200);
      expect((await admin('GET', `/api/admin/users/${userId}`)).status).toBe(404);
      expect((await post(stack.url, '/api/auth/login', { email, password: 'a decent password' })).status).toBe(401);
      expect((await admin('DELETE', `/admin/users/${pro.id}`)).status).toBe(200);
    });
  });
});
