import type { Dirent } from 'node:fs';
import { mkdir, open, readdir, rmdir, stat, type FileHandle } from 'node:fs/promises';
import { dirname, isAbsolute, join, relative, sep } from 'node:path';
import type { ListedObject } from '../object-storage';
import { decodeSegment, type ListingStart, type LocalDiskLayout } from './local-disk-layout';

// Checks the shape, not `instanceof Error`: errors raised by Node's own fs are not instances of
// the Error of a sandboxed realm such as Jest's test environment.
export function isErrno(err: unknown, ...codes: string[]): boolean {
  const code = typeof err === 'object' && err !== null ? (err as NodeJS.ErrnoException).code : undefined;
  return typeof code === 'string' && codes.includes(code);
}

/**
 * Creates the directory and a new file in it. A concurrent delete may prune the directory between
 * `mkdir` and `open` (it removes directories it has emptied), so a vanished directory is retried.
 */
export async function createTempFile(
  dir: string,
  nextPath: () => string,
): Promise<{ path: string; handle: FileHandle }> {
  for (let attempt = 1; ; attempt++) {
    await mkdir(dir, { recursive: true });
    const path = nextPath();
    try {
      return { path, handle: await open(path, 'wx', 0o644) };
    } catch (err) {
      if (!isErrno(err, 'ENOENT') || attempt >= 3) throw err;
    }
  }
}

/**
 * Removes `dir` and its parents up to (not including) `root` while they are empty. Object stores
 * have no directories, so empty ones left by deletes would only clutter listings and the disk.
 */
export async function pruneEmptyDirs(dir: string, root: string): Promise<void> {
  for (let current = dir; isStrictlyInside(root, current); current = dirname(current)) {
    try {
      await rmdir(current);
    } catch {
      return; // not empty (or already gone): nothing above it can be empty either
    }
  }
}

function isStrictlyInside(root: string, path: string): boolean {
  const rel = relative(root, path);
  return rel !== '' && rel !== '..' && !rel.startsWith(`..${sep}`) && !isAbsolute(rel);
}

interface WalkItem {
  key: string;
  path: string;
  isDir: boolean;
  sortKey: Buffer;
}

/**
 * Yields objects in S3's order: by key, byte-wise in UTF-8. Sorting each directory by
 * `name + '/'` for directories and `name` for files gives exactly that order depth-first.
 * Each directory is read whole before yielding, so callers may delete what they are given.
 */
export async function* walkObjects(
  layout: LocalDiskLayout,
  start: ListingStart,
): AsyncGenerator<ListedObject> {
  yield* walkDir(layout, start.dir, start.dirKeyPrefix, start.namePrefix);
}

async function* walkDir(
  layout: LocalDiskLayout,
  dir: string,
  keyPrefix: string,
  namePrefix: string,
): AsyncGenerator<ListedObject> {
  let entries: Dirent[];
  try {
    entries = await readdir(dir, { withFileTypes: true });
  } catch (err) {
    if (isErrno(err, 'ENOENT', 'ENOTDIR')) return;
    throw err;
  }
  const items: WalkItem[] = [];
  for (const entry of entries) {
    // Symbolic links are never followed: nothing under the root may lead out of it.
    const segment = entry.isDirectory()
      ? decodeSegment(entry.name)
      : entry.isFile()
        ? layout.segmentOfDataFile(entry.name)
        : null;
    if (segment === null || !segment.startsWith(namePrefix)) continue;
    const key = keyPrefix + segment + (entry.isDirectory() ? '/' : '');
    items.push({ key, path: join(dir, entry.name), isDir: entry.isDirectory(), sortKey: Buffer.from(key) });
  }
  items.sort((a, b) => Buffer.compare(a.sortKey, b.sortKey));
  for (const item of items) {
    if (item.isDir) {
      yield* walkDir(layout, item.path, item.key, '');
      continue;
    }
    let size: number;
    try {
      size = (await stat(item.path)).size;
    } catch (err) {
      if (!isErrno(err, 'ENOENT')) throw err;
      continue; // deleted since the directory was read
    }
    yield { key: item.key, size };
  }
}
