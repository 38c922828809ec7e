import { createHash } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TikTokClient } from './tiktok-client';
import { tiktokApiSettings } from './tiktok-settings';
import { TikTokVideoUploadError } from './tiktok-video.errors';
import { uploadTikTokVideo } from './video-upload';

const BYTES = Buffer.from('not really an mp4, but bytes all the same');
const MD5 = createHash('md5').update(BYTES).digest('hex');

describe('uploadTikTokVideo', () => {
  let dir: string;
  let filePath: string;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'tiktok-upload-'));
    filePath = join(dir, 'j1-intro-a.mp4');
    await writeFile(filePath, BYTES);
  });

  afterAll(() => rm(dir, { recursive: true, force: true }));

  function clientAnswering(data: unknown) {
    const forms: FormData[] = [];
    const fetch = jest.fn(async (_url: string | URL | Request, init?: RequestInit) => {
      forms.push(init?.body as FormData);
      return new Response(JSON.stringify({ code: 0, message: 'OK', request_id: 'r', data }));
    });
    const client = new TikTokClient({ settings: tiktokApiSettings({ baseUrl: 'http://tiktok.test' }), accessToken: 't', fetch: fetch as unknown as typeof globalThis.fetch });
    return { client, forms };
  }

  it('sends the file with its MD5 as video_signature and answers the video id', async () => {
    const { client, forms } = clientAnswering([{ video_id: 'v-1', signature: MD5 }]);
    await expect(uploadTikTokVideo(client, { advertiserId: '7', filePath })).resolves.toEqual({ videoId: 'v-1', signature: MD5, fileSize: BYTES.length, chunks: 0 });
    const form = forms[0];
    expect(form.get('advertiser_id')).toBe('7');
    expect(form.get('upload_type')).toBe('UPLOAD_BY_FILE');
    expect(form.get('video_signature')).toBe(MD5);
    expect(form.get('file_name')).toBe('j1-intro-a.mp4');
    expect(Buffer.from(await (form.get('video_file') as Blob).arrayBuffer())).toEqual(BYTES);
  });

  it('refuses an answer whose signature is not the file’s', async () => {
    const { client } = clientAnswering([{ video_id: 'v-1', signature: 'ffff' }]);
    await expect(uploadTikTokVideo(client, { advertiserId: '7', filePath })).rejects.toBeInstanceOf(TikTokVideoUploadError);
  });

  it('names a file it cannot read', async () => {
    const { client } = clientAnswering([]);
    await expect(uploadTikTokVideo(client, { advertiserId: '7', filePath: join(dir, 'missing.mp4') })).rejects.toThrow(/missing\.mp4 to TikTok failed: the file cannot be read/);
  });
});
