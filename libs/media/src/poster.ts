import { runMediaToolOrThrow } from './ffmpeg-process';
import { displaySize, type ClipShape } from './framing-geometry';
import { ffmpegGlobalArgs, fileUrl, uploadInputArgs } from './hardening-args';
import { type ProbeResult } from './probe-result';
import { containerKindOf } from './sniff-container';
import { withTempDir } from './temp-dir';

/*
 * A clip's poster frame: one picture as the clip is shown (rotation and pixel aspect applied,
 * square pixels), taken once at upload. Previews frame it with the render's own filters, so the
 * buyer sees each placement without the clip being decoded again.
 */

/** Long side of a poster: a 4K clip's frame scaled to this still covers a 1920-pixel placement. */
export const POSTER_MAX_SIDE = 1920;
/** Later than the first frame (often black or mid-fade), early enough for any clip's picture. */
const POSTER_AT_SEC = 1;
/** JPEG quality scale 2 (of 2-31): the preview re-encodes it, so little is lost twice. */
const POSTER_QUALITY = '2';
const POSTER_TIMEOUT_MS = 20_000;

export interface Poster {
  /** The poster's own size, which is the clip's display shape in square pixels. */
  width: number;
  height: number;
}

/** Size of the poster of a clip of this shape: the display size, the long side at most POSTER_MAX_SIDE, even. */
export function posterSize(probe: ClipShape): Poster {
  const shown = displaySize(probe);
  const scale = Math.min(1, POSTER_MAX_SIDE / Math.max(shown.width, shown.height));
  const even = (value: number) => Math.max(2, Math.round((value * scale) / 2) * 2);
  return { width: even(shown.width), height: even(shown.height) };
}

/** The seek for the poster: a second in, or the middle of a shorter clip. */
export function posterTimeSec(durationSec: number): number {
  return Math.min(POSTER_AT_SEC, durationSec / 2);
}

export function buildPosterArgs(input: string, output: string, probe: ProbeResult): string[] {
  const size = posterSize(probe);
  return [
    ...ffmpegGlobalArgs(),
    '-ss', posterTimeSec(probe.durationSec).toFixed(3), // input seek: decodes from the nearest keyframe only
    ...uploadInputArgs(containerKindOf(probe.formatName)),
    '-i', fileUrl(input),
    '-map', `0:${probe.videoStreamIndex}`,
    '-frames:v', '1',
    // Rotation is applied by the decoder (autorotate), as in the normalising encode; the scale
    // applies the pixel aspect. Full range, as JPEG expects.
    '-vf', `scale=${size.width}:${size.height}:flags=bicubic:out_range=pc,setsar=1`,
    '-map_metadata', '-1',
    '-q:v', POSTER_QUALITY,
    '-f', 'image2',
    '-update', '1', // one picture to one file name, never a numbered sequence
    fileUrl(output),
  ];
}

/** Writes the poster of an accepted upload to `output`. */
export async function extractPoster(input: string, output: string, probe: ProbeResult, options: { signal?: AbortSignal; displayName: string }): Promise<Poster> {
  await withTempDir('probe', (dir) =>
    runMediaToolOrThrow('ffmpeg', buildPosterArgs(input, output, probe), {
      what: `taking a poster frame of ${options.displayName}`,
      timeoutMs: POSTER_TIMEOUT_MS,
      signal: options.signal,
      cwd: dir,
    }),
  );
  return posterSize(probe);
}
