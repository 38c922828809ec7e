import { copyFile, mkdtemp, readdir, rename, rm, unlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { randomBytes } from 'node:crypto';

/*
 * Each ffmpeg task works in its own directory, created 0700 by mkdtemp and removed whatever
 * happens (success, failure, timeout, abort): partial outputs, concat lists and links never
 * outlive the task, and a relative reference inside a hostile file resolves into an empty room.
 */

let configuredRoot: string | undefined;

/**
 * Where task directories go: the OS temp dir unless the host sets another (a larger volume, or a
 * directory a test watches). Set once at start-up by the service from its config.
 */
export function setMediaTempRoot(dir: string | undefined): void {
  configuredRoot = dir && dir.length > 0 ? dir : undefined;
}

export function tempRoot(): string {
  return configuredRoot ?? tmpdir();
}

/** Task dirs are named `reelmix-<label>-<pid>-<random>`, so an orphan's owner can be checked. */
const TASK_DIR = /^reelmix-(?:probe|loudness|normalise|combine|verify|render|upload)-(\d+)-/;

/** A new private (0700) directory under the temp root, named so `removeOrphanedTempDirs` knows its owner. */
export function createTempDir(label: 'upload' | 'probe' | 'loudness' | 'normalise' | 'combine' | 'verify' | 'render'): Promise<string> {
  return mkdtemp(join(tempRoot(), `reelmix-${label}-${process.pid}-`));
}

export async function withTempDir<T>(label: Parameters<typeof createTempDir>[0], task: (dir: string) => Promise<T>): Promise<T> {
  const dir = await createTempDir(label);
  try {
    return await task(dir);
  } finally {
    // The process is gone by now (runMediaTool settles only after exit), so nothing re-creates files.
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * Puts a finished file at `target` atomically: readers see the old file or the whole new one,
 * never a half-written one. Across file systems rename fails (EXDEV), so the bytes are copied to
 * a hidden name beside the target first.
 */
export async function moveIntoPlace(source: string, target: string): Promise<void> {
  try {
    await rename(source, target);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
    const staging = join(dirname(target), `.${basename(target)}.${randomBytes(6).toString('hex')}.partial`);
    try {
      await copyFile(source, staging);
      await rename(staging, target);
    } catch (copyError) {
      await unlink(staging).catch(() => undefined);
      throw copyError;
    }
  }
}

/**
 * Removes task dirs whose process no longer exists: a worker killed with SIGKILL cannot clean up
 * after itself, so a render worker calls this once at start-up. Returns the names removed.
 */
export async function removeOrphanedTempDirs(): Promise<string[]> {
  const removed: string[] = [];
  for (const name of await readdir(tempRoot()).catch(() => [] as string[])) {
    const owner = TASK_DIR.exec(name)?.[1];
    if (!owner || isAlive(Number(owner))) continue;
    await rm(join(tempRoot(), name), { recursive: true, force: true });
    removed.push(name);
  }
  return removed;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: alive but someone else's; only ESRCH means gone.
    return (error as NodeJS.ErrnoException).code !== 'ESRCH';
  }
}
