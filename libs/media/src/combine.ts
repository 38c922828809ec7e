import { stat, symlink, writeFile } from 'node:fs/promises';
import { basename, join, resolve } from 'node:path';
import { concatListText } from './concat-list';
import { runMediaToolOrThrow } from './ffmpeg-process';
import { sha256File } from './file-hash';
import { ffmpegGlobalArgs, fileUrl, segmentListInputArgs } from './hardening-args';
import { MediaProcessError } from './media.errors';
import { OUTPUT_FPS, OUTPUT_SAMPLE_RATE } from './media-limits';
import { readMovieInfo, trackOf, type MovieInfo } from './movie-info';
import { moveIntoPlace, withTempDir } from './temp-dir';

/*
 * One combination: the normalised parts joined by the concat demuxer with the video stream
 * copied (no re-encode) and the PCM audio encoded to AAC once, so there is one AAC priming at the
 * start and no drift at the joins (the clicks a join would make are faded out where each part is
 * normalised: JOIN_FADE_SAMPLES). The joins are checked from the result's own header
 * before it is moved into place: exact frame count, audio and video ending within one frame,
 * duration equal to the sum of the parts.
 */

export interface CombinedOutput {
  path: string;
  durationSec: number;
  width: number;
  height: number;
  sizeBytes: number;
  sha256: string;
  /** The parts' durations in order, as read from the parts: where the joins are. */
  partDurationsSec: number[];
}

export interface CombineOptions {
  timeoutMs?: number;
  signal?: AbortSignal;
}

const FRAME_SEC = 1 / OUTPUT_FPS;
const DURATION_TOLERANCE_SEC = 0.1;

export interface CombineJob {
  /** Normalised parts in order: intro, body, cta. */
  segments: readonly string[];
  output: string;
}

/*
 * Faststart without the rewrite: `-movflags +faststart` writes the file, then copies all of it to
 * move the moov to the front (measured about 10 ms per 15 MB output). Reserving the moov's room
 * at the front instead writes the file once. Our outputs' moov grows by about 1.2 KB per second
 * (30 fps video, AAC packets, chunk tables); the reserve is twice that plus a fixed margin, and
 * ffmpeg fails loudly, never silently, if a reserve were ever too small.
 */
export function moovReserveBytes(durationSec: number): number {
  return 16_384 + Math.ceil(durationSec * 2_500);
}

/** The output options of one combination; repeated per output when several share a process. */
function outputArgs(input: number, output: string, durationSec: number): string[] {
  return [
    '-map', `${input}:v:0`,
    '-map', `${input}:a:0`,
    '-c:v', 'copy', // parts share one H.264 setup: joining is muxing, not encoding
    '-c:a', 'aac',
    // The fast coder: 0.13 s for 15 s of music-like stereo against 0.22 s for the default
    // two-loop search (a pure tone is its one bad case): a small step down in quality at
    // 128 kbit/s, taken because this encode runs once per output.
    '-aac_coder', 'fast',
    '-b:a', '128k',
    '-ar', String(OUTPUT_SAMPLE_RATE),
    '-ac', '2',
    // moov first (faststart): playback and seeking start before the download ends.
    '-moov_size', String(moovReserveBytes(durationSec)),
    '-map_metadata', '-1',
    '-fflags', '+bitexact', // same parts, same bytes: a retried task writes an identical file
    '-f', 'mp4',
    fileUrl(output),
  ];
}

/**
 * One ffmpeg for one or several combinations. Several in one process share its start-up (about
 * 60 ms of loading this build's 200-odd shared libraries), measured 40% cheaper per output than
 * a process each, and byte-identical.
 */
export function buildCombineArgs(jobs: ReadonlyArray<{ listFile: string; output: string; durationSec: number }>): string[] {
  const inputs = jobs.flatMap(({ listFile }) => [
    ...segmentListInputArgs(),
    '-safe', '1', // the list names only plain relative names inside the task dir
    // The parts share one avcC (planJob checks it). By default the demuxer converts every packet
    // to Annex B and the muxer converts it back, writing SPS/PPS into every keyframe: the output's
    // frames would no longer be the segments' bytes, which the output check compares.
    '-auto_convert', '0',
    '-i', fileUrl(listFile),
  ]);
  return [...ffmpegGlobalArgs(), ...inputs, ...jobs.flatMap(({ output, durationSec }, index) => outputArgs(index, output, durationSec))];
}

/** Joins one combination. */
export async function combineSegments(segments: readonly string[], output: string, options: CombineOptions = {}): Promise<CombinedOutput> {
  const [combined] = await combineSegmentsBatch([{ segments, output }], options);
  return combined!;
}

/**
 * Joins several combinations in one ffmpeg process (the one-machine pipeline batches them; a
 * render worker joins one per task). Each output is checked and moved into place on its own.
 */
