import { Events, WEBHOOK_SIGNATURE_HEADER, type WebhookEventBody } from '@reelmix/contracts';
import { sleep, waitFor } from '@reelmix/testing';
import { randomUUID } from 'node:crypto';
import { verifySignature } from './support/receiver-signature-check';
import { completedJobView } from './support/stand-in-jobs';
import { WebhookReceiver } from './support/webhook-receiver';
import { WebhooksTestApp } from './support/webhooks-test-app';

const FILE_NAME = 'intro1_body2_cta1_9x16.mp4';
const SIGNATURE = WEBHOOK_SIGNATURE_HEADER.toLowerCase();

describe('the webhooks service, on ads published from outputs', () => {
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

  /** A customer with a finished job whose output they publish; the stand-in jobs service describes the job. */
  function customerWithJob(): { userId: string; jobId: string; publicationId: string } {
    const userId = randomUUID();
    const jobId = randomUUID();
    service.jobs.add(userId, completedJobView(jobId, [FILE_NAME]));
    return { userId, jobId, publicationId: randomUUID() };
  }

  it('POSTs ad.published, signed, with the output, the ad, the publication and the platform, only to endpoints subscribed to it', async () => {
    const { userId, jobId, publicationId } = customerWithJob();
    const subscribed = await service.subscribe(userId, receiver.url('/ads'), ['ad.published']);
    const other = await service.subscribe(userId, receiver.url('/jobs-only'), ['job.completed', 'publication.failed']);
    const publishedAt = new Date(Date.now() - 2000).toISOString();

    await service.deliver(Events.AdPublished, { jobId, userId, publicationId, platform: 'meta', fileName: FILE_NAME, adId: '120210000000000001', publishedAt });
    await waitFor(() => receiver.to('/ads').length === 1, { what: 'the ad.published delivery' });

    const [delivery] = receiver.to('/ads');
    expect(verifySignature(subscribed.secret, delivery.headers[SIGNATURE] as string, delivery.body)).toBe(true);
    expect(verifySignature(other.secret, delivery.headers[SIGNATURE] as string, delivery.body)).toBe(false);
    const body = JSON.parse(delivery.body) as WebhookEventBody & { data: Record<string, unknown> };
    expect(body).toEqual({
      id: delivery.headers['reelmix-event-id'],
      type: 'ad.published',
      createdAt: publishedAt,
      data: { job: expect.objectContaining({ id: jobId, status: 'completed' }), fileName: FILE_NAME, adId: '120210000000000001', publicationId, platform: 'meta' },
    });
    // The event and every delivery it makes are written together: the other endpoint has none, now or later.
    expect(await service.log(userId, other.id)).toEqual([]);
    await sleep(300);
    expect(receiver.to('/jobs-only')).toHaveLength(0);
    expect(await service.newestDelivery(userId, subscribed.id, (d) => d.status === 'delivered', 'the delivery to be recorded')).toMatchObject({
      eventId: body.id,
      type: 'ad.published',
    });
  });

  it('POSTs publication.failed with the output, the reason, the publication and the platform', async () => {
    const { userId, jobId, publicationId } = customerWithJob();
    const subscribed = await service.subscribe(userId, receiver.url('/failed-ads'), ['publication.failed']);
    const failedAt = new Date().toISOString();
    const reason = 'Meta refused the video: it is shorter than the placement allows.';

    await service.deliver(Events.PublicationFailed, { jobId, userId, publicationId, platform: 'meta', fileName: FILE_NAME, reason, failedAt });
    await waitFor(() => receiver.to('/failed-ads').length === 1, { what: 'the publication.failed delivery' });

    const [delivery] = receiver.to('/failed-ads');
    expect(verifySignature(subscribed.secret, delivery.headers[SIGNATURE] as string, delivery.body)).toBe(true);
    expect(JSON.parse(delivery.body)).toEqual({
      id: delivery.headers['reelmix-event-id'],
      type: 'publication.failed',
      createdAt: failedAt,
      data: { job: expect.objectContaining({ id: jobId }), fileName: FILE_NAME, reason, publicationId, platform: 'meta' },
    });
  });

  it('makes no event of a publication for a customer without an endpoint subscribed to it', async () => {
    const { userId, jobId, publicationId } = customerWithJob();
    await service.subscribe(userId, receiver.url('/outputs-only'), ['output.ready']);

    await service.deliver(Events.AdPublished, { jobId, userId, publicationId, platform: 'meta', fileName: FILE_NAME, adId: '120210000000000002', publishedAt: new Date().toISOString() });

    expect(await service.db.query(`SELECT 1 FROM "webhooks"."events" WHERE "user_id" = $1`, [userId])).toEqual([]);
    // Nothing to report, so jobs was not asked about the job.
    expect(service.jobs.requests.filter((request) => request.jobId === jobId)).toEqual([]);
    await sleep(300);
    expect(receiver.to('/outputs-only')).toHaveLength(0);
  });
});
