import { Logger, type OnApplicationShutdown } from '@nestjs/common';
import { createHash, randomBytes } from 'node:crypto';
import { copyFile, link, mkdtemp, rename, rm, stat, unlink } from 'node:fs/promises';
import { join } from 'node:path';

export interface LocalSegmentCacheOptions {
  /** The directory that holds task workspaces; the cache directory is made inside it. */
  root: string;
  /** Total bytes of cached segments; 0 turns the cache off. */
  maxBytes: number;
}

export interface LocalSegmentCacheStats {
  hits: number;
  misses: number;
  files: number;
  bytes: number;
}

/** Names the cache's directory among the task workspaces (which share the render temp root). */
export const SEGMENT_CACHE_DIR_MARK = '-segment-cache-';

/** Writes the object's bytes to `path`. */
export type FetchObject = (path: string) => Promise<void>;

/**
 * Normalised segments this worker has made or downloaded, kept on local disk by object key so the
 * combines of a job (a 3x3x3 job reads 81 parts made of 9 segments) download each one once.
 * Sound only because a segment key's bytes never change once stored: a cached copy is never stale.
 *
 * Bounded by total bytes, least recently used out first. A task never reads the cache directly:
 * it gets a hard link in its own workspace, so an eviction (or a person emptying the directory)
 * while ffmpeg reads cannot pull the file away; a cache file that is gone is just a miss.
 *
 * The directory carries the pid in libs/media's task-directory pattern
 * (`reelmix-render-<pid>-...`): a worker killed with SIGKILL has its cache swept by the next
 * worker's `removeOrphanedTempDirs()`. A clean stop removes it.
 */
export class LocalSegmentCache implements OnApplicationShutdown {
  private readonly logger = new Logger(LocalSegmentCache.name);
  /** File name -> size; Map order is use order, so the first entry is the least recently used. */
  private readonly entries = new Map<string, number>();
  /** Downloads under way by file name: concurrent misses of one key wait for the same one. */
  private readonly inFlight = new Map<string, Promise<void>>();
  private directory: Promise<string> | undefined;
  private totalBytes = 0;
  private hits = 0;
  private misses = 0;
  private closed = false;

  constructor(private readonly options: LocalSegmentCacheOptions) {}

  get enabled(): boolean {
    return this.options.maxBytes > 0 && !this.closed;
  }

  stats(): LocalSegmentCacheStats {
    return { hits: this.hits, misses: this.misses, files: this.entries.size, bytes: this.totalBytes };
  }

  /**
   * Keeps a segment this worker has just stored under `key`. `path` stays where it is (the cache
   * takes a hard link, or a copy where links are not possible).
   */
  async put(key: string, path: string): Promise<void> {
    if (!this.enabled) return;
    const name = fileNameFor(key);
    const staging = await this.stagingPath(name);
    try {
      await linkOrCopy(path, staging);
      await this.admit(name, staging);
    } finally {
      await unlink(staging).catch(() => undefined);
    }
  }

  /**
   * Puts the bytes of `key` at `target` (a path in the task's workspace): linked from the cache on
   * a hit, fetched once into the cache and then linked on a miss.
   */
  async materialise(key: string, target: string, fetch: FetchObject): Promise<'hit' | 'miss'> {
    if (!this.enabled) {
      this.misses += 1;
      await fetch(target);
      return 'miss';
    }
    const name = fileNameFor(key);
    if (this.entries.has(name) && (await this.linkOut(name, target))) {
      this.hits += 1;
      return 'hit';
    }
    this.misses += 1;
    await this.fetchOnce(name, fetch);
    // Evicted between the download and this link (a bound smaller than a few segments, or a
    // segment larger than the whole bound): fetch it straight into the workspace instead.
    if (!(await this.linkOut(name, target))) await fetch(target);
    return 'miss';
  }

