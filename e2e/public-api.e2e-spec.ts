import { type CreatedApiKey, type CreatedWebhookEndpoint, type JobView, Rpc, type WebhookEventBody } from '@reelmix/contracts';
import { freePort, waitFor } from '@reelmix/testing';
import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { makeClip } from './fixtures/clips';
import { type Customer, signUpAndLogIn, withAuthRpc } from './fixtures/customer';
import { isolatedStackEnvironment, type StackEnvironment } from './fixtures/stack-env';
import { type StackRun, startStack, untilAllUp } from './fixtures/stack-process';
import { call } from './fixtures/upload';
import { STACK_PORT_OFFSETS } from './fixtures/service-ports';

const OFFSET = STACK_PORT_OFFSETS.publicApiE2e;
const GATEWAY = `http://127.0.0.1:${8080 + OFFSET}`;
const ADMIN_ID = '00000000-0000-4000-8000-000000000001';

interface Received {
  headers: Record<string, string | string[] | undefined>;
  raw: string;
}

/**
 * Checks a delivery as a customer's receiver would, written here from the documented scheme
 * (HMAC-SHA256 over `<t>.<raw body>`, hex, in `t=<unix>,v1=<hex>`), not with the product's code.
 */
function verifySignature(received: Received, secret: string, now = Date.now()): boolean {
  const header = String(received.headers['reelmix-signature'] ?? '');
  const parts = Object.fromEntries(header.split(',').map((part) => part.split('=') as [string, string]));
  const timestamp = Number(parts.t);
  if (!Number.isInteger(timestamp) || Math.abs(now / 1000 - timestamp) > 300) return false;
  const expected = createHmac('sha256', secret).update(`${parts.t}.${received.raw}`).digest();
  const given = Buffer.from(parts.v1 ?? '', 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** A customer's receiver on loopback: keeps every POST and answers 200. */
async function startReceiver(): Promise<{ server: Server; url: string; received: Received[] }> {
  const received: Received[] = [];
  const server = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    request.on('end', () => {
      received.push({ headers: request.headers, raw });
      response.writeHead(200).end('ok');
    });
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${port}/reelmix-hook`, received };
}

const withKey = (key: string, init: RequestInit = {}) => ({ ...init, headers: { Authorization: `Bearer ${key}`, ...(init.headers as Record<string, string>) } });

/*
 * What an agency's pipeline does, with nothing but an API key and a webhook receiver: make a key
 * in the app, register the receiver, upload clips, start the job, learn from the webhooks that
 * outputs are ready and the job is done, download them. Another customer's key reaches nothing.
 */
describe('the public API: a whole job with a key and a webhook receiver', () => {
  const dir = mkdtempSync(join(tmpdir(), 'reelmix-public-api-'));
  let environment: StackEnvironment;
  let stack: StackRun;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  let owner: Customer;
  let stranger: Customer;

  const makePro = async (customer: Customer) => {
    await withAuthRpc(environment.amqpUrl, (rpc) => rpc.request('billing', Rpc.SetComplimentaryPro, { userId: customer.id, isPro: true, adminId: ADMIN_ID }));
    await waitFor(async () => ((await (await call(GATEWAY, customer, '/api/auth/me')).json()) as { isPro: boolean }).isPro, { what: 'Pro to reach auth', timeoutMs: 30000 });
  };
  const newKey = async (customer: Customer, name: string) => {
    const response = await call(GATEWAY, customer, '/api/keys', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ name }) });
    expect(response.status).toBe(201);
    return (await response.json()) as CreatedApiKey;
  };

  beforeAll(async () => {
    environment = await isolatedStackEnvironment(OFFSET);
    mkdirSync(join(dir, 'upload-tmp'));
    mkdirSync(join(dir, 'render-tmp'));
    stack = startStack({
      ...environment.env,
      PUBLIC_URL: GATEWAY,
      STORAGE_DIR: join(dir, 'unused-storage'),
      UPLOAD_TMP_DIR: join(dir, 'upload-tmp'),
      RENDER_TMP_DIR: join(dir, 'render-tmp'),
    });
    receiver = await startReceiver();
    await untilAllUp(GATEWAY, 'the stack to come up');
    [owner, stranger] = await withAuthRpc(environment.amqpUrl, async (rpc) => [await signUpAndLogIn(rpc, GATEWAY), await signUpAndLogIn(rpc, GATEWAY)]);
    await makePro(owner);
    await makePro(stranger);
  }, 180000);

  afterAll(async () => {
    mkdirSync('test-output', { recursive: true });
    writeFileSync('test-output/public-api-stack.log', stack?.output() ?? '');
    if (stack?.child.exitCode === null) {
      stack.child.kill('SIGINT');
      await stack.exited;
    }
    receiver?.server.close();
    await environment?.dispose();
    rmSync(dir, { recursive: true, force: true });
  });

  it('renders a job driven by key alone, announces it to a signed webhook, and keeps other keys out', async () => {
    const created = await newKey(owner, 'pipeline');
    expect(created.key).toMatch(/^rmx_/);
    const key = created.key;
    const listed = await (await call(GATEWAY, owner, '/api/keys')).json();
    expect(JSON.stringify(listed)).not.toContain(key);

    const document = (await (await fetch(`${GATEWAY}/api/v1/openapi.json`)).json()) as { openapi: string; paths: Record<string, unknown> };
    expect(document.openapi).toBe('3.1.0');
    expect(Object.keys(document.paths)).toEqual(expect.arrayContaining(['/api/v1/jobs', '/api/v1/jobs/{id}', '/api/v1/webhooks']));

    const hook = await fetch(
      `${GATEWAY}/api/v1/webhooks`,
      withKey(key, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ url: receiver.url, events: ['job.completed', 'job.failed', 'output.ready'] }) }),
    );
    expect(hook.status).toBe(201);
    const endpoint = (await hook.json()) as CreatedWebhookEndpoint;

    const form = new FormData();
    const clips = { intro: [makeClip(dir, 'hook a.mp4'), makeClip(dir, 'hook b.mp4', { width: 240, height: 320 })], body: [makeClip(dir, 'body.mp4')], cta: [makeClip(dir, 'cta.mp4', { audio: false })] };
    for (const [section, paths] of Object.entries(clips)) for (const path of paths) form.append(section, new Blob([readFileSync(path)]), basename(path));
    form.append('placements', '9:16');
    const createdJob = await fetch(`${GATEWAY}/api/v1/jobs`, withKey(key, { method: 'POST', body: form }));
    expect(createdJob.status).toBe(201);
    const job = (await createdJob.json()) as JobView;
    expect(job).toMatchObject({ status: 'pending', introVideos: ['hook a.mp4', 'hook b.mp4'] });

    // Another customer's key, and no key at all, reach nothing of it.
    const strangerKey = (await newKey(stranger, 'other')).key;
    expect((await fetch(`${GATEWAY}/api/v1/jobs/${job.id}`, withKey(strangerKey))).status).toBe(404);
    expect((await fetch(`${GATEWAY}/api/v1/jobs/${job.id}/start`, withKey(strangerKey, { method: 'POST' }))).status).toBe(404);
    expect((await fetch(`${GATEWAY}/api/v1/jobs/${job.id}`)).status).toBe(401);

    expect((await fetch(`${GATEWAY}/api/v1/jobs/${job.id}/start`, withKey(key, { method: 'POST' }))).status).toBeLessThan(300);
    const finished = await waitFor(
      async () => {
        const view = (await (await fetch(`${GATEWAY}/api/v1/jobs/${job.id}`, withKey(key))).json()) as JobView & { outputs?: Array<{ fileName: string; downloadUrl: string }> };
        return view.status === 'completed' || view.status === 'failed' ? view : undefined;
      },
      { what: 'the job to finish', timeoutMs: 240000, intervalMs: 500 },
    );
    expect(finished.status).toBe('completed');
    expect(finished.outputs).toHaveLength(2);
    for (const output of finished.outputs ?? []) {
      const video = await fetch(`${GATEWAY}${output.downloadUrl}`, withKey(key));
      expect(video.status).toBe(200);
      expect(Buffer.from(await video.arrayBuffer()).subarray(4, 8).toString()).toBe('ftyp');
    }
    const zip = await fetch(`${GATEWAY}/api/v1/jobs/${job.id}/download`, withKey(key));
    expect(zip.status).toBe(200);
    expect(zip.headers.get('content-type')).toContain('zip');

    // Two outputs ready and the job done: three signed deliveries, each event once by id.
    const bodies = await waitFor(
      async () => {
        const events = receiver.received.map((delivery) => JSON.parse(delivery.raw) as WebhookEventBody);
        return events.some((event) => event.type === 'job.completed') && events.filter((event) => event.type === 'output.ready').length >= 2 ? events : undefined;
      },
      { what: 'the webhooks to arrive', timeoutMs: 60000, intervalMs: 250 },
    );
    expect(receiver.received.every((delivery) => verifySignature(delivery, endpoint.secret))).toBe(true);
    expect(receiver.received.some((delivery) => verifySignature(delivery, `whsec_${randomUUID()}`))).toBe(false);
    const completed = bodies.find((event) => event.type === 'job.completed');
    expect(completed?.data.job).toMatchObject({ id: job.id, status: 'completed' });
    expect(new Set(bodies.filter((event) => event.type === 'output.ready').map((event) => event.data.fileName))).toEqual(new Set(finished.outputs?.map((output) => output.fileName)));
    expect(new Set(bodies.map((event) => event.id)).size).toBe(bodies.length);

    // The delivery log shows them delivered; a replay sends the same event id again.
    const log = (await (await fetch(`${GATEWAY}/api/v1/webhooks/${endpoint.id}/deliveries`, withKey(key))).json()) as Array<{ id: string; eventId: string; status: string }>;
    expect(log.filter((delivery) => delivery.status === 'delivered')).toHaveLength(bodies.length);
    const replayed = await fetch(`${GATEWAY}/api/v1/webhooks/deliveries/${log[0].id}/replay`, withKey(key, { method: 'POST' }));
    expect(replayed.status).toBeLessThan(300);
    await waitFor(async () => receiver.received.filter((delivery) => (JSON.parse(delivery.raw) as WebhookEventBody).id === log[0].eventId).length === 2, {
      what: 'the replay to arrive',
      timeoutMs: 30000,
    });

    // A revoked key stops working at once.
    expect((await call(GATEWAY, owner, `/api/keys/${created.id}`, { method: 'DELETE' })).status).toBe(204);
    expect((await fetch(`${GATEWAY}/api/v1/jobs`, withKey(key))).status).toBe(401);
  }, 360000);
});
