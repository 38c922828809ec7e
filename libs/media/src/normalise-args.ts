import { MAX_SEGMENTS_PER_RUN, type PlacementName } from '@reelmix/contracts/browser';
import { streamShifts } from './av-alignment';
import { ffmpegGlobalArgs, fileUrl, uploadInputArgs } from './hardening-args';
import { OUTPUT_FPS, OUTPUT_SAMPLE_RATE, SAMPLES_PER_FRAME } from './media-limits';
import { type Framing } from './framing';
import { framingGraph } from './framing-filters';
import { type ProbeResult } from './probe-result';
import { containerKindOf } from './sniff-container';
import { textOverlayFilters, type TextOverlay } from './text-filters';

/*
 * The one normalising encode, as an argument list (pure, so tests can read every flag). Every
 * segment of a placement leaves here with the same codec setup, frame rate, timescale, audio
 * format and exact length, which is what lets the combine step join them by stream copy.
 */

/** Video track timescale: 512 ticks per frame at 30 fps, the same in every segment. */
export const VIDEO_TIMESCALE = 15_360;
/** Keyframe every 2 s: seeking stays quick and every segment starts with an IDR anyway. */
export const GOP_FRAMES = 60;
/*
 * Each segment's sound fades in over its first and out over its last 5 ms (240 samples). Parts
 * are joined by stream copy, so a waveform cut mid-wave would meet the next part's with a jump:
 * a click, measured at 26 times the largest step of the tone itself. 5 ms turns that jump into a
 * ramp no steeper than the sound around it, and is far shorter than anything the ear hears as a
 * fade (speech and music onsets take tens of ms), so the start of a word is not softened.
 */
export const JOIN_FADE_SAMPLES = 240;

export interface SegmentPlan {
  frames: number;
  audioSamples: number;
}

export function planSegment(probe: Pick<ProbeResult, 'durationSec'>): SegmentPlan {
  const frames = Math.max(1, Math.round(probe.durationSec * OUTPUT_FPS));
  return { frames, audioSamples: frames * SAMPLES_PER_FRAME };
}

/** One segment a normalising run writes: its file, and the text drawn on it (a hook's), if any. */
export interface NormaliseOutput {
  output: string;
  /** A text variant drawn on the picture; refused with TextRejectedError when it cannot be. */
  text?: TextOverlay;
}

interface NormaliseSource {
  input: string;
  placement: PlacementName;
  probe: ProbeResult;
  /** Loudness gain in dB (0 for none). */
  gainDb: number;
  /** Threads for decoder, filters and encoder; 0 lets each pick (all cores). */
  threads: number;
  /** How the picture goes into the frame, already resolved for this clip (`resolveFraming`). */
  framing: Framing;
}

/** One segment (`output`, `text`), or several of the same clip and placement that differ only in their text (`outputs`). */
export type NormaliseArgsInput = NormaliseSource & (NormaliseOutput | { outputs: readonly NormaliseOutput[] });

export function buildNormaliseArgs(request: NormaliseArgsInput): string[] {
  const { probe, placement, threads } = request;
  const { frames, audioSamples } = planSegment(probe);
  // Both streams move so the first frame sits on a grid slot and the sound keeps its place
  // against it (av-alignment.ts); for most mp4s neither moves.
  const shifts = streamShifts({ videoStartSec: probe.videoStartSec ?? 0, videoLateSec: probe.videoLateSec ?? 0 });
  // Constant 30 fps from time 0, before framing so no filter works on frames that are dropped:
  // frames are duplicated or dropped to the grid, and a stream that starts late repeats its first
  // frame, so audio and video keep the source's sync.
  const grid = `[0:${probe.videoStreamIndex}]${shiftFilter('setpts', shifts.videoShiftSec)}fps=${OUTPUT_FPS}:start_time=0[grid]`;
  const tail = [
    'setsar=1', // square pixels, stated in the stream
    'format=yuv420p',
    // Exactly N frames: a short video stream repeats its last frame, a long one is cut.
    `tpad=stop_mode=clone:stop=${frames}`,
    `trim=end_frame=${frames}`,
  ].join(',');
  const audioTail = [
    `aformat=sample_fmts=s16:sample_rates=${OUTPUT_SAMPLE_RATE}:channel_layouts=stereo`,
    // Exactly N x 1600 samples: padded with silence or cut, so no join drifts by an audio frame.
    `apad=whole_len=${audioSamples}`,
    `atrim=end_sample=${audioSamples}`,
    // After the exact length is set, so the fades sit on the segment's own first and last samples.
    `afade=t=in:ss=0:ns=${JOIN_FADE_SAMPLES}`,
    `afade=t=out:ss=${audioSamples - JOIN_FADE_SAMPLES}:ns=${JOIN_FADE_SAMPLES}`,
  ].join(',');
  const audio =
    probe.audioStreamIndex === null
      ? // Every part needs the same streams: a clip without audio gets an exact-length silent track.
        `anullsrc=r=${OUTPUT_SAMPLE_RATE}:cl=stereo,${audioTail}[a]`
      : `[0:${probe.audioStreamIndex}]${shiftFilter('asetpts', shifts.audioShiftSec)}` +
        [
          // async=1 fills timestamp gaps with silence and starts at 0, like the video.
          `aresample=${OUTPUT_SAMPLE_RATE}:async=1:first_pts=0`,
          `volume=${request.gainDb.toFixed(2)}dB:precision=float`,
          audioTail,
        ].join(',') +
        '[a]';
  const outputs = 'outputs' in request ? request.outputs : [request];
  if (outputs.length === 0 || outputs.length > MAX_SEGMENTS_PER_RUN) {
    throw new RangeError(`a normalising run makes 1 to ${MAX_SEGMENTS_PER_RUN} segments, not ${outputs.length}`);
  }
  // One output keeps the labels it always had, so its arguments are exactly those of before.
  const branches = outputs.map((_, i) =>
    outputs.length === 1 ? { framed: '[framed]', video: '[v]', audio: '[a]' } : { framed: `[framed${i + 1}]`, video: `[v${i + 1}]`, audio: `[a${i + 1}]` },
  );
  const chains = [grid, framingGraph(request.framing, probe, placement, '[grid]', '[framed]')];
  // Several segments differ only in their text: the decode, the grid, the framing (the blur is
  // the costliest filter here) and the sound run once, and each branch gets a copy. A label feeds
  // one consumer only, hence split and asplit rather than naming [framed] and [a] twice.
  if (outputs.length > 1) chains.push(`[framed]split=${outputs.length}${branches.map((branch) => branch.framed).join('')}`);
  outputs.forEach(({ text }, i) => {
    // The text on the placement's full frame, after framing and before the pixel format changes.
    const drawn = text ? `${textOverlayFilters(text, placement)},` : '';
    chains.push(`${branches[i]!.framed}${drawn}${tail}${branches[i]!.video}`);
  });
  chains.push(audio);
  if (outputs.length > 1) chains.push(`[a]asplit=${outputs.length}${branches.map((branch) => branch.audio).join('')}`);

  return [
    ...ffmpegGlobalArgs(),
    '-filter_complex_threads', String(threads || 1), // scaling one frame at a time gains little from more
    '-threads', String(threads), // decoder threads (input option)
    ...uploadInputArgs(containerKindOf(probe.formatName)),
    '-i', fileUrl(request.input),
    '-filter_complex', chains.join(';'),
    ...outputs.flatMap(({ output }, i) => segmentOutputArgs(branches[i]!, output, threads)),
  ];
}

