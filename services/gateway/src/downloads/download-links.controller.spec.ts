import { type INestApplication, Module } from '@nestjs/common';
import { APP_FILTER, NestFactory } from '@nestjs/core';
import {
  DomainError,
  ErrorCode,
  type JobArchive,
  NOTIFIED_JOB,
  type OpenJobRequest,
  type OutputLocation,
  type OutputLookupRequest,
} from '@reelmix/contracts';
import { RpcClient } from '@reelmix/messaging';
import { APP_CONFIG } from '@reelmix/service-host';
import {
  downloadLinkQueryString,
  downloadResource,
  LocalDiskObjectStorage,
  OBJECT_STORAGE,
  outputKey,
  outputThumbnailKey,
  signDownloadLink,
} from '@reelmix/storage';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { DomainErrorFilter } from '../http/domain-error.filter';
import { VideoDeliveryService } from './video-delivery.service';
import { DownloadLinksController } from './download-links.controller';
import { LINK_EXPIRED, LINK_INVALID } from '../gateway-errors';
import { DownloadLinksService } from './download-links.service';

const SECRET = 'download-link-secret-for-the-spec-0123456789';
const HOUR = 3600 * 1000;

interface StoredOutput {
  userId: string;
  jobId: string;
  fileName: string;
  bytes: Buffer;
}

/** Answers like the jobs service: a file or a job of another user is simply not found. */
class FakeJobs {
  readonly calls: Array<{ pattern: string; body: unknown }> = [];
  readonly outputs: StoredOutput[] = [];

  async request(_service: string, pattern: string, body: OutputLookupRequest | OpenJobRequest): Promise<unknown> {
    this.calls.push({ pattern, body });
    if ('downloadName' in body) {
      const found = this.outputs.find((o) => o.userId === body.userId && `${o.jobId}--${o.fileName}` === body.downloadName);
      if (!found) throw new DomainError(ErrorCode.NotFound, 'Video not found');
      return this.location(found);
    }
    const outputs = this.outputs.filter((o) => o.userId === body.userId && o.jobId === body.jobId);
    if (outputs.length === 0) throw new DomainError(ErrorCode.NotFound, 'Job not found');
    const archive: Partial<JobArchive> = {
      job: { id: body.jobId, number: 7, name: '2026-11-28 Hook A' } as JobArchive['job'],
      outputs: outputs.map((o) => ({
        ...this.location(o),
        sha256: '',
        placementTag: '9x16',
        thumbnailKey: outputThumbnailKey(this.location(o).objectKey),
        zipPath: `9x16/01-10/${o.fileName}`,
        thumbnailZipPath: `9x16/01-10/${o.fileName.replace(/\.mp4$/, '.jpg')}`,
      })),
      texts: [
        { zipPath: 'manifest.csv', content: 'file\n' },
        { zipPath: 'manifest.json', content: '{}\n' },
      ],
    };
    return archive;
  }

  private location(output: StoredOutput): OutputLocation {
    return { objectKey: outputKey(output.userId, output.jobId, output.fileName), fileName: output.fileName, sizeBytes: output.bytes.length };
  }
}

