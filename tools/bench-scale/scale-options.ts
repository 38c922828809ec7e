export interface ScaleOptions {
  /** Render processes per round, in order: each round queues the same batch again. */
  workers: number[];
  /** Jobs queued at once per round, Pro and free alternating, the last one Pro. */
  jobs: number;
}

export function parseScaleOptions(argv: readonly string[]): ScaleOptions {
  const valueOf = (flag: string) => (argv.includes(flag) ? argv[argv.indexOf(flag) + 1] : undefined);
  const workers = (valueOf('--workers') ?? '1,2,3').split(',').map(Number);
  const jobs = Number(valueOf('--jobs') ?? 10);
  if (workers.length === 0 || workers.some((n) => !Number.isInteger(n) || n < 1 || n > 8)) throw new Error('--workers takes counts from 1 to 8, e.g. 1,2,3');
  if (!Number.isInteger(jobs) || jobs < 1) throw new Error('--jobs takes a whole number of at least 1');
  return { workers, jobs };
}
