import { Rpc } from '@reelmix/contracts';
import { RpcClient } from '@reelmix/messaging';
import { createTestDatabase, databaseUrlFor, dropTestDatabase, uniqueName } from '@reelmix/testing';
import { mkdirSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { Worker } from 'node:worker_threads';
// The sessions measured are opened by auth directly: signing in 60 times would only spend argon2.
// eslint-disable-next-line @nx/enforce-module-boundaries
import { SessionsService } from '../../auth/src/sessions/sessions.service';
// eslint-disable-next-line @nx/enforce-module-boundaries
import { User } from '../../auth/src/users/user.entity';
import { DataSource } from 'typeorm';
import { type GatewayWithAuth, PUBLIC_URL, startGatewayWithAuth } from './support/gateway-with-auth';

/**
 * Made-up reset links sent per second, whatever the answers, at most `FLOOD_IN_FLIGHT` awaiting one.
 * A steady rate rather than as fast as answered: the gateway and auth share one process here, and
 * a client looping flat out would measure that process's own saturation, not the queue's.
 */
const FLOOD_PER_SECOND = 50;
const FLOOD_IN_FLIGHT = 40;
const MEASURED_MS = 10_000;
/**
 * Session checks are spread over this many sessions, one every `CHECK_EVERY_MS`, so each session
 * comes round again only after the gateway's 2-second memory of it has lapsed: every check
 * measured is a real session lookup by auth, not an answer from the gateway's memory.
 */
const SESSIONS = 60;
const CHECK_EVERY_MS = 40;
const P99_LIMIT_MS = 200;

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)];

/*
 * A flood of made-up reset links must not slow anyone else down. Before, each one cost an argon2
 * hash on auth's RPC queue, ahead of the session checks every page makes.
 */
describe('gateway: session checks during a flood of made-up reset links', () => {
  let stack: GatewayWithAuth;
  let database: string;
  let base: string;

  beforeAll(async () => {
    // A database of its own: the flood leaves thousands of counters behind.
    database = await createTestDatabase();
    stack = await startGatewayWithAuth({ TRUST_PROXY_HOPS: '1' }, { authEnv: { DATABASE_URL: databaseUrlFor(database) } });
    const server = stack.gateway.getHttpServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await stack?.close();
    if (database) await dropTestDatabase(database);
  });

  it(`answers GET /api/auth/me within ${P99_LIMIT_MS} ms at the 99th percentile while made-up reset links pour in`, async () => {
    const email = `${uniqueName('flood')}@example.com`;
    const { id } = await stack.gateway.get(RpcClient).request('auth', Rpc.CreateUser, { email, password: 'a long old password 1' });
    const user = await stack.auth.get(DataSource).getRepository(User).findOneByOrFail({ id });
    const cookies: string[] = [];
    for (let n = 0; n < SESSIONS; n++) cookies.push(`reelmix_session=${(await stack.auth.get(SessionsService).open(user)).sessionToken}`);

    const flood = startFlood({ base, origin: PUBLIC_URL, perSecond: FLOOD_PER_SECOND, inFlight: FLOOD_IN_FLIGHT });
    await sleep(1000);

    const latencies: number[] = [];
    const statuses = new Set<number>();
    const until = Date.now() + MEASURED_MS;
    for (let check = 0; Date.now() < until; check++) {
      const started = performance.now();
      const response = await fetch(`${base}/api/auth/me`, { headers: { Cookie: cookies[check % SESSIONS] } });
      await response.arrayBuffer();
      latencies.push(performance.now() - started);
      statuses.add(response.status);
      await sleep(CHECK_EVERY_MS);
    }
    const answers = await flood.stop();

    const sorted = [...latencies].sort((a, b) => a - b);
    const report = {
      checks: latencies.length,
      p50Ms: Math.round(percentile(sorted, 0.5)),
      p99Ms: Math.round(percentile(sorted, 0.99)),
      maxMs: Math.round(sorted.at(-1) ?? 0),
      resetAnswers: answers,
    };
    mkdirSync('test-output', { recursive: true });
    writeFileSync('test-output/reset-flood.json', `${JSON.stringify(report, null, 2)}\n`);

    expect([...statuses]).toEqual([200]);
    // The flood was real, and every made-up link was refused as such.
    expect(Object.keys(answers)).toEqual(['400']);
    expect(answers[400]).toBeGreaterThan((FLOOD_PER_SECOND * MEASURED_MS) / 1000 / 2);
    expect(report.p99Ms).toBeLessThan(P99_LIMIT_MS);
  }, 120_000);
});

/**
 * The flood, sent from a thread of its own so that sending it costs the process under test
 * nothing: made-up links (random tokens) from random client addresses behind the trusted proxy,
 * `perSecond` of them, answered or not. `stop` answers how many got each status (0: no answer).
 */
function startFlood(options: { base: string; origin: string; perSecond: number; inFlight: number }): { stop(): Promise<Record<number, number>> } {
  const worker = new Worker(
    `
    const { parentPort, workerData: { base, origin, perSecond, inFlight } } = require('node:worker_threads');
    const { randomBytes } = require('node:crypto');
    const answers = {};
    const pending = new Set();
    const address = () => '198.18.' + Math.floor(Math.random() * 256) + '.' + (Math.floor(Math.random() * 254) + 1);
    const send = () => fetch(base + '/api/auth/reset-password', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: origin, 'X-Forwarded-For': address() },
      body: JSON.stringify({ token: randomBytes(32).toString('base64url'), password: 'a long new password 7', confirmPassword: 'a long new password 7' }),
    }).then(async (response) => (await response.arrayBuffer(), response.status), () => 0)
      .then((status) => { answers[status] = (answers[status] ?? 0) + 1; });
    const timer = setInterval(() => {
      if (pending.size >= inFlight) return;
      const sent = send().finally(() => pending.delete(sent));
      pending.add(sent);
    }, 1000 / perSecond);
    parentPort.once('message', async () => {
      clearInterval(timer);
      await Promise.all(pending);
      parentPort.postMessage(answers);
    });
    `,
    { eval: true, workerData: options },
  );
  return {
    stop: async () => {
      const answers = new Promise<Record<number, number>>((resolve, reject) => {
        worker.once('message', resolve);
        worker.once('error', reject);
      });
      worker.postMessage('stop');
      const counted = await answers;
      await worker.terminate();
      return counted;
    },
  };
}
