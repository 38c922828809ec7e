import { bodyOf, childBoxes, findPath, type BoxRef } from './isobmff-boxes';

/*
 * A track's sample table (`stbl`) unrolled: where each sample's bytes are, how big it is, when it
 * is presented and which samples are keyframes. The output check reads it instead of decoding
 * every frame: a sample that points outside the media data, has no bytes, or a presentation
 * timeline with a hole or a double is a broken file whatever a decoder would say.
 */

export interface SampleTable {
  /** Byte size of each sample, in decode order. */
  sizes: number[];
  /** File offset of each sample, in decode order (chunk offset plus the sizes before it in its chunk). */
  offsets: number[];
  /** Presentation time of each sample (decode time plus composition offset), in track timescale units. */
  presentation: number[];
  /** Decode-order indexes (0-based) of the sync samples; null when the track has no `stss` (every sample is one). */
  syncSamples: number[] | null;
  /** The chunk offsets as stored (`stco` or `co64`). */
  chunkOffsets: number[];
}

/** A sample table this large is not one of ours (a ten-minute 60 fps track has 36,000 samples). */
const MAX_SAMPLES = 1_000_000;

export class SampleTableError extends Error {}

/** Reads the sample table of `stbl` (a box inside `moov`). Throws SampleTableError for a table that cannot be read. */
export function readSampleTable(moov: Buffer, stbl: BoxRef): SampleTable {
  const { from, to } = bodyOf(stbl);
  const find = (type: string) => findPath(moov, from, to, [type]);
  const stsz = find('stsz');
  const stco = find('stco') ?? find('co64');
  const stsc = find('stsc');
  const stts = find('stts');
  if (!stsz || !stco || !stsc || !stts) throw new SampleTableError('a sample table box (stsz, stco, stsc or stts) is missing');

  const sizes = readSizes(moov, stsz);
  const chunkOffsets = readChunkOffsets(moov, stco);
  const offsets = placeSamples(moov, stsc, chunkOffsets, sizes);
  const decodeTimes = expandTimes(moov, stts, sizes.length);
  const ctts = find('ctts');
  const composition = ctts ? expandCompositionOffsets(moov, ctts, sizes.length) : null;
  const presentation = decodeTimes.map((time, i) => time + (composition ? composition[i]! : 0));
  const stss = find('stss');
  return { sizes, offsets, presentation, syncSamples: stss ? readSyncSamples(moov, stss, sizes.length) : null, chunkOffsets };
}

/** The `stbl` of each track, keyed by handler (`vide`, `soun`); the first track of a kind wins. */
export function sampleTablesByHandler(moov: Buffer): Map<string, BoxRef> {
  const tables = new Map<string, BoxRef>();
  for (const trak of childBoxes(moov, 8, moov.length).filter((box) => box.type === 'trak')) {
    const { from, to } = bodyOf(trak);
    const hdlr = findPath(moov, from, to, ['mdia', 'hdlr']);
    const stbl = findPath(moov, from, to, ['mdia', 'minf', 'stbl']);
    if (!hdlr || !stbl || bodyOf(hdlr).from + 12 > bodyOf(hdlr).to) continue;
    const handler = moov.toString('latin1', bodyOf(hdlr).from + 8, bodyOf(hdlr).from + 12);
    if (!tables.has(handler)) tables.set(handler, stbl);
  }
  return tables;
}

/**
 * What is wrong with a table against the file's media data (`mdat` bodies as byte ranges):
 * zero-size samples, samples or chunks outside every media data box.
 */
export function sampleTableProblems(table: SampleTable, mediaData: ReadonlyArray<{ from: number; to: number }>): string[] {
  const problems: string[] = [];
  const inside = (from: number, to: number) => mediaData.some((range) => from >= range.from && to <= range.to);
  const empty = table.sizes.findIndex((size) => size === 0);
  if (empty >= 0) problems.push(`sample ${empty + 1} has no bytes`);
  const badChunk = table.chunkOffsets.findIndex((offset) => !inside(offset, offset));
  if (badChunk >= 0) problems.push(`chunk ${badChunk + 1} starts outside the media data`);
  const outside = table.offsets.findIndex((offset, i) => !inside(offset, offset + table.sizes[i]!));
  if (outside >= 0) problems.push(`sample ${outside + 1} lies outside the media data`);
  return problems;
}

