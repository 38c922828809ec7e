import { basename } from 'node:path';
import { describeFailure, runMediaTool } from './ffmpeg-process';
import { ffmpegGlobalArgs, ffprobeGlobalArgs, fileUrl, outputInputArgs } from './hardening-args';
import { MediaProcessError } from './media.errors';
import { readMovieInfo } from './movie-info';
import { memoisedSoundDigest, soundDigest } from './sound-digest';
import {
  DURATION_TOLERANCE_SEC,
  inspectOutputStructure,
  partFrameCounts,
  type ExpectedJoinedOutput,
  type ExpectedOutput,
  type FrameWindow,
} from './output-structure';
import { parseRate } from './probe-result';
import { withTempDir } from './temp-dir';
import { memoisedSegmentSamples, type SegmentSamplesReader, videoCopyProblems } from './video-copy-check';

/*
 * Two checks of a finished output.
 *
 * `verifyOutput`, the one every output gets, checks what a combine can break. The video is a byte
 * copy of segments that `verifySegment` fully decoded when they were made, so the output's boxes
 * are read instead (layout, sample tables, frame and sample counts, durations: see
 * output-structure.ts) and the audio (encoded once per output) is decoded whole. When the caller
 * names the segment files (`partPaths`), the video is compared with them byte for byte
 * (video-copy-check.ts) and not decoded at all. Without them the video is decoded where parts
 * meet: from the keyframe before each join (up to a 2 s GOP) to a few frames after it, plus the
 * first and last frames. One ffmpeg does all the decoding.
 *
 * An output said to share its audio with another of the same check (a hook's text variants, whose
 * audio the combine encodes once) has its audio track compared with that one's byte for byte
 * (sound-digest.ts) and decoded only there.
 *
 * Without the segment files, the middle of a part is not checked: a combine copies those bytes and
 * cannot garble them; the segment check covered them, and the sha256 recorded for each output
 * covers storage.
 *
 * `verifyOutputFully` decodes everything with -xerror (a truncated faststart file otherwise
 * decodes with exit code 0) and reads the streams with ffprobe; it costs one decode of the whole
 * output. The test suites hold every output to it. The README has the measured cost of both.
 */

export type { ExpectedJoinedOutput, ExpectedOutput } from './output-structure';

export interface VerifyOptions {
  timeoutMs?: number;
  signal?: AbortSignal;
}

/*
 * Every check decodes with one thread. With frame threading (ffmpeg's default) a corrupt frame
 * sometimes ends the decode with exit code 0: a garbled frame was missed in one run of four here.
 * Our segments are one slice per frame, so slice threading would not help either.
 */
export const VERIFY_DECODE_THREADS = '1';

export async function verifyOutput(path: string, expected: ExpectedJoinedOutput, options: VerifyOptions = {}): Promise<void> {
  await verifyOutputs([{ path, expected }], options);
}

export interface OutputToVerify {
  path: string;
  expected: ExpectedJoinedOutput;
}

/**
 * `verifyOutput` for several outputs (the one-machine pipeline checks each combine batch
 * together): every file's boxes and video copy are checked on their own, then one ffmpeg decodes
 * what each needs decoded (its audio, and its joins when its parts are not named). A process
 * start-up costs about as much as decoding an output's audio, so one process for the batch halves
 * the check. When the shared decode fails, each output is decoded again alone, so the error names
 * the output that failed, exactly as `verifyOutput` would.
 */
export async function verifyOutputs(outputs: readonly OutputToVerify[], options: VerifyOptions = {}): Promise<void> {
  const checked: DecodeInput[] = [];
  const segmentSamples = memoisedSegmentSamples();
  for (const { path, expected } of outputs) checked.push(await checkFileOf(path, expected, segmentSamples));
  await compareSharedSound(outputs, checked);
  const decodes = checked.filter((decode) => decode.audio || decode.windows.length > 0);
  if (decodes.length === 0) return;
  const failure = await decodeProblem(decodes, options);
  if (failure === null) return;
  if (decodes.length > 1) {
    for (const decode of decodes) {
      const alone = await decodeProblem([decode], options);
      if (alone !== null) throw failedCheck(decode.path, [alone]);
    }
  }
  throw failedCheck(decodes[0]!.path, [failure]);
}

interface DecodeInput {
  path: string;
  windows: readonly FrameWindow[];
  fps: number;
  durationSec: number;
  /** Whether its audio is decoded: false once it is known to equal another output's, which is. */
  audio: boolean;
}

