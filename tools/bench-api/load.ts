import { Agent, request } from 'node:http';

/** One fixed-rate load run, reduced to the figures the benchmark reports. */
export interface LoadFigures {
  label: string;
  targetRate: number;
  achievedRate: number;
  p50Ms: number;
  p99Ms: number;
  /** Connection errors, time-outs and answers other than 2xx. */
  errors: number;
  /** The same, by kind, for a reader who needs to know which. */
  errorKinds: string;
  /** Requests measured (after the warm-up). */
  requests: number;
  /** Requests sent in all, the warm-up's included: what the processes' CPU time is divided by. */
  sent: number;
}

export interface LoadRun {
  label: string;
  url: string;
  headers: Record<string, string>;
  rate: number;
  seconds: number;
  /**
   * The same load first, over the same connections, unmeasured: the connections are opened and
   * the code is warm before the measured part starts, which is the steady state being measured.
   */
  warmupSeconds: number;
  /** Keep-alive connections at most; a request due while all are busy waits, and that wait counts. */
  connections: number;
}

const TIMEOUT_MS = 10_000;

interface Outcome {
  latencyMs: number;
  kind: 'ok' | string;
}

/**
 * An open-loop load: request i is due at start + i / rate, whatever the answers before it did, and
 * its latency runs from when it was due (so a slow server cannot slow the load down and hide its
 * own queue: no coordinated omission). Not autocannon's `overallRate`: that gives each connection
 * a quota per second which it spends at once, so the offered load arrives in bursts at every
 * second and the latencies measure the burst, not the service.
 */
export async function runLoad(run: LoadRun): Promise<LoadFigures> {
  const agent = new Agent({ keepAlive: true, maxSockets: run.connections });
  const warmup = Math.round(run.rate * run.warmupSeconds);
  const total = warmup + Math.round(run.rate * run.seconds);
  const intervalMs = 1000 / run.rate;
  const started = performance.now();
  const pending: Array<Promise<Outcome>> = [];
  let sent = 0;
  await new Promise<void>((done) => {
    const tick = () => {
      const now = performance.now();
      while (sent < total && started + sent * intervalMs <= now) {
        pending.push(send(run, agent, started + sent * intervalMs));
        sent++;
      }
      if (sent < total) setTimeout(tick, Math.max(0, started + sent * intervalMs - performance.now()));
      else done();
    };
    tick();
  });
  const outcomes = (await Promise.all(pending)).slice(warmup);
  const elapsedSec = (performance.now() - started) / 1000 - run.warmupSeconds;
  agent.destroy();
  const latencies = outcomes.map((outcome) => outcome.latencyMs).sort((a, b) => a - b);
  const failures = new Map<string, number>();
  for (const { kind } of outcomes) if (kind !== 'ok') failures.set(kind, (failures.get(kind) ?? 0) + 1);
  const ok = outcomes.length - [...failures.values()].reduce((sum, count) => sum + count, 0);
  return {
    label: run.label,
    targetRate: run.rate,
    // Over the whole run, the last answers included: a server that falls behind shows here.
    achievedRate: ok / Math.max(run.seconds, elapsedSec),
    p50Ms: percentile(latencies, 0.5),
    p99Ms: percentile(latencies, 0.99),
    errors: outcomes.length - ok,
    errorKinds: [...failures].map(([kind, count]) => `${count} x ${kind}`).join(', '),
    requests: outcomes.length,
    sent: total,
  };
}

function send(run: LoadRun, agent: Agent, dueAt: number): Promise<Outcome> {
  return new Promise((resolve) => {
    const finish = (kind: string) => resolve({ latencyMs: performance.now() - dueAt, kind });
    const call = request(run.url, { agent, headers: run.headers, timeout: TIMEOUT_MS }, (response) => {
      response.resume();
      response.on('end', () => finish(response.statusCode !== undefined && response.statusCode < 300 ? 'ok' : String(response.statusCode)));
      response.on('error', () => finish('connection error'));
    });
    call.on('timeout', () => call.destroy(new Error('timed out')));
    call.on('error', (error) => finish(error.message === 'timed out' ? 'timed out' : 'connection error'));
    call.end();
  });
}

function percentile(sorted: number[], fraction: number): number {
  if (sorted.length === 0) return 0;
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))]);
}
