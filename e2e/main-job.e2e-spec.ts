import type { HealthReport, JobView } from '@reelmix/contracts';
import { PLACEMENTS, verifyOutputFully } from '@reelmix/media';
import { createObjectStorage, type ObjectStorage } from '@reelmix/storage';
import { waitFor } from '@reelmix/testing';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { Client } from 'pg';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { damageMiddle, makeClip, makeHostileFiles } from './fixtures/clips';
import { type Customer, signUpAndLogIn, withAuthRpc } from './fixtures/customer';
import { isolatedStackEnvironment, type StackEnvironment } from './fixtures/stack-env';
import { type StackRun, startStack, untilAllUp } from './fixtures/stack-process';
import { call, upload } from './fixtures/upload';
import { SEGMENT_CACHE_DIR_MARK } from '../services/render/src/worker/local-segment-cache';

const OFFSET = 21000;
const GATEWAY = `http://127.0.0.1:${8080 + OFFSET}`;
const RENDER_PORT = 3005 + OFFSET;

async function untilFinished(customer: Customer, jobId: string, timeoutMs = 240000): Promise<JobView> {
  return waitFor(
    async () => {
      const job = (await (await call(GATEWAY, customer, `/api/jobs/${jobId}`)).json()) as JobView;
      return job.status === 'completed' || job.status === 'failed' ? job : undefined;
    },
    { what: `job ${jobId} to finish`, timeoutMs, intervalMs: 500 },
  );
}

/** Events the jobs service recorded in its outbox about one job. */
async function eventsAbout(jobId: string): Promise<string[]> {
  const client = new Client({ connectionString: environment.env.DATABASE_URL });
  await client.connect();
  try {
    const { rows } = await client.query<{ event_name: string }>(
      `SELECT event_name FROM jobs.outbox WHERE payload->>'jobId' = $1`,
      [jobId],
    );
    return rows.map((row) => row.event_name);
  } finally {
    await client.end();
  }
}

async function objectsUnder(storage: ObjectStorage, prefix: string): Promise<string[]> {
  const keys: string[] = [];
  for await (const object of storage.list(prefix)) keys.push(object.key);
  return keys;
}

let environment: StackEnvironment;

