import { type HealthReport } from '@reelmix/contracts';
import { BrokerVhost, createTestDatabase, databaseUrlFor, dropTestDatabase, waitFor } from '@reelmix/testing';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type StackRun, startStack } from './fixtures/stack-process';
import { STACK_PORT_OFFSETS, EXTRA_STACK_PORTS } from './fixtures/service-ports';

const OFFSET = STACK_PORT_OFFSETS.stackE2e;
const GATEWAY = `http://127.0.0.1:${8080 + OFFSET}`;
const AUTH_PORT = 3001 + OFFSET;
const GATEWAY_METRICS = `http://127.0.0.1:${9464 + OFFSET}/metrics`;
/** Every backend service's own port, as tools/lib/ports.mjs lists them, shifted by OFFSET. */
const BACKEND_PORTS = { auth: 3001, billing: 3002, uploads: 3003, jobs: 3004, render: 3005, mail: 3006, affiliates: 3007, webhooks: 3008 };

const health = async (): Promise<HealthReport | undefined> =>
  fetch(`${GATEWAY}/api/health`).then((r) => r.json() as Promise<HealthReport>, () => undefined);
const statusOf = (report: HealthReport | undefined, name: string) =>
  report?.services.find((service) => service.name === name)?.status;

describe('the whole stack as npm start runs it', () => {
  let vhost: BrokerVhost;
  const storage = mkdtempSync(join(tmpdir(), 'reelmix-stack-'));
  let amqpUrl: string;
  let database: string;
  let stack: StackRun | undefined;

  // Its own database and vhost: the stack's services create the same schemas other tests use.
  beforeAll(async () => {
    vhost = BrokerVhost.create('reelmix_stack');
    amqpUrl = vhost.url;
    database = await createTestDatabase();
  });

  afterAll(async () => {
    if (stack && stack.child.exitCode === null) {
      stack.child.kill('SIGINT');
      await stack.exited;
    }
    vhost.delete();
    await dropTestDatabase(database);
    rmSync(storage, { recursive: true, force: true });
  });

  it('refuses to start with a broken setting, naming it', async () => {
    const broken = startStack({ PORT_OFFSET: String(OFFSET + EXTRA_STACK_PORTS.brokenStackShift), AMQP_URL: 'nonsense', STORAGE_DIR: storage });
    const code = await broken.exited;
    expect(code).not.toBe(0);
    expect(broken.output()).toMatch(/AMQP_URL: must be an amqp:\/\/ or amqps:\/\/ URL \("nonsense"\)/);
  }, 60000);

  it('comes up with every service reported up, survives a killed service, and stops cleanly', async () => {
    const started = Date.now();
    stack = startStack({
      PORT_OFFSET: String(OFFSET),
      AMQP_URL: amqpUrl,
      DATABASE_URL: databaseUrlFor(database),
      STORAGE_DIR: storage,
      ADMIN_EMAIL: 'stack-admin@example.com',
      ADMIN_PASSWORD: 'stack admin password',
      RESTART_DELAY_MS: '2000',
    });
    const up = await waitFor(async () => {
      if (stack?.child.exitCode !== null) throw new Error(`the stack exited early:\n${stack?.output()}`);
      const report = await health();
      return report?.status === 'up' ? report : undefined;
    }, {
      what: 'every service to report up',
      timeoutMs: 90000,
      intervalMs: 500,
    });
    expect(up.services.map((s) => s.name).sort()).toEqual(
      ['affiliates', 'auth', 'billing', 'gateway', 'jobs', 'mail', 'render', 'uploads', 'webhooks'].sort(),
    );
    expect(up.services.filter((s) => s.name !== 'gateway' && s.name !== 'render').every((s) => s.checks.database === 'up')).toBe(true);
    expect(Date.now() - started).toBeLessThan(90000);
    await waitFor(() => stack?.output().includes('Reelmix is running'), { what: 'the banner' });
    expect(stack.output()).toContain('stack-admin@example.com');

    // Metrics: each backend service on its own port, the gateway on its internal METRICS_PORT only.
    for (const [name, port] of Object.entries(BACKEND_PORTS)) {
      const scrape = await fetch(`http://127.0.0.1:${port + OFFSET}/metrics`);
      expect({ name, status: scrape.status, type: scrape.headers.get('content-type') }).toEqual({
        name,
        status: 200,
        type: expect.stringMatching(/^text\/plain; version=0\.0\.4/),
      });
      expect(await scrape.text()).toContain(`process_cpu_user_seconds_total{service="${name}"}`);
    }
    const gatewayMetrics = await (await fetch(GATEWAY_METRICS)).text();
    expect(gatewayMetrics).toContain('process_cpu_user_seconds_total{service="gateway"}');
    expect(gatewayMetrics).toMatch(/reelmix_http_request_duration_seconds_count\{[^}]*route="\/api\/health"/);
    expect(gatewayMetrics).toMatch(/reelmix_rpc_duration_seconds_count\{[^}]*rpc="[^"]+"/);
    const publicScrape = await fetch(`${GATEWAY}/metrics`);
    expect(publicScrape.status).toBe(404);
    expect(await publicScrape.text()).not.toContain('reelmix_');

    const { pid } = (await fetch(`http://127.0.0.1:${AUTH_PORT}/health/live`).then((r) => r.json())) as { pid: number };
    const killedAt = Date.now();
    process.kill(pid, 'SIGKILL');
    await waitFor(async () => statusOf(await health(), 'auth') === 'down', { what: 'auth to be reported down', timeoutMs: 10000 });
    expect(Date.now() - killedAt).toBeLessThan(10000);
    await waitFor(async () => statusOf(await health(), 'auth') === 'up', { what: 'auth to be back up', timeoutMs: 30000 });

    stack.child.kill('SIGINT');
    expect(await stack.exited).toBe(0);
    expect(stack.output()).toContain('[start] stopped');
    await expect(fetch(`${GATEWAY}/api/health`)).rejects.toThrow();
  }, 150000);
});
