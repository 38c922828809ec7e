import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ffmpeg } from './clip-fixtures';
import { combineSegments } from '../src/combine';
import { normaliseClip } from '../src/normalise';
import { decodeAv, type DecodedAv } from './decoded-av';

/*
 * Sync to the sample. Each clip is black and silent except for a white flash and a 1 kHz beep that
 * start at the same instant, on a frame boundary. Clips of every kind we see are normalised and
 * joined three to an output, and in every part of every output the first bright frame and the
 * first loud sample must be less than 1 ms apart, as a viewer would see and hear them.
 */

interface FlashClip {
  name: string;
  fps: string;
  sampleRate: number;
  /** When the flash and the beep start, in the clip's own time. */
  flashSec: number;
  /** Encoder and container options. */
  codecs: string[];
  /** Seconds the audio track starts after the video. */
  audioDelaySec?: number;
}

const SECONDS = 2;
const MAX_OFFSET_SEC = 0.001;
const H264 = ['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p'];
const VP9 = ['-c:v', 'libvpx-vp9', '-deadline', 'realtime', '-cpu-used', '8'];

const CLIPS: FlashClip[] = [
  { name: 'pcm-30fps-48k.mov', fps: '30', sampleRate: 48_000, flashSec: 1, codecs: [...H264, '-c:a', 'pcm_s16le'] },
  // AAC sources begin with 1024 priming samples that the mp4's edit list hides.
  { name: 'aac-25fps-44k.mp4', fps: '25', sampleRate: 44_100, flashSec: 1, codecs: [...H264, '-c:a', 'aac'] },
  // No 29.97 fps frame within seconds of the start falls on the 30 fps grid: frame 15 (0.5005 s)
  // becomes the grid's frame 15 (0.5 s), half a millisecond that only a frame rate change explains.
  { name: 'aac-29.97fps-48k.mp4', fps: '30000/1001', sampleRate: 48_000, flashSec: 0.5005, codecs: [...H264, '-c:a', 'aac'] },
  // The mp4's movie timescale is the edit list's unit; at 48 kHz the 50 ms start is exact.
  { name: 'late-audio.mp4', fps: '30', sampleRate: 48_000, flashSec: 1, audioDelaySec: 0.05, codecs: [...H264, '-c:a', 'aac', '-movie_timescale', '48000'] },
  // Opus starts 6.5 ms before 0 (pre-skip): the first frame is not at the file's time 0, and this
  // ffmpeg's muxer also writes the picture 7 ms late (av-alignment.ts).
  { name: 'opus.webm', fps: '30', sampleRate: 48_000, flashSec: 1, codecs: [...VP9, '-c:a', 'libopus'] },
  { name: 'vorbis.webm', fps: '30', sampleRate: 48_000, flashSec: 1, codecs: [...VP9, '-c:a', 'libvorbis'] },
];

let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'media-av-sync-'));
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function makeFlashClip(clip: FlashClip): Promise<string> {
  const file = join(dir, clip.name);
  const t = clip.flashSec;
  const delay = clip.audioDelaySec ?? 0;
  // The flash's window opens a little before its frame so rounding in `t` cannot miss the frame.
  const picture = `color=c=black:s=160x120:r=${clip.fps}:d=${SECONDS},drawbox=c=white:t=fill:enable='between(t,${t - 0.001},${t + 0.29})'`;
  // cos: the beep is at full level from its first sample.
  const beep = `aevalsrc='if(between(t,${t - delay},${t - delay + 0.3}),0.5*cos(2*PI*1000*(t-${t - delay})),0)':s=${clip.sampleRate}:d=${SECONDS - delay}`;
  await ffmpeg(['-f', 'lavfi', '-i', picture, ...(delay ? ['-itsoffset', String(delay)] : []), '-f', 'lavfi', '-i', beep, ...clip.codecs, file]);
  return file;
}

/** Per part: when its flash is first seen and when its beep is first heard. */
function markers(decoded: DecodedAv, partSec: number, parts: number) {
  return Array.from({ length: parts }, (_, part) => {
    const from = part * partSec;
    const to = from + partSec;
    const frames = decoded.frames.filter((frame) => frame.timeSec >= from - 1e-6 && frame.timeSec < to - 1e-6);
    const lumas = frames.map((frame) => frame.luma);
    const brightAbove = (Math.min(...lumas) + Math.max(...lumas)) / 2;
    const flashSec = frames.find((frame) => frame.luma > brightAbove)?.timeSec ?? NaN;

    const { samples, sampleRate, startSec } = decoded.audio;
    const first = Math.max(0, Math.round((from - startSec) * sampleRate));
    const last = Math.min(samples.length, Math.round((to - startSec) * sampleRate));
    let peak = 0;
    for (let i = first; i < last; i++) peak = Math.max(peak, Math.abs(samples[i]!));
    let beepSec = NaN;
    for (let i = first; i < last; i++) {
      if (Math.abs(samples[i]!) > peak / 2) {
        beepSec = startSec + i / sampleRate;
        break;
      }
    }
    return { flashSec, beepSec, offsetSec: beepSec - flashSec };
  });
}

describe('audio and video sync', () => {
  it('keeps a flash and its beep within 1 ms in every part of every output', async () => {
    const segments = new Map<string, { path: string; flashSec: number }>();
    for (const clip of CLIPS) {
      const segment = await normaliseClip(await makeFlashClip(clip), join(dir, `${clip.name}.segment.mov`), '1:1', { framing: 'fit' });
      expect(segment.durationSec).toBe(SECONDS);
      segments.set(clip.name, { path: segment.path, flashSec: clip.flashSec });
    }
    const outputs = [CLIPS.slice(0, 3), CLIPS.slice(3, 6)];
    const measured: Record<string, number> = {};
    for (const [index, parts] of outputs.entries()) {
      const output = await combineSegments(
        parts.map((clip) => segments.get(clip.name)!.path),
        join(dir, `output-${index}.mp4`),
      );
      const found = markers(await decodeAv(output.path), SECONDS, parts.length);
      for (const [part, marker] of found.entries()) {
        const clip = parts[part]!;
        // The flash is where the clip put it (the grid's nearest frame), so each part is measured.
        expect(marker.flashSec).toBeCloseTo(part * SECONDS + Math.round(clip.flashSec * 30) / 30, 6);
        measured[clip.name] = marker.offsetSec;
      }
    }
    const late = Object.entries(measured).filter(([, offsetSec]) => !(Math.abs(offsetSec) < MAX_OFFSET_SEC));
    expect(late.map(([name, offsetSec]) => `${name}: ${(offsetSec * 1000).toFixed(2)} ms`)).toEqual([]);
  }, 120_000);
});
