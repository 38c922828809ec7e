import { DEFAULT_TEXT_STYLE, PLACEMENTS, TEXT_AREAS, type TextVariant } from '@reelmix/contracts/browser';
import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { combineSegments, combineSegmentsBatch } from '../src/combine';
import { normaliseClip, normaliseClipTexts, type NormalisedSegment } from '../src/normalise';
import { renderCombinations, segmentFileName } from '../src/render-combinations';
import { setMediaTempRoot } from '../src/temp-dir';
import { verifySegment } from '../src/verify-segment';
import { verifyOutputFully, verifyOutputs } from '../src/verify';
import { decodeFrame, entriesOf, makeClip } from './clip-fixtures';

/*
 * A hook's texts made in one run (one decode and framing, one branch per text) must be the very
 * segments separate runs make: the same bytes, the same codec setup as the bodies and CTAs they
 * join, and in the outputs each hook carries its own text and differs from the others only there.
 */

const TEXTS: TextVariant[] = [{ text: 'Stop scrolling' }, { text: 'Dermatologists hate this', label: 'derm' }, { text: 'I tried it for 30 days' }];
const overlays = TEXTS.map(({ text }) => ({ text, style: DEFAULT_TEXT_STYLE }));
/*
 * Each test encodes and checks several 1080x1920 segments and outputs: 15-31 s on an idle machine,
 * over the suite's 60 s once with the whole suite sharing two cores.
 */
const RENDER_TIMEOUT_MS = 240_000;
/** A pixel counts as changed when all its channels differ by this much (coding noise stays well under it). */
const CHANGED = 48;

let dir: string;
let tempRoot: string;
let clips: { hook1: string; hook2: string; body: string; cta: string };

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'media-text-segments-'));
  tempRoot = join(dir, 'tmp');
  await mkdir(tempRoot);
  setMediaTempRoot(tempRoot);
  clips = {
    // Landscape into 9:16: the default framing blurs, the costliest framing the run now shares.
    hook1: await makeClip(dir, 'hook-wide.mp4', { width: 320, height: 180 }),
    hook2: await makeClip(dir, 'hook-square.mp4', { width: 240, height: 240, audio: null }),
    body: await makeClip(dir, 'body.mp4', { width: 180, height: 320, seconds: 0.8 }),
    cta: await makeClip(dir, 'cta.mp4', { seconds: 0.6 }),
  };
});

afterAll(async () => {
  setMediaTempRoot(undefined);
  await rm(dir, { recursive: true, force: true });
});

afterEach(async () => {
  expect(await entriesOf(tempRoot)).toEqual([]);
});

const sha256 = async (path: string) => createHash('sha256').update(await readFile(path)).digest('hex');

describe('normaliseClipTexts', () => {
  it('makes the same bytes as one normalise per text, each segment checked, all in the codec setup of a plain body', async () => {
    const together = await normaliseClipTexts(
      clips.hook1,
      overlays.map((text, i) => ({ path: join(dir, `together-${i + 1}.mov`), text })),
      '9:16',
    );
    const apart: NormalisedSegment[] = [];
    for (const [i, text] of overlays.entries()) apart.push(await normaliseClip(clips.hook1, join(dir, `apart-${i + 1}.mov`), '9:16', { text }));
    const body = await normaliseClip(clips.body, join(dir, 'body.mov'), '9:16');

    expect(together.map((segment) => segment.path)).toEqual(overlays.map((_, i) => join(dir, `together-${i + 1}.mov`)));
    for (const [i, segment] of together.entries()) {
      expect(segment).toMatchObject({ frames: 30, audioSamples: 30 * 1600, framing: apart[i]!.framing, setupHash: body.setupHash });
      expect(await sha256(segment.path)).toBe(await sha256(apart[i]!.path));
      await expect(verifySegment(segment.path, { frames: segment.frames, placement: '9:16' })).resolves.toBeUndefined();
    }
    // Three texts, three different pictures.
    expect(new Set(await Promise.all(together.map((segment) => sha256(segment.path)))).size).toBe(3);
  }, RENDER_TIMEOUT_MS);
});

