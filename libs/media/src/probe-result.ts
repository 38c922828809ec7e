import { readVideoStart, type VideoStart } from './av-alignment';
import { ACCEPTED_VIDEO_CODECS } from './hardening-args';
import { MediaRejectedError } from './media.errors';
import { MEDIA_LIMITS, MIN_DURATION_SEC, type MediaLimits } from './media-limits';

/*
 * Turns ffprobe's JSON (or its failure) into a ProbeResult or a rejection a person understands.
 * Pure functions: every limit is checked here, before any decode or encode starts.
 */

/** Where the first frame sits (av-alignment.ts); a probe without them is read as 0, an mp4's usual. */
export interface ProbeResult extends Partial<VideoStart> {
  durationSec: number;
  /** Stored frame size (before rotation). */
  width: number;
  height: number;
  fps: number;
  hasAudio: boolean;
  videoCodec: string;
  audioCodec: string | null;
  formatName: string;
  /** Display rotation in degrees as ffprobe reports it, normalised to 0, 90, 180 or 270. */
  rotation: number;
  /** Pixel aspect ratio (1 for square pixels). */
  sampleAspectRatio: number;
  /** Stream indexes the normaliser maps (a cover picture is never taken for the video). */
  videoStreamIndex: number;
  audioStreamIndex: number | null;
  streamCount: number;
}

export interface FfprobeStream {
  index?: number;
  codec_type?: string;
  codec_name?: string;
  width?: number;
  height?: number;
  sample_aspect_ratio?: string;
  avg_frame_rate?: string;
  r_frame_rate?: string;
  duration?: string;
  start_time?: string;
  disposition?: { attached_pic?: number };
  tags?: { rotate?: string };
  side_data_list?: Array<{ rotation?: number }>;
}

export interface FfprobeJson {
  streams?: FfprobeStream[];
  format?: { format_name?: string; duration?: string; nb_streams?: number; start_time?: string; tags?: Record<string, string> };
}

/** Reads the probe JSON and applies every limit; throws MediaRejectedError. */
export function judgeProbe(json: FfprobeJson, fallbackDurationSec: number | null, limits: MediaLimits = MEDIA_LIMITS): ProbeResult {
  const streams = json.streams ?? [];
  const streamCount = Math.max(streams.length, json.format?.nb_streams ?? 0);
  if (streamCount > limits.maxStreams) {
    throw new MediaRejectedError(`has ${streamCount} streams, more than the limit of ${limits.maxStreams}`);
  }
  const video = streams.find((s) => s.codec_type === 'video' && s.disposition?.attached_pic !== 1);
  if (!video) {
    const audioOnly = streams.some((s) => s.codec_type === 'audio');
    throw new MediaRejectedError(audioOnly ? 'has no video stream (it is audio only)' : 'has no video stream');
  }
  const videoCodec = video.codec_name ?? 'unknown';
  if (!ACCEPTED_VIDEO_CODECS.includes(videoCodec)) {
    throw new MediaRejectedError(`uses the ${videoCodec} video codec, which is not accepted`);
  }
  const width = video.width ?? 0;
  const height = video.height ?? 0;
  if (width <= 0 || height <= 0) throw new MediaRejectedError('has a video stream without a frame size');
  if (width > limits.maxWidth || height > limits.maxHeight) {
    throw new MediaRejectedError(`frames are too large (${width}x${height}, max ${limits.maxWidth}x${limits.maxHeight})`);
  }

  const durationSec = firstFinite(parseSeconds(json.format?.duration), parseSeconds(video.duration), fallbackDurationSec);
  if (durationSec === null) throw new MediaRejectedError('has no known duration');
  if (durationSec > limits.maxDurationSec) {
    throw new MediaRejectedError(`duration ${formatSeconds(durationSec)} s is over the limit of ${limits.maxDurationSec} s`);
  }
  if (durationSec < MIN_DURATION_SEC) throw new MediaRejectedError(`is too short (${formatSeconds(durationSec)} s)`);

  const fps = firstFinite(parseRate(video.avg_frame_rate), parseRate(video.r_frame_rate));
  if (fps === null) throw new MediaRejectedError('has no known frame rate');
  if (fps > limits.maxFps) throw new MediaRejectedError(`frame rate ${formatSeconds(fps)} fps is over the limit of ${limits.maxFps} fps`);
  if (fps < 1) throw new MediaRejectedError(`frame rate ${fps.toPrecision(2)} fps is too low for a video`);

  const audio = streams.find((s) => s.codec_type === 'audio');
  const formatName = json.format?.format_name ?? 'unknown';
  const start = readVideoStart({
    formatStartSec: parseTime(json.format?.start_time),
    videoStartSec: parseTime(video.start_time),
    audioStartSec: parseTime(audio?.start_time),
    audioCodec: audio?.codec_name ?? null,
    formatName,
    encoder: tagOf(json.format?.tags, 'encoder'),
  });
  return {
    durationSec,
    width,
    height,
    fps,
    hasAudio: audio !== undefined,
    videoCodec,
    audioCodec: audio?.codec_name ?? null,
    formatName,
    rotation: readRotation(video),
    sampleAspectRatio: parseRatio(video.sample_aspect_ratio) ?? 1,
    videoStreamIndex: video.index ?? 0,
    audioStreamIndex: audio?.index ?? null,
    streamCount,
    ...start,
  };
}

