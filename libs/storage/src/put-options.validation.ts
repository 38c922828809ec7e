import type { PutObjectOptions } from './object-storage';
import { InvalidObjectOptionsError } from './storage.errors';

export const DEFAULT_CONTENT_TYPE = 'application/octet-stream';

/** S3 caps user metadata at 2 KB (names plus values as sent in headers). */
export const MAX_METADATA_BYTES = 2048;

// Header-safe, and lower-case because S3 lower-cases metadata names anyway: a name written as
// `Original-Name` would come back as `original-name` from MinIO but not from local disk.
const METADATA_NAME = /^[a-z0-9][a-z0-9-]{0,63}$/;
const CONTENT_TYPE = /^[\x21-\x7e][\x20-\x7e]{0,254}$/;

/**
 * Metadata values travel as HTTP headers, which carry ASCII only, while original file names
 * (kept as metadata) often are not ASCII. Percent-encoding is reversible and keeps ASCII as is.
 */
export function encodeMetadataValue(value: string): string {
  return encodeURIComponent(value);
}

/** Values written by other tools may not be percent-encoded; those are returned untouched. */
export function decodeMetadataValue(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

export interface NormalisedPutOptions {
  size: number | undefined;
  contentType: string;
  metadata: Record<string, string>;
}

/** Checks `put` options the same way for every backend and fills in defaults. */
export function normalisePutOptions(opts: PutObjectOptions = {}): NormalisedPutOptions {
  const { size, contentType = DEFAULT_CONTENT_TYPE, metadata = {} } = opts;
  if (size !== undefined && !(Number.isSafeInteger(size) && size >= 0)) {
    throw new InvalidObjectOptionsError('size must be a non-negative integer');
  }
  if (typeof contentType !== 'string' || !CONTENT_TYPE.test(contentType)) {
    throw new InvalidObjectOptionsError('contentType must be printable ASCII, at most 255 chars');
  }
  let metadataBytes = 0;
  const copy: Record<string, string> = {};
  for (const [name, value] of Object.entries(metadata)) {
    if (!METADATA_NAME.test(name)) {
      throw new InvalidObjectOptionsError(`metadata name "${name}" must match ${METADATA_NAME}`);
    }
    if (typeof value !== 'string') {
      throw new InvalidObjectOptionsError(`metadata "${name}" must be a string`);
    }
    metadataBytes += name.length + encodeMetadataValue(value).length;
    copy[name] = value;
  }
  if (metadataBytes > MAX_METADATA_BYTES) {
    throw new InvalidObjectOptionsError(`metadata larger than ${MAX_METADATA_BYTES} bytes`);
  }
  return { size, contentType, metadata: copy };
}
