import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';

/** Deterministic bytes, different at every offset, so a shifted range cannot pass by luck. */
export function patternBytes(length: number, seed = 0): Buffer {
  const bytes = Buffer.alloc(length);
  for (let i = 0; i < length; i++) bytes[i] = (i * 31 + seed + (i >> 8)) & 0xff;
  return bytes;
}

/** A stream of `total` pattern bytes made chunk by chunk, never held whole in memory. */
export function patternStream(total: number, chunkSize = 64 * 1024): Readable {
  return Readable.from(
    (function* () {
      for (let offset = 0; offset < total; offset += chunkSize) {
        yield patternBytes(Math.min(chunkSize, total - offset), offset);
      }
    })(),
  );
}

/** Hashes what `patternStream(total)` yields, without building the bytes in one buffer. */
export function patternStreamSha256(total: number, chunkSize = 64 * 1024): string {
  const hash = createHash('sha256');
  for (let offset = 0; offset < total; offset += chunkSize) {
    hash.update(patternBytes(Math.min(chunkSize, total - offset), offset));
  }
  return hash.digest('hex');
}

/** A body that sends some bytes and then fails, as a client hanging up mid-upload does. */
export function failingStream(bytesBeforeFailure: number, error: Error): Readable {
  return Readable.from(
    (async function* () {
      yield patternBytes(bytesBeforeFailure);
      await new Promise((resolve) => setImmediate(resolve));
      throw error;
    })(),
  );
}

export async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  return Buffer.concat(chunks);
}

export async function sha256OfStream(stream: Readable): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of stream) hash.update(chunk);
  return hash.digest('hex');
}

export async function collect<T>(items: AsyncIterable<T>): Promise<T[]> {
  const out: T[] = [];
  for await (const item of items) out.push(item);
  return out;
}
