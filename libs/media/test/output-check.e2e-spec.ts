import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { combineSegments } from '../src/combine';
import { resolveFraming } from '../src/framing';
import { readMoov } from '../src/isobmff-boxes';
import { normaliseClip, type NormalisedSegment } from '../src/normalise';
import { buildNormaliseArgs } from '../src/normalise-args';
import { probeMedia } from '../src/probe';
import { displayPositions, readSampleTable, sampleTablesByHandler } from '../src/sample-table';
import { setMediaTempRoot } from '../src/temp-dir';
import { verifyOutput, verifyOutputFully, verifyOutputs } from '../src/verify';
import { verifySegment } from '../src/verify-segment';
import { entriesOf, ffmpeg, makeClip, truncateCopy } from './clip-fixtures';

/*
 * The output check decodes only the audio and, without the segment files, the frames around the
 * joins; with them it compares the video with the segments byte for byte instead. Everything
 * else it reads from the boxes. Each way an output can be broken that it no longer fully decodes
 * for is made here on a real output of real segments (intro 75 frames, body 66, cta 30: keyframes
 * at 0 and 60 of each part, so the middle of the intro lies outside every decoded window), and
 * the check must refuse it, with the segment files and without.
 */

let dir: string;
let tempRoot: string;
let parts: NormalisedSegment[];
let output: string;

const expected = () => {
  const partDurationsSec = parts.map((part) => part.durationSec);
  return { durationSec: partDurationsSec.reduce((a, b) => a + b, 0), width: 1080, height: 1920, fps: 30, partDurationsSec };
};
const withParts = () => ({ ...expected(), partPaths: parts.map((part) => part.path) });
/** Both ways of checking: without the segment files and with them. */
const bothWays = () => [expected(), withParts()];

/** The video or audio samples of a file: offset and size in decode order, and each video sample's display position. */
async function samplesOf(path: string, handler: 'vide' | 'soun') {
  const moov = (await readMoov(path))!;
  const table = readSampleTable(moov, sampleTablesByHandler(moov).get(handler)!);
  const positions = handler === 'vide' ? displayPositions(table, 512).positions : table.sizes.map((_, i) => i);
  /** The largest sample shown between two positions: a reference frame, whose damage the decoder always notices. */
  const largestBetween = (from: number, to: number) =>
    positions.reduce((best, position, i) => (position >= from && position < to && (best < 0 || table.sizes[i]! > table.sizes[best]!) ? i : best), -1);
  return { table, indexAt: (position: number) => positions.indexOf(position), largestBetween };
}

/**
 * Overwrites each given sample's bytes with a fixed pattern. Video samples keep their NAL length
 * fields and headers (only the payload of their last NAL unit, the slice, is garbled), so the
 * damage is one the decoder must find, not the sample's framing.
 */
async function garble(source: string, target: string, samples: ReadonlyArray<{ offset: number; size: number }>, kind: 'video' | 'audio'): Promise<string> {
  const bytes = Buffer.from(await readFile(source));
  for (const { offset, size } of samples) {
    let from = offset;
    if (kind === 'video') {
      for (let at = offset; at < offset + size; at += 4 + bytes.readUInt32BE(at)) from = at + 4 + 8;
    }
    for (let i = from; i < offset + size; i++) bytes[i] = (i * 7919) % 251;
  }
  await writeFile(target, bytes);
  return target;
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'media-output-check-'));
  tempRoot = join(dir, 'tmp');
  await mkdir(tempRoot);
  setMediaTempRoot(tempRoot);
  const clips = [
    await makeClip(dir, 'intro.mp4', { seconds: 2.5 }),
    await makeClip(dir, 'body.mp4', { seconds: 2.2, width: 240, height: 320 }),
    await makeClip(dir, 'cta.mp4', { seconds: 1, audio: null }),
  ];
  parts = [];
  for (const [i, clip] of clips.entries()) parts.push(await normaliseClip(clip, join(dir, `part-${i}.mov`), '9:16'));
  output = join(dir, 'combined.mp4');
  await combineSegments(
    parts.map((part) => part.path),
    output,
  );
}, 120_000);

afterAll(async () => {
  setMediaTempRoot(undefined);
  await rm(dir, { recursive: true, force: true });
});

afterEach(async () => {
  expect(await entriesOf(tempRoot)).toEqual([]);
});

