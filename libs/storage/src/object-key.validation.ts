import { InvalidObjectKeyError } from './storage.errors';

/** S3's own limit on key length, in UTF-8 bytes. */
export const MAX_OBJECT_KEY_BYTES = 1024;

/*
 * Stricter than S3 on purpose, and the same for every backend so local disk and MinIO accept
 * exactly the same keys:
 * - no `.`/`..`/empty segments and no leading `/`: a key must never name a path outside the root
 *   of the local-disk store, and S3 tools treat such keys inconsistently;
 * - no trailing `/`: "folder marker" objects cannot be files on disk;
 * - no control characters (NUL included): they break file names, HTTP headers and XML listings;
 * - no `\`: it is a path separator on some disks.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARS = /[\u0000-\u001f\u007f]/;

function keyProblem(key: string): string | null {
  if (key.length === 0) return 'empty';
  if (Buffer.byteLength(key, 'utf8') > MAX_OBJECT_KEY_BYTES) {
    return `longer than ${MAX_OBJECT_KEY_BYTES} bytes`;
  }
  // A lone UTF-16 surrogate cannot be encoded as UTF-8, so S3 and the disk would see another key.
  if (Buffer.from(key, 'utf8').toString('utf8') !== key) return 'not valid Unicode';
  if (CONTROL_CHARS.test(key)) return 'contains a control character';
  if (key.includes('\\')) return 'contains a backslash';
  if (key.startsWith('/')) return 'starts with "/"';
  if (key.endsWith('/')) return 'ends with "/"';
  for (const segment of key.split('/')) {
    if (segment === '') return 'contains an empty segment ("//")';
    if (segment === '.' || segment === '..') return `contains a "${segment}" segment`;
  }
  return null;
}

export function assertValidObjectKey(key: unknown): asserts key is string {
  if (typeof key !== 'string') throw new InvalidObjectKeyError(String(key), 'not a string');
  const problem = keyProblem(key);
  if (problem) throw new InvalidObjectKeyError(key, problem);
}

/**
 * A listing prefix follows the key rules, except that it may end with `/` (the usual way to stop
 * `sources/u1` from also matching `sources/u10/...`) and, where `allowEmpty`, be `''` for "all".
 */
export function assertValidKeyPrefix(
  prefix: unknown,
  { allowEmpty }: { allowEmpty: boolean },
): asserts prefix is string {
  if (typeof prefix !== 'string') throw new InvalidObjectKeyError(String(prefix), 'not a string');
  if (prefix === '') {
    if (allowEmpty) return;
    throw new InvalidObjectKeyError(prefix, 'empty prefix would match every object');
  }
  const withoutSlash = prefix.endsWith('/') ? prefix.slice(0, -1) : prefix;
  const problem = keyProblem(withoutSlash);
  if (problem) throw new InvalidObjectKeyError(prefix, problem);
}
