import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A private directory per task, removed whatever happens to the task. The name carries the pid in
 * libs/media's pattern, so a worker started after a SIGKILL sweeps its predecessor's leftovers.
 */
export async function withWorkspace<T>(root: string, work: (dir: string) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(join(root || tmpdir(), `reelmix-render-${process.pid}-`));
  try {
    return await work(dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
