import { open } from 'node:fs/promises';

/*
 * A minimal ISO-BMFF (mp4/mov) box reader. It answers questions ffprobe answers badly or slowly:
 * does every top-level box fit in the file (a truncated faststart file passes ffprobe and even
 * decodes with exit code 0), is the `moov` before the `mdat` (faststart), and what exact codec
 * setup and durations do our own segments and outputs carry. Reading a few headers in-process
 * costs microseconds; another ffprobe costs about 50 ms of process start-up.
 */

export interface BoxRef {
  type: string;
  /** Offset of the box header in the file (top level) or in the parent buffer (children). */
  start: number;
  headerSize: number;
  /** Whole box, header included. */
  size: number;
}

export interface TopLevelLayout {
  boxes: BoxRef[];
  fileSize: number;
  /** The first box that runs past the end of the file, if any. */
  overrun: BoxRef | null;
}

/** Any more top-level boxes than this and the file is not a clip we made or accept. */
const MAX_TOP_LEVEL_BOXES = 10_000;
/** The movie header of a ten-minute clip is a few MB; refuse to read an absurd one into memory. */
const MAX_MOOV_BYTES = 64 * 1024 * 1024;

export async function readTopLevelBoxes(path: string): Promise<TopLevelLayout> {
  const handle = await open(path, 'r');
  try {
    const fileSize = (await handle.stat()).size;
    const boxes: BoxRef[] = [];
    const header = Buffer.alloc(16);
    let position = 0;
    // Fewer than 8 trailing bytes cannot be a box; some writers leave padding, ffmpeg ignores it.
    while (position + 8 <= fileSize && boxes.length < MAX_TOP_LEVEL_BOXES) {
      const { bytesRead } = await handle.read(header, 0, 16, position);
      const box = parseBoxHeader(header.subarray(0, bytesRead), position, fileSize - position);
      if (!box) return { boxes, fileSize, overrun: { type: '????', start: position, headerSize: 8, size: fileSize - position + 1 } };
      boxes.push(box);
      if (position + box.size > fileSize) return { boxes, fileSize, overrun: box };
      position += box.size;
    }
    return { boxes, fileSize, overrun: null };
  } finally {
    await handle.close();
  }
}

/** Reads the whole `moov` box into memory (bounded), or null when there is none. */
export async function readMoov(path: string, layout?: TopLevelLayout): Promise<Buffer | null> {
  const { boxes } = layout ?? (await readTopLevelBoxes(path));
  const moov = boxes.find((box) => box.type === 'moov');
  if (!moov || moov.size > MAX_MOOV_BYTES) return null;
  const handle = await open(path, 'r');
  try {
    const buffer = Buffer.alloc(moov.size);
    const { bytesRead } = await handle.read(buffer, 0, moov.size, moov.start);
    return bytesRead === moov.size ? buffer : null;
  } finally {
    await handle.close();
  }
}

/**
 * Parses a box header at `start` of `buffer`; `available` is how many bytes the box may span
 * (used for size 0, "to the end"). Returns null for a header that cannot be a box.
 */
export function parseBoxHeader(buffer: Buffer, start: number, available: number, offset = 0): BoxRef | null {
  if (buffer.length - offset < 8) return null;
  const size32 = buffer.readUInt32BE(offset);
  const type = buffer.toString('latin1', offset + 4, offset + 8);
  let size = size32;
  let headerSize = 8;
  if (size32 === 1) {
    if (buffer.length - offset < 16) return null;
    const large = buffer.readBigUInt64BE(offset + 8);
    if (large > BigInt(Number.MAX_SAFE_INTEGER)) return null;
    size = Number(large);
    headerSize = 16;
  } else if (size32 === 0) {
    size = available;
  }
  if (size < headerSize) return null;
  return { type, start, headerSize, size };
}

/** The direct children of the box whose body spans `[from, to)` of `buffer`. */
export function childBoxes(buffer: Buffer, from: number, to: number): BoxRef[] {
  const children: BoxRef[] = [];
  let position = from;
  while (position + 8 <= to) {
    const box = parseBoxHeader(buffer, position, to - position, position);
    if (!box || position + box.size > to) break;
    children.push(box);
    position += box.size;
  }
  return children;
}

/** Follows a path of box types (`['trak', 'mdia', 'mdhd']`) from the children of `[from, to)`. */
export function findPath(buffer: Buffer, from: number, to: number, path: readonly string[]): BoxRef | null {
  let range = { from, to };
  let found: BoxRef | null = null;
  for (const type of path) {
    found = childBoxes(buffer, range.from, range.to).find((box) => box.type === type) ?? null;
    if (!found) return null;
    range = { from: found.start + found.headerSize, to: found.start + found.size };
  }
  return found;
}

export function bodyOf(box: BoxRef): { from: number; to: number } {
  return { from: box.start + box.headerSize, to: box.start + box.size };
}
