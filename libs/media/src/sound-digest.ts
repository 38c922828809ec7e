import { createHash } from 'node:crypto';
import { open } from 'node:fs/promises';
import { bodyOf, findPath, readMoov, readTopLevelBoxes } from './isobmff-boxes';
import { memoise } from './memoise';
import { chunkRanges, sampleTablesByHandler } from './sample-table';

/** Bytes read per step: bounds memory whatever a chunk's size. */
const READ_BYTES = 1024 * 1024;

/**
 * sha256 of a file's audio track: its setup (stsd), timing (stts) and sample sizes (stsz), then its
 * bytes chunk by chunk in order. Two files with the same digest decode to the same sound, whatever
 * their video: how the combine's shared audio is checked (combine.ts) and how an output that shares
 * another's audio is checked without decoding it again (verify.ts). Reads about 190 KB per second
 * of PCM, 16 KB of AAC, in reads of up to READ_BYTES (readWindows). Throws when the file has no
 * readable audio track.
 */
export async function soundDigest(path: string): Promise<string> {
  const layout = await readTopLevelBoxes(path);
  const moov = layout.overrun ? null : await readMoov(path, layout);
  const stbl = moov && sampleTablesByHandler(moov).get('soun');
  if (!moov || !stbl) throw new Error(`${path} has no readable audio track`);
  const hash = createHash('sha256');
  const { from, to } = bodyOf(stbl);
  for (const type of ['stsd', 'stts', 'stsz']) {
    const box = findPath(moov, from, to, [type]);
    if (!box) throw new Error(`${path} has no ${type} box in its audio track`);
    hash.update(moov.subarray(box.start, box.start + box.size));
  }
  const handle = await open(path, 'r');
  try {
    const buffer = Buffer.allocUnsafe(READ_BYTES);
    for (const window of readWindows(chunkRanges(moov, stbl), READ_BYTES)) {
      const { bytesRead } = await handle.read(buffer, 0, window.bytes, window.offset);
      if (bytesRead !== window.bytes) throw new Error(`${path} ends inside its audio`);
      for (const piece of window.pieces) hash.update(buffer.subarray(piece.from, piece.to));
    }
  } finally {
    await handle.close();
  }
  return hash.digest('hex');
}

/** `soundDigest` that reads each file once however often it is asked: for one check of several files. */
export function memoisedSoundDigest(): (path: string) => Promise<string> {
  return memoise(soundDigest, (path) => path);
}

/** One read: `bytes` from `offset`, and the parts of it that are audio, in order, relative to `offset`. */
export interface ReadWindow {
  offset: number;
  bytes: number;
  pieces: { from: number; to: number }[];
}

/*
 * The chunks' bytes, in their order, as few reads of at most `limit` bytes as cover them. A muxer
 * interleaves a frame's worth of audio with each video frame (389 audio chunks in a 13 s output),
 * and a read per chunk cost more than reading the video between them: a window takes the chunks
 * that follow each other in the file up to `limit` bytes, the video between them read and skipped.
 * A chunk larger than `limit` is read in pieces of `limit`.
 */
export function readWindows(chunks: readonly { offset: number; bytes: number }[], limit: number): ReadWindow[] {
  const windows: ReadWindow[] = [];
  let current: ReadWindow | null = null;
  for (const chunk of chunks) {
    for (let done = 0; done < chunk.bytes; ) {
      const offset = chunk.offset + done;
      const fits = current !== null && offset >= current.offset + current.bytes && offset - current.offset < limit;
      if (!fits) {
        current = { offset, bytes: 0, pieces: [] };
        windows.push(current);
      }
      const window = current!;
      const from = offset - window.offset;
      const take = Math.min(chunk.bytes - done, limit - from);
      window.pieces.push({ from, to: from + take });
      window.bytes = from + take;
      done += take;
    }
  }
  return windows;
}
