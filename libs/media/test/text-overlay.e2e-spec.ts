import {
  areasOverlap,
  contrastRatio,
  DEFAULT_TEXT_STYLE,
  PLACEMENTS,
  SAFE_ZONES,
  TEXT_AREAS,
  type FrameArea,
  type PlacementName,
  type TextStyle,
} from '@reelmix/contracts/browser';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { resolveFraming } from '../src/framing';
import { normaliseClip, type NormalisedSegment } from '../src/normalise';
import { extractPoster } from '../src/poster';
import { previewSize, renderPreview } from '../src/preview';
import { probeMedia } from '../src/probe';
import { setMediaTempRoot } from '../src/temp-dir';
import { filterValue, type TextOverlay } from '../src/text-filters';
import { layoutText } from '../src/text-layout';
import { fontFile } from '../src/fonts';
import { verifySegment } from '../src/verify-segment';
import { decodeFrame, entriesOf, ffmpeg } from './clip-fixtures';

/*
 * A text variant as a viewer sees it: a flat grey clip normalised with and without a text, and
 * the text found from the pixels where the two differ. It must sit inside the placement's text
 * area, clear of every part the app's interface covers, in colours that read (WCAG's 4.5:1
 * measured on the decoded frame), and be gone after its duration.
 */

const GREY = 0x80;
const TWO_LINES = 'Stop scrolling if you have dry skin';
/** A pixel counts as changed when its channels differ from the plain segment's by this much in all. */
const CHANGED = 48;

let dir: string;
let tempRoot: string;
let clip: string;
const plain = new Map<PlacementName, string>();

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'media-text-'));
  tempRoot = join(dir, 'tmp');
  await mkdir(tempRoot);
  setMediaTempRoot(tempRoot);
  // Flat mid-grey, 2 s with no sound: any pixel that differs from the plain segment is the text's.
  clip = join(dir, 'grey.mp4');
  const grey = GREY.toString(16);
  await ffmpeg(['-f', 'lavfi', '-i', `color=c=0x${grey.repeat(3)}:size=540x960:rate=30:duration=2`, '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', clip]);
  for (const placement of ['9:16', '4:5'] as const) plain.set(placement, (await normalise(`plain-${placement.replace(':', 'x')}`, placement)).path);
});

afterAll(async () => {
  setMediaTempRoot(undefined);
  await rm(dir, { recursive: true, force: true });
});

afterEach(async () => {
  expect(await entriesOf(tempRoot)).toEqual([]);
});

async function normalise(name: string, placement: PlacementName, text?: TextOverlay): Promise<NormalisedSegment> {
  const segment = await normaliseClip(clip, join(dir, `${name}.mov`), placement, { loudness: null, framing: 'fill', text });
  await verifySegment(segment.path, { frames: segment.frames, placement });
  return segment;
}

interface Found {
  /** The changed pixels' bounding box as fractions of the frame; null when nothing changed. */
  area: FrameArea | null;
  changed: number;
  /** Median colour of the changed pixels lighter, and of those darker, than the plain picture. */
  lighter: string;
  darker: string;
}

/** Where and in which colours `frame` differs from `base` (both rgb24 of `width` columns). */
function findText(frame: Buffer, base: Buffer, width: number): Found {
  const height = frame.length / 3 / width;
  let [left, top, right, bottom, changed] = [width, height, -1, -1, 0];
  const lighter: number[][] = [[], [], []];
  const darker: number[][] = [[], [], []];
  for (let p = 0; p < width * height; p++) {
    const at = p * 3;
    const delta = [0, 1, 2].map((c) => frame[at + c]! - base[at + c]!);
    if (!delta.every((d) => Math.abs(d) >= CHANGED)) continue;
    changed++;
    const [x, y] = [p % width, Math.floor(p / width)];
    [left, top, right, bottom] = [Math.min(left, x), Math.min(top, y), Math.max(right, x), Math.max(bottom, y)];
    const group = delta[0]! > 0 ? lighter : darker;
    for (let c = 0; c < 3; c++) group[c]!.push(frame[at + c]!);
  }
  const area = changed === 0 ? null : { left: left / width, top: top / height, width: (right + 1 - left) / width, height: (bottom + 1 - top) / height };
  return { area, changed, lighter: medianColour(lighter), darker: medianColour(darker) };
}