describe('the main job through the gateway: upload, render every combination, download', () => {
  const dir = mkdtempSync(join(tmpdir(), 'reelmix-main-job-'));
  // What tasks leave behind; the worker's segment cache lives beside them for the worker's life.
  const taskWorkspaces = () => readdirSync(join(dir, 'render-tmp')).filter((name) => !name.includes(SEGMENT_CACHE_DIR_MARK));
  let stack: StackRun;
  let storage: ObjectStorage;
  let owner: Customer;
  let stranger: Customer;

  beforeAll(async () => {
    environment = await isolatedStackEnvironment(OFFSET);
    mkdirSync(join(dir, 'upload-tmp'));
    mkdirSync(join(dir, 'render-tmp'));
    stack = startStack({
      ...environment.env,
      // The gateway trusts exactly this origin for writes: the address the test calls.
      PUBLIC_URL: GATEWAY,
      STORAGE_DIR: join(dir, 'unused-storage'),
      UPLOAD_TMP_DIR: join(dir, 'upload-tmp'),
      RENDER_TMP_DIR: join(dir, 'render-tmp'),
    });
    await untilAllUp(GATEWAY, 'the stack to come up');
    storage = createObjectStorage({
      s3Endpoint: environment.s3.host,
      s3Port: environment.s3.port,
      s3UseSsl: false,
      s3AccessKey: environment.s3.accessKey,
      s3SecretKey: environment.s3.secretKey,
      s3Bucket: 'reelmix-e2e',
      s3Region: 'us-east-1',
      storageDir: '',
    });
    [owner, stranger] = await withAuthRpc(environment.amqpUrl, async (rpc) => [
      await signUpAndLogIn(rpc, GATEWAY),
      await signUpAndLogIn(rpc, GATEWAY),
    ]);
  }, 180000);

  afterAll(async () => {
    // The stack's own log, for reading after a failure.
    mkdirSync('test-output', { recursive: true });
    writeFileSync('test-output/main-job-stack.log', stack?.output() ?? '');
    if (stack?.child.exitCode === null) {
      stack.child.kill('SIGINT');
      await stack.exited;
    }
    await environment?.dispose();
    rmSync(dir, { recursive: true, force: true });
  });

  it('renders a 2x2x2 upload into 16 checked outputs, survives a killed render worker, and serves them to the owner only', async () => {
    const clips = {
      intro: [makeClip(dir, 'hook one.mp4'), makeClip(dir, 'hook-2.mov', { width: 480, height: 640, fps: 25 })],
      body: [makeClip(dir, 'body 1.webm', { codec: 'libvpx-vp9', audio: false }), makeClip(dir, 'body2.mkv', { fps: 24, width: 640, height: 360 })],
      cta: [makeClip(dir, 'cta.mp4', { audio: false }), makeClip(dir, 'cta two.avi', { codec: 'mpeg4' })],
    };
    const uploaded = await upload(GATEWAY, owner, clips);
    expect(uploaded.status).toBe(201);
    const job = uploaded.body as unknown as JobView;
    expect(job).toMatchObject({ status: 'pending', introVideos: ['hook one.mp4', 'hook-2.mov'], ctaVideos: ['cta.mp4', 'cta two.avi'] });

    const started = await call(GATEWAY, owner, `/api/process/${job.id}`, { method: 'POST' });
    expect(await started.json()).toEqual({ status: 'processing', backgroundProcessing: true });

    // Kill the render worker once it has started on the job; the supervisor starts it again.
    await waitFor(async () => {
      const progress = (await (await call(GATEWAY, owner, `/api/jobs/${job.id}`)).json()) as JobView;
      const { producedOutputs, expectedOutputs } = progress.counts;
      return progress.status === 'processing' && producedOutputs >= 1 && producedOutputs < expectedOutputs;
    }, { what: 'the job to be under way', timeoutMs: 120000 });
    const { pid } = (await fetch(`http://127.0.0.1:${RENDER_PORT}/health/live`).then((r) => r.json())) as { pid: number };
    process.kill(pid, 'SIGKILL');

    const finished = await untilFinished(owner, job.id);
    expect(finished.status).toBe('completed');
    expect(finished.progress).toBe(100);
    expect(finished.counts).toMatchObject({ expectedOutputs: 16, producedOutputs: 16 });
    expect(finished.outputVideos).toHaveLength(16);
    expect(await objectsUnder(storage, `outputs/${owner.id}/${job.id}/`)).toHaveLength(16);

    for (const path of finished.outputVideos) {
      const name = path.split('/').pop() as string;
      expect(name).toMatch(/^[0-9a-f-]{36}--h[12]-b[12]-c[12]_(9x16|4x5)\.mp4$/);
      const response = await call(GATEWAY, owner, path);
      expect(response.status).toBe(200);
      const file = join(dir, name);
      writeFileSync(file, Buffer.from(await response.arrayBuffer()));
      const placement = name.includes('9x16') ? PLACEMENTS['9:16'] : PLACEMENTS['4:5'];
      await verifyOutputFully(file, { durationSec: 3, width: placement.width, height: placement.height, fps: 30 });
      expect((await call(GATEWAY, stranger, path)).status).toBe(404);
    }

    const ranged = await call(GATEWAY, owner, finished.outputVideos[0], { headers: { Range: 'bytes=0-99' } });
    expect(ranged.status).toBe(206);
    expect(ranged.headers.get('content-range')).toMatch(/^bytes 0-99\/\d+$/);
    expect((await ranged.arrayBuffer()).byteLength).toBe(100);

    const zip = await call(GATEWAY, owner, `/api/jobs/${job.id}/download`);
    expect(zip.status).toBe(200);
    const zipPath = join(dir, 'job.zip');
    writeFileSync(zipPath, Buffer.from(await zip.arrayBuffer()));
    const entries = execFileSync('python3', ['-c', 'import sys,zipfile; print("\\n".join(zipfile.ZipFile(sys.argv[1]).namelist()))', zipPath])
      .toString()
      .trim()
      .split('\n');
    expect(entries).toHaveLength(17);
    expect(entries).toContain('manifest.csv');
    expect((await call(GATEWAY, stranger, `/api/jobs/${job.id}/download`)).status).toBe(404);
    expect((await call(GATEWAY, stranger, `/api/jobs/${job.id}`)).status).toBe(404);

    // The completion is announced (mail listens for it), and no temp file outlives its task.
    expect(await eventsAbout(job.id)).toContain('job.completed.v1');
    expect(readdirSync(join(dir, 'upload-tmp'))).toEqual([]);
    expect(taskWorkspaces()).toEqual([]);
  }, 300000);

  it('fails a job whose clip cannot be decoded, naming the clip, and announces it', async () => {
    const long = makeClip(dir, 'long.mp4', { seconds: 4, width: 640, height: 480 });
    const damaged = damageMiddle(long, join(dir, 'My Damaged Hook.mp4'));
    const good = makeClip(dir, 'fine.mp4');
    const uploaded = await upload(GATEWAY, owner, { intro: [damaged], body: [good], cta: [good] });
    expect(uploaded.status).toBe(201);
    const job = uploaded.body as unknown as JobView;
    await call(GATEWAY, owner, `/api/process/${job.id}`, { method: 'POST' });
    const finished = await untilFinished(owner, job.id, 120000);
    expect(finished.status).toBe('failed');
    expect(finished.progress).toBe(0);
    expect(finished.message).toContain('My Damaged Hook.mp4');
    expect(await eventsAbout(job.id)).toContain('job.failed.v1');
    // Tasks of the job already running finish on their own; then nothing is left behind.
    await waitFor(() => taskWorkspaces().length === 0, { what: 'the render workspaces to be removed', timeoutMs: 60000 });
  }, 180000);

  it('refuses hostile files cleanly, leaving nothing stored and every service up', async () => {
    const good = makeClip(dir, 'good.mp4');
    const hostile = makeHostileFiles(dir, good);
    const storedBefore = await objectsUnder(storage, `sources/${owner.id}/`);
    for (const [name, path] of Object.entries(hostile)) {
      const answer = await upload(GATEWAY, owner, { intro: [good], body: [{ path, name }], cta: [good] });
      expect({ name, status: answer.status }).toEqual({ name, status: expect.any(Number) });
      expect(answer.status).toBeGreaterThanOrEqual(400);
      expect(answer.status).toBeLessThan(500);
      expect(String(answer.body.error)).toContain(name);
    }
    const stored = await objectsUnder(storage, `sources/${owner.id}/`);
    const report = (await fetch(`${GATEWAY}/api/health`).then((r) => r.json())) as HealthReport;
    expect(report.status).toBe('up');
    expect(stored).toEqual(storedBefore);
  }, 120000);

  it('keeps odd file names as display names only', async () => {
    const good = makeClip(dir, 'plain.mp4');
    const answer = await upload(GATEWAY, owner, {
      intro: [{ path: good, name: '../../etc/passwd.mp4' }],
      body: [{ path: good, name: 'body 🎬 final.mp4' }],
      cta: [good],
    });
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({ introVideos: ['passwd.mp4'], bodyVideos: ['body 🎬 final.mp4'] });
  }, 60000);

  it('enforces the free plan limits with the spec messages', async () => {
    const good = makeClip(dir, 'limit.mp4');
    const four = [good, good, good, good];
    const tooMany = await upload(GATEWAY, owner, { intro: four, body: [good], cta: [good] });
    expect(tooMany.status).toBe(400);
    expect(String(tooMany.body.error)).toContain('Too Many Files: Maximum 3 files allowed for the intro videos');
    const missing = await upload(GATEWAY, owner, { intro: [good], body: [good] });
    expect(missing.body.error).toBe('At least one CTA video is required');
  }, 60000);
});
