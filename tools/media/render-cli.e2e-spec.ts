import { spawn } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { makeClip } from '../../libs/media/test/clip-fixtures';

/*
 * `npm run render` as a user runs it: the launcher compiles and runs the CLI, which answers with
 * its exit codes (0 done, 1 a clip refused, 2 bad arguments), the manifest and the summary.
 */

const root = resolve(__dirname, '../..');
let dir: string;
let clip: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'render-cli-'));
  clip = await makeClip(dir, 'clip.mp4', { seconds: 0.5 });
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

function render(args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(process.execPath, [join(root, 'tools/media/run.mjs'), 'render-cli', ...args], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolvePromise({ code, stdout, stderr }));
  });
}

it('renders every combination with a manifest and a summary, exit 0', async () => {
  const out = join(dir, 'out');
  const result = await render(['--intro', clip, clip, '--body', clip, '--cta', clip, '--out', out, '--placements', '1:1']);
  expect(result.stderr).toContain('combining   [##############################] 100% 2/2');
  expect(result.stdout).toContain('Rendered 2 videos (2 intro x 1 body x 1 cta x 1 placement)');
  expect(result.code).toBe(0);
  expect((await readdir(out)).sort()).toEqual(['h1-b1-c1_1x1.mp4', 'h2-b1-c1_1x1.mp4', 'manifest.csv']);
  expect(await readFile(join(out, 'manifest.csv'), 'utf8')).toContain('h2-b1-c1_1x1.mp4,clip.mp4,clip.mp4,clip.mp4,1:1,1.500,1080,1080,');
});

it('names every refused clip with its reason, exit 1', async () => {
  const text = join(dir, 'notes.mov');
  await writeFile(text, 'not a video\n');
  const empty = join(dir, 'empty.mp4');
  await writeFile(empty, '');
  const result = await render(['--intro', text, '--body', clip, '--cta', empty, '--out', join(dir, 'refused')]);
  expect(result.code).toBe(1);
  expect(result.stderr).toContain(`intro ${text}: is a text file, not a video`);
  expect(result.stderr).toContain(`cta ${empty}: is empty`);
});

it('explains bad arguments with the usage, exit 2', async () => {
  const result = await render(['--intro', clip, '--body', clip, '--out', join(dir, 'x')]);
  expect(result.code).toBe(2);
  expect(result.stderr).toContain('render: At least one --cta file is required');
  expect(result.stderr).toContain('Usage: npm run render');
});
