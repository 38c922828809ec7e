import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { normaliseClip } from '../src/normalise';
import { type ProbeResult } from '../src/probe-result';
import { corruptMiddle, entriesOf, makeClip, processesMentioning } from './clip-fixtures';
import { setMediaTempRoot } from '../src/temp-dir';

/*
 * Failures end cleanly: a stuck ffmpeg is killed at its timeout (or on abort) and reported, a
 * clip that fails to decode is named in the error, and no temp dir or process outlives the call.
 */

let dir: string;
let tempRoot: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'media-faults-'));
  tempRoot = join(dir, 'tmp');
  await mkdir(tempRoot);
  setMediaTempRoot(tempRoot);
});

afterAll(async () => {
  setMediaTempRoot(undefined);
  await rm(dir, { recursive: true, force: true });
});

afterEach(async () => {
  expect(await entriesOf(tempRoot)).toEqual([]);
});

/** What a probe of a valid 1 s clip says; lets a test hand ffmpeg an input the probe would refuse. */
const acceptedProbe: ProbeResult = {
  durationSec: 1,
  width: 320,
  height: 240,
  fps: 30,
  hasAudio: false,
  videoCodec: 'h264',
  audioCodec: null,
  formatName: 'mov,mp4,m4a,3gp,3g2,mj2',
  rotation: 0,
  sampleAspectRatio: 1,
  videoStreamIndex: 0,
  audioStreamIndex: null,
  streamCount: 1,
};

function fifo(name: string): string {
  const path = join(dir, name);
  execFileSync('mkfifo', [path]);
  return path;
}

describe('a stuck ffmpeg', () => {
  it('is killed at its timeout, reported with the limit, and leaves nothing behind', async () => {
    // Opening a FIFO nobody writes to blocks ffmpeg forever, deaf to SIGTERM: only SIGKILL ends it.
    const input = fifo('stuck.mp4');
    const output = join(dir, 'never.mov');
    const started = Date.now();
    await expect(normaliseClip(input, output, '9:16', { probe: acceptedProbe, loudness: null, timeoutMs: 500 })).rejects.toMatchObject({
      name: 'MediaTimeoutError',
      message: 'normalising stuck.mp4 for 9:16 timed out after 500 ms and was killed',
    });
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(await processesMentioning(input)).toEqual([]);
    expect(existsSync(output)).toBe(false);
  });

  it('is killed when the caller aborts', async () => {
    const input = fifo('aborted.mp4');
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 300);
    await expect(normaliseClip(input, join(dir, 'aborted.mov'), '4:5', { probe: acceptedProbe, loudness: null, signal: controller.signal })).rejects.toMatchObject({
      name: 'MediaAbortedError',
      message: 'normalising aborted.mp4 for 4:5 was aborted',
    });
    expect(await processesMentioning(input)).toEqual([]);
  });
});

describe('a clip that fails to decode', () => {
  it('fails with a MediaDecodeError naming the clip, ffmpeg\'s account kept apart for the log', async () => {
    const clean = await makeClip(dir, 'clean.mp4', { audio: null, seconds: 2, extra: ['-movflags', '+faststart'] });
    const damaged = await corruptMiddle(clean, join(dir, 'damaged.mp4'));
    await expect(normaliseClip(damaged, join(dir, 'damaged.mov'), '9:16', { displayName: 'My Hook.mp4' })).rejects.toMatchObject({
      name: 'MediaDecodeError',
      what: 'normalising My Hook.mp4 for 9:16',
      detail: expect.stringMatching(/(NAL|decod|corrupt|error)/i),
      message: expect.stringMatching(/^normalising My Hook\.mp4 for 9:16 failed: .*(NAL|decod|corrupt|error)/i),
    });
    expect(existsSync(join(dir, 'damaged.mov'))).toBe(false);
  });
});
