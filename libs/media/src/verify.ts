import { basename } from 'node:path';
import { describeFailure, runMediaTool } from './ffmpeg-process';
import { ffmpegGlobalArgs, ffprobeGlobalArgs, fileUrl, outputInputArgs } from './hardening-args';
import { MediaProcessError } from './media.errors';
import { readMovieInfo } from './movie-info';
import { parseRate } from './probe-result';
import { withTempDir } from './temp-dir';

/*
 * The full check of a finished output, independent of how it was made: ffprobe reads the streams,
 * ffmpeg decodes every video frame and audio packet with -xerror (a truncated faststart file
 * otherwise decodes with exit code 0), and the box layout shows faststart. It costs one decode of
 * the whole output; the README has the measured figure.
 */

export interface ExpectedOutput {
  durationSec: number;
  width: number;
  height: number;
  fps: number;
}

export interface VerifyOptions {
  timeoutMs?: number;
  signal?: AbortSignal;
  /** Decoder threads; 0 = automatic (default), 1 when several verifications run at once. */
  threads?: number;
}

const DURATION_TOLERANCE_SEC = 0.1;

export function buildVerifyDecodeArgs(path: string, threads = 0): string[] {
  return [
    ...ffmpegGlobalArgs(),
    '-threads', String(threads),
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

export async function verifyOutput(path: string, expected: ExpectedOutput, options: VerifyOptions = {}): Promise<void> {
  const name = basename(path);
  const timeoutMs = options.timeoutMs ?? 60_000 + Math.ceil(expected.durationSec * 2_000);
  const info = await readMovieInfo(path).catch(() => null);
  if (!info) throw new MediaProcessError(`${name} failed verification: it has no readable movie header`);

  const [probe, decode] = await withTempDir('verify', (cwd) =>
    Promise.all([
      runMediaTool('ffprobe', buildVerifyProbeArgs(path), { what: `verifying ${name} (probe)`, timeoutMs, signal: options.signal, cwd }),
      runMediaTool('ffmpeg', buildVerifyDecodeArgs(path, options.threads ?? 0), { what: `verifying ${name} (decode)`, timeoutMs, signal: options.signal, cwd }),
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
