import { SECTIONS, type UploadSection } from '@reelmix/contracts/browser';
import { spawn } from 'node:child_process';
import { join } from 'node:path';

/*
 * The benchmark's mixed uploads: the resolutions, frame rates, codecs and containers media buyers
 * actually send (phone portrait and landscape, 720p exports, old 4:3), some without audio, one
 * full-range, 3-8 s each. Light film grain keeps the encoder from coasting on flat test patterns.
 * The grain and the noise under the audio come from a seed: clips made with different seeds cost
 * the same to render but differ in every byte, so no cache keyed by content can serve one
 * scenario's clips from another's (or from an earlier run's) work.
 */

export interface ClipSpec {
  name: string;
  width: number;
  height: number;
  fps: string;
  video: 'h264' | 'hevc' | 'vp9' | 'mpeg4';
  container: 'mp4' | 'mov' | 'mkv' | 'webm' | 'avi';
  audio: 'aac' | 'opus' | 'vorbis' | 'mp3' | null;
  seconds: number;
  fullRange?: boolean;
}

/** 5 intros, 4 bodies, 5 ctas; the 3x3x3 run takes the first three of each. */
export type ClipSpecs = Record<UploadSection, ClipSpec[]>;

/** The repository's own set: 3-8 s, every container and codec we accept, 4:3 included. */
export const CLIP_SPECS: ClipSpecs = {
  intro: [
    { name: 'intro1', width: 1920, height: 1080, fps: '30', video: 'h264', container: 'mp4', audio: 'aac', seconds: 5 },
    { name: 'intro2', width: 1080, height: 1920, fps: '30000/1001', video: 'hevc', container: 'mov', audio: 'aac', seconds: 3 },
    { name: 'intro3', width: 1280, height: 720, fps: '25', video: 'vp9', container: 'webm', audio: 'opus', seconds: 4 },
    { name: 'intro4', width: 720, height: 1280, fps: '60', video: 'h264', container: 'mkv', audio: null, seconds: 6 },
    { name: 'intro5', width: 640, height: 480, fps: '24', video: 'mpeg4', container: 'avi', audio: 'mp3', seconds: 7 },
  ],
  body: [
    { name: 'body1', width: 1080, height: 1920, fps: '30', video: 'h264', container: 'mov', audio: 'aac', seconds: 6 },
    { name: 'body2', width: 1920, height: 1080, fps: '25', video: 'vp9', container: 'mkv', audio: 'vorbis', seconds: 4 },
    { name: 'body3', width: 720, height: 1280, fps: '30000/1001', video: 'mpeg4', container: 'mp4', audio: null, seconds: 8 },
    { name: 'body4', width: 1280, height: 720, fps: '60', video: 'hevc', container: 'mkv', audio: 'aac', seconds: 5 },
  ],
  cta: [
    { name: 'cta1', width: 1280, height: 720, fps: '30', video: 'h264', container: 'avi', audio: 'mp3', seconds: 3 },
    { name: 'cta2', width: 640, height: 480, fps: '30000/1001', video: 'h264', container: 'mp4', audio: null, seconds: 4, fullRange: true },
    { name: 'cta3', width: 1080, height: 1920, fps: '24', video: 'vp9', container: 'webm', audio: 'opus', seconds: 3 },
    { name: 'cta4', width: 1920, height: 1080, fps: '60', video: 'h264', container: 'mov', audio: 'aac', seconds: 5 },
    { name: 'cta5', width: 720, height: 1280, fps: '25', video: 'hevc', container: 'mp4', audio: 'aac', seconds: 4 },
  ],
};

/*
 * The mix a media buyer's phone and editor exports give: h264, hevc and vp9; 24 to 60 fps;
 * portrait, landscape and square; short (3-5.5 s), so what each clip and each output costs
 * besides encoding (process start-up, probes, checks) weighs more than in the set above.
 */
export const MIXED_CLIP_SPECS: ClipSpecs = {
  intro: [
    { name: 'intro1', width: 1080, height: 1920, fps: '30', video: 'h264', container: 'mp4', audio: 'aac', seconds: 4.5 },
    { name: 'intro2', width: 1920, height: 1080, fps: '60', video: 'hevc', container: 'mp4', audio: 'aac', seconds: 3.5 },
    { name: 'intro3', width: 1080, height: 1080, fps: '24', video: 'vp9', container: 'webm', audio: 'opus', seconds: 5 },
    { name: 'intro4', width: 720, height: 1280, fps: '30000/1001', video: 'hevc', container: 'mov', audio: 'aac', seconds: 5.5 },
    { name: 'intro5', width: 1280, height: 720, fps: '25', video: 'h264', container: 'mp4', audio: null, seconds: 3 },
  ],
  body: [
    { name: 'body1', width: 1080, height: 1080, fps: '60', video: 'h264', container: 'mp4', audio: 'aac', seconds: 5.5 },
    { name: 'body2', width: 1080, height: 1920, fps: '30', video: 'vp9', container: 'webm', audio: 'opus', seconds: 4 },
    { name: 'body3', width: 1920, height: 1080, fps: '24', video: 'h264', container: 'mov', audio: 'aac', seconds: 5 },
    { name: 'body4', width: 720, height: 720, fps: '30', video: 'hevc', container: 'mp4', audio: null, seconds: 4.5 },
  ],
  cta: [
    { name: 'cta1', width: 1280, height: 720, fps: '30', video: 'vp9', container: 'webm', audio: 'opus', seconds: 3 },
    { name: 'cta2', width: 1080, height: 1920, fps: '25', video: 'hevc', container: 'mp4', audio: 'aac', seconds: 3.5 },
    { name: 'cta3', width: 1080, height: 1080, fps: '30000/1001', video: 'h264', container: 'mp4', audio: null, seconds: 4 },
    { name: 'cta4', width: 1920, height: 1080, fps: '50', video: 'h264', container: 'mkv', audio: 'aac', seconds: 4 },
    { name: 'cta5', width: 720, height: 1280, fps: '60', video: 'vp9', container: 'webm', audio: 'opus', seconds: 3 },
  ],
};

