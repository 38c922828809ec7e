import { createHash } from 'node:crypto';
import { bodyOf, childBoxes, findPath, readMoov, readTopLevelBoxes, type BoxRef, type TopLevelLayout } from './isobmff-boxes';

/*
 * What our own segments and outputs say about themselves, read from their `moov` in-process:
 * exact frame and sample counts, each track's presented end, and the codec setup bytes the concat
 * demuxer needs identical across parts (it keeps the first part's SPS/PPS for the whole output).
 */

export interface TrackInfo {
  handler: string;
  timescale: number;
  /** Sum of sample durations, in `timescale` units (for PCM at 48 kHz: the sample count). */
  mediaDuration: number;
  sampleCount: number;
  /** Where the track's presentation ends, edit list applied, in seconds. */
  endSec: number;
  /** Display size from the track header (0 for sound). */
  width: number;
  height: number;
  sampleEntryType: string;
  /** Hash of everything that must match for a stream copy join: sample entry (bit rate box aside), timescale, matrix. */
  setupHash: string;
}

export interface MovieInfo {
  layout: TopLevelLayout;
  /** `moov` precedes the first `mdat`: a player can start before the whole file arrives. */
  faststart: boolean;
  tracks: TrackInfo[];
}

export async function readMovieInfo(path: string): Promise<MovieInfo | null> {
  const layout = await readTopLevelBoxes(path);
  const moov = await readMoov(path, layout);
  return moov ? movieInfoOf(layout, moov) : null;
}

/** The same, from a layout and `moov` the caller already read (the output check reads the sample tables too). */
export function movieInfoOf(layout: TopLevelLayout, moov: Buffer): MovieInfo {
  const types = layout.boxes.map((box) => box.type);
  const mdatIndex = types.indexOf('mdat');
  const faststart = mdatIndex < 0 || types.indexOf('moov') < mdatIndex;
  const movieTimescale = readMvhdTimescale(moov);
  const root = bodyOf({ type: 'moov', start: 0, headerSize: 8, size: moov.length });
  const tracks = childBoxes(moov, root.from, root.to)
    .filter((box) => box.type === 'trak')
    .map((trak) => readTrack(moov, trak, movieTimescale))
    .filter((track): track is TrackInfo => track !== null);
  return { layout, faststart, tracks };
}

export function trackOf(info: MovieInfo, handler: 'vide' | 'soun'): TrackInfo | undefined {
  return info.tracks.find((track) => track.handler === handler);
}

function readMvhdTimescale(moov: Buffer): number {
  const mvhd = findPath(moov, 8, moov.length, ['mvhd']);
  if (!mvhd) return 1000;
  const body = bodyOf(mvhd).from;
  return moov.readUInt8(body) === 1 ? moov.readUInt32BE(body + 20) : moov.readUInt32BE(body + 12);
}

function readTrack(moov: Buffer, trak: BoxRef, movieTimescale: number): TrackInfo | null {
  const { from, to } = bodyOf(trak);
  const tkhd = findPath(moov, from, to, ['tkhd']);
  const mdhd = findPath(moov, from, to, ['mdia', 'mdhd']);
  const hdlr = findPath(moov, from, to, ['mdia', 'hdlr']);
  const stbl = findPath(moov, from, to, ['mdia', 'minf', 'stbl']);
  if (!tkhd || !mdhd || !hdlr || !stbl) return null;

  const handler = moov.toString('latin1', bodyOf(hdlr).from + 8, bodyOf(hdlr).from + 12);
  const m = bodyOf(mdhd).from;
  const v1 = moov.readUInt8(m) === 1;
  const timescale = moov.readUInt32BE(m + (v1 ? 20 : 12));
  const mediaDuration = v1 ? Number(moov.readBigUInt64BE(m + 24)) : moov.readUInt32BE(m + 16);

  const { sampleCount } = readStts(moov, stbl);
  const editEndMovieUnits = readEditListEnd(moov, findPath(moov, from, to, ['edts', 'elst']));
  const endSec = editEndMovieUnits === null ? mediaDuration / timescale : editEndMovieUnits / movieTimescale;

  const t = bodyOf(tkhd).from;
  const tkhdV1 = moov.readUInt8(t) === 1;
  const matrixAt = t + (tkhdV1 ? 52 : 40);
  const width = moov.readUInt32BE(matrixAt + 36) / 65536;
  const height = moov.readUInt32BE(matrixAt + 40) / 65536;

  const stsd = findPath(moov, bodyOf(stbl).from, bodyOf(stbl).to, ['stsd']);
  const entry = stsd ? childBoxes(moov, bodyOf(stsd).from + 8, bodyOf(stsd).to)[0] : undefined;
  const hash = createHash('sha256').update(handler).update(String(timescale));
  hash.update(moov.subarray(matrixAt, matrixAt + 36));
  if (entry) hashSampleEntry(hash, moov, entry, handler);
  return {
    handler,
    timescale,
    mediaDuration,
    sampleCount,
    endSec,
    width,
    height,
    sampleEntryType: entry?.type ?? '',
    setupHash: hash.digest('hex'),
  };
}

function readStts(moov: Buffer, stbl: BoxRef): { sampleCount: number } {
  const stts = findPath(moov, bodyOf(stbl).from, bodyOf(stbl).to, ['stts']);
  if (!stts) return { sampleCount: 0 };
  const body = bodyOf(stts).from;
  const entries = moov.readUInt32BE(body + 4);
  let sampleCount = 0;
  for (let i = 0; i < entries && body + 8 + i * 8 + 8 <= bodyOf(stts).to; i++) {
    sampleCount += moov.readUInt32BE(body + 8 + i * 8);
  }
  return { sampleCount };
}

/** Total of all edits (empty ones delay the start, so they count toward the end), or null. */
function readEditListEnd(moov: Buffer, elst: BoxRef | null): number | null {
  if (!elst) return null;
  const body = bodyOf(elst).from;
  const v1 = moov.readUInt8(body) === 1;
  const entries = moov.readUInt32BE(body + 4);
  const entrySize = v1 ? 20 : 12;
  let total = 0;
  for (let i = 0; i < entries && body + 8 + (i + 1) * entrySize <= bodyOf(elst).to; i++) {
    const at = body + 8 + i * entrySize;
    total += v1 ? Number(moov.readBigUInt64BE(at)) : moov.readUInt32BE(at);
  }
  return entries > 0 ? total : null;
}

/*
 * The fixed fields of a visual sample entry are 78 bytes and of a sound entry 28 (version 0), 44
 * (version 1) or 64 (version 2); child boxes follow. `btrt` carries each part's own bit rate, which
 * legitimately differs, so it is left out of the hash.
 */
function hashSampleEntry(hash: ReturnType<typeof createHash>, moov: Buffer, entry: BoxRef, handler: string): void {
  const { from, to } = bodyOf(entry);
  hash.update(entry.type);
  let fixed = 0;
  if (handler === 'vide') fixed = 78;
  else if (handler === 'soun') fixed = ({ 0: 28, 1: 44, 2: 64 } as Record<number, number>)[moov.readUInt16BE(from + 8)] ?? 28;
  const fieldsEnd = Math.min(from + fixed, to);
  hash.update(moov.subarray(from, fieldsEnd));
  for (const child of childBoxes(moov, fieldsEnd, to)) {
    if (child.type !== 'btrt') hash.update(moov.subarray(child.start, child.start + child.size));
  }
}
