import { PLACEMENTS, type PlacementName } from '@reelmix/contracts/browser';
import { basename } from 'node:path';
import { describeFailure, runMediaTool } from './ffmpeg-process';
import { ffmpegGlobalArgs, ffprobeGlobalArgs, fileUrl, segmentInputArgs } from './hardening-args';
import { readMoov, readTopLevelBoxes } from './isobmff-boxes';
import { MediaProcessError } from './media.errors';
import { OUTPUT_FPS, OUTPUT_SAMPLE_RATE, SAMPLES_PER_FRAME } from './media-limits';
import { movieInfoOf, trackOf } from './movie-info';
import { GOP_FRAMES, PINNED_H264, VIDEO_TIMESCALE } from './normalise-args';
import { displayPositions, readSampleTable, sampleTableProblems, sampleTablesByHandler } from './sample-table';
import { withTempDir } from './temp-dir';
import { VERIFY_DECODE_THREADS, type VerifyOptions } from './verify';

/*
 * The full check of a normalised segment, once, where it is made: every frame and audio sample
 * decoded with -xerror, exactly N frames and N x 1600 samples, and the codec setup the pipeline
 * pins (profile, level, pixel format, colour, frame rate, GOP, timescale, PCM format). An output's
 * video is a byte copy of its segments, so the output check decodes only around the joins and
 * relies on this one for the rest.
 */

export interface ExpectedSegment {
  frames: number;
  placement: PlacementName;
}

const FRAME_TICKS = VIDEO_TIMESCALE / OUTPUT_FPS;

export function buildSegmentDecodeArgs(path: string): string[] {
  return [
    ...ffmpegGlobalArgs(),
    '-threads', VERIFY_DECODE_THREADS,
    // The deblocking filter only smooths decoded pictures; a damaged bitstream fails while it is
    // parsed, before the filter. Skipping it was measured 22% off this decode (1080x1920).
    '-skip_loop_filter', 'all',
    ...segmentInputArgs(),
    '-i', fileUrl(path),
    '-map', '0:v:0',
    '-map', '0:a:0',
    '-f', 'null', // decode everything, write nothing
    '-',
  ];
}

export function buildSegmentProbeArgs(path: string): string[] {
  return [
    ...ffprobeGlobalArgs(),
    ...segmentInputArgs(),
    '-show_entries',
    'stream=codec_type,codec_name,profile,level,pix_fmt,color_range,color_space,color_primaries,color_transfer,r_frame_rate,sample_fmt,sample_rate,channels',
    '-of', 'json',
    fileUrl(path),
  ];
}

export async function verifySegment(path: string, expected: ExpectedSegment, options: VerifyOptions & { displayName?: string } = {}): Promise<void> {
  const name = options.displayName ?? basename(path);
  const frames = expected.frames;
  const timeoutMs = options.timeoutMs ?? 60_000 + Math.ceil((frames / OUTPUT_FPS) * 2_000);
  const [structure, [probe, decode]] = await Promise.all([
    segmentStructureProblems(path, expected).catch((error: Error) => [`it cannot be read: ${error.message}`]),
    withTempDir('verify', (cwd) =>
      Promise.all([
        runMediaTool('ffprobe', buildSegmentProbeArgs(path), { what: `checking segment ${name} (probe)`, timeoutMs, signal: options.signal, cwd }),
        runMediaTool('ffmpeg', buildSegmentDecodeArgs(path), { what: `checking segment ${name} (decode)`, timeoutMs, signal: options.signal, cwd }),
      ]),
    ),
  ]);
  const problems = [...structure];
  if (decode.exitCode !== 0 || decode.stderr.trim().length > 0) problems.push(`it does not decode cleanly: ${describeFailure(decode)}`);
  if (probe.exitCode !== 0) problems.push(`ffprobe cannot read it: ${describeFailure(probe)}`);
  else problems.push(...setupProblems(JSON.parse(probe.stdout) as SegmentProbe));
  if (problems.length > 0) throw new MediaProcessError(`segment ${name} failed its check: ${problems.join('; ')}`);
}