function medianColour(channels: number[][]): string {
  return `#${channels.map((values) => (values.sort((a, b) => a - b)[values.length >> 1] ?? 0).toString(16).padStart(2, '0')).join('')}`;
}

async function textIn(segment: string, placement: PlacementName, frame: number): Promise<Found> {
  const [drawn, base] = await Promise.all([decodeFrame(segment, frame, 'rgb24'), decodeFrame(plain.get(placement)!, frame, 'rgb24')]);
  return findText(drawn, base, PLACEMENTS[placement].width);
}

function expectInsideTextArea(found: FrameArea, placement: PlacementName) {
  const area = TEXT_AREAS[placement];
  const { width, height } = PLACEMENTS[placement];
  // Whole pixels: the area's edges rounded outwards by one.
  expect(found.left).toBeGreaterThanOrEqual(area.left - 1 / width);
  expect(found.top).toBeGreaterThanOrEqual(area.top - 1 / height);
  expect(found.left + found.width).toBeLessThanOrEqual(area.left + area.width + 1 / width);
  expect(found.top + found.height).toBeLessThanOrEqual(area.top + area.height + 1 / height);
  for (const zone of SAFE_ZONES[placement]) expect(areasOverlap(found, zone)).toBe(false);
}

const style = (overrides: Partial<TextStyle>): TextStyle => ({ ...DEFAULT_TEXT_STYLE, ...overrides });

/** The box style's backdrop, found from the pixels, is the layout's box to within a pixel of video blur. */
function expectLayoutBox(found: FrameArea, overlay: TextOverlay, placement: PlacementName) {
  const layout = layoutText(overlay.text, overlay.style, placement);
  expect(layout.lines).toHaveLength(2);
  const { width, height } = PLACEMENTS[placement];
  const inPixels = [found.left * width, found.top * height, found.width * width, found.height * height];
  const { x, y, width: w, height: h } = layout.box;
  [x, y, w, h].forEach((want, i) => expect(Math.abs(inPixels[i]! - want)).toBeLessThanOrEqual(2));
}

it('9:16, box: two lines on a white box inside the text area, readable, gone after its second', async () => {
  const overlay = { text: TWO_LINES, style: style({ durationSec: 1 }) };
  const segment = await normalise('box-9x16', '9:16', overlay);
  const found = await textIn(segment.path, '9:16', 10);
  expect(found.area).not.toBeNull();
  expectInsideTextArea(found.area!, '9:16');
  expectLayoutBox(found.area!, overlay, '9:16');
  expect(contrastRatio(found.lighter, found.darker)).toBeGreaterThanOrEqual(4.5);
  // Drawn on the first frame and the last before 1 s; none from 1 s on.
  expect((await textIn(segment.path, '9:16', 0)).changed).toBeGreaterThan(0);
  expect((await textIn(segment.path, '9:16', 29)).changed).toBe(found.changed);
  expect((await textIn(segment.path, '9:16', 30)).changed).toBe(0);
  expect((await textIn(segment.path, '9:16', 59)).changed).toBe(0);
});

it('4:5, box: inside the text area, readable, on every frame of the hook', async () => {
  const overlay = { text: TWO_LINES, style: style({ size: 'large', position: 'bottom' }) };
  const segment = await normalise('box-4x5', '4:5', overlay);
  const found = await textIn(segment.path, '4:5', 10);
  expect(found.area).not.toBeNull();
  expectInsideTextArea(found.area!, '4:5');
  expectLayoutBox(found.area!, overlay, '4:5');
  // At the bottom of the area: its lower half.
  expect(found.area!.top).toBeGreaterThan(TEXT_AREAS['4:5'].top + TEXT_AREAS['4:5'].height / 2);
  expect(contrastRatio(found.lighter, found.darker)).toBeGreaterThanOrEqual(4.5);
  expect((await textIn(segment.path, '4:5', 59)).changed).toBe(found.changed);
});

