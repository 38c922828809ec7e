import { existsSync } from 'node:fs';
import { copyFile, mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { combineSegments, combineSegmentsBatch } from '../src/combine';
import { normaliseClip, type NormalisedSegment } from '../src/normalise';
import { probeMedia } from '../src/probe';
import { renderCombinations } from '../src/render-combinations';
import { verifyOutputFully } from '../src/verify';
import { entriesOf, ffmpeg, makeClip, truncateCopy } from './clip-fixtures';
import { setMediaTempRoot } from '../src/temp-dir';

/*
 * The pipeline end to end on 2x1x1 mixed clips: one intro without audio, one at 25 fps in a mov,
 * a VP9/Opus webm body and a full-range, rotated cta. Every output must pass the full verification.
 */

let dir: string;
let tempRoot: string;
let clips: { intro1: string; intro2: string; body: string; cta: string };
const segments: Record<string, NormalisedSegment> = {};

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'media-pipeline-'));
  tempRoot = join(dir, 'tmp');
  await mkdir(tempRoot);
  setMediaTempRoot(tempRoot);
  clips = {
    intro1: await makeClip(dir, 'intro one.mp4', { audio: null, seconds: 1.2 }),
    intro2: await makeClip(dir, 'intro-25fps.mov', { fps: '25', width: 240, height: 320 }),
    body: await makeClip(dir, 'body.webm', { video: 'vp9', audio: 'opus', width: 320, height: 180, seconds: 1.1 }),
    cta: await makeClip(dir, 'cta 🔥.mp4', { fps: '30000/1001', pixelFormat: 'yuvj420p', seconds: 0.9, rotate: 90 }),
  };
});

afterAll(async () => {
  setMediaTempRoot(undefined);
  await rm(dir, { recursive: true, force: true });
});

afterEach(async () => {
  expect(await entriesOf(tempRoot)).toEqual([]);
});

describe('normalise and combine', () => {
  it('normalises each clip to exact frames and samples with one shared codec setup', async () => {
    for (const [name, path] of Object.entries(clips)) {
      segments[name] = await normaliseClip(path, join(dir, `${name}.mov`), '9:16');
    }
    expect(segments['intro1']).toMatchObject({ frames: 36, audioSamples: 36 * 1600, durationSec: 1.2 });
    expect(segments['intro2']).toMatchObject({ frames: 30, audioSamples: 30 * 1600 });
    expect(segments['body']!.frames).toBe(33);
    expect(segments['cta']!.frames).toBe(27);
    const setups = new Set(Object.values(segments).map((segment) => segment.setupHash));
    expect(setups.size).toBe(1);
  });

  it('reads the rotated cta in its display orientation', async () => {
    expect(await probeMedia(clips.cta)).toMatchObject({ width: 320, height: 240, rotation: 90 });
  });

  it('joins each combination by stream copy into an output that passes the full verification', async () => {
    for (const intro of ['intro1', 'intro2']) {
      const parts = [segments[intro]!, segments['body']!, segments['cta']!];
      const output = join(dir, `${intro}-combined.mp4`);
      const combined = await combineSegments(
        parts.map((p) => p.path),
        output,
      );
      const expectedSec = parts.reduce((sum, p) => sum + p.frames, 0) / 30;
      expect(combined).toMatchObject({ path: output, width: 1080, height: 1920 });
      expect(combined.durationSec).toBeCloseTo(expectedSec, 2);
      expect(combined.sha256).toMatch(/^[0-9a-f]{64}$/);
      await expect(verifyOutputFully(output, { durationSec: expectedSec, width: 1080, height: 1920, fps: 30 })).resolves.toBeUndefined();
    }
  });

  it('joins several combinations in one process into the same bytes', async () => {
    const jobs = ['intro1', 'intro2'].map((intro) => ({
      segments: [segments[intro]!.path, segments['body']!.path, segments['cta']!.path],
      output: join(dir, `${intro}-batched.mp4`),
    }));
    const batched = await combineSegmentsBatch(jobs);
    const single = await combineSegments(jobs[1]!.segments, join(dir, 'intro2-again.mp4'));
    expect(batched.map((b) => b.path)).toEqual(jobs.map((j) => j.output));
    expect(batched[1]!.sha256).toBe(single.sha256);
  });

  it('refuses to join segments whose codec setups differ', async () => {
    const feed = await normaliseClip(clips.body, join(dir, 'body-4x5.mov'), '4:5');
    await expect(combineSegments([segments['intro1']!.path, feed.path], join(dir, 'mixed.mp4'))).rejects.toMatchObject({
      name: 'MediaProcessError',
      message: expect.stringContaining('does not share the codec setup'),
    });
  });
});