/*
 * One segment file's maps and encoding. Every output of a run gets the very same list, so
 * segments made together share one codec setup with those made alone and still join by stream copy.
 */
function segmentOutputArgs(labels: { video: string; audio: string }, output: string, threads: number): string[] {
  return [
    '-map', labels.video,
    '-map', labels.audio,
    '-map_metadata', '-1', // no source tags (GPS, device names) in what we publish
    '-map_chapters', '-1',
    ...videoEncoderArgs(threads),
    // PCM, not AAC: AAC parts carry priming and padding samples that no join can hide.
    '-c:a', 'pcm_s16le',
    '-video_track_timescale', String(VIDEO_TIMESCALE),
    '-fflags', '+bitexact', // no creation time or version strings: the same input gives the same bytes
    '-f', 'mov', // mov carries PCM; mp4 does not
    fileUrl(output),
  ];
}

/** `setpts`/`asetpts` moving a stream by whole microseconds, with its comma; nothing when it stays. */
function shiftFilter(filter: 'setpts' | 'asetpts', seconds: number): string {
  return seconds === 0 ? '' : `${filter}=PTS${seconds > 0 ? '+' : '-'}${Math.abs(seconds).toFixed(6)}/TB,`;
}

/** The codec setup values `videoEncoderArgs` pins, which `verifySegment` checks every segment against. */
export const PINNED_H264 = {
  profile: 'high',
  level: '4.1',
  pixelFormat: 'yuv420p',
  /** Limited range with BT.709 primaries, transfer and matrix. */
  range: 'tv',
  colour: 'bt709',
} as const;

/*
 * The H.264 setup every segment of a placement shares. The concat demuxer keeps the first part's
 * SPS/PPS, so anything that changes them (profile, level, GOP, colour tags) is pinned, and one
 * encoder build makes every segment.
 */
export function videoEncoderArgs(threads: number): string[] {
  return [
    '-c:v', 'libx264',
    '-preset', 'veryfast', // measured: 0.4 s of wall time per second of clip, two encoders on two cores
    '-profile:v', PINNED_H264.profile,
    '-level:v', PINNED_H264.level, // 1080x1920 or 1920x1080 at 30 fps with headroom for the bit-rate cap
    '-pix_fmt', PINNED_H264.pixelFormat,
    '-crf', '21',
    '-maxrate', '8M', // a ceiling, so a noisy clip cannot produce a 40 Mbit/s ad
    '-bufsize', '16M',
    '-g', String(GOP_FRAMES),
    '-keyint_min', String(GOP_FRAMES),
    '-sc_threshold', '0', // no scene-cut keyframes: the GOP is the same in every segment
    '-bf', '3',
    // Half of veryfast's look-ahead: each 1080x1920 frame in flight costs x264 about 7 MB, and this
    // saved 35 MB per encoder (two run at once) for 0.5% more bits at the same quality (SSIM).
    '-rc-lookahead', '5',
    '-color_range', PINNED_H264.range,
    '-colorspace', PINNED_H264.colour,
    '-color_primaries', PINNED_H264.colour,
    '-color_trc', PINNED_H264.colour,
    // Two encoders with one thread each were measured about 9% faster on two cores than one
    // encoder using both; the pipeline runs two at a time.
    '-threads', String(threads),
  ];
}