/**
 * Checks that the presentation times are exactly `count` steps of `delta` with no hole and no
 * double (what a join that dropped, repeated or overlapped frames would leave), and returns each
 * sample's display position (0-based), in decode order.
 */
export function displayPositions(table: SampleTable, delta: number): { positions: number[]; problem: string | null } {
  const first = table.presentation.reduce((low, time) => Math.min(low, time), Infinity);
  const positions = table.presentation.map((time) => (time - first) / delta);
  const seen = new Set<number>();
  for (const position of positions) {
    if (!Number.isInteger(position) || position >= positions.length || seen.has(position)) {
      return { positions, problem: `presentation times are not ${positions.length} distinct steps of ${delta}` };
    }
    seen.add(position);
  }
  return { positions, problem: null };
}

/**
 * The byte range of each chunk of a track, in order, without unrolling its samples: a PCM track
 * stores every audio frame as a sample (48,000 a second), too many to list for a long segment.
 */
export function chunkRanges(moov: Buffer, stbl: BoxRef): { offset: number; bytes: number }[] {
  const { from, to } = bodyOf(stbl);
  const find = (type: string) => findPath(moov, from, to, [type]);
  const stsz = find('stsz');
  const stco = find('stco') ?? find('co64');
  const stsc = find('stsc');
  if (!stsz || !stco || !stsc) throw new SampleTableError('a sample table box (stsz, stco or stsc) is missing');
  const chunkOffsets = readChunkOffsets(moov, stco);
  const { from: sizesAt, to: sizesEnd } = bodyOf(stsz);
  if (sizesAt + 12 > sizesEnd) throw new SampleTableError('the stsz box is cut short');
  const uniform = moov.readUInt32BE(sizesAt + 4);
  const sizes = uniform === 0 ? readSizes(moov, stsz) : null;
  const ranges: { offset: number; bytes: number }[] = [];
  let sample = 0;
  for (const { offset, perChunk } of chunksOf(moov, stsc, chunkOffsets)) {
    const bytes = sizes ? sizes.slice(sample, sample + perChunk).reduce((sum, size) => sum + size, 0) : perChunk * uniform;
    ranges.push({ offset, bytes });
    sample += perChunk;
  }
  return ranges;
}

function fullBoxEntries(moov: Buffer, box: BoxRef, headerBytes: number, entryBytes: number): { at: number; count: number } {
  const { from, to } = bodyOf(box);
  if (from + headerBytes > to) throw new SampleTableError(`the ${box.type} box is cut short`);
  const count = moov.readUInt32BE(from + headerBytes - 4);
  if (count > MAX_SAMPLES || from + headerBytes + count * entryBytes > to) throw new SampleTableError(`the ${box.type} box declares more entries than it holds`);
  return { at: from + headerBytes, count };
}

function readSizes(moov: Buffer, stsz: BoxRef): number[] {
  const { from, to } = bodyOf(stsz);
  if (from + 12 > to) throw new SampleTableError('the stsz box is cut short');
  const uniform = moov.readUInt32BE(from + 4);
  const count = moov.readUInt32BE(from + 8);
  if (count > MAX_SAMPLES) throw new SampleTableError('the stsz box declares too many samples');
  if (uniform !== 0) return new Array<number>(count).fill(uniform);
  if (from + 12 + count * 4 > to) throw new SampleTableError('the stsz box declares more entries than it holds');
  return Array.from({ length: count }, (_, i) => moov.readUInt32BE(from + 12 + i * 4));
}

function readChunkOffsets(moov: Buffer, box: BoxRef): number[] {
  const wide = box.type === 'co64';
  const { at, count } = fullBoxEntries(moov, box, 8, wide ? 8 : 4);
  return Array.from({ length: count }, (_, i) => (wide ? Number(moov.readBigUInt64BE(at + i * 8)) : moov.readUInt32BE(at + i * 4)));
}

