import { ErrorCode, INTERNAL_CALLER_HEADERS, PLAN_QUOTAS } from '@reelmix/contracts';
import { ControlledClock } from '@reelmix/testing';
import { randomBytes, randomUUID } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { Clip } from '../src/library/clip.entity';
import { FakeJobs } from './support/fake-jobs';
import { type FilePart, multipartBody, sendSlowly } from './support/slow-multipart-client';
import { INTERNAL_TOKEN, makeClip, UploadsTestApp } from './support/uploads-test-app';

const MINUTE_MS = 60_000;
const GB = 1024 ** 3;

interface Answer {
  status: number;
  retryAfter: string | null;
  body: { error?: string; code?: string; details?: Record<string, unknown> };
}

/*
 * Issue: 25 uploads in 24 s were all accepted, with nothing to stop an account filling storage.
 * Uploads now refuse, with 429 and Retry-After and before reading the body, an upload past the
 * plan's uploads per hour or past the bytes the account may keep (its clips plus its outputs).
 */
describe('uploads: quotas on uploading', () => {
  const clock = new ControlledClock();
  const clip = makeClip();
  let service: UploadsTestApp;
  let jobs: FakeJobs;

  const headers = (userId: string, plan: 'free' | 'pro') => ({ 'x-internal-token': INTERNAL_TOKEN, 'x-user-id': userId, [INTERNAL_CALLER_HEADERS.plan]: plan });
  const threeClips = (data: Buffer = clip): FilePart[] =>
    (['intro', 'body', 'cta'] as const).map((field) => ({ field, filename: `${field}.mp4`, data }));
  /** A refused upload that costs the service almost nothing: its first file is not a video type. */
  const wrongType: FilePart[] = [{ field: 'intro', filename: 'notes.txt', data: Buffer.from('not a video') }];

  async function send(userId: string, plan: 'free' | 'pro', parts: FilePart[]): Promise<Answer> {
    const form = new FormData();
    for (const part of parts) form.append(part.field, new Blob([part.data]), part.filename);
    const response = await fetch(`${service.url}/internal/uploads`, { method: 'POST', headers: headers(userId, plan), body: form });
    return { status: response.status, retryAfter: response.headers.get('retry-after'), body: (await response.json()) as Answer['body'] };
  }

  /** The same body sent without a length (chunked), so only what arrives can be judged. */
  function sendChunked(userId: string, plan: 'free' | 'pro', parts: FilePart[]): Promise<Answer> {
    const { body, boundary } = multipartBody(parts);
    return new Promise((resolve, reject) => {
      const request = httpRequest(`${service.url}/internal/uploads`, {
        method: 'POST',
        headers: { ...headers(userId, plan), 'content-type': `multipart/form-data; boundary=${boundary}`, 'transfer-encoding': 'chunked' },
      });
      request.on('response', (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            retryAfter: (response.headers['retry-after'] as string | undefined) ?? null,
            body: JSON.parse(Buffer.concat(chunks).toString()) as Answer['body'],
          }),
        );
      });
      request.on('error', reject);
      for (let offset = 0; offset < body.length; offset += 8192) request.write(body.subarray(offset, offset + 8192));
      request.end();
    });
  }

  const clipsOf = (userId: string) => service.db.getRepository(Clip).countBy({ userId });

  beforeAll(async () => {
    service = await UploadsTestApp.start({}, clock);
    jobs = new FakeJobs(service.vhost.url);
    await jobs.start();
  });

  afterAll(async () => {
    await jobs?.stop();
    await service?.close();
  });

  it('counts every upload started in the hour, refused ones too, and refuses the next before reading it', async () => {
    const userId = randomUUID();
    expect((await send(userId, 'free', threeClips())).status).toBe(201);
    clock.advance(10 * MINUTE_MS);
    for (let i = 1; i < PLAN_QUOTAS.free.uploadsPerHour; i++) expect((await send(userId, 'free', wrongType)).status).toBe(415);

    const refused = await send(userId, 'free', threeClips());
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({
      code: ErrorCode.RateLimited,
      error:
        'Upload Limit Reached: You can start 20 uploads an hour. Please try again in 50 minutes. Upgrade to Pro for up to 40 uploads an hour.',
      details: { title: 'Upload Limit Reached', quota: 'uploadsPerHour', retryAfterSeconds: expect.any(Number) },
    });
    // The first upload, ten minutes ago, leaves the hour in fifty minutes.
    const retryAfter = Number(refused.retryAfter);
    expect(retryAfter).toBe(refused.body.details?.retryAfterSeconds);
    expect(retryAfter).toBeGreaterThan(50 * 60 - 10);
    expect(retryAfter).toBeLessThanOrEqual(50 * 60);

    // Refused before the body is read: the answer comes while a slow client has sent almost none of it.
    const slow = sendSlowly(`${service.url}/internal/uploads`, headers(userId, 'free'), threeClips(Buffer.concat([clip, randomBytes(256 * 1024)])), {
      firstBytes: 1024,
      chunkBytes: 8 * 1024,
      pauseMs: 250,
    });
    const answer = await slow.answer;
    expect(answer.status).toBe(429);
    expect(answer.at - slow.startedAt).toBeLessThan(3000);
    slow.abort();
    expect(await clipsOf(userId)).toBe(3);

    clock.advance(retryAfter * 1000);
    expect((await send(userId, 'free', threeClips())).status).toBe(201);
  });

  it('gives each user their own count, and Pro a higher one', async () => {
    const [busy, other] = [randomUUID(), randomUUID()];
    for (let i = 0; i < PLAN_QUOTAS.free.uploadsPerHour; i++) await send(busy, 'pro', wrongType);
    expect((await send(busy, 'pro', wrongType)).status).toBe(415);
    expect((await send(other, 'free', threeClips())).status).toBe(201);
  });

  it('refuses an upload the account has no room for, judged by its declared length and by what arrives', async () => {
    const userId = randomUUID();
    expect((await send(userId, 'free', threeClips())).status).toBe(201);
    // Outputs rendered for the account fill the free plan's storage all but a few bytes.
    jobs.outputBytes.set(userId, PLAN_QUOTAS.free.storedBytes - 3 * clip.length - 100);
    const requestsBefore = jobs.requests.length;

    const declared = await send(userId, 'free', threeClips());
    expect(declared.status).toBe(429);
    expect(declared.retryAfter).toBe('86400');
    expect(declared.body).toMatchObject({
      code: ErrorCode.RateLimited,
      error:
        'Storage Limit Reached: Your clips and videos use 10 GB of the 10 GB your plan keeps, which leaves no room for this upload. Upgrade to Pro for up to 250 GB.',
      details: { title: 'Storage Limit Reached', quota: 'storedBytes', retryAfterSeconds: 86400 },
    });

    const chunked = await sendChunked(userId, 'free', threeClips());
    expect(chunked).toMatchObject({ status: 429, retryAfter: '86400', body: { details: { title: 'Storage Limit Reached' } } });
    // Neither became a job or left a clip.
    expect(jobs.requests.length).toBe(requestsBefore);
    expect(await clipsOf(userId)).toBe(3);

    // The same account on Pro has room.
    expect((await send(userId, 'pro', threeClips())).status).toBe(201);
    jobs.outputBytes.set(userId, 1 * GB);
    expect((await send(userId, 'free', threeClips())).status).toBe(201);
  });
});
