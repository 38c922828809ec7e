import { type FramingChoice, type FramingMode, MAX_SEGMENTS_PER_RUN, type PlacementName } from '@reelmix/contracts/browser';
import { basename, join } from 'node:path';
import { runMediaToolOrThrow } from './ffmpeg-process';
import { resolveFraming } from './framing';
import { type FocusPoint } from './framing-geometry';
import { gainFor, measureLoudness, type LoudnessMeasurement } from './loudness';
import { MediaProcessError, MediaRejectedError } from './media.errors';
import { trackOf, readMovieInfo } from './movie-info';
import { buildNormaliseArgs, planSegment, type SegmentPlan, VIDEO_TIMESCALE } from './normalise-args';
import { probeMedia } from './probe';
import { type ProbeResult } from './probe-result';
import { moveIntoPlace, withTempDir } from './temp-dir';
import { type TextOverlay } from './text-filters';
import { layoutText } from './text-layout';

/*
 * Normalise one clip for one placement: the only video encode a clip ever gets (a hook with
 * several texts gets one run that encodes each of them). The result is checked from its own
 * header before it is handed on: exactly N frames, exactly N x 1600 samples.
 */

export interface NormalisedSegment {
  path: string;
  frames: number;
  durationSec: number;
  audioSamples: number;
  /** Hash of the codec setup; segments join by stream copy only when theirs are equal. */
  setupHash: string;
  /** The mode the picture was framed with (what `auto` resolved to for this clip and placement). */
  framing: FramingMode;
}

export interface NormaliseOptions {
  timeoutMs?: number;
  signal?: AbortSignal;
  /** The clip's probe, when the caller already has it (saves a probe). */
  probe?: ProbeResult;
  /** The clip's loudness, measured once per clip rather than once per placement; null = no audio. */
  loudness?: LoudnessMeasurement | null;
  /** Threads per process (decoder, filters, encoder); 0 = automatic. Default 1, for two encoders at a time. */
  threads?: number;
  /** The name errors use for the clip (the uploader's file name); default the input's base name. */
  displayName?: string;
  /** Default `auto`: the rule for the clip's shape (`defaultFramingMode`). */
  framing?: FramingChoice;
  /** Where `fill` keeps its window, 0..1 of the display frame; default the centre. */
  focus?: FocusPoint;
  /** `#rrggbb` bars for `fit`; default black. */
  barColour?: string;
  /** A text variant drawn on this clip (a hook) during the same encode: one segment per hook, text and placement. */
  text?: TextOverlay;
}

/** Generous: a 1080x1920 encode runs at about 0.45 s per second of clip on one core. */
export function normaliseTimeoutMs(durationSec: number): number {
  return 60_000 + Math.ceil(durationSec * 5_000);
}

export async function normaliseClip(input: string, output: string, placement: PlacementName, options: NormaliseOptions = {}): Promise<NormalisedSegment> {
  const { text, ...rest } = options;
  const [segment] = await normaliseClipTexts(input, [{ path: output, text }], placement, rest);
  return segment!;
}

/** One segment `normaliseClipTexts` makes: where it goes and the text drawn on it (none for a plain segment). */
export interface SegmentToMake {
  path: string;
  text?: TextOverlay;
}

/**
 * Several segments of one clip and placement that differ only in their text, in one run: the clip
 * is decoded and framed once and each text drawn on its own copy (normalise-args.ts). Each segment
 * is checked from its own header as a single one is; if any fails, none is moved into place.
 * At most MAX_SEGMENTS_PER_RUN at a time (refused with a RangeError before any work).
 */
export async function normaliseClipTexts(
  input: string,
  segments: readonly SegmentToMake[],
  placement: PlacementName,
  options: Omit<NormaliseOptions, 'text'> = {},
): Promise<NormalisedSegment[]> {
  if (segments.length === 0 || segments.length > MAX_SEGMENTS_PER_RUN) {
    throw new RangeError(`normaliseClipTexts makes 1 to ${MAX_SEGMENTS_PER_RUN} segments at a time, not ${segments.length}`);
  }
  const name = options.displayName ?? basename(input);
  // A text that cannot be drawn is refused before any work on the clip.
  for (const { text } of segments) if (text) layoutText(text.text, text.style, placement);
  const probe =
    options.probe ??
    (await probeMedia(input, { signal: options.signal }).catch((error: unknown) => {
      throw error instanceof MediaRejectedError ? error.forFile(name) : error;
    }));
  const framing = resolveFraming(options.framing ?? 'auto', probe, placement, { focus: options.focus, barColour: options.barColour });
  const loudness = options.loudness !== undefined ? options.loudness : await measureLoudness(input, probe, { signal: options.signal, displayName: name });
  const plan = planSegment(probe);
  const what = `normalising ${name} for ${placement}`;
  return withTempDir('normalise', async (dir) => {
    const partials = segments.map((_, i) => join(dir, segments.length === 1 ? 'segment.mov' : `segment-${i + 1}.mov`));
    const outputs = segments.map(({ text }, i) => ({ output: partials[i]!, text }));
    const args = buildNormaliseArgs({ input, outputs, placement, probe, gainDb: gainFor(loudness), threads: options.threads ?? 1, framing });
    await runMediaToolOrThrow('ffmpeg', args, {
      what,
      // Each further segment adds an encode; the decode and framing are shared.
      timeoutMs: options.timeoutMs ?? normaliseTimeoutMs(probe.durationSec * segments.length),
      signal: options.signal,
      cwd: dir,
      // At -loglevel error with -xerror, any line on stderr is a decode problem in the clip.
      cleanStderr: true,
    });
    const made: Omit<NormalisedSegment, 'framing'>[] = [];
    for (const partial of partials) made.push(await checkedSegment(partial, plan, what));
    for (const [i, segment] of made.entries()) await moveIntoPlace(segment.path, segments[i]!.path);
    return made.map((segment, i) => ({ ...segment, path: segments[i]!.path, framing: framing.mode }));
  });
}

/** A segment as its own header describes it, refused unless it has exactly the planned frames and samples. */
async function checkedSegment(path: string, plan: SegmentPlan, what: string): Promise<Omit<NormalisedSegment, 'framing'>> {
  const info = await readMovieInfo(path);
  const video = info && trackOf(info, 'vide');
  const audio = info && trackOf(info, 'soun');
  if (!video || !audio || video.sampleCount !== plan.frames || audio.mediaDuration !== plan.audioSamples) {
    const got = video && audio ? `${video.sampleCount} frames and ${audio.mediaDuration} samples` : 'missing tracks';
    throw new MediaProcessError(`${what} produced ${got}, expected ${plan.frames} frames and ${plan.audioSamples} samples`);
  }
  return {
    path,
    frames: plan.frames,
    durationSec: video.mediaDuration / VIDEO_TIMESCALE,
    audioSamples: plan.audioSamples,
    setupHash: `${video.setupHash}:${audio.setupHash}`,
  };
}
