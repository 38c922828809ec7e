import { constants, createReadStream } from 'node:fs';
import {
  access,
  mkdir,
  open,
  readFile,
  rename,
  rm,
  stat,
  writeFile,
  type FileHandle,
} from 'node:fs/promises';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { assertValidByteRange } from '../byte-range.validation';
import { ByteMeter } from '../byte-meter';
import { assertValidKeyPrefix, assertValidObjectKey } from '../object-key.validation';
import type {
  ListedObject,
  ObjectStat,
  ObjectStorage,
  PutObjectOptions,
  PutObjectResult,
  StorageUsage,
} from '../object-storage';
import { normalisePutOptions } from '../put-options.validation';
import { InvalidByteRangeError, ObjectNotFoundError, ObjectSizeMismatchError } from '../storage.errors';
import { createTempFile, isErrno, pruneEmptyDirs, walkObjects } from './local-disk-files';
import { LocalDiskLayout, type ObjectLocation } from './local-disk-layout';

interface Sidecar {
  contentType?: string;
  metadata?: Record<string, string>;
}

/**
 * Object storage in a directory, for running the product on one machine without MinIO. Same
 * contract as `MinioObjectStorage` (one behaviour suite tests both). Writes go to a temp file in
 * the object's own directory and are renamed into place, so readers see the old object or the new
 * one, never half of one, and a failed body leaves nothing behind. No fsync: this store is for
 * development, where losing the last write on power loss is acceptable.
 */
export class LocalDiskObjectStorage implements ObjectStorage {
  private readonly layout: LocalDiskLayout;

  constructor(root: string) {
    this.layout = new LocalDiskLayout(root);
  }

  async ensureReady(): Promise<void> {
    await mkdir(this.layout.root, { recursive: true });
    await access(this.layout.root, constants.R_OK | constants.W_OK);
  }

  async put(key: string, body: Readable | Buffer, opts?: PutObjectOptions): Promise<PutObjectResult> {
    assertValidObjectKey(key);
    const { size, contentType, metadata } = normalisePutOptions(opts);
    const location = this.layout.locate(key);
    const meter = new ByteMeter({
      algorithms: ['md5'],
      maxBytes: size,
      tooLarge: (received) => new ObjectSizeMismatchError(key, size ?? 0, received),
    });
    const temps: string[] = [];
    try {
      const data = await createTempFile(location.dir, location.tempPath);
      temps.push(data.path);
      const source = Buffer.isBuffer(body) ? Readable.from([body]) : body;
      await pipeline(source, meter, data.handle.createWriteStream());
      if (size !== undefined && meter.bytes !== size) {
        throw new ObjectSizeMismatchError(key, size, meter.bytes);
      }

      const sidecarTemp = location.tempPath();
      temps.push(sidecarTemp);
      const sidecar: Sidecar = { contentType, metadata };
      await writeFile(sidecarTemp, JSON.stringify(sidecar), { flag: 'wx' });
      // Sidecar first: the data file is what makes the object exist, so until its rename the old
      // object (if any) is still whole; the window with new metadata on old bytes is tiny.
      await rename(sidecarTemp, location.metaPath);
      await rename(data.path, location.dataPath);
      return { key, size: meter.bytes, etag: meter.digest('md5') };
    } catch (err) {
      await Promise.all(temps.map((path) => rm(path, { force: true })));
      await pruneEmptyDirs(location.dir, this.layout.root);
      throw err;
    }
  }

  async putFile(key: string, path: string, opts?: Omit<PutObjectOptions, 'size'>): Promise<PutObjectResult> {
    const { size } = await stat(path);
    return this.put(key, createReadStream(path), { ...opts, size });
  }

  async get(key: string): Promise<Readable> {
    assertValidObjectKey(key);
    const handle = await this.openData(key);
    return handle.createReadStream();
  }

  async getRange(key: string, start: number, end: number): Promise<Readable> {
    assertValidObjectKey(key);
    assertValidByteRange(key, start, end);
    // Stat and read through one handle: a concurrent overwrite renames a new file into place,
    // while this handle keeps reading the bytes whose size was checked.
    const handle = await this.openData(key);
    try {
      const { size } = await handle.stat();
      if (start >= size) throw new InvalidByteRangeError(key, 'start is at or past the end of the object');
      return handle.createReadStream({ start, end: Math.min(end, size - 1) });
    } catch (err) {
      await handle.close();
      throw err;
    }
  }

  async stat(key: string): Promise<ObjectStat | null> {
    assertValidObjectKey(key);
    const location = this.layout.locate(key);
    let info;
    try {
      info = await stat(location.dataPath);
    } catch (err) {
      if (isErrno(err, 'ENOENT', 'ENOTDIR')) return null;
      throw err;
    }
    const sidecar = await readSidecar(location.metaPath);
    return {
      size: info.size,
      contentType: sidecar.contentType,
      metadata: { ...sidecar.metadata },
      // A Date of this realm: fs hands out Dates that fail `instanceof Date` inside Jest.
      lastModified: new Date(info.mtimeMs),
    };
  }

  async delete(key: string): Promise<void> {
    assertValidObjectKey(key);
    await this.removeObject(this.layout.locate(key));
  }

  async deletePrefix(prefix: string): Promise<number> {
    assertValidKeyPrefix(prefix, { allowEmpty: false });
    let removed = 0;
    for await (const { key } of this.list(prefix)) {
      await this.removeObject(this.layout.locate(key));
      removed += 1;
    }
    return removed;
  }

  async *list(prefix: string): AsyncGenerator<ListedObject> {
    assertValidKeyPrefix(prefix, { allowEmpty: true });
    yield* walkObjects(this.layout, this.layout.listingStart(prefix));
  }

  async usage(): Promise<StorageUsage> {
    const usage = { bytes: 0, objects: 0 };
    for await (const { size } of this.list('')) {
      usage.bytes += size;
      usage.objects += 1;
    }
    return usage;
  }

  private async openData(key: string): Promise<FileHandle> {
    try {
      return await open(this.layout.locate(key).dataPath, 'r');
    } catch (err) {
      if (isErrno(err, 'ENOENT', 'ENOTDIR')) throw new ObjectNotFoundError(key);
      throw err;
    }
  }

  private async removeObject(location: ObjectLocation): Promise<void> {
    // Data first: once it is gone the object is gone, whatever happens to the sidecar.
    await rm(location.dataPath, { force: true });
    await rm(location.metaPath, { force: true });
    await pruneEmptyDirs(location.dir, this.layout.root);
  }
}

/** A missing or unreadable sidecar means "no metadata", not a broken object. */
async function readSidecar(path: string): Promise<Sidecar> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (err) {
    if (isErrno(err, 'ENOENT')) return {};
    throw err;
  }
  try {
    const parsed: unknown = JSON.parse(text);
    return typeof parsed === 'object' && parsed !== null ? (parsed as Sidecar) : {};
  } catch {
    return {};
  }
}
