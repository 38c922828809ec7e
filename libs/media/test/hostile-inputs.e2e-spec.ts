import { execFileSync, spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile, copyFile } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import { createServer, type Server } from 'node:http';
import { type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ffprobeGlobalArgs, fileUrl, uploadInputArgs } from '../src/hardening-args';
import { runMediaTool } from '../src/ffmpeg-process';
import { probeMedia } from '../src/probe';
import { entriesOf, ffmpeg, makeClip, truncateCopy } from './clip-fixtures';
import { setMediaTempRoot } from '../src/temp-dir';

/*
 * Every kind of hostile or broken upload the product must refuse, made for real, each refused by
 * probeMedia with a reason a person understands, nothing left behind in the temp root.
 */

let dir: string;
let tempRoot: string;
let good: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'media-hostile-'));
  tempRoot = join(dir, 'tmp');
  await mkdir(tempRoot);
  setMediaTempRoot(tempRoot);
  good = await makeClip(dir, 'good.mp4', { extra: ['-movflags', '+faststart'] });
});

afterAll(async () => {
  setMediaTempRoot(undefined);
  await rm(dir, { recursive: true, force: true });
});

afterEach(async () => {
  expect(await entriesOf(tempRoot)).toEqual([]);
});

async function expectRejected(file: string, reason: string | RegExp): Promise<void> {
  await expect(probeMedia(file)).rejects.toMatchObject({ name: 'MediaRejectedError', reason: typeof reason === 'string' ? reason : expect.stringMatching(reason) });
}

describe('probeMedia refuses hostile and broken uploads', () => {
  it('an HLS playlist renamed .mp4', async () => {
    const file = join(dir, 'playlist.mp4');
    await writeFile(file, '#EXTM3U\n#EXT-X-TARGETDURATION:10\n#EXTINF:10,\nhttp://169.254.169.254/latest/meta-data/x.ts\n#EXT-X-ENDLIST\n');
    await expectRejected(file, 'is a playlist, not a video');
  });

  it('an ffconcat playlist renamed .mp4 that names a sibling file', async () => {
    const file = join(dir, 'concat.mp4');
    await writeFile(file, 'ffconcat version 1.0\nfile good.mp4\n');
    await expectRejected(file, 'is a playlist, not a video');
  });

  it('an image renamed .mp4', async () => {
    const png = join(dir, 'picture.png');
    await ffmpeg(['-f', 'lavfi', '-i', 'testsrc2=size=64x64', '-frames:v', '1', png]);
    const file = join(dir, 'picture.mp4');
    await copyFile(png, file);
    await expectRejected(file, 'is an image, not a video');
  });

  it('a text file renamed .mov', async () => {
    const file = join(dir, 'notes.mov');
    await writeFile(file, 'Campaign notes: hook ideas, body copy, cta wording.\n');
    await expectRejected(file, 'is a text file, not a video');
  });

  it('a zero-byte file', async () => {
    const file = join(dir, 'empty.mp4');
    await writeFile(file, '');
    await expectRejected(file, 'is empty');
  });

  it('a truncated faststart mp4 (which ffprobe alone accepts)', async () => {
    await expectRejected(await truncateCopy(good, join(dir, 'cut-faststart.mp4'), 0.6), /^is truncated/);
  });

  it('a truncated mp4 whose movie header was at the end', async () => {
    const plain = await makeClip(dir, 'plain.mp4');
    await expectRejected(await truncateCopy(plain, join(dir, 'cut-plain.mp4'), 0.6), /^is truncated/);
  });

  it('8000x8000 frames', async () => {
    const file = join(dir, 'huge.mp4');
    await ffmpeg(['-f', 'lavfi', '-i', 'color=black:size=8000x8000', '-frames:v', '1', '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', file]);
    await expectRejected(file, 'frames are too large (8000x8000, max 4096x4096)');
  });

  it('a tiny file declaring a 10-hour duration', async () => {
    // Two frames, ten hours apart: about 1 KB on disk.
    const file = join(dir, 'ten-hours.mkv');
    await ffmpeg(['-f', 'lavfi', '-i', 'color=black:size=64x64:rate=1/36000', '-frames:v', '2', '-c:v', 'libx264', '-preset', 'ultrafast', file]);
    await expectRejected(file, /^duration 7\d{4} s is over the limit of 600 s$/);
  });

  it('an audio-only file', async () => {
    const file = join(dir, 'voiceover.mp4');
    await ffmpeg(['-f', 'lavfi', '-i', 'sine=duration=1', '-c:a', 'aac', file]);
    await expectRejected(file, 'has no video stream (it is audio only)');
  });

  it('a video codec outside the accepted list', async () => {
    await expectRejected(await makeClip(dir, 'theora.mkv', { video: 'theora', audio: null }), 'uses the theora codec, which is not accepted');
  });

  it('a FIFO, without hanging', async () => {
    const fifo = join(dir, 'stream.mp4');
    execFileSync('mkfifo', [fifo]);
    await expectRejected(fifo, 'is not a regular file');
  });
});

