import { execFile, spawn } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { DEMO_OUTPUTS, DEMO_PARTS } from '../../web/src/features/demo/demo-reel';

/*
 * The build's demo step as the build runs it: the shipped clips through `npm run render`'s CLI
 * into the web bundle, each output exactly as long as its parts, and nothing rendered again while
 * the clips have not changed.
 */

const root = resolve(__dirname, '../..');
const FRAME_SEC = 1 / 30;
let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'render-demo-'));
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

function renderDemo(): Promise<{ code: number | null; stdout: string }> {
  return new Promise((resolvePromise, reject) => {
    const args = [join(root, 'tools/demo/render-demo.mjs'), '--work', join(dir, 'work'), '--bundle', join(dir, 'bundle')];
    const child = spawn(process.execPath, args, { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] });
    let stdout = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolvePromise({ code, stdout }));
  });
}

async function durations(file: string): Promise<{ format: number; video: number; audio: number }> {
  const { stdout } = await promisify(execFile)('ffprobe', ['-v', 'error', '-show_entries', 'format=duration:stream=codec_type,duration', '-of', 'json', file]);
  const probe = JSON.parse(stdout) as { format: { duration: string }; streams: Array<{ codec_type: string; duration: string }> };
  const stream = (type: string) => Number(probe.streams.find((entry) => entry.codec_type === type)?.duration);
  return { format: Number(probe.format.duration), video: stream('video'), audio: stream('audio') };
}

it('renders every combination of the shipped clips into the bundle, each as long as its parts', async () => {
  const first = await renderDemo();
  expect(first.code).toBe(0);

  const published = (await readdir(join(dir, 'bundle/demo'))).sort();
  const parts = [...DEMO_PARTS.intro, ...DEMO_PARTS.body, ...DEMO_PARTS.cta];
  // The page's players and posters name these files.
  const expected = [...DEMO_OUTPUTS.flatMap((output) => [output.src, output.poster]), ...parts.flatMap((part) => [part.src, part.poster])];
  expect(published).toEqual(expected.map((path) => path.replace('/demo/', '')).sort());

  for (const output of DEMO_OUTPUTS) {
    const sum = output.parts.reduce((total, part) => total + part.seconds, 0);
    const measured = await durations(join(dir, 'bundle/demo', output.name));
    // The silent hook gets a silent track: every output has sound for its whole length.
    expect({ name: output.name, ...measured }).toEqual({
      name: output.name,
      format: expect.closeTo(sum, 1) as number,
      video: expect.closeTo(sum, 1) as number,
      audio: expect.closeTo(sum, 1) as number,
    });
    for (const value of Object.values(measured)) expect(Math.abs(value - sum)).toBeLessThanOrEqual(FRAME_SEC);
  }
}, 600_000);

it('renders nothing again while the clips are older than the outputs', async () => {
  const output = join(dir, 'work/render', DEMO_OUTPUTS[0].name);
  expect(existsSync(output)).toBe(true);
  const madeAt = statSync(output).mtimeMs;

  const again = await renderDemo();

  expect(again.code).toBe(0);
  expect(again.stdout).toContain(`[demo] ${DEMO_OUTPUTS.length} videos up to date`);
  expect(statSync(output).mtimeMs).toBe(madeAt);
}, 60_000);
