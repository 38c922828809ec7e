import { resolve } from 'node:path';
import { MEDIA_LIMITS } from './media-limits';
import { type ContainerKind } from './sniff-container';

/*
 * The flags every ffmpeg and ffprobe run gets, in one place so a test can assert each of them is
 * on each command line. Uploads are hostile until proven otherwise: ffmpeg will happily open a
 * playlist named .mp4 and fetch what it names (an SSRF through a presigned storage URL), read
 * sibling files through a relative ffconcat entry, or allocate gigabytes for one declared frame.
 */

/** Demuxers we accept, by the names `-format_whitelist` matches (one demuxer registers all six). */
export const ACCEPTED_DEMUXERS: readonly string[] = ['mov', 'mp4', 'm4a', '3gp', '3g2', 'mj2', 'matroska', 'webm', 'avi'];

/*
 * Decoders (by decoder name, which is what `-codec_whitelist` matches) for the codecs phones,
 * editors and screen recorders produce. Everything else in ffmpeg's long tail of decoders is
 * unreachable from an upload. The text subtitle decoders are here because ffprobe opens a
 * decoder for every stream and would otherwise refuse a clip with a caption track.
 */
export const ACCEPTED_VIDEO_DECODERS: readonly string[] = ['h264', 'hevc', 'vp8', 'vp9', 'libdav1d', 'mpeg4', 'prores'];
export const ACCEPTED_AUDIO_DECODERS: readonly string[] = [
  'aac',
  'mp3float',
  'opus',
  'vorbis',
  'flac',
  'alac',
  'ac3',
  'eac3',
  'pcm_s16le',
  'pcm_s16be',
  'pcm_s24le',
  'pcm_s24be',
  'pcm_f32le',
  'pcm_u8',
];
export const ACCEPTED_SUBTITLE_DECODERS: readonly string[] = ['mov_text', 'subrip', 'webvtt'];

/** Codec names (as ffprobe reports them) of the video streams we accept. */
export const ACCEPTED_VIDEO_CODECS: readonly string[] = ['h264', 'hevc', 'vp8', 'vp9', 'av1', 'mpeg4', 'prores'];

/** Our own segments: H.264 video and PCM audio, nothing else. */
export const SEGMENT_DECODERS: readonly string[] = ['h264', 'pcm_s16le'];
/** Our own outputs: H.264 video and AAC audio. */
export const OUTPUT_DECODERS: readonly string[] = ['h264', 'aac'];

const MOV_FAMILY = ['mov', 'mp4', 'm4a', '3gp', '3g2', 'mj2'];

/** Demuxer forced with `-f`, from the sniffed magic bytes, so ffmpeg never guesses. */
export const DEMUXER_FOR: Readonly<Record<ContainerKind, string>> = { isobmff: 'mov', matroska: 'matroska', avi: 'avi' };

/*
 * Probe limits: 5 MB and 5 s of stream are enough to find every stream of a clip; the defaults
 * grow with hostile input (ffmpeg keeps reading to find a missing stream's parameters).
 */
const PROBE_SIZE_BYTES = 5_000_000;
const ANALYZE_DURATION_US = 5_000_000;

/** Pixels of the largest accepted frame: the decoders refuse to allocate anything bigger. */
export const MAX_PIXELS = MEDIA_LIMITS.maxWidth * MEDIA_LIMITS.maxHeight;

/** First arguments of every ffmpeg run. */
export function ffmpegGlobalArgs(): string[] {
  return [
    '-hide_banner', // no build configuration on stderr: stderr carries only errors we report
    '-nostdin', // never read the terminal or a pipe for interactive commands
    '-loglevel', 'error', // warnings are noise here; any error line is a finding
    '-xerror', // stop at the first decode error instead of concealing it and exiting 0
  ];
}

/** First arguments of every ffprobe run. ffprobe has no -nostdin: it never reads stdin, and we spawn it with stdin closed. */
export function ffprobeGlobalArgs(): string[] {
  return ['-hide_banner', '-loglevel', 'error'];
}

export interface InputHardening {
  /** Demuxers allowed to open this input (nested opens inherit the list). */
  formats: readonly string[];
  /** Decoders allowed for this input's streams. */
  decoders: readonly string[];
  /** Demuxer to force with `-f`; omitted, ffmpeg probes within `formats`. */
  forceFormat?: string;
}

/** Per-input options placed right before `-i`; they apply to that input only. */
export function hardenedInputArgs(hardening: InputHardening): string[] {
  const args = [
    '-protocol_whitelist', 'file,pipe', // no http, tcp, concat, subfile, data: a file reads only itself
    '-format_whitelist', hardening.formats.join(','), // no hls, ffconcat, image2 or other demuxers
    '-codec_whitelist', hardening.decoders.join(','), // no decoder outside the accepted list is ever opened
    '-max_pixels', String(MAX_PIXELS), // decoders refuse frames larger than the accepted maximum
    '-probesize', String(PROBE_SIZE_BYTES), // bound the bytes read while looking for streams
    '-analyzeduration', String(ANALYZE_DURATION_US), // and the stream time analysed
  ];
  if (hardening.forceFormat) args.push('-f', hardening.forceFormat);
  return args;
}

/** An upload of the sniffed container kind. */
export function uploadInputArgs(container?: ContainerKind): string[] {
  return hardenedInputArgs({
    formats: ACCEPTED_DEMUXERS,
    decoders: [...ACCEPTED_VIDEO_DECODERS, ...ACCEPTED_AUDIO_DECODERS, ...ACCEPTED_SUBTITLE_DECODERS],
    forceFormat: container ? DEMUXER_FOR[container] : undefined,
  });
}

/** A segment we normalised ourselves, read through the concat demuxer. */
export function segmentListInputArgs(): string[] {
  return hardenedInputArgs({ formats: ['concat', ...MOV_FAMILY], decoders: SEGMENT_DECODERS, forceFormat: 'concat' });
}

/** One normalised segment we wrote ourselves, read directly. */
export function segmentInputArgs(): string[] {
  return hardenedInputArgs({ formats: MOV_FAMILY, decoders: SEGMENT_DECODERS, forceFormat: 'mov' });
}

/** A finished output we wrote ourselves. */
export function outputInputArgs(): string[] {
  return hardenedInputArgs({ formats: MOV_FAMILY, decoders: OUTPUT_DECODERS, forceFormat: 'mov' });
}

/*
 * `file:` makes ffmpeg read the path as a local file whatever it looks like: a name such as
 * `http:x.mp4`, `concat:a|b` or `-i` would otherwise be a URL or an option. Absolute, so the
 * process's working directory (the task's private temp dir) does not change its meaning.
 */
export function fileUrl(path: string): string {
  return `file:${resolve(path)}`;
}
