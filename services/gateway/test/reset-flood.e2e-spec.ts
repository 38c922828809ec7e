import { Rpc } from '@reelmix/contracts';
import { RpcClient } from '@reelmix/messaging';
import { createTestDatabase, databaseUrlFor, dropTestDatabase, startResetFlood, uniqueName } from '@reelmix/testing';
import { mkdirSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
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
/**
 * Far above the product's target (p99 <= 200 ms, which `npm run bench:api` measures and prints on
 * a stack of its own) and far below what the old hash-first reset gave (p99 6 s, with time-outs):
 * this test tells the two designs apart without timing a shared, busy machine against a target.
 */
const P99_SANE_MS = 1000;

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

  it('keeps answering GET /api/auth/me from auth while made-up reset links pour in', async () => {
    const email = `${uniqueName('flood')}@example.com`;
    const { id } = await stack.gateway.get(RpcClient).request('auth', Rpc.CreateUser, { email, password: 'a long old password 1' });
    const user = await stack.auth.get(DataSource).getRepository(User).findOneByOrFail({ id });
    const cookies: string[] = [];
    for (let n = 0; n < SESSIONS; n++) cookies.push(`reelmix_session=${(await stack.auth.get(SessionsService).open(user)).sessionToken}`);

    const flood = startResetFlood({ base, origin: PUBLIC_URL, perSecond: FLOOD_PER_SECOND, inFlight: FLOOD_IN_FLIGHT });
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
    // The flood was real, and every made-up link was refused as such. The generator shares the
    // machine with the stack and, in the whole suite, with other tests: on two loaded cores it
    // reached 227 of its 500 in the measured time, so a third of its rate is asked for.
    expect(Object.keys(answers)).toEqual(['400']);
    expect(answers[400]).toBeGreaterThan((FLOOD_PER_SECOND * MEASURED_MS) / 1000 / 3);
    expect(report.p99Ms).toBeLessThan(P99_SANE_MS);
  }, 120_000);
});
