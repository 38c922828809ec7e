// The product as its images run it: the nine images `npm run images` builds, started as
// containers against this machine's PostgreSQL and RabbitMQ and an S3 server on loopback. Needs a
// container engine; without one the file says why and skips (npm test builds the images first
// wherever one answers, and CI installs podman).
import { PLACEMENTS } from '@reelmix/contracts';
import type { JobView } from '@reelmix/contracts';
import { verifyOutputFully } from '@reelmix/media';
import { SmtpCapture, waitFor } from '@reelmix/testing';
import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { findContainerEngine, hasImage, type ContainerEngine } from '../tools/containers/container-engine';
import { containerEnv } from '../tools/containers/container-env';
import { CONTAINER_PORTS, CONTAINER_SERVICES, ContainerStack, imageOf } from '../tools/containers/container-stack';
import { makeClip } from './fixtures/clips';
import type { Customer } from './fixtures/customer';
import { frameStats } from './fixtures/frames';
import { registerWithTestCard } from './fixtures/registration';
import { isolatedStackEnvironment, type StackEnvironment } from './fixtures/stack-env';
import { untilAllUp } from './fixtures/stack-process';
import { call, upload } from './fixtures/upload';
import { STACK_PORT_OFFSETS, EXTRA_STACK_PORTS } from './fixtures/service-ports';

const OFFSET = STACK_PORT_OFFSETS.containersE2e;
/** The second render worker's port: on the host's network each process needs its own. */
const SECOND_RENDER_PORT = CONTAINER_PORTS.render + EXTRA_STACK_PORTS.secondRenderGap + OFFSET;

const found = findContainerEngine();
const engine: ContainerEngine | undefined = 'missing' in found ? undefined : found;
if (!engine) console.log(`[containers] skipped: ${'missing' in found ? found.missing : ''}`);
const describeWithEngine = engine ? describe : describe.skip;

/** Render tasks a worker has finished, read from its own /metrics. */
async function tasksDoneBy(port: number): Promise<number> {
  const text = await fetch(`http://127.0.0.1:${port}/metrics`).then((r) => r.text(), () => '');
  return text
    .split('\n')
    .filter((line) => line.startsWith('reelmix_render_task_seconds_count{'))
    .reduce((sum, line) => sum + Number(line.split(' ').pop()), 0);
}

