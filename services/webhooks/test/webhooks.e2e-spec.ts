import { ErrorCode, Events, NOTIFIED_JOB, Rpc, WEBHOOK_SIGNATURE_HEADER, WEBHOOK_URL_REFUSED, type WebhookEventBody } from '@reelmix/contracts';
import { SecretCipher } from '@reelmix/db';
import { sleep, TEST_ENCRYPTION_KEYS, waitFor } from '@reelmix/testing';
import { randomBytes, randomUUID } from 'node:crypto';
import { SIGNING_SECRET_PURPOSE, StoredSigningSecrets } from '../src/endpoints/stored-signing-secrets';
import { SECRETS_KEY_MISSING } from '../src/webhooks-errors';
import { verifySignature } from './support/receiver-signature-check';
import { completedJobView } from './support/stand-in-jobs';
import { WebhookReceiver } from './support/webhook-receiver';
import { failureOf, WebhooksTestApp } from './support/webhooks-test-app';

describe('the webhooks service', () => {
  let service: WebhooksTestApp;
  let receiver: WebhookReceiver;

  beforeAll(async () => {
    service = await WebhooksTestApp.start();
    receiver = await WebhookReceiver.start();
  });

  afterAll(async () => {
    await service?.close();
    await receiver?.close();
  });

  /** A customer with a finished job that the stand-in jobs service describes. */
  function customerWithJob(fileNames = ['intro1_body1_cta1_9x16.mp4']): { userId: string; jobId: string } {
    const userId = randomUUID();
    const jobId = randomUUID();
    service.jobs.add(userId, completedJobView(jobId, fileNames));
    return { userId, jobId };
  }

  const completed = (userId: string, jobId: string) => ({ userId, jobId, outputCount: 1, completedAt: new Date().toISOString() });

  it('POSTs a signed event to every subscribed endpoint, asking jobs once', async () => {
    const { userId, jobId } = customerWithJob();
    const first = await service.subscribe(userId, receiver.url('/signed-a'), ['job.completed', 'job.failed']);
    const second = await service.subscribe(userId, receiver.url('/signed-b'), ['job.completed']);
    const unsubscribed = await service.subscribe(userId, receiver.url('/signed-c'), ['output.ready']);
    expect(first.secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    expect(second.secret).not.toBe(first.secret);

    await service.deliver(Events.JobCompleted, completed(userId, jobId));
    await waitFor(() => receiver.to('/signed-a').length === 1 && receiver.to('/signed-b').length === 1, { what: 'both deliveries' });

    const [a] = receiver.to('/signed-a');
    const [b] = receiver.to('/signed-b');
    expect(a.method).toBe('POST');
    expect(a.headers['content-type']).toBe('application/json');
    expect(a.headers['user-agent']).toBe('Reelmix-Webhooks/1');
    expect(verifySignature(first.secret, a.headers[WEBHOOK_SIGNATURE_HEADER.toLowerCase()] as string, a.body)).toBe(true);
    expect(verifySignature(second.secret, b.headers[WEBHOOK_SIGNATURE_HEADER.toLowerCase()] as string, b.body)).toBe(true);
    // Each endpoint's secret signs only its own deliveries.
    expect(verifySignature(second.secret, a.headers[WEBHOOK_SIGNATURE_HEADER.toLowerCase()] as string, a.body)).toBe(false);
    const body = JSON.parse(a.body) as WebhookEventBody;
    expect(body).toMatchObject({ type: 'job.completed', data: { job: { id: jobId, status: 'completed' } } });
    expect(a.headers['reelmix-event-id']).toBe(body.id);
    expect(b.body).toBe(a.body);
    expect(receiver.to('/signed-c')).toHaveLength(0);
    expect(service.jobs.requests.filter((request) => request.jobId === jobId)).toEqual([{ jobId, userId, plan: NOTIFIED_JOB }]);

    const delivered = await service.newestDelivery(userId, first.id, (d) => d.status === 'delivered', 'the delivery to be recorded');
    expect(delivered).toMatchObject({ eventId: body.id, type: 'job.completed', attempts: 1, lastStatus: 200, lastError: null, nextAttemptAt: null });
    expect(await service.log(userId, unsubscribed.id)).toEqual([]);
  });

  it('sends output.ready with the file name and job.failed, each to its subscribers', async () => {
    const { userId, jobId } = customerWithJob(['intro1_body2_cta1_9x16.mp4']);
    const outputs = await service.subscribe(userId, receiver.url('/outputs'), ['output.ready']);
    await service.subscribe(userId, receiver.url('/failures'), ['job.failed']);

    await service.deliver(Events.JobOutputStored, { userId, jobId, fileName: 'intro1_body2_cta1_9x16.mp4', storedAt: new Date().toISOString() });
    await service.deliver(Events.JobFailed, { userId, jobId, reason: 'Rendering failed', failedAt: new Date().toISOString() });
    await waitFor(() => receiver.to('/outputs').length === 1 && receiver.to('/failures').length === 1, { what: 'both deliveries' });

    const ready = receiver.to('/outputs')[0];
    expect(JSON.parse(ready.body)).toMatchObject({ type: 'output.ready', data: { fileName: 'intro1_body2_cta1_9x16.mp4', job: { id: jobId } } });
    expect(verifySignature(outputs.secret, ready.headers['reelmix-signature'] as string, ready.body)).toBe(true);
    expect(JSON.parse(receiver.to('/failures')[0].body)).toMatchObject({ type: 'job.failed', data: { job: { id: jobId } } });
  });

  it('makes one event of a redelivered message, and none for a job that no longer exists', async () => {
    const { userId, jobId } = customerWithJob();
    await service.subscribe(userId, receiver.url('/once'), ['job.completed']);
    const messageId = randomUUID();
    await service.deliver(Events.JobCompleted, completed(userId, jobId), messageId);
    await service.deliver(Events.JobCompleted, completed(userId, jobId), messageId);
    const deletedJob = randomUUID();
    await service.deliver(Events.JobCompleted, completed(userId, deletedJob));

    await waitFor(() => receiver.to('/once').length === 1, { what: 'the delivery' });
    await sleep(300);
    expect(receiver.to('/once')).toHaveLength(1);
    const events = await service.db.query(`SELECT "type" FROM "webhooks"."events" WHERE "user_id" = $1`, [userId]);
    expect(events).toEqual([{ type: 'job.completed' }]);
  });

  it('retries a failing receiver with backoff until it takes the delivery', async () => {
    const { userId, jobId } = customerWithJob();
    const endpoint = await service.subscribe(userId, receiver.url('/flaky'), ['job.completed']);
    receiver.answerNext('/flaky', { status: 500, body: 'database unavailable' }, { status: 503 });

    await service.deliver(Events.JobCompleted, completed(userId, jobId));
    const failing = await service.newestDelivery(userId, endpoint.id, (d) => d.attempts >= 1, 'the first attempt');
    expect(failing).toMatchObject({ status: 'pending', lastStatus: 500, lastError: 'Receiver answered 500: database unavailable' });
    expect(failing.nextAttemptAt).not.toBeNull();

    const delivered = await service.newestDelivery(userId, endpoint.id, (d) => d.status === 'delivered', 'the delivery after retries');
    expect(delivered).toMatchObject({ attempts: 3, lastStatus: 200, lastError: null });
    const attempts = receiver.to('/flaky');
    expect(attempts).toHaveLength(3);
    // The same event each time, freshly signed.
    expect(new Set(attempts.map((attempt) => attempt.body)).size).toBe(1);
    expect(attempts.every((attempt) => verifySignature(endpoint.secret, attempt.headers['reelmix-signature'] as string, attempt.body))).toBe(true);
  });

  it('does not follow a redirect, and says so in the log', async () => {
    const { userId, jobId } = customerWithJob();
    const endpoint = await service.subscribe(userId, receiver.url('/moved'), ['job.completed']);
    receiver.answerNext('/moved', { status: 302, headers: { Location: receiver.url('/elsewhere') } });

    await service.deliver(Events.JobCompleted, completed(userId, jobId));
    const redirected = await service.newestDelivery(userId, endpoint.id, (d) => d.attempts >= 1, 'the redirected attempt');
    expect(redirected).toMatchObject({ status: 'pending', lastStatus: 302 });
    expect(redirected.lastError).toContain('not followed');
    expect(receiver.to('/elsewhere')).toHaveLength(0);
    await service.newestDelivery(userId, endpoint.id, (d) => d.status === 'delivered', 'the retry to the registered URL');
    expect(receiver.to('/elsewhere')).toHaveLength(0);
  });

  it('checks the address again at every attempt, so a name that now points inside is not called', async () => {
    const { userId, jobId } = customerWithJob();
    service.zone.point('localhost', ['127.0.0.1']);
    try {
      const endpoint = await service.subscribe(userId, `http://localhost:${receiver.port}/rebound`, ['job.completed']);
      service.zone.point('localhost', ['10.0.0.1']);
      await service.deliver(Events.JobCompleted, completed(userId, jobId));
      const refused = await service.newestDelivery(userId, endpoint.id, (d) => d.attempts >= 1, 'the refused attempt');
      expect(refused).toMatchObject({ status: 'pending', lastStatus: null });
      expect(refused.lastError).toBe('Address not allowed: localhost resolves to a private address');
      expect(receiver.to('/rebound')).toHaveLength(0);

      service.zone.point('localhost', ['127.0.0.1']);
      await service.newestDelivery(userId, endpoint.id, (d) => d.status === 'delivered', 'the attempt once the name points back');
      expect(receiver.to('/rebound')).toHaveLength(1);
    } finally {
      service.zone.forget('localhost');
    }
  });

  it('replays a delivery as a new one with the same event id', async () => {
    const { userId, jobId } = customerWithJob();
    const endpoint = await service.subscribe(userId, receiver.url('/replayed'), ['job.completed']);
    await service.deliver(Events.JobCompleted, completed(userId, jobId));
    const original = await service.newestDelivery(userId, endpoint.id, (d) => d.status === 'delivered', 'the first delivery');

    const replay = await service.rpc.request('webhooks', Rpc.ReplayWebhookDelivery, { userId, deliveryId: original.id });
    expect(replay).toMatchObject({ endpointId: endpoint.id, eventId: original.eventId, status: 'pending', attempts: 0 });
    expect(replay.id).not.toBe(original.id);
    await waitFor(() => receiver.to('/replayed').length === 2, { what: 'the replayed POST' });
    const [before, again] = receiver.to('/replayed');
    expect(again.headers['reelmix-event-id']).toBe(original.eventId);
    expect(again.body).toBe(before.body);
    expect(verifySignature(endpoint.secret, again.headers['reelmix-signature'] as string, again.body)).toBe(true);
    await service.newestDelivery(userId, endpoint.id, (d) => d.id === replay.id && d.status === 'delivered', 'the replay to be recorded');
    expect((await service.log(userId, endpoint.id)).map((d) => d.id)).toEqual([replay.id, original.id]);

    const stranger = randomUUID();
    expect((await failureOf(service.rpc.request('webhooks', Rpc.ReplayWebhookDelivery, { userId: stranger, deliveryId: original.id }))).code).toBe(ErrorCode.NotFound);
    expect((await failureOf(service.log(stranger, endpoint.id))).code).toBe(ErrorCode.NotFound);
    expect((await failureOf(service.rpc.request('webhooks', Rpc.DeleteWebhookEndpoint, { userId: stranger, endpointId: endpoint.id }))).code).toBe(ErrorCode.NotFound);
  });

  it("stores an endpoint's signing secret encrypted, and it still signs the endpoint's deliveries", async () => {
    const { userId, jobId } = customerWithJob();
    const endpoint = await service.subscribe(userId, receiver.url('/sealed'), ['job.completed']);
    const [row] = (await service.db.query(`SELECT "secret" FROM "webhooks"."endpoints" WHERE "id" = $1`, [endpoint.id])) as Array<{ secret: string }>;
    expect(row.secret).not.toContain(endpoint.secret.slice('whsec_'.length, 20));
    expect(SecretCipher.isEncrypted(row.secret)).toBe(true);
    expect(new SecretCipher(TEST_ENCRYPTION_KEYS.WEBHOOKS_SECRETS_KEY, SIGNING_SECRET_PURPOSE).decrypt(row.secret)).toBe(endpoint.secret);

    await service.deliver(Events.JobCompleted, completed(userId, jobId));
    const [post] = await waitFor(() => receiver.to('/sealed')[0] && receiver.to('/sealed'), { what: 'the delivery' });
    expect(verifySignature(endpoint.secret, post.headers['reelmix-signature'] as string, post.body)).toBe(true);
  });

  it('encrypts a secret stored before encryption when the service starts, and the endpoint keeps receiving signed deliveries', async () => {
    const { userId, jobId } = customerWithJob();
    const legacy = { id: randomUUID(), secret: `whsec_${randomBytes(32).toString('base64url')}` };
    await service.db.query(`INSERT INTO "webhooks"."endpoints" ("id", "user_id", "url", "events", "secret") VALUES ($1, $2, $3, $4, $5)`, [
      legacy.id,
      userId,
      receiver.url('/legacy'),
      ['job.completed'],
      legacy.secret,
    ]);
    const storedSecret = async () => ((await service.db.query(`SELECT "secret" FROM "webhooks"."endpoints" WHERE "id" = $1`, [legacy.id])) as Array<{ secret: string }>)[0].secret;

    // Read as it is until then: the endpoint is not lost, nor its deliveries.
    await service.deliver(Events.JobCompleted, completed(userId, jobId));
    const [before] = await waitFor(() => receiver.to('/legacy')[0] && receiver.to('/legacy'), { what: 'the delivery before encryption' });
    expect(verifySignature(legacy.secret, before.headers['reelmix-signature'] as string, before.body)).toBe(true);

    await service.app.get(StoredSigningSecrets).onApplicationBootstrap();
    expect(await storedSecret()).not.toContain(legacy.secret);
    expect(new SecretCipher(TEST_ENCRYPTION_KEYS.WEBHOOKS_SECRETS_KEY, SIGNING_SECRET_PURPOSE).decrypt(await storedSecret())).toBe(legacy.secret);

    const nextJobId = randomUUID();
    service.jobs.add(userId, completedJobView(nextJobId, ['intro1_body1_cta1_9x16.mp4']));
    await service.deliver(Events.JobCompleted, completed(userId, nextJobId));
    const [, after] = await waitFor(() => receiver.to('/legacy')[1] && receiver.to('/legacy'), { what: 'the delivery after encryption' });
    expect(verifySignature(legacy.secret, after.headers['reelmix-signature'] as string, after.body)).toBe(true);
  });

  it('lists endpoints newest first without their secrets, and deletes them', async () => {
    const userId = randomUUID();
    const older = await service.subscribe(userId, receiver.url('/older'), ['job.completed']);
    const newer = await service.subscribe(userId, receiver.url('/newer'), ['output.ready', 'job.failed']);
    const listed = await service.rpc.request('webhooks', Rpc.ListWebhookEndpoints, { userId });
    expect(listed.map((endpoint) => endpoint.id)).toEqual([newer.id, older.id]);
    expect(listed[0]).toEqual({ id: newer.id, url: receiver.url('/newer'), events: ['output.ready', 'job.failed'], createdAt: newer.createdAt });
    expect(JSON.stringify(listed)).not.toContain('whsec_');

    expect(await service.rpc.request('webhooks', Rpc.DeleteWebhookEndpoint, { userId, endpointId: older.id })).toEqual({ id: older.id });
    expect((await service.rpc.request('webhooks', Rpc.ListWebhookEndpoints, { userId })).map((endpoint) => endpoint.id)).toEqual([newer.id]);
  });

  it('keeps to ten endpoints per customer', async () => {
    const userId = randomUUID();
    for (let n = 0; n < 10; n += 1) await service.subscribe(userId, receiver.url(`/many-${n}`), ['job.completed']);
    expect((await failureOf(service.subscribe(userId, receiver.url('/one-more'), ['job.completed']))).code).toBe(ErrorCode.Conflict);
  });

  it.each([
    ['https://10.0.0.1/hook', 'private'],
    ['https://169.254.169.254/latest/meta-data', 'link-local'],
    ['https://[::ffff:10.0.0.1]/hook', 'private'],
    ['http://example.com/hook', 'loopback'],
    ['https://user:secret@example.com/hook', 'credentials'],
  ])('refuses to register %s', async (url, reason) => {
    const refusal = await failureOf(service.subscribe(randomUUID(), url, ['job.completed']));
    expect(refusal).toMatchObject({ code: ErrorCode.ValidationFailed, message: WEBHOOK_URL_REFUSED });
    expect((refusal.details as { reason: string }).reason).toContain(reason);
  });

  it('forgets a deleted user: endpoints, events and pending deliveries', async () => {
    const { userId, jobId } = customerWithJob();
    const endpoint = await service.subscribe(userId, receiver.url('/deleted-user'), ['job.completed']);
    receiver.answerNext('/deleted-user', ...Array.from({ length: 50 }, () => ({ status: 500 })));
    await service.deliver(Events.JobCompleted, completed(userId, jobId));
    await service.newestDelivery(userId, endpoint.id, (d) => d.attempts >= 1, 'a failed attempt');

    await service.deliver(Events.UserDeleted, { userId, deletedAt: new Date().toISOString() });
    expect(await service.rpc.request('webhooks', Rpc.ListWebhookEndpoints, { userId })).toEqual([]);
    for (const table of ['endpoints', 'events', 'deliveries']) {
      expect({ table, rows: await service.db.query(`SELECT 1 FROM "webhooks"."${table}" WHERE "user_id" = $1`, [userId]) }).toEqual({ table, rows: [] });
    }
    const seen = receiver.to('/deleted-user').length;
    await sleep(1000);
    // One attempt may have been under way when the deletion committed; none starts after it.
    expect(receiver.to('/deleted-user').length).toBeLessThanOrEqual(seen + 1);
  });
});

describe('the webhooks service in production settings', () => {
  let service: WebhooksTestApp;

  beforeAll(async () => {
    service = await WebhooksTestApp.start({ NODE_ENV: 'production', WEBHOOKS_ALLOW_LOOPBACK: '' });
  });

  afterAll(async () => {
    await service?.close();
  });

  it.each([
    ['https://hooks.customer.test/reelmix', 'hooks.customer.test resolves to a loopback address'],
    ['https://localhost/hook', 'loopback'],
    ['http://127.0.0.1:8080/hook', 'https://'],
    ['https://[::1]/hook', 'loopback'],
  ])('refuses %s, which reaches this machine', async (url, reason) => {
    service.zone.point('hooks.customer.test', ['127.0.0.1']);
    const refusal = await failureOf(service.subscribe(randomUUID(), url, ['job.completed']));
    expect(refusal).toMatchObject({ code: ErrorCode.ValidationFailed, message: WEBHOOK_URL_REFUSED });
    expect((refusal.details as { reason: string }).reason).toContain(reason);
  });
});

describe('the webhooks service without WEBHOOKS_SECRETS_KEY', () => {
  let service: WebhooksTestApp;

  beforeAll(async () => {
    service = await WebhooksTestApp.start({ WEBHOOKS_SECRETS_KEY: '' });
  });

  afterAll(async () => {
    await service?.close();
  });

  it('refuses to add an endpoint, so no signing secret is stored readable', async () => {
    const userId = randomUUID();
    expect(await failureOf(service.subscribe(userId, 'http://127.0.0.1:9/hook', ['job.completed']))).toMatchObject({
      code: ErrorCode.ServiceUnavailable,
      message: SECRETS_KEY_MISSING,
    });
    expect(await service.db.query(`SELECT 1 FROM "webhooks"."endpoints" WHERE "user_id" = $1`, [userId])).toEqual([]);
  });
});
