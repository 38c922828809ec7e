import { type INestApplication } from '@nestjs/common';
import { type AdminActionRecordedV1, DomainError, ErrorCode, Events, Rpc, type SaveEmailSettingsRequest } from '@reelmix/contracts';
import { EventPublisher, RpcClient } from '@reelmix/messaging';
import { BrokerVhost, sleep, SmtpCapture, uniqueName, waitFor } from '@reelmix/testing';
import { randomBytes, randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { OutgoingMail } from '../src/outbox/outgoing-mail.entity';
import { SETTINGS_KEY_MISSING } from '../src/mail-errors';
import { PASSWORD_PURPOSE } from '../src/settings/mail-settings.service';
import { SecretCipher } from '@reelmix/db';
import { ownDatabase, resetRequested, startMail, TEST_PUBLIC_URL } from './support/mail-test-app';

const KEY = randomBytes(32).toString('hex');
const LOGIN = { user: 'mailer@reelmix.test', password: 'S3cret pass, with spaces & symbols!' };
const ADMIN_ID = randomUUID();

const address = () => `${uniqueName('user')}@example.com`;

interface SettingsRow {
  smtp_host: string;
  smtp_port: number;
  smtp_password_encrypted: string | null;
  sender_name: string;
}

describe('e-mail settings saved by admins', () => {
  let vhost: BrokerVhost;
  let database: { url: string; drop(): Promise<void> };
  /** Named by the environment. */
  let envServer: SmtpCapture;
  /** Named by the saved settings; demands SMTP AUTH. */
  let savedServer: SmtpCapture;
  let app: INestApplication | undefined;

  const rpc = () => (app as INestApplication).get(RpcClient);
  const settingsRow = async (): Promise<SettingsRow> => {
    const rows = (await (app as INestApplication).get(DataSource).query('SELECT * FROM "mail"."settings"')) as SettingsRow[];
    expect(rows).toHaveLength(1);
    return rows[0];
  };
  const saved = (overrides: Partial<SaveEmailSettingsRequest> = {}): SaveEmailSettingsRequest => ({
    smtpHost: '127.0.0.1',
    smtpPort: savedServer.port,
    smtpUsername: LOGIN.user,
    smtpPassword: LOGIN.password,
    smtpEncryption: 'none',
    senderEmail: 'support@reelmix.test',
    senderName: 'Reelmix Support',
    ...overrides,
  });
  const save = (settings: SaveEmailSettingsRequest) => rpc().request('mail', Rpc.SaveEmailSettings, { adminId: ADMIN_ID, ip: '203.0.113.5', settings });
  const requestReset = async (): Promise<string> => {
    const email = address();
    await (app as INestApplication).get(EventPublisher).publish(Events.PasswordResetRequested, resetRequested(email, randomBytes(32).toString('base64url'), randomUUID()));
    return email;
  };
  const failedAttemptTo = (email: string) =>
    waitFor(
      async () =>
        (await (app as INestApplication).get(DataSource).getRepository(OutgoingMail).findBy({ toAddress: email })).find((mail) => mail.attempts > 0),
      { what: 'a failed attempt' },
    );
  const boot = async (env: Record<string, string>) => {
    app = await startMail(vhost.url, {
      DATABASE_URL: database.url,
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(envServer.port),
      MAIL_FROM: 'Reelmix <no-reply@reelmix.test>',
      ...env,
    });
  };

  beforeAll(async () => {
    vhost = BrokerVhost.create();
    database = await ownDatabase();
    envServer = new SmtpCapture(await SmtpCapture.freePort());
    savedServer = new SmtpCapture(await SmtpCapture.freePort(), { login: LOGIN });
    await envServer.start();
    await savedServer.start();
    await boot({ MAIL_SETTINGS_KEY: KEY });
  });

  afterAll(async () => {
    await app?.close();
    await envServer?.stop();
    await savedServer?.stop();
    vhost?.delete();
    await database?.drop();
  });

  it('shows the environment settings, without the password, until an admin saves', async () => {
    expect(await rpc().request('mail', Rpc.GetEmailSettings, {})).toEqual({
      delivery: { transport: 'smtp', source: 'environment', canSend: true, waiting: 0 },
      smtpHost: '127.0.0.1',
      smtpPort: envServer.port,
      smtpUsername: '',
      smtpPassword: '',
      smtpPasswordSet: false,
      smtpEncryption: 'tls',
      senderEmail: 'no-reply@reelmix.test',
      senderName: 'Reelmix',
    });
    const email = await requestReset();
    const mail = await waitFor(() => envServer.to(email)[0], { what: 'the mail through the environment server' });
    expect(mail.authUser).toBeUndefined();
  });

  it('sends through the saved server, logged in with the saved password, which is stored encrypted', async () => {
    const view = await save(saved());
    // `waiting` counts what the outbox has not sent yet, which here is only a matter of timing.
    expect(view).toEqual({ ...saved(), smtpPassword: '', smtpPasswordSet: true, delivery: { transport: 'smtp', source: 'saved', canSend: true, waiting: expect.any(Number) } });

    const row = await settingsRow();
    expect(row.smtp_password_encrypted).toMatch(/^v1\./);
    expect(row.smtp_password_encrypted).not.toContain(LOGIN.password);
    expect(row.smtp_password_encrypted).not.toContain(Buffer.from(LOGIN.password).toString('base64url').slice(0, 12));
    expect(new SecretCipher(KEY, PASSWORD_PURPOSE).decrypt(row.smtp_password_encrypted as string)).toBe(LOGIN.password);
    expect(await rpc().request('mail', Rpc.GetEmailSettings, {})).toEqual({ ...view, delivery: { ...view.delivery, waiting: expect.any(Number) } });

    const email = await requestReset();
    const mail = await waitFor(() => savedServer.to(email)[0], { what: 'the mail through the saved server' });
    expect(mail.authUser).toBe(LOGIN.user);
    expect(mail.from).toContain('Reelmix Support');
    expect(mail.from).toContain('<support@reelmix.test>');
    expect(mail.body).toContain(`${TEST_PUBLIC_URL}/reset-password/`);
    expect(envServer.to(email)).toEqual([]);
  });

  it('keeps the stored password when saved with an empty one, and uses the new sender with the next mail', async () => {
    const before = await settingsRow();
    const view = await save(saved({ smtpPassword: '', senderName: 'Reelmix Team' }));
    expect(view).toMatchObject({ senderName: 'Reelmix Team', smtpPassword: '', smtpPasswordSet: true });
    expect((await settingsRow()).smtp_password_encrypted).toBe(before.smtp_password_encrypted);

    const email = await requestReset();
    const mail = await waitFor(() => savedServer.to(email)[0], { what: 'the mail with the kept password' });
    expect(mail.authUser).toBe(LOGIN.user);
    expect(mail.from).toContain('Reelmix Team');
  });

  it('announces each save for the audit log with what changed, the password only as replaced or kept', async () => {
    const announced = (await (app as INestApplication)
      .get(DataSource)
      .query(`SELECT "payload" FROM "mail"."outbox" WHERE "event_name" = $1 ORDER BY "created_at"`, [Events.AdminActionRecorded])) as Array<{
      payload: AdminActionRecordedV1;
    }>;
    const [first, second] = announced.map((row) => row.payload);
    expect(first).toMatchObject({
      adminId: ADMIN_ID,
      ip: '203.0.113.5',
      action: 'email-settings-saved',
      target: { kind: 'setting', id: 'email-settings' },
      changes: { smtpHost: { before: null, after: '127.0.0.1' }, smtpUsername: { before: null, after: LOGIN.user }, smtpPassword: { secret: true, changed: true } },
    });
    expect(second.changes).toEqual({ senderName: { before: 'Reelmix Support', after: 'Reelmix Team' }, smtpPassword: { secret: true, changed: false } });
    expect(JSON.stringify(announced)).not.toContain(LOGIN.password);
  });

  it('holds mail while the saved password is wrong and sends it once an admin saves the right one', async () => {
    await save(saved({ smtpPassword: 'not the password' }));
    const email = await requestReset();
    await waitFor(() => savedServer.refusedLogins.length > 0, { what: 'a refused login' });
    const held = await failedAttemptTo(email);
    expect(held.sentAt).toBeNull();

    await save(saved());
    const mail = await waitFor(() => savedServer.to(email)[0], { what: 'the held mail' });
    expect(mail.authUser).toBe(LOGIN.user);
    await sleep(300);
    expect(savedServer.to(email)).toHaveLength(1);
  });

  it('requires STARTTLS with `tls`, the form\'s default: a server that offers none gets nothing until an admin says `none`', async () => {
    await save(saved({ smtpEncryption: 'tls' }));
    const email = await requestReset();
    const held = await failedAttemptTo(email);
    expect(held.sentAt).toBeNull();
    expect(held.lastError).toMatch(/STARTTLS/);
    expect(savedServer.to(email)).toEqual([]);

    await save(saved({ smtpEncryption: 'none' }));
    await waitFor(() => savedServer.to(email)[0], { what: 'the mail once the admin chose no encryption' });
  });

  it('refuses a host with a scheme', async () => {
    const refused = await save(saved({ smtpHost: 'smtp://mail.example.com' })).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(DomainError);
    expect(refused).toMatchObject({ code: ErrorCode.ValidationFailed });
  });

  describe('without MAIL_SETTINGS_KEY', () => {
    beforeAll(async () => {
      await app?.close();
      await boot({ MAIL_SETTINGS_KEY: '' });
    });

    it('refuses to save, with a message that names the setting', async () => {
      const refused = await save(saved()).catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(DomainError);
      expect(refused).toMatchObject({ code: ErrorCode.ServiceUnavailable, message: SETTINGS_KEY_MISSING });
    });

    it('still uses the saved server but not the stored password, so mail waits instead of going elsewhere', async () => {
      expect(await rpc().request('mail', Rpc.GetEmailSettings, {})).toMatchObject({ smtpPort: savedServer.port, smtpPasswordSet: true });
      const email = await requestReset();
      const held = await failedAttemptTo(email);
      expect(held.sentAt).toBeNull();
      expect(savedServer.to(email)).toEqual([]);
      expect(envServer.to(email)).toEqual([]);
    });
  });
});