describe('verifyOutputFully', () => {
  let output: string;
  const expected = () => ({ durationSec: (36 + 33 + 27) / 30, width: 1080, height: 1920, fps: 30 });

  beforeAll(() => {
    output = join(dir, 'intro1-combined.mp4');
  });

  it('fails a truncated output, which decodes with exit code 0 unless -xerror is given', async () => {
    const cut = await truncateCopy(output, join(dir, 'cut.mp4'), 0.7);
    await expect(verifyOutputFully(cut, expected())).rejects.toMatchObject({ name: 'MediaProcessError', message: expect.stringContaining('cut.mp4 failed verification') });
  });

  it('fails an output without faststart', async () => {
    const slow = join(dir, 'no-faststart.mp4');
    await ffmpeg(['-i', output, '-c', 'copy', slow]);
    await expect(verifyOutputFully(slow, expected())).rejects.toThrow('no faststart');
  });

  it('fails an output of the wrong size or length', async () => {
    await expect(verifyOutputFully(output, { ...expected(), width: 1080, height: 1350 })).rejects.toThrow('frames are 1080x1920, expected 1080x1350');
    await expect(verifyOutputFully(output, { ...expected(), durationSec: 5 })).rejects.toThrow('expected 5.000 s');
  });
});

describe('renderCombinations', () => {
  it('renders 2x1x1 in one placement with a manifest naming the sources', async () => {
    const outDir = join(dir, 'out');
    const intro2 = join(dir, 'hook, "two".mov');
    await copyFile(clips.intro2, intro2);
    const events: string[] = [];
    const { manifest, timings } = await renderCombinations({
      intro: [clips.intro1, intro2],
      body: [clips.body],
      cta: [clips.cta],
      outDir,
      placements: ['4:5'],
      onProgress: (event) => events.push(`${event.stage} ${event.done}/${event.total}`),
    });
    expect(manifest.map((row) => row.file)).toEqual(['h1-b1-c1_4x5.mp4', 'h2-b1-c1_4x5.mp4']);
    expect(manifest[1]).toMatchObject({ intro: 'hook, "two".mov', body: 'body.webm', cta: 'cta 🔥.mp4', placement: '4:5', width: 1080, height: 1350 });
    expect(events).toEqual(['normalise 1/4', 'normalise 2/4', 'normalise 3/4', 'normalise 4/4', 'combine 1/2', 'combine 2/2', 'verify 1/2', 'verify 2/2']);
    expect(timings.normaliseMs).toBeGreaterThan(0);
    expect((await entriesOf(outDir)).sort()).toEqual(['h1-b1-c1_4x5.mp4', 'h2-b1-c1_4x5.mp4', 'manifest.csv']);
    const csv = await readFile(join(outDir, 'manifest.csv'), 'utf8');
    expect(csv.split('\r\n')[2]).toMatch(/^h2-b1-c1_4x5\.mp4,"hook, ""two"".mov",body\.webm,cta 🔥\.mp4,4:5,/);
  });

  it('refuses a focus for a clip that is not in the job, or off the frame, before any work', async () => {
    const job = { intro: [clips.intro1], body: [clips.body], cta: [clips.cta], placements: ['9:16'] as const };
    await expect(renderCombinations({ ...job, outDir: join(dir, 'out-focus'), focus: new Map([[join(dir, 'other.mp4'), { x: 0, y: 0 }]]) })).rejects.toThrow(
      `a focus is given for ${join(dir, 'other.mp4')}, which is not one of the clips`,
    );
    await expect(renderCombinations({ ...job, outDir: join(dir, 'out-focus'), focus: new Map([[clips.body, { x: 0.5, y: -1 }]]) })).rejects.toThrow(
      `the focus for ${clips.body} must be two numbers from 0 to 1`,
    );
    expect(existsSync(join(dir, 'out-focus'))).toBe(false);
  });

  it('names the refused clip and leaves nothing behind', async () => {
    const bad = join(dir, 'bad body.mp4');
    await truncateCopy(clips.intro2, bad, 0);
    await expect(
      renderCombinations({ intro: [clips.intro1], body: [bad], cta: [clips.cta], outDir: join(dir, 'out-bad'), placements: ['9:16'] }),
    ).rejects.toMatchObject({ name: 'MediaRejectedError', message: 'bad body.mp4 is empty' });
    expect(await entriesOf(join(dir, 'out-bad'))).toEqual([]);
  });
});