it('9:16, outline: white letters with a black outline, no box, readable, inside the text area', async () => {
  const overlay = { text: TWO_LINES, style: style({ size: 'large', backdrop: 'outline', colour: '#ffffff', backdropColour: '#000000', position: 'centre' }) };
  const segment = await normalise('outline-9x16', '9:16', overlay);
  const found = await textIn(segment.path, '9:16', 10);
  expect(found.area).not.toBeNull();
  expectInsideTextArea(found.area!, '9:16');
  expect(contrastRatio(found.lighter, found.darker)).toBeGreaterThanOrEqual(4.5);
  // The letters and their outline stay inside the block the layout measured, padding to spare.
  const { box } = layoutText(overlay.text, overlay.style, '9:16');
  expect(found.area!.left * 1080).toBeGreaterThan(box.x);
  expect(found.area!.top * 1920).toBeGreaterThan(box.y);
  expect((found.area!.left + found.area!.width) * 1080).toBeLessThan(box.x + box.width);
  expect((found.area!.top + found.area!.height) * 1920).toBeLessThan(box.y + box.height);
  // Letters and outline only: far fewer pixels than their bounding box (a box would fill it).
  const boxPixels = found.area!.width * 1080 * found.area!.height * 1920;
  expect(found.changed / boxPixels).toBeLessThan(0.6);
});

it('the preview shows the text where the render draws it', async () => {
  const probe = await probeMedia(clip);
  const path = join(dir, 'poster.jpg');
  const poster = { ...(await extractPoster(clip, path, probe, { displayName: 'grey.mp4' })), path };
  const framing = resolveFraming('fill', probe, '9:16', {});
  const text = { text: TWO_LINES, style: style({ size: 'large' }) };
  await writeFile(join(dir, 'with.jpg'), await renderPreview({ poster, placement: '9:16', framing, width: 270, text }));
  await writeFile(join(dir, 'without.jpg'), await renderPreview({ poster, placement: '9:16', framing, width: 270 }));
  const { width } = previewSize('9:16', 270);
  const found = findText(await decodeFrame(join(dir, 'with.jpg'), 0, 'rgb24'), await decodeFrame(join(dir, 'without.jpg'), 0, 'rgb24'), width);
  expect(found.area).not.toBeNull();
  // A quarter-size JPEG: its edges blur by a pixel or two, which is about 1% of the frame.
  const area = TEXT_AREAS['9:16'];
  expect(found.area!.left).toBeGreaterThanOrEqual(area.left - 0.01);
  expect(found.area!.top).toBeGreaterThanOrEqual(area.top - 0.01);
  expect(found.area!.left + found.area!.width).toBeLessThanOrEqual(area.left + area.width + 0.01);
  expect(contrastRatio(found.lighter, found.darker)).toBeGreaterThanOrEqual(4.5);
});

it('a hostile text is drawn exactly as the same characters read from a file', async () => {
  const hostile = "It's 50% off: [today], a;b \\ c 'x' %{pts} ,; ''";
  const textFile = join(dir, 'hostile.txt');
  await writeFile(textFile, hostile);
  const draw = async (name: string, source: string) => {
    const out = join(dir, `${name}.png`);
    const font = filterValue(fontFile('inter', 'bold'));
    await ffmpeg(['-f', 'lavfi', '-i', 'color=c=gray:size=1400x100', '-vf', `drawtext=fontfile=${font}:${source}:expansion=none:fontsize=40:x=10:y=30`, '-frames:v', '1', out]);
    return decodeFrame(out, 0, 'rgb24');
  };
  const inline = await draw('inline', `text=${filterValue(hostile)}`);
  const fromFile = await draw('from-file', `textfile=${filterValue(textFile)}`);
  expect(inline.equals(fromFile)).toBe(true);
  expect(inline.equals(await draw('other', `text=${filterValue('something else')}`))).toBe(false);
});
