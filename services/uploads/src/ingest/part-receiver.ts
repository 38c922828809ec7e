import { DomainError } from '@reelmix/contracts';
import { sniffContainer } from '@reelmix/media';
import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { Readable, Transform, TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';

const SNIFF_BYTES = 64;

/**
 * Checks a part while it streams: the first bytes must be a video container's magic, and the
 * running size must stay under the limit. Either failure ends the stream at once, so an
 * oversized or fake file is refused before the rest of it arrives.
 */
class GateKeeper extends Transform {
  private received = 0;
  private head: Buffer | null = Buffer.alloc(0);
  // The content's identity, taken in passing: the render reuses a clip's normalised segments by it.
  private readonly hash = createHash('sha256');

  constructor(
    private readonly maxBytes: number,
    private readonly tooLarge: () => DomainError,
    private readonly notVideo: () => DomainError,
  ) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.received += chunk.length;
    if (this.received > this.maxBytes) return done(this.tooLarge());
    if (this.head) {
      this.head = Buffer.concat([this.head, chunk]);
      if (this.head.length >= SNIFF_BYTES) {
        if (!sniffContainer(this.head)) return done(this.notVideo());
        this.head = null;
      }
    }
    this.hash.update(chunk);
    done(null, chunk);
  }

  override _flush(done: TransformCallback): void {
    // A file shorter than the sniff window is judged on what there is (an empty one fails).
    if (this.head && !sniffContainer(this.head)) return done(this.notVideo());
    done();
  }

  get size(): number {
    return this.received;
  }

  get sha256(): string {
    return this.hash.digest('hex');
  }
}

export interface ReceivedPart {
  sizeBytes: number;
  /** Hex SHA-256 of the bytes as received. */
  sha256: string;
}

export async function receivePart(
  stream: Readable,
  path: string,
  limits: { maxBytes: number; tooLarge: () => DomainError; notVideo: () => DomainError; signal?: AbortSignal },
): Promise<ReceivedPart> {
  const gate = new GateKeeper(limits.maxBytes, limits.tooLarge, limits.notVideo);
  const sink = createWriteStream(path, { flags: 'wx', mode: 0o600 });
  try {
    // The signal ends a part the upload no longer wants (another part was refused, the client left).
    await pipeline(stream, gate, sink, { signal: limits.signal });
  } catch (error) {
    // Busboy waits for the part to be consumed; a refused part is drained so the rest can be read.
    stream.resume();
    // The file may still be opening; the caller removes it only once the sink has closed.
    if (!sink.closed) await new Promise<void>((resolve) => sink.once('close', () => resolve()));
    throw error;
  }
  return { sizeBytes: gate.size, sha256: gate.sha256 };
}
