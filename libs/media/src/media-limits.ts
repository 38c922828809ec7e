/*
 * What the product accepts from an upload, checked from the probe before any decode or encode
 * starts. One 8192x8192 frame decodes into about 268 MB and a 470 KB file can declare a 10-hour
 * duration, so pixels, duration, frame rate and stream count are capped up front.
 */

export const ALLOWED_EXTENSIONS: readonly string[] = Object.freeze(['mp4', 'mov', 'avi', 'mkv', 'webm']);

export interface MediaLimits {
  /** Largest frame accepted: 4096 on either side covers 4K portrait and landscape. */
  maxWidth: number;
  maxHeight: number;
  /** Ad clips are seconds long; ten minutes is generous and bounds any one encode. */
  maxDurationSec: number;
  /** Slow-motion 240 fps masters are refused; 120 fps phone footage is fine. */
  maxFps: number;
  /** A phone clip has video, audio and a few metadata tracks; hundreds of streams is an attack. */
  maxStreams: number;
  probeTimeoutMs: number;
}

export const MEDIA_LIMITS: Readonly<MediaLimits> = Object.freeze({
  maxWidth: 4096,
  maxHeight: 4096,
  maxDurationSec: 600,
  maxFps: 120,
  maxStreams: 8,
  probeTimeoutMs: 15_000,
});

/** Shortest clip worth a segment: it must round to at least a few frames at 30 fps. */
export const MIN_DURATION_SEC = 0.1;

/** The frame rate every segment and output has (constant). */
export const OUTPUT_FPS = 30;
/** 48000 / 30: the audio samples that belong to one video frame. */
export const SAMPLES_PER_FRAME = 1600;
export const OUTPUT_SAMPLE_RATE = 48_000;

/**
 * Address-space cap per ffmpeg process (prlimit --as). A 1080x1920 x264 encode peaks near 0.9 GB of
 * virtual memory with automatic threads; 2 GiB leaves room for 4K decoding and still stops a
 * runaway allocation long before the machine swaps.
 */
export const PROCESS_ADDRESS_SPACE_BYTES = 2 * 1024 ** 3;

export function hasAllowedExtension(fileName: string): boolean {
  const dot = fileName.lastIndexOf('.');
  if (dot < 0) return false;
  return ALLOWED_EXTENSIONS.includes(fileName.slice(dot + 1).toLowerCase());
}