/** `stsc` runs (first chunk, samples per chunk) spread over the chunks; every sample must land in a chunk. */
function placeSamples(moov: Buffer, stsc: BoxRef, chunkOffsets: readonly number[], sizes: readonly number[]): number[] {
  const offsets: number[] = [];
  let sample = 0;
  for (const chunk of chunksOf(moov, stsc, chunkOffsets)) {
    let offset = chunk.offset;
    for (let i = 0; i < chunk.perChunk; i++, sample++) {
      if (sample >= sizes.length) throw new SampleTableError('the chunks hold more samples than the stsz box lists');
      offsets.push(offset);
      offset += sizes[sample]!;
    }
  }
  if (sample !== sizes.length) throw new SampleTableError(`the chunks hold ${sample} samples but the stsz box lists ${sizes.length}`);
  return offsets;
}

/** Each chunk in order with its file offset and its sample count, from the `stsc` runs; refuses runs out of order or beyond the chunk table. */
function chunksOf(moov: Buffer, stsc: BoxRef, chunkOffsets: readonly number[]): { offset: number; perChunk: number }[] {
  const { at, count } = fullBoxEntries(moov, stsc, 8, 12);
  const chunks: { offset: number; perChunk: number }[] = [];
  for (let run = 0; run < count; run++) {
    const firstChunk = moov.readUInt32BE(at + run * 12);
    const perChunk = moov.readUInt32BE(at + run * 12 + 4);
    const nextFirst = run + 1 < count ? moov.readUInt32BE(at + (run + 1) * 12) : chunkOffsets.length + 1;
    if (firstChunk < 1 || nextFirst <= firstChunk || nextFirst > chunkOffsets.length + 1) {
      throw new SampleTableError('the stsc box names chunks out of order or beyond the chunk table');
    }
    for (let chunk = firstChunk; chunk < nextFirst; chunk++) chunks.push({ offset: chunkOffsets[chunk - 1]!, perChunk });
  }
  return chunks;
}

function expandTimes(moov: Buffer, stts: BoxRef, samples: number): number[] {
  const { at, count } = fullBoxEntries(moov, stts, 8, 8);
  const times: number[] = [];
  let time = 0;
  for (let i = 0; i < count; i++) {
    const run = moov.readUInt32BE(at + i * 8);
    const delta = moov.readUInt32BE(at + i * 8 + 4);
    for (let k = 0; k < run && times.length <= samples; k++, time += delta) times.push(time);
  }
  if (times.length !== samples) throw new SampleTableError(`the stts box times ${times.length} samples but the stsz box lists ${samples}`);
  return times;
}

function expandCompositionOffsets(moov: Buffer, ctts: BoxRef, samples: number): number[] {
  const version = moov.readUInt8(bodyOf(ctts).from);
  const { at, count } = fullBoxEntries(moov, ctts, 8, 8);
  const offsets: number[] = [];
  for (let i = 0; i < count; i++) {
    const run = moov.readUInt32BE(at + i * 8);
    // Version 1 offsets are signed; ffmpeg writes version 0 unless negative offsets are asked for.
    const offset = version === 1 ? moov.readInt32BE(at + i * 8 + 4) : moov.readUInt32BE(at + i * 8 + 4);
    for (let k = 0; k < run && offsets.length <= samples; k++) offsets.push(offset);
  }
  if (offsets.length !== samples) throw new SampleTableError(`the ctts box covers ${offsets.length} samples but the stsz box lists ${samples}`);
  return offsets;
}

function readSyncSamples(moov: Buffer, stss: BoxRef, samples: number): number[] {
  const { at, count } = fullBoxEntries(moov, stss, 8, 4);
  const sync = Array.from({ length: count }, (_, i) => moov.readUInt32BE(at + i * 4) - 1);
  if (sync.some((index, i) => index < 0 || index >= samples || (i > 0 && index <= sync[i - 1]!))) {
    throw new SampleTableError('the stss box names samples out of order or beyond the track');
  }
  return sync;
}
