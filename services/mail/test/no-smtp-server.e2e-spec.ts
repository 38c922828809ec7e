import { type INestApplication } from '@nestjs/common';
import { Events, Rpc } from '@reelmix/contracts';
import { EventPublisher, RpcClient } from '@reelmix/messaging';
import { BrokerVhost, sleep, SmtpCapture, uniqueName, waitFor } from '@reelmix/testing';
import { randomBytes, randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { OutgoingMail } from '../src/outbox/outgoing-mail.entity';
import { DevMailboxMessage } from '../src/transport/dev-mailbox.entity';
import { ownDatabase, resetRequested, startMail, TEST_PUBLIC_URL } from './support/mail-test-app';

const LOGIN = { user: 'mailer@reelmix.test', password: randomBytes(12).toString('base64url') };

/*
 * A deployment before anyone configured mail: no SMTP_HOST, no saved settings, and no dev mailbox
 * (only `npm start` turns that on). Mail must wait, untouched, and go out once an admin saves a server.
 */
describe('mail with no SMTP server and no dev mailbox', () => {
  let vhost: BrokerVhost;
  let database: { url: string; drop(): Promise<void> };
  let smtp: SmtpCapture;
  let app: INestApplication | undefined;

  const rpc = () => (app as INestApplication).get(RpcClient);
  const db = () => (app as INestApplication).get(DataSource);
  const outgoingTo = (email: string) => db().getRepository(OutgoingMail).findBy({ toAddress: email });

  beforeAll(async () => {
    vhost = BrokerVhost.create();
    database = await ownDatabase();
    smtp = new SmtpCapture(await SmtpCapture.freePort(), { login: LOGIN });
    await smtp.start();
    app = await startMail(vhost.url, { DATABASE_URL: database.url, MAIL_SETTINGS_KEY: randomBytes(32).toString('hex') });
  });

  afterAll(async () => {
    await app?.close();
    await smtp?.stop();
    vhost?.delete();
    await database?.drop();
  });

  it('keeps mail queued, unsent and unattempted, says so to the admin, and sends it once SMTP settings are saved', async () => {
    const emails = [`${uniqueName('user')}@example.com`, `${uniqueName('user')}@example.com`];
    const tokens = emails.map(() => randomBytes(32).toString('base64url'));
    for (const [index, email] of emails.entries()) {
      await (app as INestApplication).get(EventPublisher).publish(Events.PasswordResetRequested, resetRequested(email, tokens[index], randomUUID()));
    }
    await waitFor(async () => (await Promise.all(emails.map(outgoingTo))).every((rows) => rows.length === 1), { what: 'both mails queued' });
    // Many sender passes (MAIL_POLL_MS is 50 in tests): none may touch the mail.
    await sleep(600);
    for (const email of emails) {
      expect(await outgoingTo(email)).toEqual([expect.objectContaining({ sentAt: null, attempts: 0, lastError: null })]);
      expect(await db().getRepository(DevMailboxMessage).findBy({ toAddress: email })).toEqual([]);
    }
    expect((await rpc().request('mail', Rpc.GetEmailSettings, {})).delivery).toEqual({ transport: 'none', source: 'environment', canSend: false, waiting: 2 });

    const view = await rpc().request('mail', Rpc.SaveEmailSettings, {
      adminId: randomUUID(),
      settings: {
        smtpHost: '127.0.0.1',
        smtpPort: smtp.port,
        smtpUsername: LOGIN.user,
        smtpPassword: LOGIN.password,
        smtpEncryption: 'none',
        senderEmail: 'support@reelmix.test',
        senderName: 'Reelmix Support',
      },
    });
    expect(view.delivery).toMatchObject({ transport: 'smtp', source: 'saved', canSend: true });

    for (const [index, email] of emails.entries()) {
      const mail = await waitFor(() => smtp.to(email)[0], { what: `the held mail to ${email}` });
      expect(mail.body).toContain(`${TEST_PUBLIC_URL}/reset-password/${tokens[index]}`);
    }
    await waitFor(async () => (await rpc().request('mail', Rpc.GetEmailSettings, {})).delivery.waiting === 0, { what: 'nothing left waiting' });
    for (const email of emails) {
      expect(smtp.to(email)).toHaveLength(1);
      expect(await outgoingTo(email)).toEqual([expect.objectContaining({ attempts: 0, lastError: null, sentAt: expect.any(Date) })]);
    }
  });
});
