import { removeOrphanedTempDirs, setMediaTempRoot } from '@reelmix/media';
import { LocalDiskObjectStorage } from '@reelmix/storage';
import { spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { LocalSegmentCache } from './local-segment-cache';
import { download } from './object-files';

/** The local-disk store, noting every key read from it. */
class CountingStorage extends LocalDiskObjectStorage {
  readonly gets: string[] = [];

  override async get(key: string): Promise<Readable> {
    this.gets.push(key);
    return super.get(key);
  }

  getsOf(key: string): number {
    return this.gets.filter((got) => got === key).length;
  }
}

const SEGMENT_BYTES = 1000;
const A = 'work/job-1/9x16/intro-1';
const B = 'work/job-1/9x16/body-1';
const C = 'work/job-1/9x16/cta-1';

/** Distinct bytes per key, so a part linked from the wrong file shows. */
function bytesOf(key: string): Buffer {
  return Buffer.alloc(SEGMENT_BYTES, key);
}

let dir: string;
let renderTmp: string;
let workspace: string;
let storage: CountingStorage;
const caches: LocalSegmentCache[] = [];

function newCache(maxBytes: number): LocalSegmentCache {
  const cache = new LocalSegmentCache({ root: renderTmp, maxBytes });
  caches.push(cache);
  return cache;
}

/** Materialises `key` into the workspace as `part`, downloading from the counting store on a miss. */
function materialise(cache: LocalSegmentCache, key: string, part: string): Promise<'hit' | 'miss'> {
  return cache.materialise(key, join(workspace, part), (path) => download(storage, key, path));
}

async function cacheDirs(): Promise<string[]> {
  return (await readdir(renderTmp)).filter((name) => name.includes('segment-cache'));
}

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'reelmix-segment-cache-spec-'));
  renderTmp = join(dir, 'render-tmp');
  workspace = join(dir, 'workspace');
  await Promise.all([mkdir(renderTmp), mkdir(workspace)]);
  storage = new CountingStorage(join(dir, 'objects'));
  await storage.ensureReady();
  for (const key of [A, B, C]) await storage.put(key, bytesOf(key));
});

afterEach(async () => {
  await Promise.all(caches.splice(0).map((cache) => cache.onApplicationShutdown()));
  await rm(dir, { recursive: true, force: true });
});

