import { cpus, freemem, totalmem } from 'node:os';

/** CPU busy share over a short window, from the kernel's per-core tick counters. */
export async function cpuPercent(windowMs = 200): Promise<number> {
  const before = ticks();
  await new Promise((resolve) => setTimeout(resolve, windowMs));
  const after = ticks();
  const total = after.total - before.total;
  return total > 0 ? round1(((total - (after.idle - before.idle)) / total) * 100) : 0;
}

export function memoryPercent(): number {
  const total = totalmem();
  return total > 0 ? round1(((total - freemem()) / total) * 100) : 0;
}

function ticks(): { idle: number; total: number } {
  return cpus().reduce(
    (sum, cpu) => {
      const times = cpu.times;
      return { idle: sum.idle + times.idle, total: sum.total + times.user + times.nice + times.sys + times.idle + times.irq };
    },
    { idle: 0, total: 0 },
  );
}

function round1(value: number): number {
  return Math.round(value * 10) / 10;
}
