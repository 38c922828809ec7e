import { OUTPUT_FPS } from './media-limits';

/*
 * Where a clip's first picture sits against its sound, and how far each stream moves so that the
 * segment's first frame and first sample are the same instant, as they were in the clip.
 *
 * ffmpeg starts an input's timeline at its earliest stream. In an mp4 that is the first frame, but
 * a webm's Opus track starts with 6.5 ms of pre-skip (samples the decoder drops) and webm times
 * are whole milliseconds, so the first frame lies a few ms in. The 30 fps grid laid from time 0
 * then rounded every frame back to the slot before it while the sound kept its time: measured,
 * 7 ms of offset in every part made from an Opus webm and 3 ms from a Vorbis one. Laying the grid
 * through the first frame instead keeps each frame exactly where it was, and moves the sound by
 * the same amount.
 */

export interface VideoStart {
  /** The first frame's time on ffmpeg's timeline for the file, which starts at its earliest stream. */
  videoStartSec: number;
  /** How much later than it was recorded the file's muxer wrote the video (see `muxerVideoDelay`). */
  videoLateSec: number;
}

export interface StartTimes {
  formatStartSec: number | null;
  videoStartSec: number | null;
  audioStartSec: number | null;
  audioCodec: string | null;
  formatName: string;
  /** The file's `encoder` tag (the muxing application), when it has one. */
  encoder: string | null;
}

export function readVideoStart(times: StartTimes): VideoStart {
  const origin = times.formatStartSec ?? 0;
  const videoStartSec = Math.max(0, (times.videoStartSec ?? origin) - origin);
  return { videoStartSec, videoLateSec: muxerVideoDelay(times) };
}

/*
 * libavformat up to 59.30.100 (ffmpeg 5.1 and older, and the many editors and converters built on
 * it) wrote Matroska and WebM files with Opus audio wrongly: seeing the pre-skip fall before 0,
 * it moved every track later by it, although the Opus track's CodecDelay already accounts for it.
 * Read back, the picture is about 7 ms late against the sound. Such a file names its muxer in its
 * `encoder` tag, and the amount is where its Opus track starts before 0.
 */
const LAST_FAULTY_LAVF = [59, 30, 100];
/** libopus's pre-skip is 6.5 ms; a larger lead is some other damage, and is not taken as this fault. */
const MAX_PRE_SKIP_SEC = 0.1;

function muxerVideoDelay(times: StartTimes): number {
  if (!times.formatName.split(',').includes('matroska') || times.audioCodec !== 'opus') return 0;
  const version = /^Lavf(\d+)\.(\d+)\.(\d+)$/.exec(times.encoder?.trim() ?? '');
  if (!version || compareVersions(version.slice(1).map(Number), LAST_FAULTY_LAVF) > 0) return 0;
  const lead = -(times.audioStartSec ?? 0);
  return lead > 0 && lead <= MAX_PRE_SKIP_SEC ? lead : 0;
}

function compareVersions(a: number[], b: number[]): number {
  for (let i = 0; i < b.length; i++) if (a[i] !== b[i]) return a[i]! - b[i]!;
  return 0;
}

export interface StreamShifts {
  /** Seconds added to every video timestamp before the 30 fps grid (negative: earlier). */
  videoShiftSec: number;
  /** Seconds added to every audio timestamp before resampling starts the sound at 0. */
  audioShiftSec: number;
}

/**
 * The shifts that put the clip's first frame on the grid slot nearest to it, with the sound moved
 * by the same amount. Whole frames of lead (a clip whose picture starts after its sound) stay as
 * they were: the first frame is repeated over them. Only the part of a frame is taken away, so
 * neither stream moves by more than half a frame.
 */
export function streamShifts(start: VideoStart): StreamShifts {
  const recordedStart = Math.max(0, start.videoStartSec - start.videoLateSec);
  const slotSec = Math.round(recordedStart * OUTPUT_FPS) / OUTPUT_FPS;
  const audioShiftSec = roundToMicroseconds(slotSec - recordedStart);
  return { videoShiftSec: roundToMicroseconds(audioShiftSec - start.videoLateSec), audioShiftSec };
}

/** ffprobe reports times in whole microseconds; no shift is finer, and 0 stays exactly 0. */
function roundToMicroseconds(seconds: number): number {
  return Math.round(seconds * 1e6) / 1e6 + 0;
}
