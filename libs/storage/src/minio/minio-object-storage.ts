import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { stat as statFile } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';
import { tmpdir } from 'node:os';
import type { Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { Client, type BucketItem, type ClientOptions } from 'minio';
import { assertValidByteRange } from '../byte-range.validation';
import { assertValidKeyPrefix, assertValidObjectKey } from '../object-key.validation';
import type {
  ListedObject,
  ObjectStat,
  ObjectStorage,
  PutObjectOptions,
  PutObjectResult,
  StorageUsage,
} from '../object-storage';
import { decodeMetadataValue, encodeMetadataValue, normalisePutOptions } from '../put-options.validation';
import {
  InvalidByteRangeError,
  ObjectNotFoundError,
  ObjectSizeMismatchError,
  ObjectTooLargeError,
} from '../storage.errors';
import { servedRange, sliceStream } from './range-response';
import { isMissingObject, s3ErrorCode } from './s3-error-code';
import { spoolToTempFile } from './spool-to-temp-file';

/** S3's limit for one PUT; every upload here is one PUT (see `put`). */
export const MAX_SINGLE_PUT_BYTES = 5 * 1024 ** 3;

/** S3's limit on keys in one DeleteObjects request. */
const DELETE_BATCH = 1000;
const META_HEADER = 'x-amz-meta-';

export interface MinioObjectStorageOptions {
  endPoint: string;
  port?: number;
  useSSL: boolean;
  accessKey: string;
  secretKey: string;
  region: string;
  bucket: string;
  /** Where stream bodies are staged before upload; the OS temp directory by default. */
  spoolDir?: string;
}

/**
 * `ObjectStorage` on an S3 API (MinIO in production, s3rver in tests) through the `minio` client.
 *
 * Uploads: every object is written with ONE streamed PUT, never with multipart and never by
 * holding the body in memory. minio-js 8's `putObject` cannot do that: with a known size up to
 * `partSize` it reads the whole stream into a Buffer before sending, above it (and for every
 * stream of unknown size, which it treats as 5 TiB whatever `partSize` is) it switches to
 * multipart with part-sized buffers, and its multipart path first lists in-progress uploads,
 * which s3rver does not implement. So a stream body is spooled to a temp file (hashed on the way,
 * since plain-HTTP SigV4 signs the payload's SHA-256 and the hash must be in the headers before
 * the body), then streamed from that file with its exact length. Costs: the body is written to
 * and read from local disk once more, temp space equal to the body is needed while it uploads,
 * and one object is capped at 5 GiB (S3's single-PUT limit; ad clips and renders are far below).
 * In return the size is checked before anything reaches the bucket, so a truncated body never
 * becomes an object, and the upload works the same against MinIO and s3rver.
 */
export class MinioObjectStorage implements ObjectStorage {
  private readonly client: Client;
  /**
   * minio-js retries a failed request by sending the same body again; for a stream that body has
   * been consumed. Uploads therefore go through a client with retries off, and a failed put
   * rejects (consumers redeliver and put again) rather than sending a broken request.
   */
  private readonly uploadClient: Client;
  private readonly bucket: string;
  private readonly region: string;
  private readonly spoolDir: string;

  constructor(options: MinioObjectStorageOptions) {
    const clientOptions: ClientOptions = {
      endPoint: options.endPoint,
      port: options.port,
      useSSL: options.useSSL,
      accessKey: options.accessKey,
      secretKey: options.secretKey,
      region: options.region,
      // MinIO is addressed as host:port/bucket; virtual-host style would need wildcard DNS.
      pathStyle: true,
    };
    this.client = new Client(clientOptions);
    this.uploadClient = new Client({ ...clientOptions, retryOptions: { disableRetry: true } });
    this.bucket = options.bucket;
    this.region = options.region;
    this.spoolDir = options.spoolDir ?? tmpdir();
  }

  async ensureReady(): Promise<void> {
    if (await this.client.bucketExists(this.bucket)) return;
    try {
      await this.client.makeBucket(this.bucket, this.region);
    } catch (err) {
      // Several services start at once and may race to create it; theirs is as good as ours.
      if (!(await this.client.bucketExists(this.bucket))) throw err;
    }
  }

  async putFile(key: string, path: string, opts?: Omit<PutObjectOptions, 'size'>): Promise<PutObjectResult> {
    assertValidObjectKey(key);
    const { size } = await statFile(path);
    if (size > MAX_SINGLE_PUT_BYTES) throw new ObjectTooLargeError(key, MAX_SINGLE_PUT_BYTES);
    const headers = this.headersOf(normalisePutOptions({ ...opts, size }));
    // The signed request carries the body's sha256, so the file is read twice: once to hash it,
    // once to send it. Reading is cheap next to writing it again.
    const sha256 = await hashFile(path);
    const file = createReadStream(path);
    try {
      return await this.putOnce(key, file, size, sha256, headers);
    } finally {
      file.destroy();
    }
  }

  async put(key: string, body: Readable | Buffer, opts?: PutObjectOptions): Promise<PutObjectResult> {
    assertValidObjectKey(key);
    const options = normalisePutOptions(opts);
    const { size } = options;
    if (size !== undefined && size > MAX_SINGLE_PUT_BYTES) {
      throw new ObjectTooLargeError(key, MAX_SINGLE_PUT_BYTES);
    }
    const headers = this.headersOf(options);

    if (Buffer.isBuffer(body)) {
      if (size !== undefined && body.length !== size) {
        throw new ObjectSizeMismatchError(key, size, body.length);
      }
      if (body.length > MAX_SINGLE_PUT_BYTES) throw new ObjectTooLargeError(key, MAX_SINGLE_PUT_BYTES);
      const sha256 = createHash('sha256').update(body).digest('hex');
      return this.putOnce(key, body, body.length, sha256, headers);
    }

    const spooled = await spoolToTempFile(body, this.spoolDir, {
      maxBytes: size ?? MAX_SINGLE_PUT_BYTES,
      tooLarge: (received) =>
        size === undefined
          ? new ObjectTooLargeError(key, MAX_SINGLE_PUT_BYTES)
          : new ObjectSizeMismatchError(key, size, received),
    });
    try {
      if (size !== undefined && spooled.size !== size) {
        throw new ObjectSizeMismatchError(key, size, spooled.size);
      }
      const file = createReadStream(spooled.path);
      try {
        return await this.putOnce(key, file, spooled.size, spooled.sha256, headers);
      } finally {
        file.destroy();
      }
    } finally {
      await spooled.dispose();
    }
  }

  async get(key: string): Promise<Readable> {
    assertValidObjectKey(key);
    try {
      return await this.client.getObject(this.bucket, key);
    } catch (err) {
      throw isMissingObject(err) ? new ObjectNotFoundError(key) : err;
    }
  }

  async getRange(key: string, start: number, end: number): Promise<Readable> {
    assertValidObjectKey(key);
    assertValidByteRange(key, start, end);
    let res: IncomingMessage;
    try {
      res = (await this.client.getPartialObject(this.bucket, key, start, end - start + 1)) as IncomingMessage;
    } catch (err) {
      if (isMissingObject(err)) throw new ObjectNotFoundError(key);
      if (s3ErrorCode(err) === 'InvalidRange') throw pastTheEnd(key);
      throw err;
    }
    // Trust the bytes, not the request: a server or proxy that ignores or widens the Range (s3rver
    // answers `bytes=0-0` with the whole object) would otherwise hand a video player wrong bytes.
    const served = servedRange(res);
    if (!served) return res;
    const wantedEnd = Math.min(end, served.total - 1);
    if (served.start === start && served.end === wantedEnd) return res;
    if (start >= served.total) {
      res.destroy();
      throw pastTheEnd(key);
    }
    if (served.start > start || served.end < wantedEnd) {
      res.destroy();
      throw new Error(
        `S3 server sent bytes ${served.start}-${served.end} for a request of ${start}-${wantedEnd}`,
      );
    }
    return sliceStream(res, start - served.start, wantedEnd - start + 1);
  }

  async stat(key: string): Promise<ObjectStat | null> {
    assertValidObjectKey(key);
    // A raw HEAD rather than `statObject`: that one merges user metadata with system headers
    // (`cache-control`, encryption headers, ...) into one map we could not split again.
    let headers: IncomingHttpHeaders;
    try {
      const res = await this.client.makeRequestAsync(
        { method: 'HEAD', bucketName: this.bucket, objectName: key },
        '',
        [200],
        this.region,
      );
      headers = res.headers;
      res.resume();
    } catch (err) {
      // A missing bucket also answers a bare 404; `ensureReady` at start-up rules that out.
      if (isMissingObject(err)) return null;
      throw err;
    }
    return {
      size: Number(headers['content-length'] ?? 0),
      contentType: headers['content-type'],
      metadata: metadataFromHeaders(headers),
      lastModified: new Date(headers['last-modified'] ?? Date.now()),
    };
  }

  async delete(key: string): Promise<void> {
    assertValidObjectKey(key);
    await this.client.removeObject(this.bucket, key);
  }

  async deletePrefix(prefix: string): Promise<number> {
    assertValidKeyPrefix(prefix, { allowEmpty: false });
    let removed = 0;
    let batch: string[] = [];
    // Deleting while listing is safe: V2 listings continue after the last key returned.
    for await (const { key } of this.list(prefix)) {
      batch.push(key);
      if (batch.length === DELETE_BATCH) {
        removed += await this.removeBatch(batch);
        batch = [];
      }
    }
    if (batch.length > 0) removed += await this.removeBatch(batch);
    return removed;
  }

  async *list(prefix: string): AsyncGenerator<ListedObject> {
    assertValidKeyPrefix(prefix, { allowEmpty: true });
    const stream = this.client.listObjectsV2(this.bucket, prefix, true) as AsyncIterable<BucketItem>;
    for await (const item of stream) {
      if (item.name !== undefined) yield { key: item.name, size: item.size };
    }
  }

  async usage(): Promise<StorageUsage> {
    // A full listing: MinIO's admin API has a cheaper figure but needs admin credentials.
    const usage = { bytes: 0, objects: 0 };
    for await (const { size } of this.list('')) {
      usage.bytes += size;
      usage.objects += 1;
    }
    return usage;
  }

  private headersOf({ contentType, metadata }: { contentType: string; metadata: Record<string, string> }): Record<string, string> {
    const headers: Record<string, string> = { 'Content-Type': contentType };
    for (const [name, value] of Object.entries(metadata)) {
      headers[META_HEADER + name] = encodeMetadataValue(value);
    }
    return headers;
  }

  private async putOnce(
    key: string,
    body: Readable | Buffer,
    size: number,
    sha256: string,
    headers: Record<string, string>,
  ): Promise<PutObjectResult> {
    const res = await this.uploadClient.makeRequestStreamAsync(
      {
        method: 'PUT',
        bucketName: this.bucket,
        objectName: key,
        headers: { ...headers, 'Content-Length': size },
      },
      body,
      // Over TLS the client signs `UNSIGNED-PAYLOAD` and must be given no hash.
      this.uploadClient.enableSHA256 ? sha256 : '',
      [200],
      this.region,
    );
    await finished(res.resume());
    const etag = typeof res.headers.etag === 'string' ? res.headers.etag.replace(/"/g, '') : undefined;
    return { key, size, etag };
  }

  private async removeBatch(keys: string[]): Promise<number> {
    // Quiet mode: the answer lists only the keys that could not be deleted.
    const failures = (await this.client.removeObjects(this.bucket, keys)).filter(Boolean) as unknown[];
    if (failures.length > 0) {
      const first = JSON.stringify(failures[0]);
      throw new Error(`Could not delete ${failures.length} of ${keys.length} objects: ${first}`);
    }
    return keys.length;
  }
}

function pastTheEnd(key: string): InvalidByteRangeError {
  return new InvalidByteRangeError(key, 'start is at or past the end of the object');
}

function metadataFromHeaders(headers: IncomingHttpHeaders): Record<string, string> {
  const metadata: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (name.startsWith(META_HEADER) && typeof value === 'string') {
      metadata[name.slice(META_HEADER.length)] = decodeMetadataValue(value);
    }
  }
  return metadata;
}

async function hashFile(path: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(createReadStream(path), hash);
  return hash.digest('hex');
}