/**
 * An output whose audio must equal another's of the same check (`sameSoundAs`) is compared with
 * it byte for byte, setup, timing and sample sizes included (sound-digest.ts), and not decoded:
 * the same audio decodes the same, and the other's is decoded. One named outside the check, or
 * itself sharing another's, leaves the audio to be decoded.
 */
async function compareSharedSound(outputs: readonly OutputToVerify[], checked: DecodeInput[]): Promise<void> {
  const decodedAudio = new Set(outputs.filter(({ expected }) => expected.sameSoundAs === undefined).map(({ path }) => path));
  // A group's first output is read once, however many share its audio.
  const digestOf = memoisedSoundDigest();
  for (const [i, { path, expected }] of outputs.entries()) {
    const reference = expected.sameSoundAs;
    if (reference === undefined || !decodedAudio.has(reference)) continue;
    const [mine, theirs] = await Promise.all([soundDigest(path), digestOf(reference)]).catch((error: Error) => {
      throw failedCheck(path, [`its audio cannot be read: ${error.message}`]);
    });
    if (mine !== theirs) throw failedCheck(path, [`its audio is not the audio of ${basename(reference)}, which it shares`]);
    checked[i] = { ...checked[i]!, audio: false };
  }
}

const failedCheck = (path: string, problems: string[]) => new MediaProcessError(`${basename(path)} failed verification: ${problems.join('; ')}`);

/** Everything `verifyOutput` checks without decoding; returns what is left to decode. */
async function checkFileOf(path: string, expected: ExpectedJoinedOutput, segmentSamples: SegmentSamplesReader): Promise<DecodeInput> {
  const unreadable = (error: Error) => [`it cannot be read: ${error.message}`];
  const structure = await inspectOutputStructure(path, expected).catch((error: Error) => ({ problems: unreadable(error), windows: [], video: null }));
  // A broken structure needs no decode to be refused, and a cut-short file is not worth one.
  if (structure.problems.length > 0) throw failedCheck(path, structure.problems);
  if (expected.partPaths) {
    const copyProblems = await videoCopyProblems(path, structure.video!, expected.partPaths, partFrameCounts(expected), expected.fps, segmentSamples).catch(unreadable);
    if (copyProblems.length > 0) throw failedCheck(path, copyProblems);
  }
  // Once every frame is known to be a segment's frame under the segments' own codec setup, and
  // each segment decoded cleanly whole, decoding frames again finds nothing new; each window
  // would cost ffmpeg another input (about 70 ms of probing and decoding one keyframe).
  return { path, windows: expected.partPaths ? [] : structure.windows, fps: expected.fps, durationSec: expected.durationSec, audio: true };
}

/** The decode of one or several outputs in one ffmpeg: null when clean, else what went wrong. */
async function decodeProblem(decodes: readonly DecodeInput[], options: VerifyOptions): Promise<string | null> {
  const timeoutMs = options.timeoutMs ?? 60_000 + Math.ceil(decodes.reduce((sum, d) => sum + d.durationSec, 0) * 1_000);
  const names = decodes.map((d) => basename(d.path)).join(', ');
  const joins = decodes.some((d) => d.windows.length > 0);
  const decode = await withTempDir('verify', (cwd) =>
    runMediaTool('ffmpeg', buildSpotDecodeArgs(decodes), {
      what: joins ? `verifying ${names} (audio and joins)` : `verifying ${names} (audio)`,
      timeoutMs,
      signal: options.signal,
      cwd,
    }),
  );
  if (decode.exitCode === 0 && decode.stderr.trim().length === 0) return null;
  return `its audio or the frames around its joins do not decode cleanly: ${describeFailure(decode)}`;
}

/**
 * One ffmpeg for one or several outputs. For each output, one input is the whole file, of which
 * only the audio is decoded; every further input is the same file opened at a window's keyframe
 * and read for the window's length, of which only the video is decoded. Seeking lands on the
 * keyframe at or before the requested time, so half a frame past the keyframe is asked for:
 * rounding can never make it fall back a whole GOP.
 */
export function buildSpotDecodeArgs(outputs: ReadonlyArray<{ path: string; windows: readonly FrameWindow[]; fps: number; audio?: boolean }>): string[] {
  const inputs: string[] = [];
  const maps: string[] = [];
  let index = 0;
  for (const { path, windows, fps, audio = true } of outputs) {
    const input = fileUrl(path);
    const seconds = (frames: number) => (frames / fps).toFixed(6);
    if (audio) {
      inputs.push('-threads', VERIFY_DECODE_THREADS, ...outputInputArgs(), '-i', input);
      maps.push('-map', `${index++}:a:0`);
    }
    for (const window of windows) {
      inputs.push('-threads', VERIFY_DECODE_THREADS, ...outputInputArgs(), '-ss', seconds(window.from + 0.5), '-t', seconds(window.to - window.from), '-i', input);
      maps.push('-map', `${index++}:v:0`);
    }
  }
  return [
    ...ffmpegGlobalArgs(),
    ...inputs,
    ...maps,
    '-f', 'null', // decode, write nothing
    '-',
  ];
}

