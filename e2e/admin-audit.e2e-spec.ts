import { type AdminAuditAction, type AdminAuditEntryView, type AdminAuditPageView, type AdminUserView, type AdminView } from '@reelmix/contracts';
import { ControlledClock, FakeStripe, uniqueName, waitFor } from '@reelmix/testing';
import { randomBytes, randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { type InProcessStack, startInProcessStack } from './fixtures/in-process-stack';
import { post } from './fixtures/registration';

const ADMIN = { email: `${uniqueName('admin')}@example.com`, password: 'admin password 1' };
const SMTP_PASSWORD = `smtp-${randomBytes(12).toString('base64url')}`;

/**
 * The admin actions the security review found unaudited, each done through the gateway as the
 * admin app does it, then found in the audit log the admin app lists: the admin, the time, the
 * client address, the target and what changed, and no secret anywhere in the entry.
 */
describe('admin audit log: every admin write, through the whole stack', () => {
  const clock = new ControlledClock();
  let stripe: FakeStripe;
  let stack: InProcessStack;
  let admin: AdminView;
  let cookie: string;

  const call = async <T>(method: string, path: string, body?: object): Promise<{ status: number; body: T }> => {
    const response = await fetch(`${stack.url}${path}`, {
      method,
      headers: { Origin: stack.url, Accept: 'application/json', Cookie: cookie, ...(body ? { 'Content-Type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    return { status: response.status, body: (await response.json()) as T };
  };
  /** The newest entry of `action`, once auth has recorded it (other services' entries arrive by event). */
  const newest = (action: AdminAuditAction, after: Date): Promise<AdminAuditEntryView> =>
    waitFor(
      async () => {
        const { body } = await call<AdminAuditPageView>('GET', `/api/admin/audit-log?action=${action}&limit=5`);
        return body.entries.find((entry) => Date.parse(entry.at) >= after.getTime());
      },
      { what: `the ${action} entry` },
    );
  /** Every row of the log as stored, to search for secrets in what is kept, not only in what is shown. */
  const storedLog = async () => JSON.stringify(await stack.app('auth').get(DataSource).query(`SELECT * FROM "auth"."admin_audit_log"`));

  beforeAll(async () => {
    stripe = await FakeStripe.start({ now: () => clock.now() });
    stack = await startInProcessStack(clock, {
      billing: {
        STRIPE_SECRET_KEY: 'sk_test_reelmix',
        STRIPE_PUBLISHABLE_KEY: 'pk_test_reelmix',
        STRIPE_PRICE_ID: 'price_pro_monthly',
        STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
        STRIPE_API_URL: stripe.url,
      },
      auth: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password },
    });
    const login = await post<AdminView>(stack.url, '/admin/login', ADMIN);
    admin = login.body;
    cookie = login.cookie;
  }, 60000);

  afterAll(async () => {
    await stack?.close();
    await stripe?.close();
  });

  it('records saving the SMTP settings: each changed field, the password only as changed', async () => {
    const before = clock.now();
    const settings = {
      smtpHost: 'smtp.example.com',
      smtpPort: 2525,
      smtpUsername: 'mailer',
      smtpPassword: SMTP_PASSWORD,
      smtpEncryption: 'tls',
      senderEmail: 'news@example.com',
      senderName: 'Reelmix News',
    };
    expect((await call('POST', '/api/admin/settings', settings)).status).toBe(200);

    const entry = await newest('email-settings-saved', before);
    expect(entry).toEqual({
      id: expect.any(String),
      at: expect.any(String),
      adminId: admin.id,
      adminEmail: ADMIN.email,
      action: 'email-settings-saved',
      target: { kind: 'setting', id: 'email-settings' },
      changes: {
        smtpHost: { before: null, after: 'smtp.example.com' },
        smtpPort: { before: null, after: 2525 },
        smtpUsername: { before: null, after: 'mailer' },
        smtpEncryption: { before: null, after: 'tls' },
        senderEmail: { before: null, after: 'news@example.com' },
        senderName: { before: null, after: 'Reelmix News' },
        smtpPassword: { secret: true, changed: true },
      },
      ip: '127.0.0.1',
    });

    // Saved again with the password field left empty: only what changed, and the password kept.
    const again = clock.now();
    expect((await call('POST', '/api/admin/settings', { ...settings, smtpPassword: '', smtpPort: 587 })).status).toBe(200);
    expect((await newest('email-settings-saved', again)).changes).toEqual({
      smtpPort: { before: 2525, after: 587 },
      smtpPassword: { secret: true, changed: false },
    });
    expect(await storedLog()).not.toContain(SMTP_PASSWORD);
  });

  it('records granting complimentary Pro, with the plan before and after', async () => {
    const email = `${uniqueName('pro')}@example.com`;
    const created = await call<AdminUserView>('POST', '/api/admin/users/create-pro', { email, password: 'a pro password 1' });
    expect(created.status).toBe(201);
    const userId = created.body.id;
    expect((await call('PUT', `/api/admin/users/${userId}`, { isPro: false, requestedPro: false })).status).toBe(200);

    const before = clock.now();
    expect((await call<AdminUserView>('PUT', `/api/admin/users/${userId}`, { isPro: true, requestedPro: false })).body.isPro).toBe(true);

    const entry = await waitFor(async () => {
      const { body } = await call<AdminAuditPageView>('GET', `/api/admin/audit-log?action=complimentary-pro-set&adminId=${admin.id}`);
      return body.entries.find((found) => found.target?.id === userId && Date.parse(found.at) >= before.getTime() && found.changes.isPro);
    });
    expect(entry).toMatchObject({
      adminId: admin.id,
      adminEmail: ADMIN.email,
      target: { kind: 'user', id: userId },
      changes: { isPro: { before: false, after: true }, subscription: { before: null, after: expect.stringMatching(/^comp_/) } },
      ip: '127.0.0.1',
    });
    // The account itself was audited when it was made, by id only.
    const { body } = await call<AdminAuditPageView>('GET', '/api/admin/audit-log?action=pro-user-created');
    const made = body.entries.find((found) => found.target?.id === userId);
    expect(made).toMatchObject({ adminId: admin.id, target: { kind: 'user', id: userId } });
    expect(JSON.stringify(made)).not.toContain(email);
  });

  it('records running the payouts: each payout and the run', async () => {
    // An affiliate owed $60.00, approved: what a month of referrals would leave.
    const affiliates = stack.app('affiliates').get(DataSource);
    const affiliateId = randomUUID();
    const invoiceId = `in_${randomBytes(6).toString('hex')}`;
    const paidAt = new Date(clock.now().getTime() - 40 * 86_400_000);
    await affiliates.query(`INSERT INTO "affiliates"."users" ("user_id", "email", "registered_at") VALUES ($1, $2, $3)`, [affiliateId, `${uniqueName('aff')}@example.com`, paidAt]);
    await affiliates.query(`INSERT INTO "affiliates"."affiliates" ("user_id", "code", "enrolled_at") VALUES ($1, $2, $3)`, [affiliateId, uniqueName('code').slice(0, 30), paidAt]);
    await affiliates.query(
      `INSERT INTO "affiliates"."payments" ("invoice_id", "user_id", "amount_paid_cents", "currency", "paid_at") VALUES ($1, $2, 30000, 'usd', $3)`,
      [invoiceId, randomUUID(), paidAt],
    );
    await affiliates.query(
      `INSERT INTO "affiliates"."commissions" ("id", "affiliate_id", "referred_id", "invoice_id", "kind", "amount_cents", "status", "invoice_paid_at", "approved_at", "created_at")
       VALUES ($1, $2, $3, $4, 'commission', 6000, 'approved', $5, $5, $5)`,
      [randomUUID(), affiliateId, randomUUID(), invoiceId, paidAt],
    );

    const before = clock.now();
    const run = await call<{ payouts: Array<{ payoutId: string }> }>('POST', '/api/admin/affiliates/payouts');
    expect(run.status).toBe(200);
    const [payout] = run.body.payouts;

    expect(await newest('payout-created', before)).toMatchObject({
      adminId: admin.id,
      target: { kind: 'user', id: affiliateId },
      changes: { payoutId: { before: null, after: payout.payoutId }, amountCents: { before: null, after: 6000 }, commissionCount: { before: null, after: 1 } },
      ip: '127.0.0.1',
    });
    expect(await newest('payouts-run', before)).toMatchObject({
      adminId: admin.id,
      adminEmail: ADMIN.email,
      target: null,
      changes: { payouts: { before: null, after: 1 }, totalCents: { before: null, after: 6000 }, rolledOver: { before: null, after: 0 } },
    });
  });

  it('records setting up the Stripe webhook: the address and endpoint, the signing secret only as changed', async () => {
    const before = clock.now();
    const setup = await call<{ webhookConfigured: boolean; alreadyExists: boolean }>('POST', '/api/setup-webhook');
    expect(setup.body).toMatchObject({ webhookConfigured: true, alreadyExists: false });

    const entry = await newest('stripe-webhook-set-up', before);
    expect(entry).toEqual({
      id: expect.any(String),
      at: expect.any(String),
      adminId: admin.id,
      adminEmail: ADMIN.email,
      action: 'stripe-webhook-set-up',
      target: { kind: 'setting', id: 'stripe-webhook' },
      changes: {
        // Billing's PUBLIC_URL in this stack, as Stripe is told to call it.
        url: { before: null, after: 'http://localhost:8080/api/webhooks/stripe' },
        endpointId: { before: null, after: expect.stringMatching(/^we_/) },
        signingSecret: { secret: true, changed: true },
      },
      ip: '127.0.0.1',
    });
    expect(await storedLog()).not.toContain(stripe.webhookSecret);
  });

  it('lists the log newest first to admins only, filtered by admin or action', async () => {
    const { body } = await call<AdminAuditPageView>('GET', `/api/admin/audit-log?adminId=${admin.id}&limit=100`);
    expect(body.total).toBeGreaterThanOrEqual(8);
    const times = body.entries.map((entry) => Date.parse(entry.at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(body.admins).toEqual([{ id: admin.id, email: ADMIN.email }]);
    expect((await call('GET', '/api/admin/audit-log?action=made-up')).status).toBe(400);
    const anonymous = await fetch(`${stack.url}/api/admin/audit-log`, { headers: { Accept: 'application/json' } });
    expect(anonymous.status).toBe(401);
  });
});
