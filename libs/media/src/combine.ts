import { stat, symlink, writeFile } from 'node:fs/promises';
import { basename, join, resolve } from 'node:path';
import { concatListText } from './concat-list';
import { runMediaToolOrThrow } from './ffmpeg-process';
import { sha256File } from './file-hash';
import { ffmpegGlobalArgs, fileUrl, segmentListInputArgs } from './hardening-args';
import { MediaProcessError } from './media.errors';
import { memoise } from './memoise';
import { OUTPUT_FPS, OUTPUT_SAMPLE_RATE } from './media-limits';
import { readMovieInfo, trackOf, type MovieInfo } from './movie-info';
import { memoisedSoundDigest } from './sound-digest';
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
  /**
   * Jobs of one batch given the same value have parts with the same sound: a hook's text variants
   * with the same body and cta (the text is drawn on the picture only). Their audio is encoded
   * once and written into each of their outputs (`buildCombineArgs`). Checked before any work
   * (`checkSharedSound`).
   */
  sameSoundAs?: string;
}

/** One combination staged in the task dir, as `buildCombineArgs` takes it. */
export interface StagedCombination {
  listFile: string;
  output: string;
  durationSec: number;
  sameSoundAs?: string;
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

/** The codec options every output gets. */
function codecArgs(): string[] {
  return [
    '-c:v', 'copy', // parts share one H.264 setup: joining is muxing, not encoding
    '-c:a', 'aac',
    // The fast coder: 0.13 s for 15 s of music-like stereo against 0.22 s for the default
    // two-loop search (a pure tone is its one bad case): a small step down in quality at
    // 128 kbit/s, taken because this encode runs once per output.
    '-aac_coder', 'fast',
    '-b:a', '128k',
    '-ar', String(OUTPUT_SAMPLE_RATE),
    '-ac', '2',
    '-map_metadata', '-1',
    '-fflags', '+bitexact', // same parts, same bytes: a retried task writes an identical file
  ];
}

/** The output options of one combination; repeated per output when several share a process. */
function outputArgs(input: number, output: string, durationSec: number): string[] {
  return [
    '-map', `${input}:v:0`,
    '-map', `${input}:a:0`,
    ...codecArgs(),
    // moov first (faststart): playback and seeking start before the download ends.
    '-moov_size', String(moovReserveBytes(durationSec)),
    '-f', 'mp4',
    fileUrl(output),
  ];
}

/*
 * Combinations with the same sound (a hook's text variants) as one ffmpeg output: every video is
 * copied, the first one's audio is encoded once, and the tee muxer writes each video with that
 * audio to its own mp4. The files are byte-identical to an encode each (measured, and asserted by
 * a test), for one AAC encode per group instead of one per output.
 */
function sharedSoundArgs(inputs: readonly number[], jobs: readonly StagedCombination[]): string[] {
  const slaves = jobs.map(({ output, durationSec }, video) => {
    const options = [`select='v\\:${video},a'`, 'f=mp4', `moov_size=${moovReserveBytes(durationSec)}`].join(':');
    return `[${options}]${teeSlaveUrl(output)}`;
  });
  return [
    ...inputs.flatMap((input) => ['-map', `${input}:v:0`]),
    '-map', `${inputs[0]}:a:0`,
    ...codecArgs(),
    '-f', 'tee',
    slaves.join('|'),
  ];
}

/** The tee muxer splits its list on `|` and reads options in `[...]` with quotes and escapes: a path holding those would be misread. */
function teeSlaveUrl(path: string): string {
  const url = fileUrl(path);
  if (/[|[\]'\\]/.test(url)) throw new MediaProcessError(`cannot write ${path} through the tee muxer: its path holds | [ ] ' or \\`);
  return url;
}

/**
 * One ffmpeg for one or several combinations. Several in one process share its start-up (about
 * 60 ms of loading this build's 200-odd shared libraries), measured 40% cheaper per output than
 * a process each, and byte-identical.
 */
export function buildCombineArgs(jobs: readonly StagedCombination[]): string[] {
  const inputs = jobs.flatMap(({ listFile }) => [
    ...segmentListInputArgs(),
    '-safe', '1', // the list names only plain relative names inside the task dir
    // The parts share one avcC (planJob checks it). By default the demuxer converts every packet
    // to Annex B and the muxer converts it back, writing SPS/PPS into every keyframe: the output's
    // frames would no longer be the segments' bytes, which the output check compares.
    '-auto_convert', '0',
    '-i', fileUrl(listFile),
  ]);
  const outputs = soundGroupsOf(jobs).flatMap((group) =>
    group.length === 1 ? outputArgs(group[0]!, jobs[group[0]!]!.output, jobs[group[0]!]!.durationSec) : sharedSoundArgs(group, group.map((i) => jobs[i]!)),
  );
  return [...ffmpegGlobalArgs(), ...inputs, ...outputs];
}

/** Indices of the jobs, grouped by `sameSoundAs` in order of first appearance; a job without one is a group of its own. */
function soundGroupsOf(jobs: ReadonlyArray<{ sameSoundAs?: string }>): number[][] {
  const groups = new Map<string, number[]>();
  const ordered: number[][] = [];
  for (const [index, { sameSoundAs }] of jobs.entries()) {
    const known = sameSoundAs === undefined ? undefined : groups.get(sameSoundAs);
    if (known) {
      known.push(index);
      continue;
    }
    const group = [index];
    ordered.push(group);
    if (sameSoundAs !== undefined) groups.set(sameSoundAs, group);
  }
  return ordered;
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
  // A batch's outputs share parts (a hook's text variants share their body and cta): each is read once.
  const infoOf = memoise((path: string) => readMovieInfo(path).catch(() => null), (path) => path);
  const plans = await Promise.all(jobs.map((job) => planJob(job, infoOf)));
  await checkSharedSound(plans, soundGroupsOf(jobs));
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
        return { listFile, output: join(dir, `output-${jobIndex}.mp4`), durationSec: plan.expectedSec, sameSoundAs: jobs[jobIndex]!.sameSoundAs };
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

async function planJob(job: CombineJob, infoOf: (path: string) => Promise<MovieInfo | null>) {
  const what = `combining ${basename(job.output)}`;
  if (job.segments.length === 0) throw new MediaProcessError(`${what} needs at least one segment`);
  const parts = await Promise.all(job.segments.map(async (segment) => partOf(segment, await infoOf(segment), what)));
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
  /** The audio's setup and sample count: parts said to share their sound must agree on them first. */
  sound: string;
}

/**
 * Jobs said to share their sound must have the same audio, position by position: the same setup and
 * length, and where their parts are different files, the same audio bytes (soundDigest). Only the
 * differing parts are read (a hook's text variants: about 0.8 MB for a 4 s hook). A caller's
 * mistake otherwise, refused before anything is encoded.
 */
async function checkSharedSound(plans: ReadonlyArray<{ output: string; parts: readonly Part[] }>, groups: readonly number[][]): Promise<void> {
  const digestOf = memoisedSoundDigest();
  for (const group of groups) {
    const first = plans[group[0]!]!;
    for (const other of group.slice(1).map((i) => plans[i]!)) {
      const refuse = () => new MediaProcessError(`combining ${basename(other.output)}: its parts do not sound like ${basename(first.output)}'s, so it cannot share its audio`);
      if (other.parts.length !== first.parts.length) throw refuse();
      for (const [i, part] of other.parts.entries()) {
        const theirs = first.parts[i]!;
        if (part.sound !== theirs.sound) throw refuse();
        if (part.path !== theirs.path && (await digestOf(part.path)) !== (await digestOf(theirs.path))) throw refuse();
      }
    }
  }
}

function partOf(path: string, info: MovieInfo | null, what: string): Part {
  const video = info && trackOf(info, 'vide');
  const audio = info && trackOf(info, 'soun');
  if (!video || !audio) throw new MediaProcessError(`${what}: ${basename(path)} is not a normalised segment`);
  return {
    path,
    frames: video.sampleCount,
    durationSec: video.mediaDuration / video.timescale,
    setup: `${video.setupHash}:${audio.setupHash}`,
    sound: `${audio.setupHash}:${audio.sampleCount}`,
  };
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
