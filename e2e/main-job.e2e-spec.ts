import { bundleFileName, jobLabel, PLACEMENTS } from '@reelmix/contracts';
import type { ClipFramingView, ClipLibraryView, HealthReport, JobFramingView, JobPlanView, JobView, LibraryClip } from '@reelmix/contracts';
import { verifyOutputFully } from '@reelmix/media';
import { createObjectStorage, type ObjectStorage } from '@reelmix/storage';
import { waitFor } from '@reelmix/testing';
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { Client } from 'pg';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { damageMiddle, makeClip, makeHostileFiles, makeTwoColourClip } from './fixtures/clips';
import { frameStats } from './fixtures/frames';
import { type Customer, signUpAndLogIn, withAuthRpc } from './fixtures/customer';
import { isolatedStackEnvironment, type StackEnvironment } from './fixtures/stack-env';
import { type StackRun, startStack, untilAllUp } from './fixtures/stack-process';
import { call, upload } from './fixtures/upload';
import { SEGMENT_CACHE_DIR_MARK } from '../services/render/src/worker/local-segment-cache';
import { STACK_PORT_OFFSETS } from './fixtures/service-ports';

const OFFSET = STACK_PORT_OFFSETS.mainJobE2e;
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

/** The file names the job's completion event carried (what the mail links to). */
async function completedFileNames(jobId: string): Promise<string[]> {
  const client = new Client({ connectionString: environment.env.DATABASE_URL });
  await client.connect();
  try {
    const { rows } = await client.query<{ names: string[] }>(
      `SELECT payload->'fileNames' AS names FROM jobs.outbox WHERE payload->>'jobId' = $1 AND event_name = 'job.completed.v1'`,
      [jobId],
    );
    return rows[0]?.names ?? [];
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
  }, 300000);

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
    // Each video with its thumbnail.
    expect(await objectsUnder(storage, `outputs/${owner.id}/${job.id}/`)).toHaveLength(32);

    for (const path of finished.outputVideos) {
      const name = path.split('/').pop() as string;
      expect(name).toMatch(new RegExp(`^[0-9a-f-]{36}--j${job.number}-h[12]-b[12]-c[12]_(9x16|4x5)\\.mp4$`));
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
    // Named after the job: its label (the customer's job number) and its name, the day and first hook.
    const label = jobLabel(job.number);
    expect(zip.headers.get('content-disposition')).toBe(`attachment; filename="${bundleFileName(job)}"`);
    expect(bundleFileName(job)).toMatch(new RegExp(`^reelmix-${label}-\\d{4}-\\d{2}-\\d{2}-`));
    const zipPath = join(dir, 'job.zip');
    writeFileSync(zipPath, Buffer.from(await zip.arrayBuffer()));
    const entries = execFileSync('python3', ['-c', 'import sys,zipfile; print("\\n".join(zipfile.ZipFile(sys.argv[1]).namelist()))', zipPath])
      .toString()
      .trim()
      .split('\n');
    // Laid out for an ads manager: a folder per placement, ten videos at most per folder, each
    // video with its thumbnail, the manifest as CSV and JSON.
    expect(entries).toHaveLength(16 * 2 + 2);
    expect(entries).toEqual(expect.arrayContaining(['manifest.csv', 'manifest.json']));
    const videos = entries.filter((entry) => entry.endsWith('.mp4'));
    expect(videos).toHaveLength(16);
    for (const video of videos) {
      expect(video).toMatch(new RegExp(`^(9x16|4x5)/01-10/${label}-h[12]-b[12]-c[12]_\\1\\.mp4$`));
      expect(entries).toContain(video.replace(/\.mp4$/, '.jpg'));
    }
    const thumbnail = execFileSync('python3', ['-c', 'import sys,zipfile; sys.stdout.buffer.write(zipfile.ZipFile(sys.argv[1]).read(sys.argv[2]))', zipPath, videos[0].replace(/\.mp4$/, '.jpg')]);
    writeFileSync(join(dir, 'thumbnail.jpg'), thumbnail);
    const size = execFileSync('ffprobe', ['-v', 'error', '-show_entries', 'stream=width,height', '-of', 'csv=p=0', join(dir, 'thumbnail.jpg')]).toString().trim();
    expect(size).toBe(videos[0].includes('9x16') ? '1080,1920' : '1080,1350');
    expect((await call(GATEWAY, stranger, `/api/jobs/${job.id}/download`)).status).toBe(404);
    // A selection: those videos only, in the same layout; a name the job lacks is refused.
    const selection = await call(GATEWAY, owner, `/api/jobs/${job.id}/download?files=${label}-h1-b1-c1_9x16.mp4,${label}-h2-b2-c2_4x5.mp4`);
    writeFileSync(join(dir, 'selection.zip'), Buffer.from(await selection.arrayBuffer()));
    const selected = execFileSync('python3', ['-c', 'import sys,zipfile; print("\\n".join(zipfile.ZipFile(sys.argv[1]).namelist()))', join(dir, 'selection.zip')]).toString().trim().split('\n');
    expect(selected.filter((entry) => entry.endsWith('.mp4')).sort()).toEqual([`4x5/01-10/${label}-h2-b2-c2_4x5.mp4`, `9x16/01-10/${label}-h1-b1-c1_9x16.mp4`]);
    expect((await call(GATEWAY, owner, `/api/jobs/${job.id}/download?files=${label}-h9-b1-c1_9x16.mp4`)).status).toBe(404);
    // Each output's parts, whatever its name says.
    expect(finished.outputs?.find((output) => output.fileName === `${label}-h2-b1-c2_4x5.mp4`)).toMatchObject({ intro: 2, body: 1, cta: 2, placement: '4:5' });
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
  }, 300000);

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

  it("previews every clip in every placement with its framing, keeps the buyer's focus and renders with it", async () => {
    const landscape = makeTwoColourClip(dir, 'wide hook.mp4', { width: 640, height: 360 });
    const portrait = makeClip(dir, 'tall body.mp4', { width: 360, height: 640, seconds: 2 });
    const uploaded = await upload(GATEWAY, owner, { intro: [landscape], body: [portrait], cta: [portrait] }, { placements: '9:16' });
    expect(uploaded.status).toBe(201);
    const job = uploaded.body as unknown as JobView;

    const framing = (await (await call(GATEWAY, owner, `/api/jobs/${job.id}/framing`)).json()) as JobFramingView;
    expect(framing).toMatchObject({ framing: 'auto', placements: ['9:16'], editable: true });
    expect(framing.clips.map((clip) => [clip.id, clip.width, clip.height, clip.previewable, clip.placements[0].mode])).toEqual([
      ['intro-1', 640, 360, true, 'blur'],
      ['body-1', 360, 640, true, 'fill'],
      ['cta-1', 360, 640, true, 'fill'],
    ]);

    // The default framing of a landscape clip in 9:16: the frame is filled, not barred.
    const preview = await call(GATEWAY, owner, `/api/jobs/${job.id}/clips/intro-1/preview?placement=9x16`);
    expect(preview.status).toBe(200);
    expect(preview.headers.get('content-type')).toBe('image/jpeg');
    writeFileSync(join(dir, 'preview-blur.jpg'), Buffer.from(await preview.arrayBuffer()));
    const blurred = frameStats(join(dir, 'preview-blur.jpg'));
    expect(blurred).toMatchObject({ width: 540, height: 960 });
    expect(blurred.nearBlack).toBeLessThan(0.05);
    // Bars, asked for by the query without being saved, are what the preview shows then.
    const barred = await call(GATEWAY, owner, `/api/jobs/${job.id}/clips/intro-1/preview?placement=9x16&framing=fit`);
    writeFileSync(join(dir, 'preview-fit.jpg'), Buffer.from(await barred.arrayBuffer()));
    expect(frameStats(join(dir, 'preview-fit.jpg')).nearBlack).toBeGreaterThan(0.5);

    // The buyer fills the frame from the clip's left (red) half.
    const changed = await call(GATEWAY, owner, `/api/jobs/${job.id}/clips/intro-1/framing`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ placement: '9:16', framing: 'fill', focus: { x: 0, y: 0.5 } }),
    });
    expect(changed.status).toBe(200);
    expect(((await changed.json()) as ClipFramingView).placements[0]).toEqual({ placement: '9:16', choice: 'fill', mode: 'fill', focus: { x: 0, y: 0.5 }, overridden: true });
    const saved = await call(GATEWAY, owner, `/api/jobs/${job.id}/clips/intro-1/preview?placement=9x16`);
    writeFileSync(join(dir, 'preview-fill.jpg'), Buffer.from(await saved.arrayBuffer()));
    const filled = frameStats(join(dir, 'preview-fill.jpg'));
    expect(filled.red).toBeGreaterThan(200);
    expect(filled.blue).toBeLessThan(40);

    // Refusals: a placement the job does not render, another customer, an unknown clip.
    const putFraming = (who: Customer, clip: string, body: unknown) =>
      call(GATEWAY, who, `/api/jobs/${job.id}/clips/${clip}/framing`, { method: 'PUT', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
    expect((await putFraming(owner, 'body-1', { placement: '1:1', framing: 'fit' })).status).toBe(400);
    expect((await putFraming(owner, 'body-1', { placement: '9:16', framing: 'fill', focus: { x: 2, y: 0 } })).status).toBe(400);
    expect((await putFraming(owner, 'body-9', { placement: '9:16', framing: 'fit' })).status).toBe(404);
    expect((await putFraming(stranger, 'body-1', { placement: '9:16', framing: 'fit' })).status).toBe(404);
    expect((await call(GATEWAY, stranger, `/api/jobs/${job.id}/framing`)).status).toBe(404);
    expect((await call(GATEWAY, stranger, `/api/jobs/${job.id}/clips/intro-1/preview?placement=9x16`)).status).toBe(404);

    expect((await call(GATEWAY, owner, `/api/process/${job.id}`, { method: 'POST' })).ok).toBe(true);
    expect((await putFraming(owner, 'body-1', { placement: '9:16', framing: 'fit' })).status).toBe(409);
    const finished = await untilFinished(owner, job.id);
    expect(finished.status).toBe('completed');
    const [output] = finished.outputVideos;
    const file = join(dir, 'framed.mp4');
    writeFileSync(file, Buffer.from(await (await call(GATEWAY, owner, output)).arrayBuffer()));
    // The hook's frame in the output is what the preview showed: the red half, edge to edge.
    const rendered = frameStats(file, 1);
    expect(rendered).toMatchObject({ width: 1080, height: 1920 });
    expect(rendered.nearBlack).toBeLessThan(0.05);
    expect(rendered.red).toBeGreaterThan(200);
    expect(rendered.blue).toBeLessThan(40);
  }, 240000);

  it('renders only the combinations the plan chooses, named by its template, and refuses what it cannot use', async () => {
    const hook = makeClip(dir, 'Hook Été.mp4', { seconds: 1 });
    const body = makeClip(dir, 'body.mp4', { seconds: 1 });
    const uploaded = await upload(GATEWAY, owner, { intro: [hook, hook], body: [body, body], cta: [body] }, { placements: '9:16' });
    const job = uploaded.body as unknown as JobView;
    const putPlan = (settings: unknown) =>
      call(GATEWAY, owner, `/api/jobs/${job.id}/plan`, { method: 'PUT', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(settings) });

    const initial = (await (await call(GATEWAY, owner, `/api/jobs/${job.id}/plan`)).json()) as JobPlanView;
    expect(initial.counts).toEqual({ all: 4, chosen: 4, placements: 1, outputs: 4, toRender: 4 });
    expect(initial.exampleNames).toEqual([`j${job.number}-h1-b1-c1_9x16.mp4`]);

    const bad = await putPlan({ exclusions: ['h3-b1'], duration: null, balanced: null, nameTemplate: 'h{h}-b{b}-c{c}_{ratio}' });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { message: string }).message).toContain('hook 3');
    const planned = await putPlan({ exclusions: ['h2-b1'], duration: null, balanced: null, nameTemplate: '{hook}_{h}{b}_{ratio}' });
    expect(planned.status).toBe(200);
    const view = (await planned.json()) as JobPlanView;
    expect(view.counts).toMatchObject({ chosen: 3, outputs: 3 });
    expect(view.combinations.find((c) => c.intro === 2 && c.body === 1)).toMatchObject({ chosen: false, leftOut: { reason: 'rule', rules: ['h2-b1'] } });
    expect((await call(GATEWAY, stranger, `/api/jobs/${job.id}/plan`)).status).toBe(404);

    expect((await call(GATEWAY, owner, `/api/process/${job.id}`, { method: 'POST' })).ok).toBe(true);
    expect((await putPlan(view.settings)).status).toBe(409);
    const finished = await untilFinished(owner, job.id);
    expect(finished.counts).toMatchObject({ expectedOutputs: 3, producedOutputs: 3 });
    expect(finished.outputVideos.map((path) => path.split('--').pop()).sort()).toEqual(['Hook-Ete_11_9x16.mp4', 'Hook-Ete_12_9x16.mp4', 'Hook-Ete_22_9x16.mp4']);
    // The completion mail's links come from the event itself.
    expect(await completedFileNames(job.id)).toEqual(['Hook-Ete_11_9x16.mp4', 'Hook-Ete_12_9x16.mp4', 'Hook-Ete_22_9x16.mp4']);

    // Rendering the rest later: the same plan keeps the job finished; dropping the rule reopens it for the one left out.
    expect(((await (await putPlan(view.settings)).json()) as JobPlanView).counts.toRender).toBe(0);
    expect(((await (await call(GATEWAY, owner, `/api/jobs/${job.id}`)).json()) as JobView).status).toBe('completed');
    const rest = (await (await putPlan({ ...view.settings, exclusions: [] })).json()) as JobPlanView;
    expect(rest.counts).toMatchObject({ chosen: 4, toRender: 1 });
    expect((await call(GATEWAY, owner, `/api/process/${job.id}`, { method: 'POST' })).ok).toBe(true);
    const whole = await untilFinished(owner, job.id);
    expect(whole.outputVideos.map((path) => path.split('--').pop()).sort()).toEqual(['Hook-Ete_11_9x16.mp4', 'Hook-Ete_12_9x16.mp4', 'Hook-Ete_21_9x16.mp4', 'Hook-Ete_22_9x16.mp4']);
  }, 300000);

  it('keeps uploads in the clip library, adds a hook to a finished job rendering only the new combinations, and deletes a clip with its outputs', async () => {
    const clips = {
      intro: [makeClip(dir, 'lib hook 1.mp4', { width: 336 }), makeClip(dir, 'lib hook 2.mp4', { width: 352 })],
      body: [makeClip(dir, 'lib body.mp4', { width: 368 })],
      cta: [makeClip(dir, 'lib cta.mp4', { height: 480, width: 270 })],
    };
    const job = (await upload(GATEWAY, owner, clips, { placements: '9:16' })).body as unknown as JobView;
    expect((await call(GATEWAY, owner, `/api/process/${job.id}`, { method: 'POST' })).ok).toBe(true);
    const first = await untilFinished(owner, job.id);
    expect(first.counts).toMatchObject({ expectedOutputs: 2, producedOutputs: 2 });
    const bytesOf = async (path: string) => createHash('sha256').update(Buffer.from(await (await call(GATEWAY, owner, path)).arrayBuffer())).digest('hex');
    const firstHashes = await Promise.all(first.outputVideos.map(bytesOf));

    // Every uploaded clip is in the library, with its poster, shape and use.
    const library = async (customer: Customer) => ((await (await call(GATEWAY, customer, '/api/clips')).json()) as ClipLibraryView).clips;
    const mine = (await library(owner)).filter((clip) => clip.originalName.startsWith('lib '));
    expect(mine.map((clip) => clip.originalName).sort()).toEqual(['lib body.mp4', 'lib cta.mp4', 'lib hook 1.mp4', 'lib hook 2.mp4']);
    expect(mine.find((clip) => clip.originalName === 'lib cta.mp4')).toMatchObject({ section: 'cta', orientation: 'portrait', jobCount: 1 });
    const hookOne = mine.find((clip) => clip.originalName === 'lib hook 1.mp4') as LibraryClip;
    const poster = await call(GATEWAY, owner, hookOne.posterUrl as string);
    expect(poster.headers.get('content-type')).toBe('image/jpeg');
    expect((await call(GATEWAY, stranger, hookOne.posterUrl as string)).status).toBe(404);
    expect(await library(stranger)).toEqual([]);

    // A label given in the library names the part in the job: uploads tells jobs through its outbox.
    const relabel = (customer: Customer, label: string | null) =>
      call(GATEWAY, customer, `/api/clips/${hookOne.id}`, { method: 'PATCH', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ label }) });
    expect((await relabel(stranger, 'Not yours')).status).toBe(404);
    expect(await (await relabel(owner, ' UGC Sarah v3 ')).json()).toMatchObject({ id: hookOne.id, label: 'UGC Sarah v3' });
    const labelledJob = await waitFor(
      async () => {
        const view = (await (await call(GATEWAY, owner, `/api/jobs/${job.id}`)).json()) as JobView;
        return view.clipLabels?.intro[0] === 'UGC Sarah v3' ? view : undefined;
      },
      { what: 'the label to reach the job', timeoutMs: 20000, intervalMs: 200 },
    );
    expect(labelledJob.introVideos).toEqual(first.introVideos);
    expect(labelledJob.outputVideos).toEqual(first.outputVideos);

    // Add a hook to the finished job: only its combination is normalised and joined.
    const requestedBefore = await eventsAbout(job.id);
    const form = new FormData();
    form.append('intro', new Blob([readFileSync(makeClip(dir, 'lib hook 3.mp4', { width: 384 }))]), 'lib hook 3.mp4');
    const added = await call(GATEWAY, owner, `/api/jobs/${job.id}/clips`, { method: 'POST', body: form });
    expect(added.status).toBe(200);
    expect(await added.json()).toMatchObject({ status: 'pending', introVideos: ['lib hook 1.mp4', 'lib hook 2.mp4', 'lib hook 3.mp4'], outputVideos: first.outputVideos });
    expect((await call(GATEWAY, owner, `/api/process/${job.id}`, { method: 'POST' })).ok).toBe(true);
    const second = await untilFinished(owner, job.id);
    expect(second.counts).toMatchObject({ expectedOutputs: 3, producedOutputs: 3 });
    // The outbox lists a job's events in no set order: the second run's are what the counts grew by.
    const requestedAfter = await eventsAbout(job.id);
    const grownBy = (name: string) => requestedAfter.filter((event) => event === name).length - requestedBefore.filter((event) => event === name).length;
    expect(grownBy('render.normalise.requested.v1')).toBe(1);
    expect(grownBy('render.combine.requested.v1')).toBe(1);
    expect(await Promise.all(first.outputVideos.map(bytesOf))).toEqual(firstHashes);
    expect(second.outputVideos).toEqual(expect.arrayContaining(first.outputVideos));

    const hookThree = (await library(owner)).find((clip) => clip.originalName === 'lib hook 3.mp4') as LibraryClip;
    expect(hookThree).toMatchObject({ section: 'intro', jobCount: 1 });

    // Deleting the added hook takes its output with it; the rest of the job stays.
    expect((await call(GATEWAY, stranger, `/api/clips/${hookThree.id}`, { method: 'DELETE' })).status).toBe(404);
    const deleted = await call(GATEWAY, owner, `/api/clips/${hookThree.id}`, { method: 'DELETE' });
    expect(await deleted.json()).toEqual({ deleted: true, removedOutputs: 1, changedJobs: 1 });
    const after = (await (await call(GATEWAY, owner, `/api/jobs/${job.id}`)).json()) as JobView;
    expect(after.outputVideos.sort()).toEqual([...first.outputVideos].sort());
    expect(after.removedClips).toEqual(['intro-3']);
    expect((await call(GATEWAY, owner, `/api/clips/${hookThree.id}`, { method: 'DELETE' })).status).toBe(404);
    expect(await objectsUnder(storage, `outputs/${owner.id}/${job.id}/`)).toHaveLength(4);

    // A new job from library clips alone uploads nothing.
    const sources = await objectsUnder(storage, `sources/${owner.id}/`);
    const body = mine.find((clip) => clip.section === 'body') as LibraryClip;
    const cta = mine.find((clip) => clip.section === 'cta') as LibraryClip;
    const reused = await upload(GATEWAY, owner, {}, { intro: hookOne.id, body: body.id, cta: cta.id, placements: '9:16' });
    expect(reused.status).toBe(201);
    expect(reused.body).toMatchObject({ introVideos: ['lib hook 1.mp4'], bodyVideos: ['lib body.mp4'], ctaVideos: ['lib cta.mp4'] });
    expect(await objectsUnder(storage, `sources/${owner.id}/`)).toEqual(sources);
    expect((await upload(GATEWAY, stranger, {}, { intro: hookOne.id, body: body.id, cta: cta.id })).status).toBe(400);
    // A free library lists the latest job's clips; the rest are kept for Pro's history.
    expect((await library(owner)).map((clip) => clip.originalName).sort()).toEqual(['lib body.mp4', 'lib cta.mp4', 'lib hook 1.mp4']);
    expect((await library(owner)).find((clip) => clip.id === hookOne.id)).toMatchObject({ jobCount: 2 });
  }, 240000);

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
