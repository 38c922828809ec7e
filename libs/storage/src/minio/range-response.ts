import type { IncomingMessage } from 'node:http';
import { Readable } from 'node:stream';

/** What the server actually sent for a ranged GET. */
export interface ServedRange {
  /** Offset of the first byte in the body. */
  start: number;
  /** Offset of the last byte in the body. */
  end: number;
  /** Size of the whole object. */
  total: number;
}

/**
 * Reads `Content-Range` (206) or `Content-Length` (200: the server ignored the Range header, as
 * some proxies and S3 look-alikes do). `null` when neither can be read.
 */
export function servedRange(res: IncomingMessage): ServedRange | null {
  const contentRange = /^bytes (\d+)-(\d+)\/(\d+)$/.exec(String(res.headers['content-range'] ?? ''));
  if (res.statusCode === 206 && contentRange) {
    const [start, end, total] = contentRange.slice(1).map(Number) as [number, number, number];
    return { start, end, total };
  }
  const length = Number(res.headers['content-length']);
  if (res.statusCode === 200 && Number.isSafeInteger(length)) {
    return { start: 0, end: length - 1, total: length };
  }
  return null;
}

/** Drops `skip` bytes, passes `take` bytes, then ends and releases the source. */
export function sliceStream(source: Readable, skip: number, take: number): Readable {
  return Readable.from(
    (async function* () {
      let toSkip = skip;
      let toTake = take;
      try {
        for await (const raw of source) {
          let chunk = raw as Buffer;
          if (toSkip >= chunk.length) {
            toSkip -= chunk.length;
            continue;
          }
          chunk = chunk.subarray(toSkip);
          toSkip = 0;
          if (chunk.length >= toTake) {
            yield chunk.subarray(0, toTake);
            return;
          }
          toTake -= chunk.length;
          yield chunk;
        }
      } finally {
        source.destroy();
      }
    })(),
    { objectMode: false },
  );
}
