import { randomBytes } from 'node:crypto';
import { isAbsolute, join, relative, resolve, sep } from 'node:path';
import { InvalidObjectKeyError } from '../storage.errors';

/*
 * How keys map to files under the root. Each key segment becomes a directory or file name, so the
 * tree stays readable (`outputs/<user>/<job>/h2-b1-c3_9x16.mp4~data`). S3 allows both `a` and
 * `a/b` as keys, but a disk cannot have a file and a directory both named `a`; hence the object's
 * bytes live in `<segment>~data`, its sidecar in `<segment>~meta.json`, and in-flight writes in
 * `<segment>~tmp-<random>`. Segments are escaped so they never contain `~` (nor a bare `%`), which
 * makes every `~` name ours and keeps directory names and file names apart.
 */
const DATA_SUFFIX = '~data';
const META_SUFFIX = '~meta.json';
const TEMP_MARK = '~tmp-';
const TEMP_RANDOM_HEX = 16;
const MAX_FILE_NAME_BYTES = 255;
const MAX_SEGMENT_BYTES = MAX_FILE_NAME_BYTES - TEMP_MARK.length - TEMP_RANDOM_HEX;

export function encodeSegment(segment: string): string {
  return segment.replace(/[%~]/g, (c) => (c === '%' ? '%25' : '%7E'));
}

export function decodeSegment(name: string): string {
  return name.replace(/%(25|7E)/g, (_, hex: string) => (hex === '25' ? '%' : '~'));
}

export interface ObjectLocation {
  dir: string;
  dataPath: string;
  metaPath: string;
  /** A fresh name beside the object: same directory, so the final rename is atomic. */
  tempPath(): string;
}

/** Where a listing of `prefix` starts: a directory, and a filter on names in that directory. */
export interface ListingStart {
  dir: string;
  /** The key prefix every object in `dir` has (`''` or ending with `/`). */
  dirKeyPrefix: string;
  /** Only entries of `dir` whose decoded name starts with this belong to the listing. */
  namePrefix: string;
}

export class LocalDiskLayout {
  readonly root: string;

  constructor(root: string) {
    this.root = resolve(root);
  }

  /** Expects a key already checked by `assertValidObjectKey`. */
  locate(key: string): ObjectLocation {
    const names = key.split('/').map(encodeSegment);
    for (const name of names) {
      if (Buffer.byteLength(name, 'utf8') > MAX_SEGMENT_BYTES) {
        throw new InvalidObjectKeyError(key, `a segment is longer than ${MAX_SEGMENT_BYTES} bytes`);
      }
    }
    const base = names.pop() as string;
    const dir = this.insideRoot(key, join(this.root, ...names));
    return {
      dir,
      dataPath: join(dir, base + DATA_SUFFIX),
      metaPath: join(dir, base + META_SUFFIX),
      tempPath: () => join(dir, `${base}${TEMP_MARK}${randomBytes(TEMP_RANDOM_HEX / 2).toString('hex')}`),
    };
  }

  /** Expects a prefix already checked by `assertValidKeyPrefix`. */
  listingStart(prefix: string): ListingStart {
    const cut = prefix.lastIndexOf('/') + 1;
    const dirKeyPrefix = prefix.slice(0, cut);
    const dirSegments = dirKeyPrefix === '' ? [] : dirKeyPrefix.slice(0, -1).split('/');
    return {
      dir: this.insideRoot(prefix, join(this.root, ...dirSegments.map(encodeSegment))),
      dirKeyPrefix,
      namePrefix: prefix.slice(cut),
    };
  }

  /** The key segment a file holds the bytes of, or null for sidecars, temp files and strangers. */
  segmentOfDataFile(fileName: string): string | null {
    return fileName.endsWith(DATA_SUFFIX) ? decodeSegment(fileName.slice(0, -DATA_SUFFIX.length)) : null;
  }

  /** Key validation already forbids `..`; this is the last line should that ever change. */
  private insideRoot(key: string, path: string): string {
    const rel = relative(this.root, path);
    if (rel === '..' || rel.startsWith(`..${sep}`) || isAbsolute(rel)) {
      throw new InvalidObjectKeyError(key, 'resolves outside the storage root');
    }
    return path;
  }
}
