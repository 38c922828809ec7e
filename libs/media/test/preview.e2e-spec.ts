import type { FramingChoice } from '@reelmix/contracts/browser';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { resolveFraming } from '../src/framing';
import { type FocusPoint } from '../src/framing-geometry';
import { normaliseClip } from '../src/normalise';
import { extractPoster, type Poster } from '../src/poster';
import { previewSize, renderPreview } from '../src/preview';
import { probeMedia } from '../src/probe';
import { setMediaTempRoot } from '../src/temp-dir';
import { decodeFrame, entriesOf, ffmpeg, makeClip } from './clip-fixtures';

/*
 * What the buyer sees before rendering is what the render makes: the preview of a clip in a
 * placement (its poster through `framingGraph`) against a frame of the normalised segment, scaled
 * to the preview's size, pixel by pixel, for every mode.
 */

const WIDTH = 270;

let dir: string;
let tempRoot: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'media-preview-'));
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

async function posterOf(clip: string): Promise<Poster & { path: string }> {
  const path = `${clip}.poster.jpg`;
  const poster = await extractPoster(clip, path, await probeMedia(clip), { displayName: 'clip' });
  return { ...poster, path };
}

/** One picture (an image, or a video's frame 10, read as BT.709 the way players do) as RGB at the preview's size. */
async function rgbAt(path: string, placement: '9:16' | '4:5', video: boolean): Promise<Buffer> {
  const { width, height } = previewSize(placement, WIDTH);
  const scaled = join(dir, `scaled-${Math.random().toString(36).slice(2)}.png`);
  await ffmpeg(['-i', path, '-vf', `${video ? 'select=eq(n\\,10),' : ''}scale=${width}:${height}:flags=area${video ? ':in_color_matrix=bt709:in_range=tv' : ''}`, '-frames:v', '1', scaled]);
  return decodeFrame(scaled, 0, 'rgb24');
}

const meanDifference = (a: Buffer, b: Buffer) => {
  expect(a.length).toBe(b.length);
  let total = 0;
  for (let i = 0; i < a.length; i++) total += Math.abs(a[i]! - b[i]!);
  return total / a.length;
};

describe('framing previews', () => {
  it.each<[string, FramingChoice, FocusPoint, '9:16' | '4:5']>([
    ['auto (blur) for 9:16', 'auto', { x: 0.5, y: 0.5 }, '9:16'],
    ['fill from the left', 'fill', { x: 0, y: 0.5 }, '9:16'],
    ['fill from the right', 'fill', { x: 1, y: 0.5 }, '4:5'],
    ['fit', 'fit', { x: 0.5, y: 0.5 }, '9:16'],
  ])('shows what the render makes: %s', async (_, choice, focus, placement) => {
    const clip = await makeClip(dir, `landscape-${choice}-${focus.x}.mp4`, { width: 640, height: 360, picture: 'halves', seconds: 2, audio: null });
    const poster = await posterOf(clip);
    expect(poster).toMatchObject({ width: 640, height: 360 });
    const framing = resolveFraming(choice, { width: 640, height: 360, rotation: 0, sampleAspectRatio: 1 }, placement, { focus });
    const preview = join(dir, `preview-${choice}-${focus.x}.jpg`);
    await writeFile(preview, await renderPreview({ poster, placement, framing, width: WIDTH }));
    const segment = await normaliseClip(clip, join(dir, `segment-${choice}-${focus.x}.mov`), placement, { loudness: null, framing: choice, focus });
    // JPEG and H.264 each lose a little (under 2 levels here); a different framing or colour matrix differs by 5 to tens.
    const difference = meanDifference(await rgbAt(preview, placement, false), await rgbAt(segment.path, placement, true));
    expect(difference).toBeLessThan(3);
  });

  it('takes the poster as the clip is shown: a phone clip recorded sideways stands upright', async () => {
    const clip = await makeClip(dir, 'rotated.mp4', { width: 640, height: 360, rotate: 90, audio: null });
    const poster = await posterOf(clip);
    expect(poster).toMatchObject({ width: 360, height: 640 });
    expect((await decodeFrame(poster.path, 0, 'gray')).length).toBe(360 * 640);
  });

  it('caps a 4K poster at 1920 on the long side', async () => {
    const clip = await makeClip(dir, 'big.mp4', { width: 3840, height: 2160, audio: null, seconds: 1 });
    expect(await posterOf(clip)).toMatchObject({ width: 1920, height: 1080 });
  });
});
