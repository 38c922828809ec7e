import { readFileSync } from 'node:fs';

/** Linux's clock tick (USER_HZ), the unit of /proc/<pid>/stat's CPU times; 100 on every usual kernel. */
const TICKS_PER_SECOND = 100;

/**
 * CPU seconds a process has used so far (user + system), from /proc; undefined where there is no
 * /proc. On a shared machine the wall-clock figures swing with everyone else's load, while the CPU
 * a request costs does not, so the benchmark reports both.
 */
export function cpuSecondsOf(pid: number): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may contain spaces) start at state; utime and stime are fields 14 and 15.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return undefined;
  }
}

/** CPU used by each named process while `work` ran. */
export async function cpuDuring<T>(pids: Record<string, number>, work: () => Promise<T>): Promise<{ result: T; cpuSeconds: Record<string, number> }> {
  const before = Object.fromEntries(Object.entries(pids).map(([name, pid]) => [name, cpuSecondsOf(pid)]));
  const result = await work();
  const cpuSeconds: Record<string, number> = {};
  for (const [name, pid] of Object.entries(pids)) {
    const start = before[name];
    const end = cpuSecondsOf(pid);
    if (start !== undefined && end !== undefined) cpuSeconds[name] = end - start;
  }
  return { result, cpuSeconds };
}