export function buildVerifyDecodeArgs(path: string): string[] {
  return [
    ...ffmpegGlobalArgs(),
    '-threads', VERIFY_DECODE_THREADS,
    ...outputInputArgs(),
    '-i', fileUrl(path),
    '-map', '0:v:0',
    '-map', '0:a:0',
    '-f', 'null', // decode everything, write nothing
    '-',
  ];
}

export function buildVerifyProbeArgs(path: string): string[] {
  return [
    ...ffprobeGlobalArgs(),
    ...outputInputArgs(),
    '-show_entries', 'stream=codec_type,width,height,avg_frame_rate,start_time,duration:format=duration',
    '-of', 'json',
    fileUrl(path),
  ];
}

interface VerifyProbe {
  streams?: Array<{ codec_type?: string; width?: number; height?: number; avg_frame_rate?: string; start_time?: string; duration?: string }>;
  format?: { duration?: string };
}

export async function verifyOutputFully(path: string, expected: ExpectedOutput, options: VerifyOptions = {}): Promise<void> {
  const name = basename(path);
  const timeoutMs = options.timeoutMs ?? 60_000 + Math.ceil(expected.durationSec * 2_000);
  const info = await readMovieInfo(path).catch(() => null);
  if (!info) throw new MediaProcessError(`${name} failed verification: it has no readable movie header`);

  const [probe, decode] = await withTempDir('verify', (cwd) =>
    Promise.all([
      runMediaTool('ffprobe', buildVerifyProbeArgs(path), { what: `verifying ${name} (probe)`, timeoutMs, signal: options.signal, cwd }),
      runMediaTool('ffmpeg', buildVerifyDecodeArgs(path), { what: `verifying ${name} (decode)`, timeoutMs, signal: options.signal, cwd }),
    ]),
  );

  const problems: string[] = [];
  if (decode.exitCode !== 0 || decode.stderr.trim().length > 0) problems.push(`it does not decode cleanly: ${describeFailure(decode)}`);
  if (!info.faststart) problems.push('the movie header is after the media data (no faststart)');
  if (probe.exitCode !== 0) {
    problems.push(`ffprobe cannot read it: ${describeFailure(probe)}`);
  } else {
    problems.push(...checkStreams(JSON.parse(probe.stdout) as VerifyProbe, expected));
  }
  if (problems.length > 0) throw new MediaProcessError(`${name} failed verification: ${problems.join('; ')}`);
}

function checkStreams(json: VerifyProbe, expected: ExpectedOutput): string[] {
  const problems: string[] = [];
  const video = json.streams?.find((s) => s.codec_type === 'video');
  const audio = json.streams?.find((s) => s.codec_type === 'audio');
  if (!video || !audio) return ['it lacks a video or an audio stream'];
  if (video.width !== expected.width || video.height !== expected.height) {
    problems.push(`frames are ${video.width}x${video.height}, expected ${expected.width}x${expected.height}`);
  }
  const fps = parseRate(video.avg_frame_rate);
  if (fps === null || Math.abs(fps - expected.fps) > 0.01) problems.push(`frame rate is ${video.avg_frame_rate}, expected ${expected.fps}`);
  const videoEnd = Number(video.start_time ?? 0) + Number(video.duration);
  const audioEnd = Number(audio.start_time ?? 0) + Number(audio.duration);
  if (!Number.isFinite(videoEnd) || !Number.isFinite(audioEnd) || Math.abs(videoEnd - audioEnd) > 1 / expected.fps + 1e-6) {
    problems.push(`audio ends at ${audioEnd.toFixed(3)} s and video at ${videoEnd.toFixed(3)} s, more than one frame apart`);
  }
  const duration = Number(json.format?.duration);
  if (!Number.isFinite(duration) || Math.abs(duration - expected.durationSec) > DURATION_TOLERANCE_SEC) {
    problems.push(`lasts ${Number.isFinite(duration) ? duration.toFixed(3) : 'an unknown time'} s, expected ${expected.durationSec.toFixed(3)} s`);
  }
  return problems;
}
