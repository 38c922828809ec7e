import { INTERNAL_CALLER_HEADERS } from '@reelmix/contracts';
import { createHash, randomUUID } from 'node:crypto';
import { OBJECT_STORAGE, type ObjectStorage } from '@reelmix/storage';
import { FakeJobs } from './support/fake-jobs';
import { INTERNAL_TOKEN, makeClip, UploadsTestApp } from './support/uploads-test-app';

/*
 * What an upload hands the jobs service besides the clips: each clip's content hash (the render
 * keeps normalised segments by it) and the framing the customer chose.
 */
describe('uploads: content hashes and the framing field', () => {
  const clip = makeClip();
  let service: UploadsTestApp;
  let jobs: FakeJobs;

  const send = (fields: Record<string, string>) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    for (const section of ['intro', 'body', 'cta']) form.append(section, new Blob([clip], { type: 'video/mp4' }), `${section}.mp4`);
    return fetch(`${service.url}/internal/uploads`, {
      method: 'POST',
      headers: { 'x-internal-token': INTERNAL_TOKEN, 'x-user-id': randomUUID(), [INTERNAL_CALLER_HEADERS.plan]: 'pro' },
      body: form,
    });
  };

  beforeAll(async () => {
    service = await UploadsTestApp.start();
    jobs = new FakeJobs(service.vhost.url);
    await jobs.start();
  });

  afterAll(async () => {
    await jobs?.stop();
    await service?.close();
  });

  it('passes each clip\'s SHA-256, taken as it streamed, and the chosen framing', async () => {
    const answer = await send({ framing: 'blur' });
    expect(answer.status).toBe(201);
    const request = jobs.requests.at(-1)!;
    expect(request.framing).toBe('blur');
    const sha256 = createHash('sha256').update(clip).digest('hex');
    expect(request.clips.map((sent) => sent.contentSha256)).toEqual([sha256, sha256, sha256]);
  });

  it("passes each clip's shape as shown and stores its poster frame beside it, at that shape", async () => {
    expect((await send({})).status).toBe(201);
    const [sent] = jobs.requests.at(-1)!.clips;
    expect(sent).toMatchObject({ width: 160, height: 120, posterKey: `${sent.objectKey}.poster.jpg` });
    const storage = service.app.get<ObjectStorage>(OBJECT_STORAGE);
    const poster = Buffer.concat(await (await storage.get(sent.posterKey!)).toArray());
    // JPEG's start-of-image marker.
    expect(poster.subarray(0, 2).toString('hex')).toBe('ffd8');
    expect(await storage.stat(sent.posterKey!)).toMatchObject({ contentType: 'image/jpeg' });
  });

  it('leaves the framing to the render\'s rule when the form has none', async () => {
    expect((await send({})).status).toBe(201);
    expect(jobs.requests.at(-1)!.framing).toBe('auto');
  });

  it('refuses an unknown framing with the choices, and records no job', async () => {
    const before = jobs.requests.length;
    const answer = await send({ framing: 'stretch' });
    expect(answer.status).toBe(400);
    expect(((await answer.json()) as { message: string }).message).toBe('Unknown framing "stretch": choose from auto, fill, blur, fit');
    expect(jobs.requests).toHaveLength(before);
  });
});
