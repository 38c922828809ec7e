import { type INestApplication } from '@nestjs/common';
import { DomainError, ErrorCode, type EventMap, type EventName, Events, Rpc } from '@reelmix/contracts';
import { EventPublisher, RpcClient } from '@reelmix/messaging';
import { BrokerVhost, sleep, SmtpCapture, uniqueName, waitFor } from '@reelmix/testing';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { OutgoingMail } from '../src/outbox/outgoing-mail.entity';
import { MailUser } from '../src/users/mail-user.entity';
import { ownDatabase, registerUser, resetRequested, startMail } from './support/mail-test-app';

const ADMIN_ID = randomUUID();
const address = () => `${uniqueName('user')}@example.com`;
const failureOf = (work: Promise<unknown>): Promise<DomainError> =>
  work.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (error: DomainError) => error,
  );

describe('mail: admin messages and deleted users', () => {
  let vhost: BrokerVhost;
  let database: { url: string; drop(): Promise<void> };
  let app: INestApplication | undefined;

  const rpc = () => (app as INestApplication).get(RpcClient);
  const db = () => (app as INestApplication).get(DataSource);
  const send = (request: { to: string; subject: string; message: string; userId?: string; template?: string }) =>
    rpc().request('mail', Rpc.SendAdminMail, { adminId: ADMIN_ID, ...request });
  /** Publishes an event and waits until the mail service has handled it (its inbox entry committed). */
  const deliver = async <K extends EventName>(name: K, payload: EventMap[K]) => {
    const messageId = await (app as INestApplication).get(EventPublisher).publish(name, payload);
    await waitFor(async () => (await db().query(`SELECT 1 FROM "mail"."inbox" WHERE "message_id" = $1`, [messageId])).length === 1, {
      what: `${name} to be handled`,
    });
  };

  beforeAll(async () => {
    vhost = BrokerVhost.create();
    database = await ownDatabase();
  });

  afterAll(async () => {
    await app?.close();
    vhost?.delete();
    await database?.drop();
  });

  describe('an admin message through SMTP', () => {
    let smtp: SmtpCapture;

    beforeAll(async () => {
      smtp = new SmtpCapture(await SmtpCapture.freePort());
      await smtp.start();
      app = await startMail(vhost.url, { DATABASE_URL: database.url, SMTP_HOST: '127.0.0.1', SMTP_PORT: String(smtp.port) });
    });

    afterAll(async () => {
      await app?.close();
      app = undefined;
      await smtp?.stop();
    });

    it('queues one mail per request, answers its id, and the message arrives as typed', async () => {
      const to = address();
      const userId = randomUUID();
      const message = 'Hi Ada,\n\nYour <b>Pro</b> access & "bonus" start today.\nSee you soon.\n\n\nThe team';

      const answer = await send({ to, subject: 'Welcome to Pro', message, userId, template: 'welcome' });

      expect(answer).toEqual({ queued: true, id: expect.any(String) });
      const mail = await waitFor(() => smtp.to(to)[0], { what: 'the admin mail' });
      expect(mail.subject).toBe('Welcome to Pro');
      expect(mail.messageId).toBe(`<${answer.id}@reelmix.mail>`);
      expect(mail.body).toContain('Your <b>Pro</b> access & "bonus" start today.\r\nSee you soon.');
      expect(mail.body).toMatch(/<p[^>]*>Hi Ada,<\/p>/);
      expect(mail.body).toMatch(/<p[^>]*>Your &lt;b&gt;Pro&lt;\/b&gt; access &amp; &quot;bonus&quot; start today\.<br\/>See you soon\.<\/p>/);
      expect(mail.body).toMatch(/<p[^>]*>The team<\/p>/);
      expect(mail.body).not.toContain('<b>Pro</b> access &amp;');
      const row = await db().getRepository(OutgoingMail).findOneByOrFail({ id: answer.id });
      expect(row).toMatchObject({ kind: 'admin-message', toAddress: to, userId, sourceMessageId: answer.id });
      await sleep(300);
      expect(smtp.to(to)).toHaveLength(1);
    });

    it('keeps the subject on one line, so it cannot add headers or recipients', async () => {
      const to = address();

      await send({ to, subject: 'Hello\r\nBcc: someone-else@example.com', message: 'Body' });

      const mail = await waitFor(() => smtp.to(to)[0], { what: 'the admin mail' });
      expect(mail.subject).toBe('Hello Bcc: someone-else@example.com');
      expect(mail.to).toEqual([to]);
      expect(smtp.to('someone-else@example.com')).toEqual([]);
    });

    it('refuses a blank subject or message with the spec messages', async () => {
      expect(await failureOf(send({ to: address(), subject: ' \n ', message: 'Body' }))).toMatchObject({
        code: ErrorCode.ValidationFailed,
        message: 'Subject is required',
      });
      expect(await failureOf(send({ to: address(), subject: 'Hi', message: '  \n\n ' }))).toMatchObject({
        code: ErrorCode.ValidationFailed,
        message: 'Message content is required',
      });
      expect(await failureOf(send({ to: 'not an address', subject: 'Hi', message: 'Body' }))).toMatchObject({ code: ErrorCode.ValidationFailed });
    });
  });

  describe('without an SMTP server, under npm start (the dev mailbox on)', () => {
    beforeAll(async () => {
      app = await startMail(vhost.url, { DATABASE_URL: database.url, DEV_MAILBOX: 'true' });
    });

    afterAll(async () => {
      await app?.close();
      app = undefined;
    });

    it('keeps the admin message in the dev mailbox, and the settings say mail can be sent there', async () => {
      const to = address();
      // The admin composer follows this: the dev mailbox is a working transport, as the test e-mail shows.
      expect((await rpc().request('mail', Rpc.GetEmailSettings, {})).delivery).toEqual({
        transport: 'dev-mailbox',
        source: 'environment',
        canSend: true,
        waiting: expect.any(Number),
      });

      const { id } = await send({ to, subject: 'Checking in', message: 'Line one\nLine two' });

      const kept = await waitFor(
        async () => (await rpc().request('mail', Rpc.DevMailbox, { limit: 50 })).find((message) => message.id === id),
        { what: 'the dev mailbox entry' },
      );
      expect(kept).toMatchObject({ to, subject: 'Checking in', text: 'Line one\nLine two' });
      expect(kept.html).toContain('Line one<br/>Line two');
    });
  });

  describe('a deleted user', () => {
    beforeAll(async () => {
      // A server that never answers: mail stays unsent, as it would during an outage.
      app = await startMail(vhost.url, { DATABASE_URL: database.url, SMTP_HOST: '127.0.0.1', SMTP_PORT: String(await SmtpCapture.freePort()) });
    });

    afterAll(async () => {
      await app?.close();
      app = undefined;
    });

    const mailOf = (userId: string) => db().getRepository(OutgoingMail).findBy({ userId });

    it('forgets the address, drops their mail, and leaves other users’ mail alone', async () => {
      const email = address();
      const userId = await registerUser(app as INestApplication, email);
      const otherId = await registerUser(app as INestApplication, address());
      await deliver(Events.JobFailed, { jobId: randomUUID(), userId, reason: 'Clip could not be decoded', failedAt: new Date().toISOString() });
      await deliver(Events.JobFailed, { jobId: randomUUID(), userId: otherId, reason: 'Clip could not be decoded', failedAt: new Date().toISOString() });
      await send({ to: email, subject: 'About your account', message: 'Hello', userId });
      // Queued before mail named its user: found by the address.
      await db().query(
        `INSERT INTO "mail"."outgoing_mail" ("id", "kind", "source_message_id", "to_address", "subject", "html", "text", "sent_at")
         VALUES ($1, 'job-failed', $2, $3, 'Old', '<p>Old</p>', 'Old', now())`,
        [randomUUID(), randomUUID(), email.toUpperCase()],
      );
      expect(await mailOf(userId)).toHaveLength(2);

      await deliver(Events.UserDeleted, { userId, deletedAt: new Date().toISOString() });

      expect(await mailOf(userId)).toEqual([]);
      expect(await db().getRepository(OutgoingMail).findBy({ toAddress: email.toUpperCase() })).toEqual([]);
      expect(await mailOf(otherId)).toHaveLength(1);
      const marker = await db().getRepository(MailUser).findOneByOrFail({ userId });
      expect(marker.email).toBeNull();
      expect(marker.deletedAt).toBeInstanceOf(Date);
    });

    it('skips later events about the user instead of retrying them, and never learns the address again', async () => {
      const email = address();
      const userId = await registerUser(app as INestApplication, email);
      await deliver(Events.UserDeleted, { userId, deletedAt: new Date().toISOString() });

      await deliver(Events.UserRegistered, { userId, email, registeredAt: new Date().toISOString() });
      await deliver(Events.JobFailed, { jobId: randomUUID(), userId, reason: 'late', failedAt: new Date().toISOString() });
      await deliver(Events.TrialEnding, { userId, subscriptionId: 'sub_1', trialEnd: new Date().toISOString() });
      await deliver(Events.PasswordResetRequested, resetRequested(email, 'a'.repeat(43), userId));

      expect((await db().getRepository(MailUser).findOneByOrFail({ userId })).email).toBeNull();
      expect(await mailOf(userId)).toEqual([]);
      expect(await db().getRepository(OutgoingMail).findBy({ toAddress: email })).toEqual([]);
      expect(await failureOf(send({ to: email, subject: 'Hi', message: 'Body', userId }))).toMatchObject({
        code: ErrorCode.NotFound,
        message: 'User not found',
      });
    });

    it('marks a user deleted even when their registration never arrived', async () => {
      const userId = randomUUID();

      await deliver(Events.UserDeleted, { userId, deletedAt: new Date().toISOString() });
      await deliver(Events.UserDeleted, { userId, deletedAt: new Date().toISOString() });

      expect(await db().getRepository(MailUser).findOneByOrFail({ userId })).toMatchObject({ email: null, deletedAt: expect.any(Date) });
    });
  });
});
