import { open } from 'node:fs/promises';
import { foreignParameterSets, inBandParameterSets, readAvcConfig, type AvcConfig } from './avc-config';
import { readMoov, readTopLevelBoxes, type TopLevelLayout } from './isobmff-boxes';
import { OUTPUT_SAMPLE_RATE } from './media-limits';
import { movieInfoOf, trackOf } from './movie-info';
import { displayPositions, readSampleTable, sampleTableProblems, sampleTablesByHandler, type SampleTable } from './sample-table';
import { type VideoSamples } from './video-copy-check';

/*
 * What a combine can break in an output, read from its boxes without decoding: the layout
 * (faststart, nothing cut short), each track's sample table (every sample inside the media data,
 * none empty, a presentation timeline without holes), the frame and sample counts and durations
 * against the parts, a keyframe where every part starts and no codec setup of its own in that
 * keyframe (avc-config.ts). It also hands on the video's samples, for the comparison with the
 * parts (video-copy-check.ts), and says which frames the output check must still decode.
 */

export interface ExpectedOutput {
  durationSec: number;
  width: number;
  height: number;
  fps: number;
}

export interface ExpectedJoinedOutput extends ExpectedOutput {
  /** Each part's duration in order (whole frames: a part is N frames at `fps`); the joins lie between them. */
  partDurationsSec: readonly number[];
  /**
   * The segment files the output was joined from, in order, when the caller has them. The video is
   * then compared with them byte for byte instead of being decoded across each join.
   */
  partPaths?: readonly string[];
  /**
   * Another output of the same check whose audio this one's must equal (a hook's text variants,
   * whose audio the combine encodes once: combine.ts). That one's audio is decoded; this one's is
   * compared with it (sound-digest.ts) instead of being decoded again.
   */
  sameSoundAs?: string;
}

/** Display positions `[from, to)` of frames to decode. */
export interface FrameWindow {
  from: number;
  to: number;
}

export interface OutputStructure {
  problems: string[];
  /** Frames to decode when the parts are not at hand: the first ones, across each join, the last ones. */
  windows: FrameWindow[];
  /** The video's samples (null when there are problems). */
  video: VideoSamples | null;
}

interface PartStart {
  position: number;
  offset: number;
  size: number;
}

type TrackFindings = Omit<OutputStructure, 'video'> & { partStarts: PartStart[]; video: VideoSamples | null };

/** A part's first frame larger than this is not one of ours (an IDR of 1080x1920 at 8 Mbit/s is well under 1 MB). */
const MAX_KEYFRAME_BYTES = 16 * 1024 * 1024;

/** The output may differ from the expected length by this much (the old full check's tolerance). */
export const DURATION_TOLERANCE_SEC = 0.1;
/** AAC codes 1024 samples per packet. */
const AAC_FRAME_SAMPLES = 1024;
/**
 * Frames decoded after each join: past the first B-frame group (x264 -bf 3) of the next part, so
 * its first P-frames, which reference the part's keyframe through the shared setup, are decoded too.
 */
export const FRAMES_AFTER_JOIN = 8;
/** Frames decoded at the very start. */
const FIRST_FRAMES = 2;

export async function inspectOutputStructure(path: string, expected: ExpectedJoinedOutput): Promise<OutputStructure> {
  const layout = await readTopLevelBoxes(path);
  const layoutProblems = boxOrderProblems(layout);
  // A file cut short or without a header has nothing further worth reading.
  if (layout.overrun) return { problems: layoutProblems, windows: [], video: null };
  const moov = await readMoov(path, layout);
  if (!moov) return { problems: [...layoutProblems, 'it has no readable movie header'], windows: [], video: null };
  const { problems, windows, partStarts, video } = trackProblems(layout, moov, expected);
  if (layoutProblems.length > 0 || problems.length > 0) return { problems: [...layoutProblems, ...problems], windows: [], video: null };
  const setupProblems = await partSetupProblems(path, partStarts, video!.avc);
  return setupProblems.length > 0 ? { problems: setupProblems, windows: [], video: null } : { problems: [], windows, video };
}

/** Each part's frame count, from its duration: a part is whole frames at the output's rate. */
export function partFrameCounts(expected: Pick<ExpectedJoinedOutput, 'partDurationsSec' | 'fps'>): number[] {
  return expected.partDurationsSec.map((sec) => Math.round(sec * expected.fps));
}

