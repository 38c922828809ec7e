import { open, type FileHandle } from 'node:fs/promises';
import { basename } from 'node:path';
import { readAvcConfig, type AvcConfig } from './avc-config';
import { memoise } from './memoise';
import { readMoov, readTopLevelBoxes } from './isobmff-boxes';
import { movieInfoOf, trackOf } from './movie-info';
import { displayPositions, readSampleTable, sampleTablesByHandler, type SampleTable } from './sample-table';

/*
 * An output's video against the segments it was joined from. A combine copies the video, so each
 * part's frames must be its segment's frames byte for byte, in the same decode order, shown at
 * the same positions (shifted by the frames before the part), keyframes where the segment has
 * them, under the same codec setup (avcC). `verifySegment` decoded every one of those frames
 * when the segment was made, so an output that matches decodes as its segments did. Reading the
 * bytes (about 20 MB for a 13 s 1080x1920 output and its parts: 35-50 ms measured) replaces
 * decoding up to a GOP across each join (about 10 ms per frame, 60 frames per GOP).
 */

/** A video track's samples as the comparison needs them. */
export interface VideoSamples {
  table: SampleTable;
  /** Display position of each sample, in decode order. */
  positions: number[];
  avc: AvcConfig;
}

/** Bytes read per comparison step: bounds memory whatever a part's length. */
const COMPARE_BYTES = 4 * 1024 * 1024;

/**
 * Problems of the output's video (`output`, read from `outputPath`) against `partPaths`, whose
 * frame counts the output's timeline gives as `partFrames`. Stops at the first differing part.
 */
export async function videoCopyProblems(
  outputPath: string,
  output: VideoSamples,
  partPaths: readonly string[],
  partFrames: readonly number[],
  fps: number,
  partSamplesOf: SegmentSamplesReader = readVideoSamples,
): Promise<string[]> {
  if (partPaths.length !== partFrames.length) return [`${partPaths.length} segment files were given for ${partFrames.length} parts`];
  const handle = await open(outputPath, 'r');
  try {
    let first = 0;
    for (const [index, partPath] of partPaths.entries()) {
      const part = await partSamplesOf(partPath, fps).catch((error: Error) => `cannot be read: ${error.message}`);
      const problem = typeof part === 'string' ? part : await partCopyProblem(handle, output, first, partPath, part, partFrames[index]!);
      if (problem) return [`part ${index + 1} (${basename(partPath)}) ${problem}`];
      first += partFrames[index]!;
    }
    return [];
  } finally {
    await handle.close();
  }
}

/** Reads a segment's video samples, or says why they cannot be compared. */
export type SegmentSamplesReader = (path: string, fps: number) => Promise<VideoSamples | string>;

/** `readVideoSamples` reading each segment once: a check of several outputs compares them with the same bodies and ctas. */
export function memoisedSegmentSamples(): SegmentSamplesReader {
  return memoise(readVideoSamples, (path, fps) => `${fps}:${path}`);
}

/** A segment's video samples, or why they cannot be compared. */
async function readVideoSamples(path: string, fps: number): Promise<VideoSamples | string> {
  const layout = await readTopLevelBoxes(path);
  const moov = layout.overrun ? null : await readMoov(path, layout);
  if (!moov) return 'has no complete movie header';
  const track = trackOf(movieInfoOf(layout, moov), 'vide');
  const stbl = sampleTablesByHandler(moov).get('vide');
  if (!track || !stbl) return 'has no video track';
  const table = readSampleTable(moov, stbl);
  const { positions, problem } = displayPositions(table, track.timescale / fps);
  if (problem) return `has a video timeline the output cannot copy: ${problem}`;
  const avc = readAvcConfig(moov, stbl);
  return avc ? { table, positions, avc } : 'has no H.264 codec setup (avcC)';
}

/**
 * The first difference between the part's segment and the output's samples from decode index
 * `first` on (a part's frames are contiguous in decode order and it starts at display position
 * `first`, as every part starts on a keyframe with the frames before it all shown).
 */
