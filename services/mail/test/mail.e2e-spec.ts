import { type INestApplication } from '@nestjs/common';
import { Events } from '@reelmix/contracts';
import { EventPublisher } from '@reelmix/messaging';
import { BrokerVhost, sleep, SmtpCapture, uniqueName, waitFor } from '@reelmix/testing';
import { randomBytes, randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { OutgoingMail } from '../src/outbox/outgoing-mail.entity';
import { DevMailboxMessage } from '../src/transport/dev-mailbox.entity';
import { mailTablesText, registerUser, resetRequested, startMail, TEST_PUBLIC_URL } from './support/mail-test-app';

const address = () => `${uniqueName('user')}@example.com`;
const resetToken = () => randomBytes(32).toString('base64url');

describe('mail service', () => {
  let vhost: BrokerVhost;
  let app: INestApplication | undefined;
  let publisher: EventPublisher;
  let db: DataSource;

  const register = (email: string): Promise<string> => registerUser(app as INestApplication, email);
  const requestReset = (email: string, token: string) => publisher.publish(Events.PasswordResetRequested, resetRequested(email, token));
  const outgoingTo = (email: string) => db.getRepository(OutgoingMail).findBy({ toAddress: email });

  async function boot(env: Record<string, string>): Promise<void> {
    app = await startMail(vhost.url, env);
    publisher = app.get(EventPublisher);
    db = app.get(DataSource);
  }

  beforeAll(() => {
    vhost = BrokerVhost.create();
  });

  afterAll(async () => {
    await app?.close();
    vhost?.delete();
  });

  describe('through SMTP', () => {
    let smtp: SmtpCapture;

    beforeAll(async () => {
      smtp = new SmtpCapture(await SmtpCapture.freePort());
      await smtp.start();
      await boot({ SMTP_HOST: '127.0.0.1', SMTP_PORT: String(smtp.port) });
    });

    afterAll(async () => {
      await app?.close();
      app = undefined;
      await smtp?.stop();
    });

    it('mails a job failure with its reason', async () => {
      const email = address();
      const userId = await register(email);
      await publisher.publish(Events.JobFailed, {
        jobId: randomUUID(),
        userId,
        reason: 'Clip hook-2.mp4 could not be decoded',
        failedAt: new Date().toISOString(),
      });
      const mail = await waitFor(() => smtp.to(email)[0], { what: 'the failure mail' });
      expect(mail.subject).toBe('Your Reelmix job could not be finished');
      expect(mail.body).toContain('Clip hook-2.mp4 could not be decoded');
    });

    it('mails a password reset link', async () => {
      const email = address();
      const token = resetToken();
      await requestReset(email, token);
      const mail = await waitFor(() => smtp.to(email)[0], { what: 'the reset mail' });
      expect(mail.subject).toBe('Reset your Reelmix password');
      expect(mail.body).toContain(`${TEST_PUBLIC_URL}/reset-password/${token}`);
      expect(mail.body).toContain('expires in one hour');
    });

    it('keeps the reset token in no mail table, before or after the mail is sent', async () => {
      await smtp.stop();
      const email = address();
      const token = resetToken();
      await requestReset(email, token);
      await waitFor(async () => (await outgoingTo(email)).find((mail) => mail.attempts >= 1), { what: 'a failed attempt' });
      expect(await mailTablesText(app as INestApplication)).not.toContain(token);

      await smtp.start();
      expect((await waitFor(() => smtp.to(email)[0], { what: 'the reset mail' })).body).toContain(token);
      const [sent] = await waitFor(async () => ((await outgoingTo(email))[0]?.sentAt ? outgoingTo(email) : undefined), { what: 'the mail marked sent' });
      expect(sent.text).toContain('Choose a new password: [link removed after sending]');
      expect(await mailTablesText(app as INestApplication)).not.toContain(token);
    });

    it('still mails the link of a reset asked for before tokens were encrypted, while it works', async () => {
      const [live, expired] = [address(), address()];
      const token = resetToken();
      const legacy = (email: string, expiresAt: Date) =>
        publisher.publish(Events.PasswordResetRequestedV1, { userId: randomUUID(), email, token, expiresAt: expiresAt.toISOString() });
      await legacy(expired, new Date(Date.now() - 1000));
      await legacy(live, new Date(Date.now() + 600000));
      expect((await waitFor(() => smtp.to(live)[0], { what: 'the reset mail' })).body).toContain(`${TEST_PUBLIC_URL}/reset-password/${token}`);
      await sleep(300);
      expect(smtp.to(expired)).toEqual([]);
      expect(await outgoingTo(expired)).toEqual([]);
    });

    it('sends one mail for an event delivered twice', async () => {
      const email = address();
      const messageId = randomUUID();
      const event = {
        messageId,
        name: Events.PasswordResetRequested,
        payload: resetRequested(email, resetToken()),
        occurredAt: new Date(),
      };
      await publisher.send(event);
      await publisher.send(event);
      await waitFor(() => smtp.to(email).length > 0, { what: 'the reset mail' });
      await sleep(500);
      expect(smtp.to(email)).toHaveLength(1);
      expect(await outgoingTo(email)).toHaveLength(1);
    });

    it('holds mail while the SMTP server is down and sends it once when it is back', async () => {
      await smtp.stop();
      const email = address();
      const token = resetToken();
      await requestReset(email, token);
      const queued = await waitFor(async () => (await outgoingTo(email)).find((mail) => mail.attempts >= 2), {
        what: 'failed attempts',
      });
      expect(queued.sentAt).toBeNull();
      expect(queued.lastError).toBeTruthy();

      await smtp.start();
      const mail = await waitFor(() => smtp.to(email)[0], { what: 'the delayed mail' });
      expect(mail.body).toContain(`${TEST_PUBLIC_URL}/reset-password/${token}`);
      await sleep(800);
      expect(smtp.to(email)).toHaveLength(1);
      const [row] = await outgoingTo(email);
      expect(row.sentAt).not.toBeNull();
    });
  });

  describe('through an SMTP server that offers no STARTTLS, with STARTTLS required (SMTP_REQUIRE_TLS, on by default)', () => {
    let smtp: SmtpCapture;

    beforeAll(async () => {
      smtp = new SmtpCapture(await SmtpCapture.freePort());
      await smtp.start();
      await boot({ ...smtp.clientSettings(), SMTP_REQUIRE_TLS: 'true' });
    });

    afterAll(async () => {
      await app?.close();
      app = undefined;
      await smtp?.stop();
    });

    it('sends nothing in clear text: the mail waits, and the attempt says why', async () => {
      const email = address();
      const userId = await register(email);
      await publisher.publish(Events.JobFailed, { jobId: randomUUID(), userId, reason: 'Clip could not be decoded', failedAt: new Date().toISOString() });
      const queued = await waitFor(async () => (await outgoingTo(email)).find((mail) => mail.attempts >= 1), { what: 'a refused attempt' });
      expect(queued.sentAt).toBeNull();
      expect(queued.lastError).toMatch(/STARTTLS/);
      expect(smtp.messages.filter((mail) => mail.to.includes(email))).toEqual([]);
    });
  });

  describe('without SMTP settings, under npm start (the dev mailbox on)', () => {
    beforeAll(async () => {
      await boot({ DEV_MAILBOX: 'true' });
    });

    it('keeps the mail in the dev mailbox', async () => {
      const email = address();
      const token = resetToken();
      await requestReset(email, token);
      const kept = await waitFor(() => db.getRepository(DevMailboxMessage).findOneBy({ toAddress: email }), {
        what: 'the dev mailbox entry',
      });
      expect(kept.subject).toBe('Reset your Reelmix password');
      expect(kept.text).toContain(`${TEST_PUBLIC_URL}/reset-password/${token}`);
      const [row] = await outgoingTo(email);
      expect(row.sentAt).not.toBeNull();
    });
  });
});