describeWithEngine('the stack in containers: the images run the main job', () => {
  const dir = mkdtempSync(join(tmpdir(), 'reelmix-containers-e2e-'));
  let smtp: SmtpCapture;
  let environment: StackEnvironment;
  let stack: ContainerStack;
  let customer: Customer;

  beforeAll(async () => {
    const absent = CONTAINER_SERVICES.map(imageOf).filter((image) => !hasImage(engine!, image));
    if (absent.length > 0) throw new Error(`images missing: ${absent.join(', ')}; build them with npm run images`);
    smtp = new SmtpCapture(await SmtpCapture.freePort());
    await smtp.start();
    environment = await isolatedStackEnvironment(OFFSET);
    stack = new ContainerStack({
      engine: engine!,
      portOffset: OFFSET,
      prefix: `reelmix-e2e-${randomUUID().slice(0, 8)}`,
      env: containerEnv({
        environment,
        publicUrl: `http://127.0.0.1:${8080 + OFFSET}`,
        admin: { email: 'containers-admin@example.com', password: 'containers admin password' },
        smtp: { host: '127.0.0.1', port: smtp.port, requireTls: false }, // the capture server offers no STARTTLS
      }),
    });
    await stack.startAll();
    await stack.start('render', 'render-2', SECOND_RENDER_PORT);
    await untilAllUp(stack.gateway, 'every container to report up', 180000);
    const email = `containers-${randomUUID()}@example.com`;
    const registered = await registerWithTestCard(stack.gateway, email, 'a decent password');
    customer = { id: registered.userId, email, cookie: registered.cookie };
  }, 300000);

  afterAll(async () => {
    mkdirSync('test-output', { recursive: true });
    writeFileSync('test-output/containers-stack.log', (await stack?.allLogs()) ?? '');
    await stack?.removeAll();
    await environment?.dispose();
    await smtp?.stop();
    rmSync(dir, { recursive: true, force: true });
  }, 60000);

  it('registers with the test card, renders mixed clips on two render containers, rides out a SIGTERM, and mails the result', async () => {
    const gateway = stack.gateway;
    const uploaded = await upload(
      gateway,
      customer,
      {
        intro: [makeClip(dir, 'landscape hook.mp4', { width: 640, height: 360, seconds: 2 }), makeClip(dir, 'portrait-hook.mov', { width: 360, height: 640, fps: 25, audio: false })],
        body: [makeClip(dir, 'body.webm', { codec: 'libvpx-vp9', seconds: 2 }), makeClip(dir, 'square body.mkv', { width: 480, height: 480, fps: 24, audio: false })],
        cta: [makeClip(dir, 'cta.mp4', { seconds: 1 })],
      },
      { placements: '9:16' },
    );
    // The uploads image probes every clip with ffprobe: a refusal here means it lacks ffmpeg.
    expect(uploaded.status).toBe(201);
    const job = uploaded.body as unknown as JobView;
    expect(await (await call(gateway, customer, `/api/process/${job.id}`, { method: 'POST' })).json()).toMatchObject({ status: 'processing' });

    // Both workers take tasks from the one queue; then the second is stopped as Kubernetes stops a pod.
    await waitFor(async () => (await tasksDoneBy(CONTAINER_PORTS.render + OFFSET)) > 0 && (await tasksDoneBy(SECOND_RENDER_PORT)) > 0, {
      what: 'both render containers to finish a task',
      timeoutMs: 180000,
      intervalMs: 500,
    });
    const midway = (await (await call(gateway, customer, `/api/jobs/${job.id}`)).json()) as JobView;
    expect(midway.status).toBe('processing');
    await stack.signal('render-2', 'TERM');
    expect(await stack.exitCode('render-2', 30000)).toBe(0);

    const finished = await waitFor(
      async () => {
        const view = (await (await call(gateway, customer, `/api/jobs/${job.id}`)).json()) as JobView;
        return view.status === 'completed' || view.status === 'failed' ? view : undefined;
      },
      { what: 'the job to finish', timeoutMs: 300000, intervalMs: 1000 },
    );
    expect(finished.status).toBe('completed');
    expect(finished.counts).toMatchObject({ expectedOutputs: 4 * 1, producedOutputs: 4 });
    // Every output made once, whichever worker made it: one "stored" announcement per video.
    const database = new Client({ connectionString: environment.env.DATABASE_URL });
    await database.connect();
    const stored = await database
      .query<{ name: string }>(`SELECT payload->>'fileName' AS name FROM jobs.outbox WHERE payload->>'jobId' = $1 AND event_name = 'job.output-stored.v1'`, [job.id])
      .finally(() => database.end());
    const names = stored.rows.map((row) => row.name);
    expect(names).toHaveLength(4);
    expect(new Set(names).size).toBe(4);

    // An output downloaded and decoded: the placement's size, sound throughout, a real picture.
    const path = finished.outputVideos[0];
    const response = await call(gateway, customer, path);
    expect(response.status).toBe(200);
    const file = join(dir, 'output.mp4');
    writeFileSync(file, Buffer.from(await response.arrayBuffer()));
    await verifyOutputFully(file, { durationSec: 5, width: PLACEMENTS['9:16'].width, height: PLACEMENTS['9:16'].height, fps: 30 });
    expect(frameStats(file, 0.5).nearBlack).toBeLessThan(0.9);

    // The "videos are ready" mail reaches SMTP; the dev mailbox is never served by an image.
    await waitFor(() => smtp.messages.some((mail) => mail.to.includes(customer.email) && /ready/i.test(mail.subject)), {
      what: 'the videos-ready e-mail',
      timeoutMs: 60000,
      intervalMs: 500,
    });
    expect((await fetch(`${gateway}/api/dev/mailbox`)).status).toBe(404);

    // The stopped worker replaced from its image comes back up.
    await stack.replace('render-2');
    await waitFor(() => fetch(`http://127.0.0.1:${SECOND_RENDER_PORT}/health/ready`).then((r) => r.ok, () => false), {
      what: 'the replaced render container to be ready',
      timeoutMs: 60000,
      intervalMs: 500,
    });
  }, 600000);
});