/** Maps a failed ffprobe's stderr to the reason the uploader sees. */
export function reasonForProbeFailure(stderr: string): string {
  const tooLarge = /Picture size (\d+)x(\d+)[^\n]*(?:exceeds|is invalid)/.exec(stderr);
  if (tooLarge) {
    return `frames are too large (${tooLarge[1]}x${tooLarge[2]}, max ${MEDIA_LIMITS.maxWidth}x${MEDIA_LIMITS.maxHeight})`;
  }
  const codec = /Codec \(([\w-]+)\) not on whitelist/.exec(stderr);
  if (codec) return `uses the ${codec[1]} codec, which is not accepted`;
  if (/Format not on whitelist|Protocol '[^']*' not on whitelist/.test(stderr)) return 'is not a supported video container';
  if (/moov atom not found|EBML header parsing failed|Invalid data found|could not find codec parameters|End of file/i.test(stderr)) {
    return 'is truncated or damaged';
  }
  return 'could not be read as a video';
}

export function parseRate(text: string | undefined): number | null {
  if (!text) return null;
  const [num, den] = text.split('/').map(Number);
  if (den === undefined) return Number.isFinite(num) && num! > 0 ? num! : null;
  if (!Number.isFinite(num) || !Number.isFinite(den) || num! <= 0 || den <= 0) return null;
  return num! / den;
}

function parseRatio(text: string | undefined): number | null {
  if (!text) return null;
  const [num, den] = text.split(':').map(Number);
  if (!num || !den || !Number.isFinite(num) || !Number.isFinite(den) || num <= 0 || den <= 0) return null;
  return num / den;
}

function parseSeconds(text: string | undefined): number | null {
  if (text === undefined) return null;
  const value = Number(text);
  return Number.isFinite(value) && value > 0 ? value : null;
}

/** A timestamp, which unlike a duration may be 0 or negative (an Opus track's pre-skip). */
function parseTime(text: string | undefined): number | null {
  if (text === undefined) return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : null;
}

/** Matroska spells its tags in capitals, mp4 in small letters. */
function tagOf(tags: Record<string, string> | undefined, name: string): string | null {
  const key = Object.keys(tags ?? {}).find((candidate) => candidate.toLowerCase() === name);
  return key === undefined ? null : tags![key]!;
}

function firstFinite(...values: Array<number | null>): number | null {
  return values.find((value): value is number => value !== null && Number.isFinite(value)) ?? null;
}

function readRotation(video: FfprobeStream): number {
  const fromMatrix = video.side_data_list?.find((entry) => typeof entry.rotation === 'number')?.rotation;
  const raw = fromMatrix ?? Number(video.tags?.rotate ?? 0);
  if (!Number.isFinite(raw)) return 0;
  const quarter = Math.round(raw / 90) * 90;
  return ((quarter % 360) + 360) % 360;
}

function formatSeconds(value: number): string {
  return Number.isInteger(value) ? String(value) : value.toFixed(value >= 100 ? 0 : 2);
}
