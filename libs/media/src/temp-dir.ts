import { copyFile, mkdtemp, rename, rm, unlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { randomBytes } from 'node:crypto';

/*
 * Each ffmpeg task works in its own directory, created 0700 by mkdtemp and removed whatever
 * happens (success, failure, timeout, abort): partial outputs, concat lists and links never
 * outlive the task, and a relative reference inside a hostile file resolves into an empty room.
 */

/** Root for task directories; MEDIA_TMPDIR overrides the OS temp dir (e.g. a larger volume). */
export function tempRoot(): string {
  const override = process.env['MEDIA_TMPDIR'];
  return override && override.length > 0 ? override : tmpdir();
}

export async function withTempDir<T>(label: string, task: (dir: string) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(join(tempRoot(), `reelmix-${label}-`));
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
