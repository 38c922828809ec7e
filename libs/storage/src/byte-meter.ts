import { createHash, type Hash } from 'node:crypto';
import { Transform, type TransformCallback } from 'node:stream';

export type DigestAlgorithm = 'md5' | 'sha256';

export interface ByteMeterOptions {
  algorithms: readonly DigestAlgorithm[];
  /** The stream fails with `tooLarge()` as soon as more bytes than this pass. */
  maxBytes?: number;
  tooLarge?: (bytesSoFar: number) => Error;
}

/**
 * A pass-through that counts and hashes bytes on their way to disk. Counting in the pipe (rather
 * than after) lets a body that overruns its declared size fail at once instead of filling the
 * disk first; hashing in the same pass avoids reading the bytes a second time.
 */
export class ByteMeter extends Transform {
  private count = 0;
  private readonly hashes = new Map<DigestAlgorithm, Hash>();

  constructor(private readonly options: ByteMeterOptions) {
    super();
    for (const algorithm of options.algorithms) this.hashes.set(algorithm, createHash(algorithm));
  }

  get bytes(): number {
    return this.count;
  }

  /** Hex digest; only valid once the stream has finished. */
  digest(algorithm: DigestAlgorithm): string {
    const hash = this.hashes.get(algorithm);
    if (!hash) throw new Error(`ByteMeter was not asked for ${algorithm}`);
    return hash.copy().digest('hex');
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.count += chunk.length;
    const { maxBytes, tooLarge } = this.options;
    if (maxBytes !== undefined && this.count > maxBytes) {
      done(tooLarge ? tooLarge(this.count) : new Error(`more than ${maxBytes} bytes`));
      return;
    }
    for (const hash of this.hashes.values()) hash.update(chunk);
    done(null, chunk);
  }
}
