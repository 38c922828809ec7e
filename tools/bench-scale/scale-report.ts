import { say } from '../media/bench-report';

export interface RoundResult {
  workers: number;
  outputs: number;
  /** First `POST /api/process` sent to the last output listed. */
  ms: number;
  /** The last job queued, a Pro one: its start to its first output. */
  lastProFirstOutputMs: number;
  /** Ready messages in `render.tasks`, one a second from the first start. */
  depth: number[];
}

const DEPTH_EVERY = 5;

export function printScaleTable(rounds: readonly RoundResult[]): void {
  const base = rounds.find((r) => r.workers === 1) ?? rounds[0]!;
  const perMinute = (r: RoundResult) => r.outputs / (r.ms / 60_000);
  const header = ['workers', 'outputs', 'seconds', 'outputs/min', 'speed-up vs 1', 'last Pro first output', 'peak queue depth'];
  const rows = rounds.map((r) => [
    String(r.workers),
    String(r.outputs),
    (r.ms / 1000).toFixed(1),
    perMinute(r).toFixed(1),
    base.workers === 1 ? `${(perMinute(r) / perMinute(base)).toFixed(2)}x` : 'n/a (no 1-worker round)',
    `${(r.lastProFirstOutputMs / 1000).toFixed(1)} s`,
    String(Math.max(0, ...r.depth)),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: string[]) => `  ${cells.map((c, i) => c.padStart(widths[i]!)).join('  ')}`;
  say('');
  say(line(header));
  for (const row of rows) say(line(row));
  say('');
  say(`render.tasks ready messages, every ${DEPTH_EVERY}th second from the first start:`);
  for (const r of rounds) say(`  ${r.workers} worker${r.workers === 1 ? ' ' : 's'}: ${r.depth.filter((_, i) => i % DEPTH_EVERY === 0).join(' ')}`);
}