async function partCopyProblem(handle: FileHandle, output: VideoSamples, first: number, partPath: string, part: VideoSamples, frames: number): Promise<string | null> {
  if (part.table.sizes.length !== frames) return `has ${part.table.sizes.length} frames where the output has ${frames}`;
  if (!sameAvcConfig(part.avc, output.avc)) return `has a codec setup (avcC) other than the output's header`;
  const outputSync = syncSet(output.table);
  const partSync = syncSet(part.table);
  for (let i = 0; i < frames; i++) {
    const at = first + i;
    const frame = `output frame ${output.positions[at]} (the segment's frame ${i} in decode order)`;
    if (output.positions[at] !== first + part.positions[i]!) return `is shown out of order: ${frame} belongs at ${first + part.positions[i]!}`;
    if (outputSync(at) !== partSync(i)) return `${frame} is ${outputSync(at) ? '' : 'not '}a keyframe, unlike the segment's`;
    if (output.table.sizes[at] !== part.table.sizes[i]) return `${frame} is ${output.table.sizes[at]} bytes, the segment's ${part.table.sizes[i]}`;
  }
  const segment = await open(partPath, 'r');
  try {
    const inOutput = { table: output.table, first };
    const inSegment = { table: part.table, first: 0 };
    for (let from = 0; from < frames; ) {
      const to = stepEnd([inOutput, inSegment], from, frames);
      const [mine, theirs] = await Promise.all([readSpan(handle, inOutput, from, to), readSpan(segment, inSegment, from, to)]);
      for (let i = from; i < to; i++) {
        if (!mine.sample(i).equals(theirs.sample(i))) return `output frame ${output.positions[first + i]} (the segment's frame ${i} in decode order) is not a byte copy of it`;
      }
      from = to;
    }
    return null;
  } finally {
    await segment.close();
  }
}

export function sameAvcConfig(a: AvcConfig, b: AvcConfig): boolean {
  return a.lengthSize === b.lengthSize && a.parameterSets.length === b.parameterSets.length && a.parameterSets.every((set, i) => set.equals(b.parameterSets[i]!));
}

function syncSet(table: SampleTable): (index: number) => boolean {
  if (!table.syncSamples) return () => true;
  const sync = new Set(table.syncSamples);
  return (index) => sync.has(index);
}

/** Some samples of a file: a sample table and the index of the part's first sample in it. */
export interface PartSamples {
  table: Pick<SampleTable, 'offsets' | 'sizes'>;
  first: number;
}

/** The byte range of a part's samples `[from, to)` in its file. */
export function byteRange({ table, first }: PartSamples, from: number, to: number): { start: number; end: number } {
  let start = Infinity;
  let end = 0;
  for (let i = first + from; i < first + to; i++) {
    start = Math.min(start, table.offsets[i]!);
    end = Math.max(end, table.offsets[i]! + table.sizes[i]!);
  }
  return { start, end };
}

/**
 * End (exclusive) of the samples from `from` whose byte range stays within `limit` in every file,
 * so each file is read in one go per step; at least one sample. A muxer interleaves audio chunks
 * with the video, so a range holds some audio too.
 */
export function stepEnd(files: readonly PartSamples[], from: number, to: number, limit = COMPARE_BYTES): number {
  const ranges = files.map(() => ({ start: Infinity, end: 0 }));
  let end = from;
  for (; end < to; end++) {
    const grown = files.map(({ table, first }, k) => {
      const at = first + end;
      return { start: Math.min(ranges[k]!.start, table.offsets[at]!), end: Math.max(ranges[k]!.end, table.offsets[at]! + table.sizes[at]!) };
    });
    if (end > from && grown.some((range) => range.end - range.start > limit)) break;
    grown.forEach((range, k) => (ranges[k] = range));
  }
  return end;
}

/** Reads the one byte range that holds a part's samples `[from, to)`; `sample(i)` is its sample i's bytes. */
async function readSpan(handle: FileHandle, part: PartSamples, from: number, to: number) {
  const { start, end } = byteRange(part, from, to);
  const bytes = Buffer.allocUnsafe(end - start);
  const { bytesRead } = await handle.read(bytes, 0, bytes.length, start);
  // The structure check placed every sample inside the file; a short read means it changed since.
  if (bytesRead !== bytes.length) throw new Error(`read ${bytesRead} of ${bytes.length} bytes at ${start}`);
  const { offsets, sizes } = part.table;
  return { sample: (i: number) => bytes.subarray(offsets[part.first + i]! - start, offsets[part.first + i]! - start + sizes[part.first + i]!) };
}