describe('signed download links (gateway)', () => {
  const jobs = new FakeJobs();
  const owner = randomUUID();
  const stranger = randomUUID();
  const ownJob = randomUUID();
  const strangersJob = randomUUID();
  const ownFile = `${ownJob}--intro1_body1_cta1_9x16.mp4`;
  const strangersFile = `${strangersJob}--intro1_body1_cta1_9x16.mp4`;
  let storageDir: string;
  let app: INestApplication;

  const videoLink = (downloadName: string, userId = owner, expiresAt = new Date(Date.now() + HOUR), secret = SECRET) =>
    `/api/links/videos/${downloadName}?${downloadLinkQueryString(
      signDownloadLink(secret, { userId, resource: downloadResource.video(downloadName), expiresAt }),
    )}`;
  const zipLink = (jobId: string, userId = owner, expiresAt = new Date(Date.now() + HOUR)) =>
    `/api/links/jobs/${jobId}/download?${downloadLinkQueryString(
      signDownloadLink(SECRET, { userId, resource: downloadResource.jobArchive(jobId), expiresAt }),
    )}`;
  const http = () => request(app.getHttpServer());

  beforeAll(async () => {
    storageDir = mkdtempSync(join(tmpdir(), 'download-links-'));
    const storage = new LocalDiskObjectStorage(storageDir);
    await storage.ensureReady();
    for (const [userId, jobId, bytes] of [
      [owner, ownJob, Buffer.from('the owner video bytes')],
      [stranger, strangersJob, Buffer.from('somebody else entirely')],
    ] as const) {
      const output = { userId, jobId, fileName: 'intro1_body1_cta1_9x16.mp4', bytes };
      jobs.outputs.push(output);
      await storage.put(outputKey(userId, jobId, output.fileName), bytes);
    }

    @Module({
      controllers: [DownloadLinksController],
      providers: [
        DownloadLinksService,
        VideoDeliveryService,
        { provide: APP_CONFIG, useValue: { DOWNLOAD_LINK_SECRET: SECRET } },
        { provide: RpcClient, useValue: jobs },
        { provide: OBJECT_STORAGE, useValue: storage },
        { provide: APP_FILTER, useClass: DomainErrorFilter },
      ],
    })
    class DownloadsSpecModule {}
    app = await NestFactory.create(DownloadsSpecModule, { logger: false });
    await app.init();
  });

  afterAll(async () => {
    await app?.close();
    rmSync(storageDir, { recursive: true, force: true });
  });

  beforeEach(() => {
    jobs.calls.length = 0;
  });

  it('streams the owner their file without a session, seekable by Range', async () => {
    const whole = await http().get(videoLink(ownFile)).expect(200);
    expect(whole.headers['content-type']).toBe('video/mp4');
    expect(Buffer.from(whole.body as Buffer).toString()).toBe('the owner video bytes');
    expect(jobs.calls).toEqual([{ pattern: 'jobs.output.v1', body: { userId: owner, downloadName: ownFile, plan: NOTIFIED_JOB } }]);

    const part = await http().get(videoLink(ownFile)).set('Range', 'bytes=4-8').expect(206);
    expect(part.headers['content-range']).toBe('bytes 4-8/21');
    expect(Buffer.from(part.body as Buffer).toString()).toBe('owner');
  });

  it('sends the owner the zip of the job, named after the job', async () => {
    const answer = await http().get(zipLink(ownJob)).buffer(true).expect(200);
    expect(answer.headers['content-type']).toBe('application/zip');
    expect(answer.headers['content-disposition']).toBe('attachment; filename="reelmix-j7-2026-11-28-Hook-A.zip"');
  });

  it('answers 410 with a clear message once the link has expired, and asks jobs nothing', async () => {
    const answer = await http().get(videoLink(ownFile, owner, new Date(Date.now() - 1000))).expect(410);
    expect(answer.body).toMatchObject({ code: 'EXPIRED', message: LINK_EXPIRED });
    await http().get(zipLink(ownJob, owner, new Date(Date.now() - 1000))).expect(410);
    expect(jobs.calls).toEqual([]);
  });

  it('answers 403 to a link whose signature, expiry or owner was edited', async () => {
    const link = new URL(videoLink(ownFile), 'http://gateway');
    const edits: Array<[string, string]> = [
      ['s', `${link.searchParams.get('s')?.slice(0, -2)}xx`],
      ['e', String(Number(link.searchParams.get('e')) + 24 * 3600)],
      ['u', stranger],
    ];
    for (const [name, value] of edits) {
      const edited = new URL(link);
      edited.searchParams.set(name, value);
      const answer = await http().get(`${edited.pathname}${edited.search}`).expect(403);
      expect(answer.body).toMatchObject({ code: 'FORBIDDEN', message: LINK_INVALID });
    }
    await http().get(`/api/links/videos/${ownFile}`).expect(403);
    expect(jobs.calls).toEqual([]);
  });

  it("refuses the owner's link used for another user's file or job", async () => {
    const ownQuery = new URL(videoLink(ownFile), 'http://gateway').search;
    await http().get(`/api/links/videos/${strangersFile}${ownQuery}`).expect(403);
    const ownZipQuery = new URL(zipLink(ownJob), 'http://gateway').search;
    await http().get(`/api/links/jobs/${strangersJob}/download${ownZipQuery}`).expect(403);
    // A video link does not open the zip of its job either.
    await http().get(`/api/links/jobs/${ownJob}/download${ownQuery}`).expect(403);
    expect(jobs.calls).toEqual([]);
  });

  it("asks jobs as the link's owner, so a genuine link for a file its owner does not have is 404", async () => {
    await http().get(videoLink(strangersFile, owner)).expect(404);
    expect(jobs.calls).toEqual([{ pattern: 'jobs.output.v1', body: { userId: owner, downloadName: strangersFile, plan: NOTIFIED_JOB } }]);
  });

  it('refuses a link signed with another secret', async () => {
    await http().get(videoLink(ownFile, owner, new Date(Date.now() + HOUR), `${SECRET}-elsewhere`)).expect(403);
  });

  describe('opened in a browser (a navigation that asks for HTML)', () => {
    const BROWSER_ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8';
    const edited = () => {
      const link = new URL(videoLink(ownFile), 'http://gateway');
      link.searchParams.set('s', `${link.searchParams.get('s')?.slice(0, -2)}xx`);
      return `${link.pathname}${link.search}`;
    };

    it.each([
      ['an expired video link', () => videoLink(ownFile, owner, new Date(Date.now() - 1000)), 'expired'],
      ['an expired zip link', () => zipLink(ownJob, owner, new Date(Date.now() - 1000)), 'expired'],
      ['an edited link', edited, 'invalid'],
      ['a link to a file that is gone', () => videoLink(strangersFile, owner), 'missing'],
    ])('sends %s to the explanation page, not raw JSON', async (_case, link, reason) => {
      const answer = await http().get(link()).set('Accept', BROWSER_ACCEPT).expect(303);
      expect(answer.headers.location).toBe(`/link-expired?reason=${reason}`);
      expect(answer.headers['content-type'] ?? '').not.toContain('application/json');
      expect(answer.headers['cache-control']).toBe('no-store');
    });

    it('still answers JSON to API clients and players, which do not prefer HTML', async () => {
      for (const accept of ['application/json', '*/*', 'video/*']) {
        const answer = await http().get(videoLink(ownFile, owner, new Date(Date.now() - 1000))).set('Accept', accept).expect(410);
        expect(answer.body).toMatchObject({ code: 'EXPIRED', message: LINK_EXPIRED });
      }
    });

    it('streams a good link to the browser as before', async () => {
      const answer = await http().get(videoLink(ownFile)).set('Accept', BROWSER_ACCEPT).expect(200);
      expect(answer.headers['content-type']).toBe('video/mp4');
    });
  });
});
