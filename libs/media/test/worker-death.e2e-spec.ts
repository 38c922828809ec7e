import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The pids whose parent is `pid`, from /proc. */
function childrenOf(pid: number): number[] {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .filter((name) => {
      try {
        // Field 4 of /proc/<pid>/stat, after the parenthesised command name, is the parent pid.
        const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === pid;
      } catch {
        return false;
      }
    })
    .map(Number);
}

function isRunning(pid: number): boolean {
  try {
    // A zombie has exited; only its parent's wait is missing.
    return !/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return false;
  }
}

/*
 * An ffmpeg must not outlive the worker that started it: a worker killed with SIGKILL runs no
 * clean-up, and its ffmpeg used to keep rendering for seconds (up to the task's time limit).
 */
describe('media: ffmpeg dies with its worker', () => {
  it('is gone within 2 s of its worker being killed with SIGKILL', async () => {
    const worker = spawn(process.execPath, ['-r', '@swc-node/register', join(__dirname, 'fixtures/ffmpeg-worker.ts'), tmpdir()], {
      env: { ...process.env, SWC_NODE_PROJECT: 'tsconfig.json' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    await new Promise<void>((resolve, reject) => {
      worker.once('exit', (code) => reject(new Error(`the worker exited early with ${code}`)));
      worker.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('started') && resolve());
    });
    worker.removeAllListeners('exit');
    const [ffmpeg] = childrenOf(worker.pid!);
    expect(ffmpeg).toBeDefined();
    expect(readFileSync(`/proc/${ffmpeg}/cmdline`, 'utf8')).toContain('testsrc');
    expect(isRunning(ffmpeg)).toBe(true);

    const exited = new Promise((resolve) => worker.once('exit', resolve));
    worker.kill('SIGKILL');
    await exited;
    const killedAt = Date.now();

    while (isRunning(ffmpeg) && Date.now() - killedAt < 2000) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(isRunning(ffmpeg)).toBe(false);
  });
});
