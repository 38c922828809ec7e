import { type INestApplication } from '@nestjs/common';
import { Events, NOTIFIED_JOB } from '@reelmix/contracts';
import { EventPublisher } from '@reelmix/messaging';
import { downloadResource, verifyDownloadLink } from '@reelmix/storage';
import { BrokerVhost, type CapturedMail, sleep, SmtpCapture, uniqueName, waitFor } from '@reelmix/testing';
import { randomUUID } from 'node:crypto';
import { DataSource, IsNull, Not } from 'typeorm';
import { OutgoingMail } from '../src/outbox/outgoing-mail.entity';
import { completedJobView, FakeJobs } from './support/fake-jobs';
import { mailTablesText, ownDatabase, registerUser, startMail, TEST_DOWNLOAD_LINK_SECRET, TEST_PUBLIC_URL } from './support/mail-test-app';

const address = () => `${uniqueName('user')}@example.com`;
const HOUR_MS = 3600 * 1000;

/** The plain-text part's links (the HTML part has the same ones with `&amp;`). */
function linksIn(mail: CapturedMail, path: string): URL[] {
  const found = mail.body.match(new RegExp(`${TEST_PUBLIC_URL}${path}[^\\s"<>]+`, 'g')) ?? [];
  return [...new Set(found.filter((link) => !link.includes('&amp;')))].map((link) => new URL(link));
}

const queryOf = (link: URL) => Object.fromEntries(link.searchParams);