describe('combineSegmentsBatch with a hook\'s text variants', () => {
  it('encodes their shared audio once into outputs byte-identical to one encode each, and refuses parts that do not share their sound', async () => {
    const hooks = await normaliseClipTexts(
      clips.hook1,
      overlays.map((text, i) => ({ path: join(dir, `shared-${i + 1}.mov`), text })),
      '9:16',
    );
    const body = await normaliseClip(clips.body, join(dir, 'shared-body.mov'), '9:16');
    const cta = await normaliseClip(clips.cta, join(dir, 'shared-cta.mov'), '9:16');
    const jobs = hooks.map((hook, i) => ({ segments: [hook.path, body.path, cta.path], output: join(dir, `shared-t${i + 1}.mp4`), sameSoundAs: 'h1-b1-c1' }));
    // With the plain body's sound on its own, as a batch mixes groups and single outputs.
    const alone = { segments: [body.path, cta.path], output: join(dir, 'shared-alone.mp4') };

    const shared = await combineSegmentsBatch([jobs[0]!, alone, jobs[1]!, jobs[2]!]);
    expect(shared.map((output) => output.path)).toEqual([jobs[0]!.output, alone.output, jobs[1]!.output, jobs[2]!.output]);
    for (const [i, job] of jobs.entries()) {
      const separate = await combineSegments(job.segments, join(dir, `separate-t${i + 1}.mp4`));
      expect(await sha256(job.output)).toBe(separate.sha256);
      await expect(verifyOutputFully(job.output, { durationSec: separate.durationSec, width: 1080, height: 1920, fps: 30 })).resolves.toBeUndefined();
    }
    expect(await sha256(alone.output)).toBe((await combineSegments(alone.segments, join(dir, 'separate-alone.mp4'))).sha256);

    // The check compares the shared audio instead of decoding it again, and finds one that differs.
    const expectedOf = (output: (typeof shared)[number], sameSoundAs?: string) => ({
      path: output.path,
      expected: { durationSec: output.durationSec, width: 1080, height: 1920, fps: 30, partDurationsSec: output.partDurationsSec, ...(sameSoundAs ? { sameSoundAs } : {}) },
    });
    await expect(verifyOutputs([expectedOf(shared[0]!), expectedOf(shared[2]!, jobs[0]!.output), expectedOf(shared[3]!, jobs[0]!.output)])).resolves.toBeUndefined();
    await expect(verifyOutputs([expectedOf(shared[1]!), expectedOf(shared[2]!, alone.output)])).rejects.toMatchObject({
      name: 'MediaProcessError',
      message: expect.stringContaining(`shared-t2.mp4 failed verification: its audio is not the audio of shared-alone.mp4`),
    });

    const otherHook = await normaliseClip(clips.hook2, join(dir, 'shared-other.mov'), '9:16');
    const wrong = { segments: [otherHook.path, body.path, cta.path], output: join(dir, 'shared-wrong.mp4'), sameSoundAs: 'h1-b1-c1' };
    await expect(combineSegmentsBatch([jobs[0]!, wrong])).rejects.toMatchObject({
      name: 'MediaProcessError',
      message: expect.stringContaining('do not sound like shared-t1.mp4\'s, so it cannot share its audio'),
    });
  }, RENDER_TIMEOUT_MS);
});