export async function combineSegmentsBatch(jobs: readonly CombineJob[], options: CombineOptions = {}): Promise<CombinedOutput[]> {
  if (jobs.length === 0) return [];
  const what = jobs.length === 1 ? `combining ${basename(jobs[0]!.output)}` : `combining ${jobs.length} outputs (${jobs.map((j) => basename(j.output)).join(', ')})`;
  const plans = await Promise.all(jobs.map((job) => planJob(job)));
  const totalSec = plans.reduce((sum, plan) => sum + plan.expectedSec, 0);

  return withTempDir('combine', async (dir) => {
    const staged = await Promise.all(
      plans.map(async (plan, jobIndex) => {
        const entries = await Promise.all(
          plan.parts.map(async (part, index) => {
            const file = `part-${jobIndex}-${index}.mov`;
            await symlink(resolve(part.path), join(dir, file));
            return { file, durationSec: part.durationSec };
          }),
        );
        const listFile = join(dir, `parts-${jobIndex}.ffconcat`);
        await writeFile(listFile, concatListText(entries), { mode: 0o600 });
        return { listFile, output: join(dir, `output-${jobIndex}.mp4`), durationSec: plan.expectedSec };
      }),
    );
    await runMediaToolOrThrow('ffmpeg', buildCombineArgs(staged), {
      what,
      timeoutMs: options.timeoutMs ?? 60_000 + Math.ceil(totalSec * 1_000),
      signal: options.signal,
      cwd: dir,
      cleanStderr: true,
    });
    const results: CombinedOutput[] = [];
    for (const [index, plan] of plans.entries()) {
      const partial = staged[index]!.output;
      const { width, height, durationSec } = checkJoins(await readMovieInfo(partial), plan.expectedFrames, plan.expectedSec, `combining ${basename(plan.output)}`);
      const [sizeBytes, sha256] = await Promise.all([stat(partial).then((s) => s.size), sha256File(partial)]);
      await moveIntoPlace(partial, plan.output);
      results.push({ path: plan.output, durationSec, width, height, sizeBytes, sha256, partDurationsSec: plan.parts.map((part) => part.durationSec) });
    }
    return results;
  });
}

async function planJob(job: CombineJob) {
  const what = `combining ${basename(job.output)}`;
  if (job.segments.length === 0) throw new MediaProcessError(`${what} needs at least one segment`);
  const parts = await Promise.all(job.segments.map((segment) => readPart(segment, what)));
  const first = parts[0]!;
  for (const part of parts.slice(1)) {
    if (part.setup !== first.setup) {
      throw new MediaProcessError(`${what}: ${basename(part.path)} does not share the codec setup of ${basename(first.path)}`);
    }
  }
  return {
    output: job.output,
    parts,
    expectedFrames: parts.reduce((sum, part) => sum + part.frames, 0),
    expectedSec: parts.reduce((sum, part) => sum + part.durationSec, 0),
  };
}

interface Part {
  path: string;
  frames: number;
  durationSec: number;
  setup: string;
}

async function readPart(path: string, what: string): Promise<Part> {
  const info = await readMovieInfo(path).catch(() => null);
  const video = info && trackOf(info, 'vide');
  const audio = info && trackOf(info, 'soun');
  if (!video || !audio) throw new MediaProcessError(`${what}: ${basename(path)} is not a normalised segment`);
  return { path, frames: video.sampleCount, durationSec: video.mediaDuration / video.timescale, setup: `${video.setupHash}:${audio.setupHash}` };
}

/** The checks that make a join trustworthy, read from the output's header. */
export function checkJoins(info: MovieInfo | null, expectedFrames: number, expectedSec: number, what: string) {
  const video = info && trackOf(info, 'vide');
  const audio = info && trackOf(info, 'soun');
  if (!info || !video || !audio) throw new MediaProcessError(`${what}: the output lacks a video or an audio track`);
  const problems: string[] = [];
  if (!info.faststart) problems.push('the movie header is not at the front (no faststart)');
  if (video.sampleCount !== expectedFrames) problems.push(`${video.sampleCount} frames instead of ${expectedFrames}`);
  if (Math.abs(video.endSec - audio.endSec) > FRAME_SEC) {
    problems.push(`audio ends at ${audio.endSec.toFixed(3)} s but video at ${video.endSec.toFixed(3)} s`);
  }
  if (Math.abs(video.endSec - expectedSec) > DURATION_TOLERANCE_SEC) {
    problems.push(`lasts ${video.endSec.toFixed(3)} s instead of the parts' ${expectedSec.toFixed(3)} s`);
  }
  if (problems.length > 0) throw new MediaProcessError(`${what}: ${problems.join('; ')}`);
  return { width: video.width, height: video.height, durationSec: video.endSec };
}
