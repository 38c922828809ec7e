import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { ByteMeter } from '../byte-meter';

export interface SpooledFile {
  path: string;
  size: number;
  sha256: string;
  /** Removes the file; safe to call more than once. */
  dispose(): Promise<void>;
}

export interface SpoolLimits {
  maxBytes: number;
  tooLarge: (bytesSoFar: number) => Error;
}

/**
 * Copies a stream to a private temp file, counting and hashing it on the way. Memory use stays at
 * one stream buffer whatever the body's size; a source that fails (or overruns `maxBytes`) leaves
 * no file behind and rejects with the source's own error.
 */
export async function spoolToTempFile(
  source: Readable,
  dir: string,
  limits: SpoolLimits,
): Promise<SpooledFile> {
  await mkdir(dir, { recursive: true });
  const path = join(dir, `reelmix-spool-${randomBytes(8).toString('hex')}`);
  const meter = new ByteMeter({ algorithms: ['sha256'], ...limits });
  const dispose = () => rm(path, { force: true });
  const sink = createWriteStream(path, { flags: 'wx', mode: 0o600 });
  try {
    await pipeline(source, meter, sink);
  } catch (err) {
    // The pipeline can fail before the file is even open; removing it then would race the open
    // and leave the file behind, so wait for the sink to close first.
    if (!sink.closed) await new Promise<void>((resolve) => sink.once('close', () => resolve()));
    await dispose();
    throw err;
  }
  return { path, size: meter.bytes, sha256: meter.digest('sha256'), dispose };
}