describe('verifySegment', () => {
  it('passes segments as normalised', async () => {
    expect(parts.map((part) => part.frames)).toEqual([75, 66, 30]);
    for (const part of parts) await expect(verifySegment(part.path, { frames: part.frames, placement: '9:16' })).resolves.toBeUndefined();
  });

  it('fails a segment of the wrong length or placement, and one garbled mid-way', async () => {
    await expect(verifySegment(parts[0]!.path, { frames: 74, placement: '9:16' })).rejects.toThrow('75 frames, expected 74');
    await expect(verifySegment(parts[0]!.path, { frames: 75, placement: '4:5' })).rejects.toThrow('frames are 1080x1920, expected 1080x1350');
    const { table, largestBetween } = await samplesOf(parts[0]!.path, 'vide');
    const at = largestBetween(10, 50);
    const bad = await garble(parts[0]!.path, join(dir, 'garbled-segment.mov'), [{ offset: table.offsets[at]!, size: table.sizes[at]! }], 'video');
    await expect(verifySegment(bad, { frames: 75, placement: '9:16' })).rejects.toThrow('does not decode cleanly');
  });
});

describe('verifyOutput', () => {
  it('passes the intact output, as does the full check', async () => {
    await expect(verifyOutput(output, expected())).resolves.toBeUndefined();
    await expect(verifyOutput(output, withParts())).resolves.toBeUndefined();
    await expect(verifyOutputFully(output, expected())).resolves.toBeUndefined();
  });

  it('refuses an output of other join points or length', async () => {
    await expect(verifyOutput(output, { ...expected(), partDurationsSec: [2.5, 2.3, 1] })).rejects.toThrow('video has 171 frames, expected 174');
    // Same total, joins moved: the parts no longer start on keyframes.
    await expect(verifyOutput(output, { ...expected(), partDurationsSec: [2.4, 2.3, 1] })).rejects.toThrow('no keyframe where a part starts (frame 72)');
  });

  it('refuses a truncated file (media data cut short)', async () => {
    const cut = await truncateCopy(output, join(dir, 'cut.mp4'), 0.7);
    for (const way of bothWays()) await expect(verifyOutput(cut, way)).rejects.toThrow('the file ends inside its mdat box');
  });

  it('refuses the movie header after the media data', async () => {
    const slow = join(dir, 'no-faststart.mp4');
    await ffmpeg(['-i', output, '-map', '0', '-c', 'copy', slow]);
    for (const way of bothWays()) await expect(verifyOutput(slow, way)).rejects.toThrow('the movie header is after the media data (no faststart)');
  });

  it('refuses a video sample garbled at a join', async () => {
    const { table, indexAt } = await samplesOf(output, 'vide');
    const at = indexAt(75); // the body's first frame, a keyframe
    const bad = await garble(output, join(dir, 'garbled-join.mp4'), [{ offset: table.offsets[at]!, size: table.sizes[at]! }], 'video');
    await expect(verifyOutput(bad, expected())).rejects.toThrow('the frames around its joins do not decode cleanly');
    await expect(verifyOutput(bad, withParts())).rejects.toThrow("part 2 (part-1.mov) output frame 75 (the segment's frame 0 in decode order) is not a byte copy of it");
  });

  it('does not decode the middle of a part (the segment check and the sha256 cover it), but compares it with the segment files', async () => {
    const { table, largestBetween } = await samplesOf(output, 'vide');
    const at = largestBetween(10, 50); // between the intro's first frames and the window before the first join (from 60)
    const bad = await garble(output, join(dir, 'garbled-middle.mp4'), [{ offset: table.offsets[at]!, size: table.sizes[at]! }], 'video');
    await expect(verifyOutput(bad, expected())).resolves.toBeUndefined();
    await expect(verifyOutputFully(bad, expected())).rejects.toThrow('does not decode cleanly');
    await expect(verifyOutput(bad, withParts())).rejects.toThrow(/part 1 \(part-0\.mov\) output frame \d+ \(the segment's frame \d+ in decode order\) is not a byte copy of it/);
  });

  it('refuses garbled audio', async () => {
    const { table } = await samplesOf(output, 'soun');
    const middle = Array.from({ length: 10 }, (_, i) => 60 + i).map((i) => ({ offset: table.offsets[i]!, size: table.sizes[i]! }));
    const bad = await garble(output, join(dir, 'garbled-audio.mp4'), middle, 'audio');
    for (const way of bothWays()) await expect(verifyOutput(bad, way)).rejects.toThrow('its audio or the frames around its joins do not decode cleanly');
  });

  it('checks a batch in one decode and names the output whose audio is garbled', async () => {
    const { table } = await samplesOf(output, 'soun');
    const middle = Array.from({ length: 10 }, (_, i) => 60 + i).map((i) => ({ offset: table.offsets[i]!, size: table.sizes[i]! }));
    const bad = await garble(output, join(dir, 'garbled-audio-in-batch.mp4'), middle, 'audio');
    const good = join(dir, 'intact-copy.mp4');
    await writeFile(good, await readFile(output));
    await expect(verifyOutputs([{ path: output, expected: withParts() }, { path: good, expected: expected() }])).resolves.toBeUndefined();
    for (const batch of [
      [{ path: output, expected: withParts() }, { path: bad, expected: withParts() }, { path: good, expected: withParts() }],
      [{ path: bad, expected: expected() }, { path: output, expected: expected() }],
    ]) {
      await expect(verifyOutputs(batch)).rejects.toThrow('garbled-audio-in-batch.mp4 failed verification: its audio or the frames around its joins do not decode cleanly');
    }
  });

  it('refuses an audio track shorter than the video', async () => {
    const short = join(dir, 'short-audio.mp4');
    await ffmpeg(['-i', output, '-t', '4', '-i', output, '-map', '0:v', '-map', '1:a', '-c', 'copy', '-movflags', '+faststart', short]);
    for (const way of bothWays()) await expect(verifyOutput(short, way)).rejects.toThrow(/audio has \d+ packets, expected 268 to 270.*audio ends at 4\.\d+ s and video at 5\.700 s/);
  });

  it('refuses a missing audio track', async () => {
    const silent = join(dir, 'no-audio.mp4');
    await ffmpeg(['-i', output, '-map', '0:v', '-c', 'copy', '-movflags', '+faststart', silent]);
    for (const way of bothWays()) await expect(verifyOutput(silent, way)).rejects.toThrow('it has no audio track');
  });

  it('refuses a part of another codec setup joined by stream copy', async () => {
    // The body encoded as baseline (CAVLC, no B-frames): what a part from another encoder setup
    // looks like. The concat demuxer keeps the intro's SPS/PPS for the whole output.
    const body = join(dir, 'body.mp4');
    const probe = await probeMedia(body);
    const framing = resolveFraming('auto', probe, '9:16');
    const args = buildNormaliseArgs({ input: body, output: join(dir, 'body-baseline.mov'), placement: '9:16', probe, gainDb: 0, threads: 1, framing });
    args[args.indexOf('-profile:v') + 1] = 'baseline';
    await ffmpeg(args);
    const list = join(dir, 'mixed.ffconcat');
    await writeFile(list, ['ffconcat version 1.0', ...[parts[0]!.path, join(dir, 'body-baseline.mov'), parts[2]!.path].map((p) => `file '${p}'`)].join('\n'));
    const mixed = join(dir, 'mixed-setup.mp4');
    await ffmpeg(['-f', 'concat', '-safe', '0', '-i', list, '-map', '0:v', '-map', '0:a', '-c:v', 'copy', '-c:a', 'aac', '-movflags', '+faststart', mixed]);
    // ffmpeg writes the body's SPS/PPS into its first frame, so ffmpeg itself decodes the file
    // cleanly, fully or not; players that read the setup from the header alone do not.
    await expect(verifyOutputFully(mixed, expected())).resolves.toBeUndefined();
    for (const way of bothWays()) await expect(verifyOutput(mixed, way)).rejects.toThrow('part 2 (from frame 75) carries a codec setup (SPS/PPS) other than the output');
  });

  it('refuses segment files other than the ones joined', async () => {
    const [intro, body, cta] = parts.map((part) => part.path);
    const swapped = { ...expected(), partPaths: [intro!, cta!, body!] };
    await expect(verifyOutput(output, swapped)).rejects.toThrow('part 2 (part-2.mov) has 30 frames where the output has 66');
    await expect(verifyOutput(output, { ...expected(), partPaths: [intro!, body!] })).rejects.toThrow('2 segment files were given for 3 parts');
  });
});
