import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { removeOrphanedTempDirs, withTempDir } from './temp-dir';
import { setMediaTempRoot } from './temp-dir';

describe('task temp dirs', () => {
  let root: string;

  beforeEach(async () => {
    root = await mkdtemp(join(tmpdir(), 'media-temp-spec-'));
    setMediaTempRoot(root);
  });

  afterEach(async () => {
    setMediaTempRoot(undefined);
    await rm(root, { recursive: true, force: true });
  });

  it('are private, named after the owning process, and removed after success and failure', async () => {
    let seen = '';
    await withTempDir('combine', async (dir) => {
      seen = dir;
      expect(dir.startsWith(join(root, `reelmix-combine-${process.pid}-`))).toBe(true);
      await writeFile(join(dir, 'partial.mp4'), 'x');
    });
    expect(existsSync(seen)).toBe(false);
    await expect(
      withTempDir('normalise', async (dir) => {
        seen = dir;
        throw new Error('ffmpeg failed');
      }),
    ).rejects.toThrow('ffmpeg failed');
    expect(existsSync(seen)).toBe(false);
  });

  it('left behind by a killed process are swept; live ones and others are kept', async () => {
    const gone = spawnSync('true').pid!; // a pid that has exited
    await mkdir(join(root, `reelmix-normalise-${gone}-abc123`));
    await mkdir(join(root, `reelmix-combine-${process.pid}-def456`));
    await mkdir(join(root, 'reelmix-task-xyz'));
    expect(await removeOrphanedTempDirs()).toEqual([`reelmix-normalise-${gone}-abc123`]);
    expect((await readdir(root)).sort()).toEqual([`reelmix-combine-${process.pid}-def456`, 'reelmix-task-xyz']);
  });
});