/** The clip sets `npm run bench` renders, each in every scenario (`--clips` picks one). */
export const CLIP_SETS = { own: CLIP_SPECS, mixed: MIXED_CLIP_SPECS } as const;
export type ClipSetName = keyof typeof CLIP_SETS;

const VIDEO_ARGS: Record<ClipSpec['video'], string[]> = {
  h264: ['-c:v', 'libx264', '-preset', 'ultrafast', '-crf', '20'],
  hevc: ['-c:v', 'libx265', '-preset', 'ultrafast', '-crf', '24', '-x265-params', 'log-level=error'],
  vp9: ['-c:v', 'libvpx-vp9', '-deadline', 'realtime', '-cpu-used', '8', '-b:v', '3M'],
  mpeg4: ['-c:v', 'mpeg4', '-q:v', '4'],
};
const AUDIO_ARGS: Record<NonNullable<ClipSpec['audio']>, string[]> = {
  aac: ['-c:a', 'aac', '-b:a', '128k'],
  opus: ['-c:a', 'libopus', '-b:a', '96k'],
  vorbis: ['-c:a', 'libvorbis', '-q:a', '4'],
  mp3: ['-c:a', 'libmp3lame', '-b:a', '128k'],
};

export function clipArgs(spec: ClipSpec, index: number, dir: string, seed: number): { file: string; args: string[] } {
  const file = join(dir, `${spec.name}.${spec.container}`);
  const video = `testsrc2=size=${spec.width}x${spec.height}:rate=${spec.fps}:duration=${spec.seconds}`;
  // Every clip at its own loudness (quiet, loud, mono, 44.1 kHz) so loudness matching has work to
  // do. A tone over a pink-noise bed with a slow tremolo stands in for music under a voice: the
  // AAC encoder's cost depends on content, and a pure sine is an unrepresentative worst case for
  // its fast coder (measured 2.7x slower than on this mix).
  const level = [0.05, 0.3, 0.12, 0.5, 0.08][index % 5]!;
  const rate = index % 2 === 0 ? 48000 : 44100;
  const audio =
    `sine=frequency=${220 + index * 40}:sample_rate=${rate}:duration=${spec.seconds},volume=${level}[tone];` +
    `anoisesrc=color=pink:sample_rate=${rate}:duration=${spec.seconds}:amplitude=${level / 2}:seed=${seed + index}[bed];` +
    '[tone][bed]amix=inputs=2:normalize=0,tremolo=f=2:d=0.4[out0]';
  const args = ['-hide_banner', '-nostdin', '-loglevel', 'error', '-y', '-f', 'lavfi', '-i', video];
  if (spec.audio) args.push('-f', 'lavfi', '-i', audio);
  args.push('-vf', `noise=alls=6:allf=t:all_seed=${seed + index},format=${spec.fullRange ? 'yuvj420p' : 'yuv420p'}`);
  args.push(...VIDEO_ARGS[spec.video]);
  if (spec.video === 'hevc' && spec.container !== 'mkv') args.push('-tag:v', 'hvc1');
  if (spec.audio) args.push(...AUDIO_ARGS[spec.audio], '-ac', index % 3 === 0 ? '1' : '2');
  args.push(file);
  return { file, args };
}

export type ClipCounts = Record<UploadSection, number>;
export type ClipFiles = Record<UploadSection, string[]>;

/** The first `counts` clips of each section, into `dir`. */
export async function generateClips(dir: string, counts: ClipCounts, seed: number, set: ClipSpecs = CLIP_SPECS): Promise<ClipFiles> {
  const result: ClipFiles = { intro: [], body: [], cta: [] };
  // A clip's index (its loudness, sample rate, channels) is its place in the full list, so the
  // first body clip sounds the same in the 3x3x3 run as in the 5x4x5 one.
  let first = 0;
  for (const section of SECTIONS) {
    const specs = set[section];
    for (const [i, spec] of specs.slice(0, counts[section]).entries()) {
      const { file, args } = clipArgs(spec, first + i, dir, seed);
      await run('ffmpeg', args);
      result[section].push(file);
    }
    first += specs.length;
  }
  return result;
}

export function run(command: string, args: readonly string[]): Promise<void> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolvePromise() : reject(new Error(`${command} failed (${code}): ${stderr.slice(-500)}`))));
  });
}
