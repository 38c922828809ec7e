import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { startResetFlood } from '@reelmix/testing';
import { registerWithTestCard } from '../../e2e/fixtures/registration';
import { BENCH_PORT_OFFSET, startBenchStack } from './bench-stack';
import { type LoadFigures, runLoad } from './load';
import { cpuDuring } from './process-cpu';
import { seedCompletedJobs } from './seed-jobs';

/** The targets of the API speed requirement: both calls at 300 req/s or more, p99 at most 200 ms. */
const TARGET_RATE = 300;
const TARGET_P99_MS = 200;
/** Offered a little above the target, so "achieved >= 300" is not lost to the last second's rounding. */
const OFFERED_RATE = 330;
const WARMUP_SECONDS = 5;
/**
 * Made-up password-reset links per second sent beside the third run: the session checks that every
 * page makes must keep their target while someone floods reset-password (each made-up link is
 * throttled, looked up and refused, and never hashed).
 */
const RESET_FLOOD_PER_SECOND = 50;
const SHAPE = { jobs: 50, clipsPerSection: 3, placements: ['9:16' as const] };

const args = process.argv.slice(2);
const option = (name: string, fallback: string) => {
  const at = args.indexOf(name);
  return at >= 0 && args[at + 1] ? args[at + 1] : fallback;
};
const seconds = Number(option('--seconds', '20'));
// `--cpu-prof DIR`: every service writes a V8 CPU profile there when the stack stops.
const profileDir = option('--cpu-prof', '');

async function main(): Promise<number> {
  say('starting a stack of its own (port offset 26000, own database, vhost and S3 server)');
  // One trusted proxy hop: the flood's made-up links come from many client addresses, as an
  // attacker's would, rather than all from loopback, where the per-address limit ends it at once.
  const stack = await startBenchStack({ extraEnv: { TRUST_PROXY_HOPS: '1', ...(profileDir ? profilingEnv(profileDir) : {}) } });
  // Ctrl-C: the stack gets it too and stops; its database, vhost and S3 server are removed here.
  process.once('SIGINT', () => void stack.stop().finally(() => process.exit(130)));
  try {
    say('registering a Pro customer with the test card');
    const { userId, cookie } = await registerWithTestCard(stack.gateway, `bench-${Date.now()}@example.com`, 'a decent bench password');
    const outputs = await seedCompletedJobs(stack.databaseUrl, userId, SHAPE);
    say(`seeded ${SHAPE.jobs} completed jobs, ${outputs} outputs`);
    const history = (await (await fetch(`${stack.gateway}/api/jobs/user`, { headers: { cookie } })).json()) as unknown[];
    if (history.length !== SHAPE.jobs) throw new Error(`the history lists ${history.length} jobs, expected ${SHAPE.jobs}`);

    const headers = { cookie };
    const calls = [
      { label: 'GET /api/auth/me', url: `${stack.gateway}/api/auth/me` },
      { label: `GET /api/jobs/user (${SHAPE.jobs} jobs x ${outputs / SHAPE.jobs} outputs)`, url: `${stack.gateway}/api/jobs/user` },
      { label: `GET /api/auth/me during ${RESET_FLOOD_PER_SECOND} made-up reset links/s`, url: `${stack.gateway}/api/auth/me`, resetFlood: true },
    ];
    const pids = await servicePids();
    const figures: Measured[] = [];
    for (const { resetFlood, ...call } of calls) {
      say(`${call.label}: ${OFFERED_RATE} req/s, ${WARMUP_SECONDS} s warming up, then ${seconds} s measured`);
      const flood = resetFlood ? startResetFlood({ base: stack.gateway, origin: stack.gateway, perSecond: RESET_FLOOD_PER_SECOND, inFlight: 40 }) : undefined;
      const { result, cpuSeconds } = await cpuDuring(pids, () =>
        runLoad({ ...call, headers, rate: OFFERED_RATE, seconds, warmupSeconds: WARMUP_SECONDS, connections: 100 }),
      );
      if (flood) say(`reset-password answers during the run: ${JSON.stringify(await flood.stop())}`);
      figures.push({ ...result, cpuMsPerRequest: perRequestMs(cpuSeconds, result.sent) });
    }
    print(figures);
    return figures.every(meetsTargets) ? 0 : 1;
  } finally {
    say('stopping the stack');
    await stack.stop();
  }
}

/** Node refuses --cpu-prof in NODE_OPTIONS, so a preloaded hook profiles each service instead. */
function profilingEnv(dir: string): Record<string, string> {
  return {
    NODE_OPTIONS: `--import ${pathToFileURL(resolve('tools/bench-api/cpu-profile-hook.mjs')).href}`,
    // Relative to where the command was typed, not to the compiled copy it runs from.
    BENCH_CPU_PROFILE_DIR: resolve(process.env.BENCH_API_CALLER_CWD ?? '.', dir),
  };
}

type Measured = LoadFigures & { cpuMsPerRequest: Record<string, number> };

/** The processes a customer read passes through, as their own health endpoints name them. */
async function servicePids(): Promise<Record<string, number>> {
  const ports = { gateway: 8080, auth: 3001, jobs: 3004 };
  const pids: Record<string, number> = {};
  for (const [name, port] of Object.entries(ports)) {
    const live = (await (await fetch(`http://127.0.0.1:${port + BENCH_PORT_OFFSET}/health/live`)).json()) as { pid: number };
    pids[name] = live.pid;
  }
  return pids;
}

function perRequestMs(cpuSeconds: Record<string, number>, requests: number): Record<string, number> {
  return Object.fromEntries(Object.entries(cpuSeconds).map(([name, used]) => [name, (1000 * used) / Math.max(1, requests)]));
}

function meetsTargets(figures: LoadFigures): boolean {
  return figures.achievedRate >= TARGET_RATE && figures.p99Ms <= TARGET_P99_MS && figures.errors === 0;
}

function print(all: Measured[]): void {
  const rows = all.map((f) => [
    f.label,
    `${f.achievedRate.toFixed(0)} (>= ${TARGET_RATE})`,
    `${f.p50Ms.toFixed(0)} ms`,
    `${f.p99Ms.toFixed(0)} ms (<= ${TARGET_P99_MS})`,
    f.errors ? `${f.errors} (${f.errorKinds})` : '0',
    meetsTargets(f) ? 'met' : 'MISSED',
    Object.entries(f.cpuMsPerRequest).map(([name, ms]) => `${name} ${ms.toFixed(2)}`).join(', '),
  ]);
  const header = ['call', 'achieved req/s', 'p50', 'p99', 'errors', 'target', 'CPU ms per request'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i])).join('  ');
  console.log(`\nOffered ${OFFERED_RATE} req/s for ${WARMUP_SECONDS} s unmeasured, then ${seconds} s measured, 100 connections at most; an open-loop load, latencies from when each request was due.`);
  console.log('CPU per request is user + system time of each process over the run, divided by the requests sent.\n');
  console.log(line(header));
  for (const row of rows) console.log(line(row));
  console.log('');
}

function say(text: string): void {
  console.log(`[bench:api] ${text}`);
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`[bench:api] failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
