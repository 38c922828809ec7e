import { Events, type HealthReport } from '@reelmix/contracts';
import { type CapturedMail, SmtpCapture, waitFor } from '@reelmix/testing';
import { createHash, randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
// The mail service's own capture server: a real SMTP server on loopback that keeps what it gets.
import { type Account, createAccount, logIn, withAuthRpc } from './fixtures/customer';
import { isolatedStackEnvironment, type StackEnvironment } from './fixtures/stack-env';
import { type StackRun, startStack } from './fixtures/stack-process';
import { STACK_PORT_OFFSETS } from './fixtures/service-ports';

const OFFSET = STACK_PORT_OFFSETS.resetJourneyE2e;
const GATEWAY = `http://127.0.0.1:${8080 + OFFSET}`;
const INVALID_LINK = 'This reset link is invalid or has expired. Please request a new one.';

async function post(path: string, body: unknown): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(`${GATEWAY}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: GATEWAY },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const me = async (cookie: string): Promise<number> => (await fetch(`${GATEWAY}/api/auth/me`, { headers: { Cookie: cookie } })).status;

describe('forgot and reset password through the whole stack, with the e-mail read off a real SMTP server', () => {
  const dir = mkdtempSync(join(tmpdir(), 'reelmix-reset-journey-'));
  let environment: StackEnvironment;
  let smtp: SmtpCapture;
  let stack: StackRun;

  const newAccount = (): Promise<Account> => withAuthRpc(environment.amqpUrl, (rpc) => createAccount(rpc, 'first password'));

  /** The token of the `nth` reset e-mail sent to `email` (1 = the first), once it has arrived. */
  async function resetLinkFor(email: string, nth: number): Promise<{ mail: CapturedMail; link: string; token: string }> {
    const mail = await waitFor(() => smtp.to(email)[nth - 1], { what: `reset e-mail ${nth} to ${email}`, timeoutMs: 60000, intervalMs: 200 });
    const match = /(https?:\/\/[^\s"<>]+\/reset-password\/([A-Za-z0-9_%-]+))/.exec(mail.body);
    if (!match) throw new Error(`no reset link in:\n${mail.body}`);
    return { mail, link: match[1], token: decodeURIComponent(match[2]) };
  }

  /** Ages a token past its hour the only way a test can: in the auth service's table. */
  async function expire(token: string): Promise<void> {
    const client = new Client({ connectionString: environment.env.DATABASE_URL });
    await client.connect();
    try {
      const tokenHash = createHash('sha256').update(token, 'utf8').digest('hex');
      const { rowCount } = await client.query(
        `UPDATE auth.password_resets SET expires_at = now() - interval '1 second' WHERE token_hash = $1`,
        [tokenHash],
      );
      expect(rowCount).toBe(1);
    } finally {
      await client.end();
    }
  }

  beforeAll(async () => {
    smtp = new SmtpCapture(await SmtpCapture.freePort());
    await smtp.start();
    environment = await isolatedStackEnvironment(OFFSET);
    for (const name of ['storage', 'upload-tmp', 'render-tmp']) mkdirSync(join(dir, name));
    stack = startStack({
      ...environment.env,
      STORAGE_DIR: join(dir, 'storage'),
      UPLOAD_TMP_DIR: join(dir, 'upload-tmp'),
      RENDER_TMP_DIR: join(dir, 'render-tmp'),
      PUBLIC_URL: GATEWAY,
      ...smtp.clientSettings(),
      SMTP_SECURE: 'false',
    });
    // A stack that stops (a bad setting) ends the wait at once instead of at the timeout.
    const state = await waitFor(
      async () => {
        if (stack.child.exitCode !== null) return 'exited';
        const report = (await fetch(`${GATEWAY}/api/health`).then((r) => r.json(), () => undefined)) as HealthReport | undefined;
        return report?.status === 'up' ? 'up' : undefined;
      },
      { what: 'the stack to come up', timeoutMs: 120000, intervalMs: 500 },
    );
    if (state === 'exited') throw new Error(`the stack exited early:\n${stack.output()}`);
  }, 180000);

  afterAll(async () => {
    // The stack's own log, for reading after a failure.
    mkdirSync('test-output', { recursive: true });
    writeFileSync('test-output/reset-journey-stack.log', stack?.output() ?? '');
    if (stack?.child.exitCode === null) {
      stack.child.kill('SIGINT');
      await stack.exited;
    }
    await environment?.dispose();
    await smtp?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('resets from the e-mailed link, ends both old sessions, and honours each link once and for an hour only', async () => {
    const account = await newAccount();
    const first = await logIn(GATEWAY, account.email, 'first password');
    const second = await logIn(GATEWAY, account.email, 'first password');
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(first.cookie).not.toBe(second.cookie);
    expect([await me(first.cookie), await me(second.cookie)]).toEqual([200, 200]);

    expect(await post('/api/auth/forgot-password', { email: account.email })).toMatchObject({ status: 200, body: { success: true } });
    const { mail, link, token } = await resetLinkFor(account.email, 1);
    expect(mail.subject).toBe('Reset your Reelmix password');
    expect(link).toBe(`${GATEWAY}/reset-password/${token}`);

    const reset = await post('/api/auth/reset-password', { token, password: 'second password', confirmPassword: 'second password' });
    expect(reset).toEqual({ status: 200, body: { success: true } });

    expect([await me(first.cookie), await me(second.cookie)]).toEqual([401, 401]);
    expect((await logIn(GATEWAY, account.email, 'first password')).status).toBe(401);
    const fresh = await logIn(GATEWAY, account.email, 'second password');
    expect(fresh.status).toBe(200);
    expect(await me(fresh.cookie)).toBe(200);

    const reused = await post('/api/auth/reset-password', { token, password: 'third password', confirmPassword: 'third password' });
    expect(reused).toMatchObject({ status: 400, body: { error: INVALID_LINK, message: INVALID_LINK } });

    expect((await post('/api/auth/forgot-password', { email: account.email })).status).toBe(200);
    const later = await resetLinkFor(account.email, 2);
    expect(later.token).not.toBe(token);
    await expire(later.token);
    const expired = await post('/api/auth/reset-password', { token: later.token, password: 'third password', confirmPassword: 'third password' });
    expect(expired).toMatchObject({ status: 400, body: { error: INVALID_LINK, message: INVALID_LINK } });

    // Neither refusal changed anything: the password from the one good reset still holds.
    expect((await logIn(GATEWAY, account.email, 'third password')).status).toBe(401);
    expect((await logIn(GATEWAY, account.email, 'second password')).status).toBe(200);
  }, 180000);

  it('honours only the newest of three e-mailed links, and no link after the password has changed', async () => {
    const account = await newAccount();
    // Each mail awaited before the next request, so the order of the links is the order of the requests.
    const links: string[] = [];
    for (let nth = 1; nth <= 3; nth++) {
      expect((await post('/api/auth/forgot-password', { email: account.email })).status).toBe(200);
      links.push((await resetLinkFor(account.email, nth)).token);
    }
    const [oldest, middle, newest] = links;
    const resetWith = (token: string, password: string) => post('/api/auth/reset-password', { token, password, confirmPassword: password });

    expect(await resetWith(oldest, 'oldest password')).toMatchObject({ status: 400, body: { error: INVALID_LINK } });
    expect(await resetWith(newest, 'newest password')).toEqual({ status: 200, body: { success: true } });
    expect(await resetWith(middle, 'middle password')).toMatchObject({ status: 400, body: { error: INVALID_LINK } });

    expect((await logIn(GATEWAY, account.email, 'newest password')).status).toBe(200);
    expect((await logIn(GATEWAY, account.email, 'middle password')).status).toBe(401);
  }, 180000);

  it('answers an unknown address exactly like a known one, and e-mails nobody', async () => {
    const account = await newAccount();
    const stranger = `nobody-${randomUUID()}@example.com`;

    const unknown = await post('/api/auth/forgot-password', { email: stranger });
    const known = await post('/api/auth/forgot-password', { email: account.email });
    expect(unknown).toEqual(known);
    expect(known).toMatchObject({ status: 200, body: { success: true, message: expect.any(String) } });

    // The known address's mail arriving shows the mailer has caught up with both requests.
    await resetLinkFor(account.email, 1);
    expect(smtp.to(stranger)).toEqual([]);
    expect(smtp.messages.filter((message) => message.body.includes(stranger))).toEqual([]);
  }, 120000);

  it("keeps the e-mailed token in no table once the mail is sent: not in auth's outbox, not in mail's tables", async () => {
    const account = await newAccount();
    expect((await post('/api/auth/forgot-password', { email: account.email })).status).toBe(200);
    const { token } = await resetLinkFor(account.email, 1);
    const client = new Client({ connectionString: environment.env.DATABASE_URL });
    await client.connect();
    try {
      // The mail is marked sent in the transaction that follows the SMTP server's answer.
      await waitFor(async () => (await client.query(`SELECT 1 FROM mail.outgoing_mail WHERE to_address = $1 AND sent_at IS NOT NULL`, [account.email])).rowCount === 1, {
        what: 'the reset mail marked sent',
      });
      // The event that carried the token to mail is still in auth's outbox, as it is for days.
      const events = await client.query(`SELECT 1 FROM auth.outbox WHERE event_name = $1 AND payload->>'email' = $2`, [Events.PasswordResetRequested, account.email]);
      expect(events.rowCount).toBe(1);
      const { rows: tables } = await client.query<{ schema: string; name: string }>(
        `SELECT table_schema AS schema, table_name AS name FROM information_schema.tables
         WHERE table_type = 'BASE TABLE' AND table_schema NOT IN ('pg_catalog', 'information_schema')`,
      );
      expect(tables.map((table) => `${table.schema}.${table.name}`)).toEqual(expect.arrayContaining(['auth.outbox', 'mail.outgoing_mail']));
      for (const table of tables) {
        const { rows } = await client.query<{ row: string }>(`SELECT row_to_json(t)::text AS row FROM "${table.schema}"."${table.name}" t`);
        expect({ table: `${table.schema}.${table.name}`, holdsToken: rows.some(({ row }) => row.includes(token)) }).toEqual({
          table: `${table.schema}.${table.name}`,
          holdsToken: false,
        });
      }
    } finally {
      await client.end();
    }
  }, 120000);

  it("refuses malformed requests with the spec's messages", async () => {
    const badEmail = await post('/api/auth/forgot-password', { email: 'not-an-email' });
    expect(badEmail).toEqual({
      status: 400,
      body: {
        error: 'Please enter a valid email address',
        message: 'Please enter a valid email address',
        code: 'VALIDATION_FAILED',
        details: [{ field: 'email', message: 'Please enter a valid email address' }],
      },
    });

    const token = 'x'.repeat(43);
    const mismatch = await post('/api/auth/reset-password', { token, password: 'new password', confirmPassword: 'new passwort' });
    expect(mismatch).toMatchObject({ status: 400, body: { error: 'Passwords do not match', details: [{ field: 'confirmPassword' }] } });
    const short = await post('/api/auth/reset-password', { token, password: 'abc', confirmPassword: 'abc' });
    expect(short).toMatchObject({ status: 400, body: { error: 'Password must be at least 8 characters', details: [{ field: 'password' }] } });
  }, 60000);
});
