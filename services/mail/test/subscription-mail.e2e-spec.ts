import { type INestApplication } from '@nestjs/common';
import { type EventMap, Events } from '@reelmix/contracts';
import { EventPublisher } from '@reelmix/messaging';
import { BrokerVhost, type CapturedMail, sleep, SmtpCapture, uniqueName, waitFor } from '@reelmix/testing';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { OutgoingMail } from '../src/outbox/outgoing-mail.entity';
import { ownDatabase, registerUser, startMail, TEST_PUBLIC_URL } from './support/mail-test-app';

type BillingEvent = typeof Events.TrialStarted | typeof Events.TrialEnding | typeof Events.SubscriptionCancelled;

const address = () => `${uniqueName('user')}@example.com`;

describe('subscription mail', () => {
  let vhost: BrokerVhost;
  let database: { url: string; drop(): Promise<void> };
  let smtp: SmtpCapture;
  let app: INestApplication;

  beforeAll(async () => {
    vhost = BrokerVhost.create();
    database = await ownDatabase();
    smtp = new SmtpCapture(await SmtpCapture.freePort());
    await smtp.start();
    app = await startMail(vhost.url, { DATABASE_URL: database.url, SMTP_HOST: '127.0.0.1', SMTP_PORT: String(smtp.port) });
  });

  afterAll(async () => {
    await app?.close();
    await smtp?.stop();
    vhost?.delete();
    await database?.drop();
  });

  /** Delivers the event twice under one message id, as a redelivery would, and returns the one mail that arrives. */
  async function deliverTwice<K extends BillingEvent>(name: K, payload: (userId: string) => EventMap[K]): Promise<CapturedMail> {
    const email = address();
    const userId = await registerUser(app, email);
    const event = { messageId: randomUUID(), name, payload: payload(userId), occurredAt: new Date() };
    const publisher = app.get(EventPublisher);
    await publisher.send(event);
    await publisher.send(event);
    const mail = await waitFor(() => smtp.to(email)[0], { what: `the ${name} mail` });
    await sleep(500);
    expect(smtp.to(email)).toHaveLength(1);
    expect(await app.get(DataSource).getRepository(OutgoingMail).findBy({ toAddress: email })).toHaveLength(1);
    return mail;
  }

  it('trial started: once, with the end date, the price after it and how to cancel', async () => {
    const mail = await deliverTwice(Events.TrialStarted, (userId) => ({
      userId,
      subscriptionId: 'sub_trial_1',
      trialEnd: '2026-03-08T12:00:00.000Z',
    }));
    expect(mail.subject).toBe('Your Reelmix Pro trial has started');
    expect(mail.body).toContain('until March 8, 2026');
    expect(mail.body).toContain('$29/month');
    expect(mail.body).toContain('To cancel, open your dashboard');
    expect(mail.body).toContain(`${TEST_PUBLIC_URL}/dashboard`);
  });

  it('trial ending: once, ends in 2 days on the date, charged $29, cancel at /dashboard', async () => {
    const mail = await deliverTwice(Events.TrialEnding, (userId) => ({
      userId,
      subscriptionId: 'sub_trial_2',
      trialEnd: '2026-03-08T12:00:00.000Z',
    }));
    expect(mail.subject).toBe('Your Reelmix Pro trial ends in 2 days');
    expect(mail.body).toContain('ends in 2 days, on March 8, 2026');
    expect(mail.body).toContain('charged $29');
    expect(mail.body).toContain(`${TEST_PUBLIC_URL}/dashboard`);
  });

  it('payment receipt: once per invoice, even when billing announces the payment again under a new message id', async () => {
    const email = address();
    const userId = await registerUser(app, email);
    const payload = {
      invoiceId: `in_${randomUUID()}`,
      userId,
      subscriptionId: 'sub_paid_receipt',
      amountPaidCents: 2900,
      currency: 'usd',
      paidAt: '2026-03-08T12:00:00.000Z',
      cardFingerprint: 'fp_1',
      cardBrand: 'visa',
      cardLast4: '4242',
      nextChargeAt: '2026-04-08T12:00:00.000Z',
    };
    const publisher = app.get(EventPublisher);
    const first = { messageId: randomUUID(), name: Events.InvoicePaid, payload, occurredAt: new Date() };
    await publisher.send(first);
    await publisher.send(first);
    await publisher.send({ ...first, messageId: randomUUID() });

    const mail = await waitFor(() => smtp.to(email)[0], { what: 'the receipt' });
    await sleep(500);
    expect(smtp.to(email)).toHaveLength(1);
    expect(await app.get(DataSource).getRepository(OutgoingMail).findBy({ toAddress: email })).toHaveLength(1);
    expect(mail.subject).toBe('Your Reelmix receipt: $29.00 for Pro');
    expect(mail.body).toContain('Amount paid: $29.00');
    expect(mail.body).toContain('Date: March 8, 2026');
    expect(mail.body).toContain('Paid with: Visa ending in 4242');
    expect(mail.body).toContain('Next charge: April 8, 2026');

    // The next month's payment is another invoice: another receipt.
    await publisher.send({ ...first, messageId: randomUUID(), payload: { ...payload, invoiceId: `in_${randomUUID()}`, paidAt: '2026-04-08T12:00:00.000Z' } });
    await waitFor(() => smtp.to(email)[1], { what: 'the second receipt' });
  });

  it('subscription cancelled: once, Pro kept until the date it was paid for', async () => {
    const mail = await deliverTwice(Events.SubscriptionCancelled, (userId) => ({
      userId,
      subscriptionId: 'sub_paid_1',
      accessUntil: '2026-04-01T00:00:00.000Z',
      cancelledAt: new Date().toISOString(),
    }));
    expect(mail.subject).toBe('Your Reelmix Pro subscription is cancelled');
    expect(mail.body).toContain('You keep Pro until April 1, 2026');
  });

  it('subscription cancelled at once: says Pro has ended now', async () => {
    const mail = await deliverTwice(Events.SubscriptionCancelled, (userId) => ({
      userId,
      subscriptionId: 'sub_paid_2',
      accessUntil: null,
      cancelledAt: new Date().toISOString(),
    }));
    expect(mail.body).toContain('Pro has ended now');
    expect(mail.body).not.toContain('You keep Pro until');
  });
});