describe('job-completed mail with signed download links', () => {
  let vhost: BrokerVhost;
  let database: { url: string; drop(): Promise<void> };
  let smtp: SmtpCapture;
  let jobs: FakeJobs;
  let app: INestApplication;
  let publisher: EventPublisher;

  const complete = (userId: string, jobId: string, outputCount: number) =>
    publisher.publish(Events.JobCompleted, { jobId, userId, outputCount, completedAt: new Date().toISOString() });

  beforeAll(async () => {
    vhost = BrokerVhost.create();
    database = await ownDatabase();
    smtp = new SmtpCapture(await SmtpCapture.freePort());
    await smtp.start();
    jobs = new FakeJobs(vhost.url);
    await jobs.start();
    app = await startMail(vhost.url, { DATABASE_URL: database.url, SMTP_HOST: '127.0.0.1', SMTP_PORT: String(smtp.port) });
    publisher = app.get(EventPublisher);
  });

  afterAll(async () => {
    await app?.close();
    await jobs?.stop();
    await smtp?.stop();
    vhost?.delete();
    await database?.drop();
  });

  it('mails links that open each file and the zip for the owner only, for a week', async () => {
    const email = address();
    const userId = await register(email);
    const jobId = randomUUID();
    const files = ['intro1_body1_cta1_9x16.mp4', 'intro1_body2_cta1_9x16.mp4'];
    jobs.add(userId, completedJobView(jobId, files));
    const sentAt = Date.now();
    await complete(userId, jobId, 2);

    const mail = await waitFor(() => smtp.to(email)[0], { what: 'the job mail' });
    expect(mail.subject).toBe('Your videos are ready: 2 videos');
    expect(mail.body).toContain('2 videos are ready');
    expect(mail.body).toContain(`${TEST_PUBLIC_URL}/dashboard`);
    expect(jobs.requests).toContainEqual({ jobId, userId, plan: NOTIFIED_JOB });

    const videoLinks = linksIn(mail, '/api/links/videos/');
    expect(videoLinks.map((link) => link.pathname)).toEqual(files.map((file) => `/api/links/videos/${jobId}--${file}`));
    const [zipLink, ...moreZips] = linksIn(mail, '/api/links/jobs/');
    expect(moreZips).toEqual([]);
    expect(zipLink.pathname).toBe(`/api/links/jobs/${jobId}/download`);

    for (const [link, resource] of [
      ...videoLinks.map((video, index) => [video, downloadResource.video(`${jobId}--${files[index]}`)] as const),
      [zipLink, downloadResource.jobArchive(jobId)] as const,
    ]) {
      const query = queryOf(link);
      expect(verifyDownloadLink(TEST_DOWNLOAD_LINK_SECRET, resource, query)).toEqual({ ok: true, userId });
      // Good for the configured 168 hours from when the mail was written, and not past them.
      const expiresAt = Number(query.e) * 1000;
      expect(expiresAt).toBeGreaterThanOrEqual(sentAt + 168 * HOUR_MS - 1000);
      expect(expiresAt).toBeLessThanOrEqual(Date.now() + 168 * HOUR_MS);
      expect(verifyDownloadLink(TEST_DOWNLOAD_LINK_SECRET, resource, query, new Date(expiresAt))).toEqual({ ok: false, reason: 'expired' });
      expect(verifyDownloadLink(TEST_DOWNLOAD_LINK_SECRET, resource, { ...query, u: randomUUID() })).toEqual({ ok: false, reason: 'invalid' });
    }
    // A file's link opens that file only.
    expect(verifyDownloadLink(TEST_DOWNLOAD_LINK_SECRET, downloadResource.video(`${jobId}--${files[1]}`), queryOf(videoLinks[0]))).toEqual({
      ok: false,
      reason: 'invalid',
    });
    expect(mail.body).toContain('for 7 days');
  });

  it('keeps no working download link in any mail table, before or after sending', async () => {
    const email = address();
    const userId = await register(email);
    const jobId = randomUUID();
    const files = ['kept_1_9x16.mp4', 'kept_2_9x16.mp4'];
    jobs.add(userId, completedJobView(jobId, files));
    await complete(userId, jobId, 2);

    const mail = await waitFor(() => smtp.to(email)[0], { what: 'the job mail' });
    const sent = await waitFor(async () => (await app.get(DataSource).getRepository(OutgoingMail).findOneBy({ toAddress: email, sentAt: Not(IsNull()) })) ?? undefined, {
      what: 'the mail marked sent',
    });
    const links = [...linksIn(mail, '/api/links/videos/'), ...linksIn(mail, '/api/links/jobs/')];
    expect(links).toHaveLength(3);
    const stored = await mailTablesText(app);
    // A link works only with its signature, and no stored text holds one.
    for (const link of links) expect(stored).not.toContain(queryOf(link).s);
    expect(stored).not.toContain('/api/links/');
    // What is kept of it reads as the mail did, without its links.
    expect(sent.sealedBody).toBeNull();
    expect(sent.text).toContain(`${files[0]}: [link removed after sending]`);
    expect(sent.html).toContain('2 videos are ready');
  });

  it('takes the file names from the event itself, asking jobs nothing', async () => {
    const email = address();
    const userId = await register(email);
    const jobId = randomUUID();
    const files = ['Hook-Ete_11_9x16.mp4', 'Hook-Ete_12_9x16.mp4'];
    await publisher.publish(Events.JobCompleted, { jobId, userId, outputCount: 2, completedAt: new Date().toISOString(), fileNames: files });

    const mail = await waitFor(() => smtp.to(email)[0], { what: 'the job mail' });
    expect(linksIn(mail, '/api/links/videos/').map((link) => link.pathname)).toEqual(files.map((file) => `/api/links/videos/${jobId}--${file}`));
    expect(jobs.requests.filter((request) => request.jobId === jobId)).toEqual([]);
  });

  it('sends one mail for a completion delivered twice', async () => {
    const email = address();
    const userId = await register(email);
    const jobId = randomUUID();
    jobs.add(userId, completedJobView(jobId, ['a_9x16.mp4']));
    const event = {
      messageId: randomUUID(),
      name: Events.JobCompleted,
      payload: { jobId, userId, outputCount: 1, completedAt: new Date().toISOString() },
      occurredAt: new Date(),
    };
    await publisher.send(event);
    await publisher.send(event);
    await waitFor(() => smtp.to(email).length > 0, { what: 'the job mail' });
    await sleep(500);
    expect(smtp.to(email)).toHaveLength(1);
    expect(await app.get(DataSource).getRepository(OutgoingMail).findBy({ toAddress: email })).toHaveLength(1);
  });

  it('retries the event while the jobs service is away and mails once it answers', async () => {
    const email = address();
    const userId = await register(email);
    const jobId = randomUUID();
    jobs.add(userId, completedJobView(jobId, ['a_9x16.mp4']));
    await jobs.stop();
    try {
      await complete(userId, jobId, 1);
      await sleep(600);
      expect(smtp.to(email)).toEqual([]);
    } finally {
      await jobs.start();
    }
    const mail = await waitFor(() => smtp.to(email)[0], { what: 'the delayed job mail' });
    expect(linksIn(mail, '/api/links/videos/')).toHaveLength(1);
    await sleep(500);
    expect(smtp.to(email)).toHaveLength(1);
  });

  function register(email: string): Promise<string> {
    return registerUser(app, email);
  }
});
