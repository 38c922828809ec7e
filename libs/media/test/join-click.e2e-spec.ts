import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ffmpeg } from './clip-fixtures';
import { combineSegments } from '../src/combine';
import { normaliseClip } from '../src/normalise';
import { decodeAv, type DecodedAudio } from './decoded-av';

/*
 * A join must not click. The parts are a loud tone and the same tone upside down, each cut
 * mid-wave: played back to back, the waveform jumps from near its top to near its bottom at every
 * join, the worst case a real cut between two clips can give. The output is decoded as a viewer
 * hears it and the largest step from one sample to the next around each join is compared with
 * the tone's own largest step, well away from the joins.
 */

const TONE_HZ = 440;
/** Either side of a join: the AAC frame the join falls in and its neighbours' spread. */
const JOIN_WINDOW_SEC = 0.01;

let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'media-join-click-'));
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function toneClip(name: string, sign: 1 | -1): Promise<string> {
  const file = join(dir, name);
  await ffmpeg([
    '-f', 'lavfi', '-i', 'color=c=gray:s=160x120:r=30:d=1',
    // cos starts at its peak and, 440 whole cycles later, ends just short of it: mid-wave at both cuts.
    '-f', 'lavfi', '-i', `aevalsrc=${sign}*0.5*cos(2*PI*${TONE_HZ}*t):s=48000:d=1`,
    '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'pcm_s16le',
    file,
  ]);
  return file;
}

function largestStep(audio: DecodedAudio, fromSec: number, toSec: number): number {
  const first = Math.max(1, Math.round((fromSec - audio.startSec) * audio.sampleRate));
  const last = Math.min(audio.samples.length - 1, Math.round((toSec - audio.startSec) * audio.sampleRate));
  let largest = 0;
  for (let i = first; i <= last; i++) largest = Math.max(largest, Math.abs(audio.samples[i]! - audio.samples[i - 1]!));
  return largest;
}

describe('joins', () => {
  it('do not click where a waveform is cut mid-wave', async () => {
    const up = await normaliseClip(await toneClip('up.mov', 1), join(dir, 'up-segment.mov'), '1:1', { framing: 'fit' });
    const down = await normaliseClip(await toneClip('down.mov', -1), join(dir, 'down-segment.mov'), '1:1', { framing: 'fit' });
    const output = await combineSegments([up.path, down.path, up.path], join(dir, 'up-down-up.mp4'));

    const { audio } = await decodeAv(output.path);
    const toneStep = largestStep(audio, 0.2, 0.8);
    const joinSteps = [1, 2].map((joinSec) => largestStep(audio, joinSec - JOIN_WINDOW_SEC, joinSec + JOIN_WINDOW_SEC));
    // A click is a step many times the tone's own; a faded join stays within the tone's steps
    // (the margin is the AAC encoder's own error around a quick change of level).
    for (const step of joinSteps) expect(step / toneStep).toBeLessThan(1.5);
  }, 60_000);
});