describe('LocalSegmentCache', () => {
  it('downloads a segment once and links it into later workspaces from disk', async () => {
    const cache = newCache(10 * SEGMENT_BYTES);

    expect(await materialise(cache, A, 'first.mkv')).toBe('miss');
    expect(await materialise(cache, A, 'second.mkv')).toBe('hit');

    expect(storage.getsOf(A)).toBe(1);
    expect(await readFile(join(workspace, 'first.mkv'))).toEqual(bytesOf(A));
    expect(await readFile(join(workspace, 'second.mkv'))).toEqual(bytesOf(A));
    expect(cache.stats()).toEqual({ hits: 1, misses: 1, files: 1, bytes: SEGMENT_BYTES });
  });

  it('serves a segment this worker made without reading it from storage, even after the maker removed its file', async () => {
    const cache = newCache(10 * SEGMENT_BYTES);
    const made = join(dir, 'segment.mkv');
    await writeFile(made, bytesOf(B));

    await cache.put(B, made);
    await rm(made);

    expect(await materialise(cache, B, 'part-1.mkv')).toBe('hit');
    expect(storage.gets).toEqual([]);
    expect(await readFile(join(workspace, 'part-1.mkv'))).toEqual(bytesOf(B));
  });

  it('downloads once for concurrent requests of one key, giving each its own part', async () => {
    const cache = newCache(10 * SEGMENT_BYTES);

    const sources = await Promise.all(['part-0.mkv', 'part-1.mkv', 'part-2.mkv'].map((part) => materialise(cache, A, part)));

    expect(sources).toEqual(['miss', 'miss', 'miss']);
    expect(storage.getsOf(A)).toBe(1);
    for (const part of ['part-0.mkv', 'part-1.mkv', 'part-2.mkv']) {
      expect(await readFile(join(workspace, part))).toEqual(bytesOf(A));
    }
  });

  it('evicts the least recently used segment beyond the byte bound, leaving a workspace link to it intact', async () => {
    const cache = newCache(2.5 * SEGMENT_BYTES);
    await materialise(cache, A, 'a.mkv');
    await materialise(cache, B, 'b.mkv');
    // Using A again leaves B as the least recently used.
    expect(await materialise(cache, A, 'a-again.mkv')).toBe('hit');

    await materialise(cache, C, 'c.mkv');

    expect(cache.stats()).toMatchObject({ files: 2, bytes: 2 * SEGMENT_BYTES });
    expect(await readFile(join(workspace, 'b.mkv'))).toEqual(bytesOf(B));
    expect(await materialise(cache, A, 'a-third.mkv')).toBe('hit');
    expect(await materialise(cache, B, 'b-again.mkv')).toBe('miss');
    expect(storage.getsOf(B)).toBe(2);
    expect(storage.getsOf(A)).toBe(1);
  });

  it('still delivers a segment larger than the whole bound, and drops it when the next one arrives', async () => {
    const cache = newCache(SEGMENT_BYTES / 2);

    expect(await materialise(cache, A, 'a.mkv')).toBe('miss');
    expect(await materialise(cache, A, 'a-again.mkv')).toBe('hit');
    await materialise(cache, B, 'b.mkv');

    expect(storage.getsOf(A)).toBe(1);
    expect(await readFile(join(workspace, 'a.mkv'))).toEqual(bytesOf(A));
    expect(cache.stats()).toMatchObject({ files: 1, bytes: SEGMENT_BYTES });
    expect(await materialise(cache, A, 'a-third.mkv')).toBe('miss');
  });

  it('downloads again a cached file that was removed by hand', async () => {
    const cache = newCache(10 * SEGMENT_BYTES);
    await materialise(cache, A, 'a.mkv');
    const [cacheDir] = await cacheDirs();
    for (const name of await readdir(join(renderTmp, cacheDir))) await rm(join(renderTmp, cacheDir, name));

    expect(await materialise(cache, A, 'a-again.mkv')).toBe('miss');

    expect(storage.getsOf(A)).toBe(2);
    expect(await readFile(join(workspace, 'a-again.mkv'))).toEqual(bytesOf(A));
    expect(cache.stats()).toMatchObject({ files: 1, bytes: SEGMENT_BYTES });
  });

  it('always downloads when turned off (0 MB), and keeps nothing on disk', async () => {
    const cache = newCache(0);
    const made = join(dir, 'segment.mkv');
    await writeFile(made, bytesOf(A));

    await cache.put(A, made);
    expect(await materialise(cache, A, 'a.mkv')).toBe('miss');
    expect(await materialise(cache, A, 'a-again.mkv')).toBe('miss');

    expect(storage.getsOf(A)).toBe(2);
    expect(await readFile(join(workspace, 'a-again.mkv'))).toEqual(bytesOf(A));
    expect(await readdir(renderTmp)).toEqual([]);
  });

  it('removes its directory on shutdown, leaving the parts already handed out', async () => {
    const cache = newCache(10 * SEGMENT_BYTES);
    await materialise(cache, A, 'a.mkv');
    expect(await cacheDirs()).toHaveLength(1);

    await cache.onApplicationShutdown();

    expect(await readdir(renderTmp)).toEqual([]);
    expect(await readFile(join(workspace, 'a.mkv'))).toEqual(bytesOf(A));
  });

  it('is swept by the next worker when its own was killed', async () => {
    const cache = newCache(10 * SEGMENT_BYTES);
    await materialise(cache, A, 'a.mkv');
    const [cacheDir] = await cacheDirs();
    // Stand in for a worker killed with SIGKILL: the same directory, owned by a pid that has exited.
    const deadPid = spawnSync(process.execPath, ['-e', '']).pid;
    const orphan = cacheDir.replace(`-${process.pid}-`, `-${deadPid}-`);
    await rename(join(renderTmp, cacheDir), join(renderTmp, orphan));

    setMediaTempRoot(renderTmp);
    try {
      expect(await removeOrphanedTempDirs()).toEqual([orphan]);
    } finally {
      setMediaTempRoot(undefined);
    }
    expect(await readdir(renderTmp)).toEqual([]);
  });
});
