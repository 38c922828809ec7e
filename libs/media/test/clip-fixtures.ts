import { spawn } from 'node:child_process';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/*
 * Tiny clips made by ffmpeg for the integration tests: about a second, small frames, so the whole
 * media suite runs in well under two minutes on two cores. Outputs are still full-size
 * placements, which is what the tests check.
 */

export interface ClipOptions {
  width?: number;
  height?: number;
  fps?: string;
  seconds?: number;
  video?: 'h264' | 'vp9' | 'theora';
  audio?: 'aac' | 'opus' | null;
  pixelFormat?: string;
  /** Extra output options, e.g. `-movflags +faststart`. */
  extra?: string[];
  /** Display rotation written as a display matrix, as phones do (mp4/mov only). */
  rotate?: 90 | 180 | 270;
  /**
   * `testsrc2` (default, moving) or `halves`: a still picture, its left half orange and its right
   * half blue, with no dark pixel anywhere (for telling which part of a frame was kept, and for
   * counting dark pixels the framing added).
   */
  picture?: 'testsrc2' | 'halves';
}

/** The halves picture's colours as RGB. */
export const HALVES_LEFT = [0xe0, 0x80, 0x30] as const;
export const HALVES_RIGHT = [0x30, 0x70, 0xe0] as const;

const VIDEO: Record<NonNullable<ClipOptions['video']>, string[]> = {
  h264: ['-c:v', 'libx264', '-preset', 'ultrafast'],
  vp9: ['-c:v', 'libvpx-vp9', '-deadline', 'realtime', '-cpu-used', '8'],
  theora: ['-c:v', 'libtheora'],
};

export async function makeClip(dir: string, name: string, options: ClipOptions = {}): Promise<string> {
  const { width = 320, height = 240, fps = '30', seconds = 1, video = 'h264', audio = 'aac', pixelFormat = 'yuv420p', extra = [] } = options;
  const file = join(dir, name);
  const args = ['-f', 'lavfi', '-i', pictureSource(options.picture ?? 'testsrc2', width, height, fps, seconds)];
  if (audio) args.push('-f', 'lavfi', '-i', `sine=frequency=440:sample_rate=48000:duration=${seconds}`);
  args.push(...VIDEO[video], '-pix_fmt', pixelFormat);
  if (audio) args.push('-c:a', audio === 'aac' ? 'aac' : 'libopus');
  if (!options.rotate) {
    await ffmpeg([...args, ...extra, file]);
    return file;
  }
  // ffmpeg 5.1 writes the display matrix from the `rotate` tag only when remuxing.
  const plain = join(dir, `unrotated-${name}`);
  await ffmpeg([...args, ...extra, plain]);
  await ffmpeg(['-i', plain, '-c', 'copy', '-metadata:s:v:0', `rotate=${options.rotate}`, file]);
  return file;
}

function pictureSource(picture: 'testsrc2' | 'halves', width: number, height: number, fps: string, seconds: number): string {
  if (picture === 'testsrc2') return `testsrc2=size=${width}x${height}:rate=${fps}:duration=${seconds}`;
  const half = (rgb: readonly number[], label: string) =>
    `color=c=0x${rgb.map((v) => v.toString(16).padStart(2, '0')).join('')}:size=${width / 2}x${height}:rate=${fps}:duration=${seconds}[${label}]`;
  return `${half(HALVES_LEFT, 'left')};${half(HALVES_RIGHT, 'right')};[left][right]hstack[out0]`;
}

/** One decoded frame as raw pixels: `gray` gives one luma byte per pixel, `rgb24` three bytes. */
export function decodeFrame(path: string, frame: number, pixelFormat: 'gray' | 'rgb24'): Promise<Buffer> {
  const args = ['-i', path, '-vf', `select=eq(n\\,${frame}),format=${pixelFormat}`, '-frames:v', '1', '-f', 'rawvideo', 'pipe:1'];
  return new Promise((resolve, reject) => {
    const child = spawn('ffmpeg', ['-hide_banner', '-nostdin', '-loglevel', 'error', ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
    const chunks: Buffer[] = [];
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve(Buffer.concat(chunks)) : reject(new Error(`ffmpeg ${args.join(' ')} failed: ${stderr}`))));
  });
}

export function ffmpeg(args: readonly string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('ffmpeg', ['-hide_banner', '-nostdin', '-loglevel', 'error', '-y', ...args], { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`ffmpeg ${args.join(' ')} failed: ${stderr}`))));
  });
}

/** Keeps the first `fraction` of a file: an upload cut short. */
export async function truncateCopy(source: string, target: string, fraction: number): Promise<string> {
  const bytes = await readFile(source);
  await writeFile(target, bytes.subarray(0, Math.floor(bytes.length * fraction)));
  return target;
}

/** Overwrites a run of bytes in the middle of a file with a fixed pattern: a damaged upload. */
export async function corruptMiddle(source: string, target: string, length = 3000): Promise<string> {
  const bytes = Buffer.from(await readFile(source));
  const start = Math.floor(bytes.length / 2);
  for (let i = start; i < Math.min(bytes.length, start + length); i++) bytes[i] = (i * 7919) % 256;
  await writeFile(target, bytes);
  return target;
}

/** Entries of a directory (the temp root a test sets with setMediaTempRoot). */
export async function entriesOf(dir: string): Promise<string[]> {
  return readdir(dir);
}

/** Pids of live processes whose command line mentions `needle` (to prove a killed ffmpeg is gone). */
export async function processesMentioning(needle: string): Promise<number[]> {
  const found: number[] = [];
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry) || Number(entry) === process.pid) continue;
    const cmdline = await readFile(`/proc/${entry}/cmdline`, 'utf8').catch(() => '');
    if (cmdline.includes(needle)) found.push(Number(entry));
  }
  return found;
}