describe('probeMedia accepts any file name safely', () => {
  it.each(['🔥 hook, "final" (2).mp4', '-i.mp4', 'http:evil.mp4', "it's ../ok.mp4"])('%s', async (name) => {
    const file = join(dir, name.replace(/\//g, '_'));
    await copyFile(good, file);
    await expect(probeMedia(file)).resolves.toMatchObject({ width: 320, height: 240, hasAudio: true });
  });
});

describe('probeMedia measures what the header does not say', () => {
  it('a webm written as a live stream (no duration, unknown segment size), as browsers record', async () => {
    const file = join(dir, 'recorded.webm');
    // Written to a pipe, the muxer cannot go back to fill in the duration.
    const child = spawn('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-f', 'lavfi', '-i', 'testsrc2=size=320x240:rate=30:duration=2', '-c:v', 'libvpx-vp9', '-deadline', 'realtime', '-cpu-used', '8', '-f', 'webm', 'pipe:1'], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    await pipeline(child.stdout, createWriteStream(file));
    const probe = await probeMedia(file);
    expect(probe.durationSec).toBeGreaterThan(1.9);
    expect(probe.durationSec).toBeLessThan(2.1);
  });
});

describe('the ffprobe whitelists hold without the magic-byte check in front', () => {
  let server: Server;
  let requests: string[] = [];
  let base = '';
  const playlist = () => `#EXTM3U\n#EXT-X-TARGETDURATION:2\n#EXTINF:2,\n${base}/segment.ts\n#EXT-X-ENDLIST\n`;

  beforeAll(async () => {
    // Stands in for object storage behind a presigned URL, and for anything a playlist may name.
    server = createServer((req, res) => {
      requests.push(req.url ?? '');
      if (req.url === '/playlist.mp4') res.end(playlist());
      else {
        res.statusCode = 404;
        res.end();
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  beforeEach(() => {
    requests = [];
  });

  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  const opts = () => ({ what: 'probing a playlist', timeoutMs: 10_000, cwd: dir });

  it('a playlist read from a URL makes a default ffprobe fetch what it names (the SSRF)', async () => {
    await runMediaTool('ffprobe', ['-hide_banner', '-loglevel', 'error', `${base}/playlist.mp4`], opts());
    expect(requests).toEqual(expect.arrayContaining(['/playlist.mp4', '/segment.ts']));
  });

  it('the hardened ffprobe opens no URL at all', async () => {
    const result = await runMediaTool('ffprobe', [...ffprobeGlobalArgs(), ...uploadInputArgs(), `${base}/playlist.mp4`], opts());
    expect(result.exitCode).not.toBe(0);
    expect(result.stderr).toContain("Protocol 'http' not on whitelist");
    expect(requests).toEqual([]);
  });

  it('the hardened ffprobe refuses the playlist as a local file too', async () => {
    const file = join(dir, 'fetching.mp4');
    await writeFile(file, playlist());
    const result = await runMediaTool('ffprobe', [...ffprobeGlobalArgs(), ...uploadInputArgs(), fileUrl(file)], opts());
    expect(result.exitCode).not.toBe(0);
    expect(result.stderr).toContain('not on whitelist');
    expect(requests).toEqual([]);
  });

  it('an ffconcat list cannot read a sibling file', async () => {
    const file = join(dir, 'sibling.mp4');
    await writeFile(file, 'ffconcat version 1.0\nfile good.mp4\n');
    const result = await runMediaTool('ffprobe', [...ffprobeGlobalArgs(), ...uploadInputArgs(), fileUrl(file)], opts());
    expect(result.exitCode).not.toBe(0);
    expect(result.stderr).toContain('not on whitelist');
  });
});
