import type { JobView } from '@reelmix/contracts';
import { FaultProxy, waitFor } from '@reelmix/testing';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { makeClip } from './fixtures/clips';
import { type Customer, signUpAndLogIn, withAuthRpc } from './fixtures/customer';
import { isolatedStackEnvironment, type StackEnvironment } from './fixtures/stack-env';
import { type StackRun, startStack, untilAllUp } from './fixtures/stack-process';
import { call, upload } from './fixtures/upload';
import { STACK_PORT_OFFSETS } from './fixtures/service-ports';

const OFFSET = STACK_PORT_OFFSETS.dependencyOutagesE2e;
const GATEWAY = `http://127.0.0.1:${8080 + OFFSET}`;
const OUTAGE_MS = 10_000;

/*
 * The stack as `npm start` runs it, with PostgreSQL and RabbitMQ reached through fault proxies, so
 * either can vanish for every service at once while a job renders (as a restart of the database or
 * the broker does) without touching the servers other tests share. Each job must still end with
 * exactly its outputs and exactly one "your videos are ready" e-mail: an outage is waited out,
 * never dead-lettered, and nothing is applied twice when the work resumes.
 */
describe('a job rides out a database outage and a broker outage', () => {
  const dir = mkdtempSync(join(tmpdir(), 'reelmix-outages-'));
  let environment: StackEnvironment;
  let database: FaultProxy;
  let broker: FaultProxy;
  let stack: StackRun;
  let customer: Customer;

  /** Reads the gateway's view of the job; during an outage the call may fail, which is not an answer. */
  async function jobView(jobId: string): Promise<JobView | undefined> {
    const response = await call(GATEWAY, customer, `/api/jobs/${jobId}`).catch(() => undefined);
    return response?.ok ? ((await response.json()) as JobView) : undefined;
  }

  async function jobCompletedMails(): Promise<number> {
    const client = new Client({ connectionString: environment.env.DATABASE_URL });
    await client.connect();
    try {
      const { rows } = await client.query<{ count: string }>(
        `SELECT count(*) FROM mail.outgoing_mail WHERE kind = 'job-completed' AND to_address = $1`,
        [customer.email],
      );
      return Number(rows[0].count);
    } finally {
      await client.end();
    }
  }

  /** Renders a 2x2x1 job in one placement, cutting `proxy` for OUTAGE_MS once the first output exists. */
  async function renderThrough(proxy: FaultProxy): Promise<{ job: JobView; mails: number }> {
    const mailsBefore = await jobCompletedMails();
    const clip = (name: string) => makeClip(dir, name, { seconds: 2 });
    const uploaded = await upload(GATEWAY, customer, { intro: [clip('a.mp4'), clip('b.mp4')], body: [clip('c.mp4'), clip('d.mp4')], cta: [clip('e.mp4')] }, { placements: '9:16' });
    expect(uploaded.status).toBe(201);
    const jobId = String(uploaded.body.id);
    expect((await call(GATEWAY, customer, `/api/process/${jobId}`, { method: 'POST' })).status).toBe(201);
    await waitFor(async () => ((await jobView(jobId))?.counts.producedOutputs ?? 0) >= 1, { what: 'the first output', timeoutMs: 120000, intervalMs: 200 });

    await proxy.outage();
    await new Promise((resolve) => setTimeout(resolve, OUTAGE_MS));
    await proxy.restore();

    const job = await waitFor(
      async () => {
        const view = await jobView(jobId);
        return view?.status === 'completed' || view?.status === 'failed' ? view : undefined;
      },
      { what: `job ${jobId} to finish after the outage`, timeoutMs: 180000, intervalMs: 500 },
    );
    // The e-mail goes out after the completion; give it time to be written, then count it.
    await waitFor(async () => (await jobCompletedMails()) > mailsBefore, { what: 'the job-completed e-mail', timeoutMs: 60000 });
    await new Promise((resolve) => setTimeout(resolve, 3000));
    return { job, mails: (await jobCompletedMails()) - mailsBefore };
  }

  beforeAll(async () => {
    environment = await isolatedStackEnvironment(OFFSET);
    database = await FaultProxy.start(environment.env.DATABASE_URL);
    broker = await FaultProxy.start(environment.env.AMQP_URL);
    mkdirSync(join(dir, 'storage'));
    stack = startStack({
      ...environment.env,
      DATABASE_URL: database.urlFor(environment.env.DATABASE_URL),
      AMQP_URL: broker.urlFor(environment.env.AMQP_URL),
      PUBLIC_URL: GATEWAY,
      STORAGE_DIR: join(dir, 'storage'),
      OUTAGE_RETRY_MAX_MS: '2000',
    });
    await untilAllUp(GATEWAY, 'the stack to come up');
    customer = await withAuthRpc(environment.amqpUrl, (rpc) => signUpAndLogIn(rpc, GATEWAY));
  }, 180000);

  afterAll(async () => {
    mkdirSync('test-output', { recursive: true });
    writeFileSync('test-output/dependency-outages-stack.log', stack?.output() ?? '');
    if (stack?.child.exitCode === null) {
      stack.child.kill('SIGINT');
      await stack.exited;
    }
    await database?.close();
    await broker?.close();
    await environment?.dispose();
    rmSync(dir, { recursive: true, force: true });
  });

  it.each([
    ['PostgreSQL', () => database],
    ['RabbitMQ', () => broker],
  ])('%s gone for 10 s mid-job: exactly 4 outputs and one e-mail, and every service up again', async (_name, proxy) => {
    const { job, mails } = await renderThrough(proxy());
    expect(job.status).toBe('completed');
    expect(job.counts).toMatchObject({ expectedOutputs: 4, producedOutputs: 4 });
    expect(job.outputVideos).toHaveLength(4);
    expect(mails).toBe(1);
    // Survived, not restarted: the supervisor is the last resort, not the plan.
    expect(stack.output()).not.toMatch(/exited \(.*\); restarting/);
    await untilAllUp(GATEWAY, 'every service up again', 60000);
  }, 360000);
});