  /*
   * Not onModuleDestroy: Nest runs a module's destroy hooks all at once, so the directory would go
   * while RenderWorker is still letting the tasks in hand finish. Shutdown hooks run after them.
   */
  async onApplicationShutdown(): Promise<void> {
    this.closed = true;
    const directory = this.directory;
    this.directory = undefined;
    this.entries.clear();
    this.totalBytes = 0;
    const made = await directory?.catch(() => undefined);
    if (made) await rm(made, { recursive: true, force: true });
  }

  private fetchOnce(name: string, fetch: FetchObject): Promise<void> {
    const running = this.inFlight.get(name);
    if (running) return running;
    const download = (async () => {
      const staging = await this.stagingPath(name);
      try {
        await fetch(staging);
        await this.admit(name, staging);
      } finally {
        await unlink(staging).catch(() => undefined);
      }
    })().finally(() => this.inFlight.delete(name));
    this.inFlight.set(name, download);
    return download;
  }

  /** Renames a complete file into the cache under `name` and makes room for it. */
  private async admit(name: string, staging: string): Promise<void> {
    const { size } = await stat(staging);
    await rename(staging, join(await this.dir(), name));
    this.forget(name);
    this.entries.set(name, size);
    this.totalBytes += size;
    await this.evictBeyondBound(name);
  }

  /*
   * The newest file is spared even when it alone is over the bound, so the task that brought it
   * can still link it; it is the least recently used, and goes, as soon as another file arrives.
   */
  private async evictBeyondBound(newest: string): Promise<void> {
    const dir = await this.dir();
    const evicted: string[] = [];
    for (const name of this.entries.keys()) {
      if (this.totalBytes <= this.options.maxBytes) break;
      if (name === newest) continue;
      this.forget(name);
      evicted.push(name);
    }
    // A workspace's hard link keeps the bytes alive for its task; only the cache's name goes.
    await Promise.all(evicted.map((name) => unlink(join(dir, name)).catch(() => undefined)));
  }

  /** Links the cached file to `target` and marks it used; false when the file is not there. */
  private async linkOut(name: string, target: string): Promise<boolean> {
    try {
      await linkOrCopy(join(await this.dir(), name), target);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      this.forget(name);
      return false;
    }
    const size = this.entries.get(name);
    if (size !== undefined) {
      this.entries.delete(name);
      this.entries.set(name, size);
    }
    return true;
  }

  private forget(name: string): void {
    const size = this.entries.get(name);
    if (size === undefined) return;
    this.entries.delete(name);
    this.totalBytes -= size;
  }

  /** Downloads and copies are written under a temporary name, so the cache only ever holds whole files. */
  private async stagingPath(name: string): Promise<string> {
    return join(await this.dir(), `.${name}.${randomBytes(6).toString('hex')}.partial`);
  }

  /** Made on first use, so a worker that never renders leaves nothing behind. */
  private dir(): Promise<string> {
    if (!this.directory) {
      this.directory = mkdtemp(join(this.options.root, `reelmix-render-${process.pid}${SEGMENT_CACHE_DIR_MARK}`)).catch((error: unknown) => {
        // A root that was missing for a moment must not disable the cache for the worker's life.
        this.directory = undefined;
        throw error;
      });
      this.logger.log(`Keeping up to ${Math.round(this.options.maxBytes / 1024 / 1024)} MB of segments on local disk`);
    }
    return this.directory;
  }
}

/** Object keys hold `/` and can be 1024 bytes long; a hash is always one short, safe file name. */
function fileNameFor(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

/**
 * A hard link shares the bytes without copying them, and the target keeps them if the source name
 * is removed. Copy where links cannot be made: across file systems (EXDEV) or on one without
 * hard links (EPERM).
 */
async function linkOrCopy(source: string, target: string): Promise<void> {
  try {
    await link(source, target);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code !== 'EXDEV' && code !== 'EPERM') throw error;
    await copyFile(source, target);
  }
}
