import { areasOverlap, contrastRatio, PLACEMENTS, SAFE_ZONES, TEXT_AREAS, type FrameArea, type PlacementName } from '@reelmix/contracts/browser';
import { spawn } from 'node:child_process';

/*
 * What a viewer sees of a text variant, measured from decoded frames: an output with a text
 * against the output of the same hook, body and CTA without it. The pixels that changed are the
 * text and its box; their bounding box must lie in the placement's text area, clear of every safe
 * zone, and the text's colour must read against the box's (WCAG 4.5:1), both taken from the
 * pixels, not from the style that asked for them: the box's as the found box's median, the
 * letters' as the median of their cores. For the default style (an opaque box).
 */

/** A pixel is the text's or its box's when every channel moved by this much: far above coding noise. */
const CHANGED = 48;
/*
 * A changed pixel counts when this many of its eight neighbours changed too. The two encodes of a
 * hook (with and without the text) differ by chance in a lone pixel now and then where the picture
 * is busiest (seen in a moving checkerboard, one pixel far below the text); letters and boxes are
 * strokes several pixels wide, so every pixel of theirs has changed neighbours.
 */
const MIN_MOVED_NEIGHBOURS = 2;
/** A changed pixel this far (sum of channel differences) from the box's colour is a letter's. */
const LETTER_DISTANCE = 150;

export interface TextSeen {
  /** Bounding box of the changed pixels, as fractions of the frame; null when nothing changed. */
  area: FrameArea | null;
  insideTextArea: boolean;
  clearOfSafeZones: boolean;
  /** The box's colour (the changed pixels' median) and the letters' (the median of those far from it). */
  boxColour: string;
  letterColour: string;
  contrast: number;
}

/** The text in frame `frame` of `withText`, found against the same frame of `withoutText`. */
export async function seeText(withText: string, withoutText: string, placement: PlacementName, frame: number): Promise<TextSeen> {
  const [drawn, plain] = await Promise.all([decodeRgbFrame(withText, frame), decodeRgbFrame(withoutText, frame)]);
  const { width, height } = PLACEMENTS[placement];
  const moved = new Uint8Array(width * height);
  for (let p = 0; p < width * height; p++) {
    const at = p * 3;
    if ([0, 1, 2].every((c) => Math.abs(drawn[at + c]! - plain[at + c]!) >= CHANGED)) moved[p] = 1;
  }
  let [left, top, right, bottom] = [width, height, -1, -1];
  const changed: number[] = [];
  for (let p = 0; p < width * height; p++) {
    const [x, y] = [p % width, Math.floor(p / width)];
    if (!moved[p] || movedNeighbours(moved, x, y, width, height) < MIN_MOVED_NEIGHBOURS) continue;
    changed.push(p * 3);
    [left, top, right, bottom] = [Math.min(left, x), Math.min(top, y), Math.max(right, x), Math.max(bottom, y)];
  }
  const area = changed.length === 0 ? null : { left: left / width, top: top / height, width: (right + 1 - left) / width, height: (bottom + 1 - top) / height };
  // Every pixel of the found box, changed or not: where the picture was already the box's colour
  // the box's pixels did not change, and leaving them out would leave mostly letters.
  const inBox: number[] = [];
  for (let y = top; y <= bottom; y++) for (let x = left; x <= right; x++) inBox.push((y * width + x) * 3);
  const box = medianColour(drawn, inBox);
  const distance = (at: number) => [0, 1, 2].reduce((sum, c) => sum + Math.abs(drawn[at + c]! - box[c]!), 0);
  // The letters' cores: of the pixels far from the box's colour, the farther half (the nearer
  // half is mostly anti-aliased edges, blends of letter and box that no reader judges contrast by).
  const far = inBox.filter((at) => distance(at) >= LETTER_DISTANCE).sort((a, b) => distance(b) - distance(a));
  const letters = far.slice(0, Math.max(1, far.length >> 1));
  const letter = medianColour(drawn, far.length === 0 ? [] : letters);
  const [boxColour, letterColour] = [hex(box), hex(letter)];
  return {
    area,
    insideTextArea: area !== null && inside(area, TEXT_AREAS[placement], placement),
    clearOfSafeZones: area !== null && SAFE_ZONES[placement].every((zone) => !areasOverlap(area, zone)),
    boxColour,
    letterColour,
    contrast: far.length === 0 ? 1 : contrastRatio(letterColour, boxColour),
  };
}

/** Within the area, its edges widened by one pixel for rounding. */
function inside(found: FrameArea, area: FrameArea, placement: PlacementName): boolean {
  const [px, py] = [1 / PLACEMENTS[placement].width, 1 / PLACEMENTS[placement].height];
  return (
    found.left >= area.left - px &&
    found.top >= area.top - py &&
    found.left + found.width <= area.left + area.width + px &&
    found.top + found.height <= area.top + area.height + py
  );
}

function medianColour(pixels: Buffer, offsets: readonly number[]): [number, number, number] {
  const channel = (c: number) => offsets.map((at) => pixels[at + c]!).sort((a, b) => a - b)[offsets.length >> 1] ?? 0;
  return [channel(0), channel(1), channel(2)];
}

const hex = (rgb: readonly number[]) => `#${rgb.map((v) => v.toString(16).padStart(2, '0')).join('')}`;

function decodeRgbFrame(path: string, frame: number): Promise<Buffer> {
  const args = ['-hide_banner', '-nostdin', '-loglevel', 'error', '-i', path, '-vf', `select=eq(n\\,${frame}),format=rgb24`, '-frames:v', '1', '-f', 'rawvideo', 'pipe:1'];
  return new Promise((resolvePromise, reject) => {
    const child = spawn('ffmpeg', args, { stdio: ['ignore', 'pipe', 'pipe'] });
    const chunks: Buffer[] = [];
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolvePromise(Buffer.concat(chunks)) : reject(new Error(`decoding frame ${frame} of ${path} failed: ${stderr}`))));
  });
}

function movedNeighbours(moved: Uint8Array, x: number, y: number, width: number, height: number): number {
  let count = 0;
  for (let dy = -1; dy <= 1; dy++) {
    for (let dx = -1; dx <= 1; dx++) {
      const [nx, ny] = [x + dx, y + dy];
      if ((dx !== 0 || dy !== 0) && nx >= 0 && ny >= 0 && nx < width && ny < height) count += moved[ny * width + nx]!;
    }
  }
  return count;
}
