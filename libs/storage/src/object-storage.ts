import type { Readable } from 'node:stream';

/** What a caller may say about an object when storing it. */
export interface PutObjectOptions {
  /**
   * Exact byte count of the body when known. A body that turns out shorter or longer is refused
   * and nothing is stored, so a truncated upload never becomes an object.
   */
  size?: number;
  /** Stored and returned by `stat`; `application/octet-stream` when not given. */
  contentType?: string;
  /** Small string pairs kept with the object; keys are lower-case `a-z 0-9 -`. */
  metadata?: Record<string, string>;
}

export interface PutObjectResult {
  key: string;
  size: number;
  etag?: string;
}

export interface ObjectStat {
  size: number;
  contentType?: string;
  metadata: Record<string, string>;
  lastModified: Date;
}

export interface ListedObject {
  key: string;
  size: number;
}

export interface StorageUsage {
  bytes: number;
  objects: number;
}

/**
 * The one wrapper around object storage. Services depend on this interface (injected as
 * `OBJECT_STORAGE`), never on the MinIO client or the file system, so the same code runs against
 * MinIO in production and a local directory when no S3 endpoint is configured.
 *
 * Keys are validated on every call (see `assertValidObjectKey`) and rejected with
 * `InvalidObjectKeyError`; a missing object on `get`/`getRange` rejects with `ObjectNotFoundError`.
 */
export interface ObjectStorage {
  /** Streams `body` into `key`, replacing any object there. On failure nothing is left behind. */
  put(key: string, body: Readable | Buffer, opts?: PutObjectOptions): Promise<PutObjectResult>;
  /**
   * Stores a local file the caller already has (a probed upload, a rendered output) without
   * copying it to another temp file first: the file is the spool.
   */
  putFile(key: string, path: string, opts?: Omit<PutObjectOptions, 'size'>): Promise<PutObjectResult>;
  get(key: string): Promise<Readable>;
  /** Bytes `start`..`end` inclusive, as an HTTP Range asks; an `end` past the object is clamped. */
  getRange(key: string, start: number, end: number): Promise<Readable>;
  /** `null` when there is no object under `key`. */
  stat(key: string): Promise<ObjectStat | null>;
  /** Removing a missing object is not an error (S3 semantics). */
  delete(key: string): Promise<void>;
  /** Removes every object whose key starts with `prefix` (non-empty); resolves to the count. */
  deletePrefix(prefix: string): Promise<number>;
  /** Objects whose key starts with `prefix` (`''` for all), in S3's byte-wise key order. */
  list(prefix: string): AsyncIterable<ListedObject>;
  /** Total bytes and object count: a full listing, so callers should cache it. */
  usage(): Promise<StorageUsage>;
  /** Creates the bucket or directory if needed and proves it is reachable. */
  ensureReady(): Promise<void>;
}