/** Each part's first sample must carry no SPS or PPS other than the header's. */
async function partSetupProblems(path: string, partStarts: readonly PartStart[], avc: AvcConfig): Promise<string[]> {
  const handle = await open(path, 'r');
  try {
    const problems: string[] = [];
    for (const [part, start] of partStarts.entries()) {
      const sample = Buffer.alloc(start.size);
      await handle.read(sample, 0, start.size, start.offset);
      const inBand = inBandParameterSets(sample, avc.lengthSize);
      if (inBand === null) problems.push(`part ${part + 1}'s first frame (frame ${start.position}) is not a sequence of whole NAL units`);
      else if (foreignParameterSets(inBand, avc).length > 0) {
        problems.push(`part ${part + 1} (from frame ${start.position}) carries a codec setup (SPS/PPS) other than the output's header: it was joined from a differently encoded segment`);
      }
    }
    return problems;
  } finally {
    await handle.close();
  }
}

/** ftyp first, one moov, media data present, moov before it, and no box running past the end. */
export function boxOrderProblems(layout: TopLevelLayout): string[] {
  const problems: string[] = [];
  if (layout.overrun) {
    problems.push(`the file ends inside its ${layout.overrun.type} box (${layout.fileSize} bytes, the box needs ${layout.overrun.start + layout.overrun.size})`);
  }
  const types = layout.boxes.map((box) => box.type);
  if (types[0] !== 'ftyp') problems.push('it does not start with a file type box');
  const moovCount = types.filter((type) => type === 'moov').length;
  if (moovCount !== 1) problems.push(`it has ${moovCount} movie headers`);
  const firstMdat = types.indexOf('mdat');
  if (firstMdat < 0) problems.push('it has no media data');
  else if (moovCount > 0 && types.indexOf('moov') > firstMdat) problems.push('the movie header is after the media data (no faststart)');
  return problems;
}

