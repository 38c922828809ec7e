import { PLACEMENTS } from '@reelmix/contracts/browser';
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { promisify } from 'node:util';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { normaliseClip, type NormalisedSegment, type NormaliseOptions } from '../src/normalise';
import { setMediaTempRoot } from '../src/temp-dir';
import { verifySegment } from '../src/verify-segment';
import { decodeFrame, entriesOf, HALVES_LEFT, HALVES_RIGHT, makeClip } from './clip-fixtures';

/*
 * Each framing mode on a real encode: a 1920x1080 clip whose left half is orange and right half
 * blue, with no dark pixel, normalised into 9:16. What is checked is what a viewer sees on a
 * decoded frame: how much of it is near-black, and which side of the clip was kept.
 */

const { width, height } = PLACEMENTS['9:16'];
const execFileAsync = promisify(execFile);
/** Decoded as full-range gray, black is 0; anything under 20 reads as black. */
const NEAR_BLACK_LUMA = 20;

let dir: string;
let tempRoot: string;
let landscape: string;

async function normalise(name: string, options: NormaliseOptions): Promise<NormalisedSegment> {
  const segment = await normaliseClip(landscape, join(dir, `${name}.mov`), '9:16', { loudness: null, ...options });
  await verifySegment(segment.path, { frames: segment.frames, placement: '9:16' });
  return segment;
}

async function nearBlackShare(path: string): Promise<number> {
  const luma = await decodeFrame(path, 10, 'gray');
  expect(luma.length).toBe(width * height);
  return luma.filter((value) => value < NEAR_BLACK_LUMA).length / luma.length;
}

/** The RGB of one decoded pixel. */
async function pixelAt(path: string, x: number, y: number): Promise<number[]> {
  const rgb = await decodeFrame(path, 10, 'rgb24');
  const at = (y * width + x) * 3;
  return [rgb[at]!, rgb[at + 1]!, rgb[at + 2]!];
}

const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);
const closeTo = (got: number[], want: readonly number[]) => got.every((value, i) => Math.abs(value - want[i]!) <= 12);

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'media-framing-'));
  tempRoot = join(dir, 'tmp');
  await mkdir(tempRoot);
  setMediaTempRoot(tempRoot);
  landscape = await makeClip(dir, 'landscape.mp4', { width: 1920, height: 1080, picture: 'halves', audio: null });
});

afterAll(async () => {
  setMediaTempRoot(undefined);
  await rm(dir, { recursive: true, force: true });
});

afterEach(async () => {
  expect(await entriesOf(tempRoot)).toEqual([]);
});

describe('framing a landscape clip into 9:16', () => {
  const made: NormalisedSegment[] = [];

  it('auto blurs: under 5% of the frame near-black, and the clip whole and sharp in the middle', async () => {
    const segment = await normalise('auto', {});
    made.push(segment);
    expect(segment.framing).toBe('blur');
    expect(await nearBlackShare(segment.path)).toBeLessThan(0.05);
    // The fitted clip spans the width at rows 656 to 1263: its own colours at both edges.
    expect(closeTo(await pixelAt(segment.path, 20, 960), HALVES_LEFT)).toBe(true);
    expect(closeTo(await pixelAt(segment.path, width - 20, 960), HALVES_RIGHT)).toBe(true);
    // Above it, the darkened background: not black, darker than the clip.
    const above = await pixelAt(segment.path, 20, 200);
    expect(Math.max(...above)).toBeGreaterThan(NEAR_BLACK_LUMA);
    expect(sum(above)).toBeLessThan(sum(HALVES_LEFT));
  });

  it('fill keeps the side the focus names', async () => {
    const left = await normalise('fill-left', { framing: 'fill', focus: { x: 0, y: 0.5 } });
    const right = await normalise('fill-right', { framing: 'fill', focus: { x: 1, y: 0.5 } });
    made.push(left, right);
    expect(left.framing).toBe('fill');
    for (const x of [20, width / 2, width - 20]) {
      expect(closeTo(await pixelAt(left.path, x, 960), HALVES_LEFT)).toBe(true);
      expect(closeTo(await pixelAt(right.path, x, 960), HALVES_RIGHT)).toBe(true);
    }
    expect(await nearBlackShare(left.path)).toBe(0);
  });

  it('fit keeps the bars: black above and below the whole clip', async () => {
    const segment = await normalise('fit', { framing: 'fit' });
    made.push(segment);
    expect(segment.framing).toBe('fit');
    // 1080x608 of picture in 1080x1920: the other 68.3% is bars.
    expect(await nearBlackShare(segment.path)).toBeCloseTo(1 - 608 / 1920, 2);
    expect(closeTo(await pixelAt(segment.path, 20, 960), HALVES_LEFT)).toBe(true);
  });

  it('fit paints the bars in the chosen colour', async () => {
    const segment = await normalise('fit-white', { framing: 'fit', barColour: '#ffffff' });
    made.push(segment);
    expect(closeTo(await pixelAt(segment.path, 540, 100), [255, 255, 255])).toBe(true);
  });

  it('states square pixels in every mode, so no player stretches the picture', async () => {
    for (const segment of made) {
      const { stdout } = await execFileAsync('ffprobe', ['-v', 'error', '-select_streams', 'v:0', '-show_entries', 'stream=width,height,sample_aspect_ratio', '-of', 'csv=p=0', segment.path]);
      expect(stdout.trim()).toBe(`${width},${height},1:1`);
    }
  });

  it('gives every mode the same codec setup, so their segments join by stream copy', () => {
    expect(made).toHaveLength(5);
    expect(new Set(made.map((segment) => segment.setupHash)).size).toBe(1);
  });
});