describe('renderCombinations with texts', () => {
  it('renders 2 hooks x 3 texts x 1 x 1 from one run per hook, each output verified and carrying its own text only in the text area', async () => {
    const outDir = join(dir, 'out');
    const segmentsDir = join(dir, 'segments');
    await mkdir(segmentsDir);
    const events: string[] = [];
    const job = { intro: [clips.hook1, clips.hook2], body: [clips.body], cta: [clips.cta], placements: ['9:16'] as const };
    const result = await renderCombinations({ ...job, outDir, segmentsDir, texts: TEXTS, onProgress: (event) => events.push(`${event.stage} ${event.done}/${event.total}`) });
    // The same hooks without texts, to see what a text changes.
    await renderCombinations({ ...job, outDir: join(dir, 'plain') });

    expect(result.manifest.map((row) => row.file)).toEqual([
      'h1-t1-b1-c1_9x16.mp4',
      'h1-t2-b1-c1_9x16.mp4',
      'h1-t3-b1-c1_9x16.mp4',
      'h2-t1-b1-c1_9x16.mp4',
      'h2-t2-b1-c1_9x16.mp4',
      'h2-t3-b1-c1_9x16.mp4',
    ]);
    // Progress still counts segments: 2 hooks x 3 texts, the body and the cta.
    expect(events.filter((event) => event.startsWith('normalise'))).toEqual([1, 2, 3, 4, 5, 6, 7, 8].map((n) => `normalise ${n}/8`));
    expect(events.filter((event) => event.startsWith('verify')).at(-1)).toBe('verify 6/6');
    expect(result).toMatchObject({ segmentsMade: 8, segmentsReused: 0 });
    const segmentFiles = [1, 2].flatMap((hook) => [1, 2, 3].map((text) => join(segmentsDir, segmentFileName('intro', hook, '9:16', text))));
    for (const file of segmentFiles) await expect(verifySegment(file, { frames: 30, placement: '9:16' })).resolves.toBeUndefined();

    const { width, height } = PLACEMENTS['9:16'];
    const area = TEXT_AREAS['9:16'];
    const frameOf = (file: string) => decodeFrame(file, 10, 'rgb24');
    for (const hook of [1, 2]) {
      const frames = await Promise.all([1, 2, 3].map((text) => frameOf(join(outDir, `h${hook}-t${text}-b1-c1_9x16.mp4`))));
      const without = await frameOf(join(dir, 'plain', `h${hook}-b1-c1_9x16.mp4`));
      const pairs: [Buffer, Buffer][] = [
        [frames[0]!, without],
        [frames[0]!, frames[1]!],
        [frames[1]!, frames[2]!],
        [frames[0]!, frames[2]!],
      ];
      for (const [a, b] of pairs) {
        const changed = changedBox(a, b, width);
        expect(changed).not.toBeNull();
        // Whole pixels: the area's edges rounded outwards by one.
        expect(changed!.left).toBeGreaterThanOrEqual(Math.floor(area.left * width) - 1);
        expect(changed!.top).toBeGreaterThanOrEqual(Math.floor(area.top * height) - 1);
        expect(changed!.right).toBeLessThanOrEqual(Math.ceil((area.left + area.width) * width) + 1);
        expect(changed!.bottom).toBeLessThanOrEqual(Math.ceil((area.top + area.height) * height) + 1);
      }
    }
  }, RENDER_TIMEOUT_MS);

  it('a hook with some texts in the cache makes only the missing ones, and one with all of them is not run', async () => {
    const outDir = join(dir, 'kept');
    const job = { intro: [clips.hook1, clips.hook2], body: [clips.body], cta: [clips.cta], outDir, placements: ['9:16'] as const, keepExisting: true };
    const first = await renderCombinations({ ...job, texts: TEXTS.slice(0, 2) });
    expect(first).toMatchObject({ segmentsMade: 6, segmentsReused: 0, rendered: 4 });
    // Outputs gone, segments kept: each hook has its first two texts in the cache and not the third.
    for (const row of first.manifest) await rm(join(outDir, row.file));
    const events: string[] = [];
    const second = await renderCombinations({ ...job, texts: TEXTS, onProgress: (event) => events.push(`${event.stage} ${event.done}/${event.total}`) });
    expect(second).toMatchObject({ kept: 0, rendered: 6, segmentsMade: 2, segmentsReused: 6 });
    expect(events.filter((event) => event.startsWith('normalise')).at(-1)).toBe('normalise 8/8');
    for (const row of second.manifest) await rm(join(outDir, row.file));
    const third = await renderCombinations({ ...job, texts: TEXTS });
    expect(third).toMatchObject({ kept: 0, rendered: 6, segmentsMade: 0, segmentsReused: 8 });
  }, RENDER_TIMEOUT_MS);
});

/** The bounding box, in pixels, of the pixels that differ between two rgb24 frames; null when none does. */
function changedBox(a: Buffer, b: Buffer, width: number): { left: number; top: number; right: number; bottom: number } | null {
  let [left, top, right, bottom] = [width, Number.POSITIVE_INFINITY, -1, -1];
  for (let p = 0; p < a.length / 3; p++) {
    const at = p * 3;
    if (![0, 1, 2].every((c) => Math.abs(a[at + c]! - b[at + c]!) >= CHANGED)) continue;
    const [x, y] = [p % width, Math.floor(p / width)];
    [left, top, right, bottom] = [Math.min(left, x), Math.min(top, y), Math.max(right, x), Math.max(bottom, y)];
  }
  return right < 0 ? null : { left, top, right, bottom };
}
