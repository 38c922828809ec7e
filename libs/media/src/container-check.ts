import { constants } from 'node:fs';
import { open } from 'node:fs/promises';
import { readTopLevelBoxes } from './isobmff-boxes';
import { MediaRejectedError } from './media.errors';
import { SNIFF_BYTES, describeNonVideo, sniffContainer, type ContainerKind } from './sniff-container';

/*
 * Checks that need no ffmpeg: is it a regular, non-empty file, do its magic bytes name an
 * accepted container, and does the container's own size bookkeeping fit in the file. The last
 * one catches truncated uploads that ffprobe accepts (a faststart mp4 cut inside its `mdat`
 * probes fine and even decodes with exit code 0).
 */

const HEAD_BYTES = 128;

export async function checkContainer(path: string): Promise<ContainerKind> {
  // O_NONBLOCK: opening a FIFO must not hang waiting for a writer; it is refused below.
  const handle = await open(path, constants.O_RDONLY | constants.O_NONBLOCK).catch((error: NodeJS.ErrnoException) => {
    throw new MediaRejectedError(error.code === 'ENOENT' ? 'does not exist' : 'cannot be read');
  });
  let head: Buffer;
  let size: number;
  try {
    const stat = await handle.stat();
    if (!stat.isFile()) throw new MediaRejectedError('is not a regular file');
    size = stat.size;
    if (size === 0) throw new MediaRejectedError('is empty');
    head = Buffer.alloc(Math.min(HEAD_BYTES, size));
    await handle.read(head, 0, head.length, 0);
  } finally {
    await handle.close();
  }
  const kind = sniffContainer(head.subarray(0, SNIFF_BYTES));
  if (!kind) throw new MediaRejectedError(describeNonVideo(head.subarray(0, SNIFF_BYTES)));
  if (kind === 'isobmff') await checkIsobmff(path);
  else if (kind === 'avi') checkRiffSize(head, size);
  else checkMatroskaSegment(head, size);
  return kind;
}

async function checkIsobmff(path: string): Promise<void> {
  const layout = await readTopLevelBoxes(path);
  if (layout.overrun) {
    throw new MediaRejectedError(`is truncated (the file ends inside its ${printable(layout.overrun.type)} box)`);
  }
  if (!layout.boxes.some((box) => box.type === 'moov')) {
    throw new MediaRejectedError('is truncated or damaged (it has no movie header)');
  }
}

/** RIFF's size field counts the bytes after the first 8; an AVI over 1 GB adds AVIX chunks after it. */
function checkRiffSize(head: Buffer, fileSize: number): void {
  const declared = head.readUInt32LE(4) + 8;
  if (declared > fileSize) throw new MediaRejectedError('is truncated (the file is shorter than its header says)');
}

/*
 * EBML header, then the Segment element. A Segment of known size that runs past the end of the
 * file means a truncated file; live recorders write "unknown size" (all ones), which is allowed.
 */
function checkMatroskaSegment(head: Buffer, fileSize: number): void {
  const ebmlSize = readVint(head, 4);
  if (!ebmlSize) return;
  const segmentAt = 4 + ebmlSize.length + ebmlSize.value;
  if (segmentAt + 4 > head.length || head.readUInt32BE(segmentAt) !== 0x18538067) return;
  const segmentSize = readVint(head, segmentAt + 4);
  if (!segmentSize || segmentSize.unknown) return;
  if (segmentAt + 4 + segmentSize.length + segmentSize.value > fileSize) {
    throw new MediaRejectedError('is truncated (the file is shorter than its header says)');
  }
}

/** An EBML variable-length integer: the leading zero bits of the first byte give its length. */
export function readVint(buffer: Buffer, at: number): { length: number; value: number; unknown: boolean } | null {
  if (at >= buffer.length) return null;
  const first = buffer[at]!;
  let length = 1;
  while (length <= 8 && (first & (0x80 >> (length - 1))) === 0) length++;
  if (length > 8 || at + length > buffer.length) return null;
  let value = first & (0xff >> length);
  let allOnes = value === 0xff >> length;
  for (let i = 1; i < length; i++) {
    const byte = buffer[at + i]!;
    value = value * 256 + byte;
    allOnes &&= byte === 0xff;
  }
  return { length, value, unknown: allOnes };
}

function printable(type: string): string {
  return /^[\x20-\x7e]{4}$/.test(type) ? `"${type}"` : 'last';
}