async function segmentStructureProblems(path: string, expected: ExpectedSegment): Promise<string[]> {
  const layout = await readTopLevelBoxes(path);
  if (layout.overrun) return [`the file ends inside its ${layout.overrun.type} box`];
  const moov = await readMoov(path, layout);
  if (!moov) return ['it has no readable movie header'];
  const info = movieInfoOf(layout, moov);
  const video = trackOf(info, 'vide');
  const audio = trackOf(info, 'soun');
  const videoStbl = sampleTablesByHandler(moov).get('vide');
  if (!video || !audio || !videoStbl || info.tracks.length !== 2) return ['it does not have exactly one video and one audio track'];
  const { width, height } = PLACEMENTS[expected.placement];
  const samples = expected.frames * SAMPLES_PER_FRAME;
  const problems: string[] = [];
  if (video.sampleEntryType !== 'avc1') problems.push(`video is ${video.sampleEntryType}, expected avc1`);
  if (video.width !== width || video.height !== height) problems.push(`frames are ${video.width}x${video.height}, expected ${width}x${height}`);
  if (video.timescale !== VIDEO_TIMESCALE) problems.push(`video timescale is ${video.timescale}, expected ${VIDEO_TIMESCALE}`);
  if (video.sampleCount !== expected.frames) problems.push(`${video.sampleCount} frames, expected ${expected.frames}`);
  // PCM in mov: one "sample" per audio sample, so the media duration is the sample count.
  if (audio.sampleEntryType !== 'sowt') problems.push(`audio is ${audio.sampleEntryType}, expected sowt (16-bit little-endian PCM)`);
  if (audio.timescale !== OUTPUT_SAMPLE_RATE) problems.push(`audio runs at ${audio.timescale} Hz, expected ${OUTPUT_SAMPLE_RATE}`);
  if (audio.mediaDuration !== samples) problems.push(`${audio.mediaDuration} audio samples, expected ${samples}`);
  if (problems.length > 0) return problems;

  const table = readSampleTable(moov, videoStbl);
  const mediaData = layout.boxes.filter((box) => box.type === 'mdat').map((box) => ({ from: box.start + box.headerSize, to: box.start + box.size }));
  problems.push(...sampleTableProblems(table, mediaData).map((problem) => `video ${problem}`));
  const timeline = displayPositions(table, FRAME_TICKS);
  if (timeline.problem) return [...problems, `video ${timeline.problem}`];
  // The pinned GOP: a keyframe exactly every GOP_FRAMES frames from the first, and nowhere else,
  // so every part starts on one and the output check knows where decoding can begin.
  const keyframes = (table.syncSamples ?? timeline.positions.map((_, i) => i)).map((index) => timeline.positions[index]!).sort((a, b) => a - b);
  const pinned = Array.from({ length: Math.ceil(expected.frames / GOP_FRAMES) }, (_, i) => i * GOP_FRAMES);
  if (keyframes.join(',') !== pinned.join(',')) problems.push(`keyframes at frames ${keyframes.join(', ')}, expected every ${GOP_FRAMES} from 0`);
  return problems;
}

interface SegmentProbe {
  streams?: Array<Record<string, string | number | undefined>>;
}

/** The pinned setup as ffprobe names it. */
const PINNED_STREAMS: Record<'video' | 'audio', Record<string, string | number>> = {
  video: {
    codec_name: 'h264',
    profile: PINNED_H264.profile,
    level: Math.round(Number(PINNED_H264.level) * 10),
    pix_fmt: PINNED_H264.pixelFormat,
    color_range: PINNED_H264.range,
    color_space: PINNED_H264.colour,
    color_primaries: PINNED_H264.colour,
    color_transfer: PINNED_H264.colour,
    r_frame_rate: `${OUTPUT_FPS}/1`,
  },
  audio: { codec_name: 'pcm_s16le', sample_fmt: 's16', sample_rate: String(OUTPUT_SAMPLE_RATE), channels: 2 },
};

function setupProblems(json: SegmentProbe): string[] {
  const problems: string[] = [];
  for (const kind of ['video', 'audio'] as const) {
    const stream = json.streams?.find((s) => s.codec_type === kind);
    if (!stream) {
      problems.push(`ffprobe finds no ${kind} stream`);
      continue;
    }
    for (const [field, want] of Object.entries(PINNED_STREAMS[kind])) {
      const got = stream[field];
      const same = typeof want === 'string' ? String(got).toLowerCase() === want : Number(got) === want;
      if (!same) problems.push(`${kind} ${field} is ${String(got)}, expected ${want}`);
    }
  }
  return problems;
}