function trackProblems(layout: TopLevelLayout, moov: Buffer, expected: ExpectedJoinedOutput): TrackFindings {
  let info;
  let tables: { video: SampleTable; audio: SampleTable };
  let avc: AvcConfig | null;
  const none = { windows: [], partStarts: [], video: null };
  try {
    info = movieInfoOf(layout, moov);
    const stbls = sampleTablesByHandler(moov);
    const [videoStbl, audioStbl] = [stbls.get('vide'), stbls.get('soun')];
    const missing = !videoStbl ? 'it has no video track' : !audioStbl ? 'it has no audio track' : null;
    if (missing || info.tracks.length !== 2) return { ...none, problems: [missing ?? `it has ${info.tracks.length} tracks, expected one video and one audio`] };
    tables = { video: readSampleTable(moov, videoStbl!), audio: readSampleTable(moov, audioStbl!) };
    avc = readAvcConfig(moov, videoStbl!);
  } catch (error) {
    return { ...none, problems: [`its sample tables cannot be read: ${(error as Error).message}`] };
  }
  const video = trackOf(info, 'vide')!;
  const audio = trackOf(info, 'soun')!;
  const problems: string[] = [];
  const mediaData = layout.boxes.filter((box) => box.type === 'mdat').map((box) => ({ from: box.start + box.headerSize, to: box.start + box.size }));
  problems.push(...sampleTableProblems(tables.video, mediaData).map((p) => `video ${p}`));
  problems.push(...sampleTableProblems(tables.audio, mediaData).map((p) => `audio ${p}`));

  // Video: the codec, the frame size, a constant frame rate, exactly the parts' frames.
  const partFrames = partFrameCounts(expected);
  const frames = partFrames.reduce((sum, n) => sum + n, 0);
  if (video.sampleEntryType !== 'avc1' || !avc) problems.push(`video is ${video.sampleEntryType || 'of no known kind'}, expected avc1 (H.264) with its codec setup in the header`);
  if (video.width !== expected.width || video.height !== expected.height) {
    problems.push(`frames are ${video.width}x${video.height}, expected ${expected.width}x${expected.height}`);
  }
  if (video.sampleCount !== frames) problems.push(`video has ${video.sampleCount} frames, expected ${frames} (${partFrames.join(' + ')})`);
  const frameTicks = video.timescale / expected.fps;
  const timeline = displayPositions(tables.video, frameTicks);
  if (!Number.isInteger(frameTicks)) problems.push(`the video timescale ${video.timescale} does not hold ${expected.fps} fps in whole ticks`);
  else if (timeline.problem) problems.push(`video ${timeline.problem} (${expected.fps} fps)`);

  // Audio: AAC, and as many packets as the summed duration needs (plus the encoder's priming).
  const samples = Math.round((frames / expected.fps) * OUTPUT_SAMPLE_RATE);
  const minPackets = Math.ceil(samples / AAC_FRAME_SAMPLES);
  if (audio.sampleEntryType !== 'mp4a') problems.push(`audio is ${audio.sampleEntryType || 'of no known kind'}, expected mp4a (AAC)`);
  if (audio.timescale !== OUTPUT_SAMPLE_RATE) problems.push(`audio runs at ${audio.timescale} Hz, expected ${OUTPUT_SAMPLE_RATE}`);
  if (audio.sampleCount < minPackets || audio.sampleCount > minPackets + 2) {
    problems.push(`audio has ${audio.sampleCount} packets, expected ${minPackets} to ${minPackets + 2} for ${samples} samples`);
  }

  // Durations: both tracks end together, at the parts' summed length.
  if (Math.abs(video.endSec - audio.endSec) > 1 / expected.fps + 1e-6) {
    problems.push(`audio ends at ${audio.endSec.toFixed(3)} s and video at ${video.endSec.toFixed(3)} s, more than one frame apart`);
  }
  if (Math.abs(video.endSec - expected.durationSec) > DURATION_TOLERANCE_SEC) {
    problems.push(`lasts ${video.endSec.toFixed(3)} s, expected ${expected.durationSec.toFixed(3)} s`);
  }

  if (problems.length > 0) return { ...none, problems };
  const keyframes = keyframePositions(tables.video, timeline.positions);
  const joins = partFrames.slice(0, -1).map((_, i) => partFrames.slice(0, i + 1).reduce((sum, n) => sum + n, 0));
  const notKey = [0, ...joins].filter((position) => !keyframes.includes(position));
  if (notKey.length > 0) return { ...none, problems: [`no keyframe where a part starts (frame ${notKey.join(', ')})`] };
  const partStarts = [0, ...joins].map((position) => {
    const index = timeline.positions.indexOf(position);
    return { position, offset: tables.video.offsets[index]!, size: tables.video.sizes[index]! };
  });
  const huge = partStarts.find((start) => start.size > MAX_KEYFRAME_BYTES);
  if (huge) return { ...none, problems: [`frame ${huge.position} is ${huge.size} bytes, more than any keyframe we write`] };
  return { problems: [], windows: decodeWindows(frames, joins, keyframes), partStarts, video: { table: tables.video, positions: timeline.positions, avc: avc! } };
}

/** Display positions of the keyframes, ascending. */
function keyframePositions(table: SampleTable, positions: readonly number[]): number[] {
  const sync = table.syncSamples ?? positions.map((_, i) => i);
  return sync.map((index) => positions[index]!).sort((a, b) => a - b);
}

/**
 * The frames worth decoding: the first few, and from the keyframe before each join across it
 * (the end of one part and the start of the next), and from the last keyframe to the end.
 * Decoding must start at a keyframe; the parts' GOP is pinned, so a window is at most one GOP
 * plus `FRAMES_AFTER_JOIN`. Overlapping windows are merged.
 */
export function decodeWindows(frames: number, joins: readonly number[], keyframes: readonly number[]): FrameWindow[] {
  const keyframeBefore = (position: number) => keyframes.filter((k) => k <= position).at(-1) ?? 0;
  const windows: FrameWindow[] = [
    { from: 0, to: Math.min(frames, FIRST_FRAMES) },
    ...joins.map((join) => ({ from: keyframeBefore(join - 1), to: Math.min(frames, join + FRAMES_AFTER_JOIN) })),
    { from: keyframeBefore(frames - 1), to: frames },
  ].sort((a, b) => a.from - b.from);
  const merged: FrameWindow[] = [];
  for (const window of windows) {
    const last = merged.at(-1);
    if (last && window.from <= last.to) last.to = Math.max(last.to, window.to);
    else merged.push({ ...window });
  }
  return merged;
}
