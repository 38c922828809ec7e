import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { copyFile, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
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
  expect((await readdir(out)).sort()).toEqual(['.reelmix-render.json', '.reelmix-segments', 'h1-b1-c1_1x1.mp4', 'h2-b1-c1_1x1.mp4', 'manifest.csv']);
  expect(await readFile(join(out, 'manifest.csv'), 'utf8')).toContain('h2-b1-c1_1x1.mp4,clip.mp4,clip.mp4,clip.mp4,1:1,1.500,1080,1080,');
});

it('renders only what the rules allow, named from the template, normalising only the clips used', async () => {
  const hookTwo = join(dir, 'Hook Two.mp4');
  const bodyTwo = join(dir, 'body-two.mp4');
  const bodyThree = join(dir, 'body-three.mp4');
  await Promise.all([hookTwo, bodyTwo, bodyThree].map((copy) => copyFile(clip, copy)));
  const out = join(dir, 'planned');
  const result = await render([
    '--intro', clip, hookTwo,
    '--body', clip, bodyTwo, bodyThree,
    '--cta', clip,
    '--out', out,
    '--placements', '1:1',
    '--exclude', 'b1-h2',
    '--exclude', 'b3-c1', // the only cta: body 3 is in no combination
    '--names', '{hook}_{b}_{ratio}',
  ]);
  expect(result.stderr).not.toContain('render:');
  expect(result.code).toBe(0);
  expect(result.stdout).toContain('6 combinations (2 intro x 3 body x 1 cta)\n  3 excluded by rules h2-b1, b3-c1\n  3 to render');
  expect(result.stdout).toContain('Rendered 3 videos (3 of 6 combinations x 1 placement)');
  // Two hooks, two bodies and the cta, in one placement: body 3 is never normalised.
  expect(result.stderr).toContain('normalising [##############################] 100% 5/5');
  expect((await readdir(out)).sort()).toEqual(['.reelmix-render.json', '.reelmix-segments', 'Hook-Two_2_1x1.mp4', 'clip_1_1x1.mp4', 'clip_2_1x1.mp4', 'manifest.csv']);
  const manifest = await readFile(join(out, 'manifest.csv'), 'utf8');
  expect(manifest).toContain('\r\nclip_2_1x1.mp4,clip.mp4,body-two.mp4,clip.mp4,1:1,');
  expect(manifest).toContain('\r\nHook-Two_2_1x1.mp4,Hook Two.mp4,body-two.mp4,clip.mp4,1:1,');
});

it('rerun into the same folder with one more hook renders only the new outputs and keeps the rest byte-identical', async () => {
  // Three hooks of different content (lengths differ): outputs are matched by content, not name.
  const hooks = await Promise.all([0.4, 0.6, 0.7].map((seconds, i) => makeClip(dir, `hook-${i + 1}.mp4`, { seconds })));
  const cta = await makeClip(dir, 'cta.mp4', { seconds: 0.3 });
  const out = join(dir, 'rerun');
  const common = ['--body', clip, '--cta', cta, '--out', out, '--placements', '1:1,4:5'];
  const first = await render(['--intro', hooks[0]!, hooks[1]!, ...common]);
  expect(first.code).toBe(0);
  expect(first.stdout).toContain('kept 0, rendered 4, left 0 files not in this plan');
  expect(first.stdout).toContain('(8 clip segments encoded, 0 reused)');
  const firstNames = ['h1-b1-c1_1x1.mp4', 'h1-b1-c1_4x5.mp4', 'h2-b1-c1_1x1.mp4', 'h2-b1-c1_4x5.mp4'];
  const hashes = async (names: string[]) => Promise.all(names.map(async (name) => createHash('sha256').update(await readFile(join(out, name))).digest('hex')));
  const before = await hashes(firstNames);

  const second = await render(['--intro', ...hooks, ...common]);
  expect(second.stderr).not.toContain('render:');
  expect(second.code).toBe(0);
  expect(second.stdout).toContain('kept 4, rendered 2, left 0 files not in this plan');
  // Only hook 3 is normalised (in two placements; the body's and cta's segments are kept from the
  // first run), and only its two outputs are joined.
  expect(second.stdout).toContain('(2 clip segments encoded, 4 reused)');
  expect(second.stderr).toContain('combining   [##############################] 100% 2/2');
  expect(await hashes(firstNames)).toEqual(before);
  const manifest = await readFile(join(out, 'manifest.csv'), 'utf8');
  for (const [i, name] of firstNames.entries()) {
    expect(manifest).toContain(`\r\n${name},hook-${name[1]}.mp4,clip.mp4,cta.mp4,${name.includes('4x5') ? '4:5' : '1:1'},`);
    // Its row keeps its hash (the label columns follow it, empty for clips without one).
    expect(manifest).toContain(`,${before[i]!},`);
  }
  expect(manifest).toContain('\r\nh3-b1-c1_1x1.mp4,hook-3.mp4,');
  expect(manifest).toContain('\r\nh3-b1-c1_4x5.mp4,hook-3.mp4,');
  expect(manifest.trim().split('\r\n')).toHaveLength(1 + 6);

  // Back to the first two hooks: nothing to make, hook 3's outputs left in place and out of the manifest.
  const third = await render(['--intro', hooks[0]!, hooks[1]!, ...common]);
  expect(third.code).toBe(0);
  expect(third.stdout).toContain('kept 4, rendered 0, left 2 files not in this plan');
  expect(third.stdout).toContain('(0 clip segments encoded, 0 reused)');
  expect((await readFile(join(out, 'manifest.csv'), 'utf8')).trim().split('\r\n')).toHaveLength(1 + 4);
});

it('draws each --text on the hook as a part of its own: one hook segment per text, every output named by it, a rerun with one more text', async () => {
  const out = join(dir, 'texts');
  // A portrait hook, a landscape body without sound: texts do not care what the clips are.
  const hook = await makeClip(dir, 'text-hook.mp4', { seconds: 1, width: 240, height: 426 });
  const body = await makeClip(dir, 'text-body.mp4', { seconds: 0.6, audio: null });
  const common = ['--intro', hook, '--body', body, '--cta', clip, '--out', out, '--placements', '9:16,4:5', '--text-style', 'position=bottom,seconds=1'];
  const first = await render([...common, '--text', 'Stop scrolling if you have dry skin', '--text', 'Dermatologists hate this']);
  expect(first.code).toBe(0);
  expect(first.stdout).toContain('Rendered 4 videos (1 intro x 2 text x 1 body x 1 cta x 2 placements)');
  // Per placement: the hook once per text, the body and the cta once each.
  expect(first.stdout).toContain('(8 clip segments encoded, 0 reused)');
  const names = ['h1-t1-b1-c1_4x5.mp4', 'h1-t1-b1-c1_9x16.mp4', 'h1-t2-b1-c1_4x5.mp4', 'h1-t2-b1-c1_9x16.mp4'];
  expect((await readdir(out)).filter((name) => name.endsWith('.mp4')).sort()).toEqual(names);
  const manifest = await readFile(join(out, 'manifest.csv'), 'utf8');
  expect(manifest.split('\r\n')[0]).toMatch(/,cta_label,text,text_label$/);
  expect(manifest).toContain('\r\nh1-t2-b1-c1_9x16.mp4,text-hook.mp4,text-body.mp4,clip.mp4,9:16,');
  expect(manifest).toMatch(/h1-t1-b1-c1_9x16\.mp4,.*,,,,Stop scrolling if you have dry skin,\r\n/);

  // A third text: its hook segment in each placement is made; the body and cta segments its outputs need come from the folder's cache.
  const second = await render([...common, '--text', 'Stop scrolling if you have dry skin', '--text', 'Dermatologists hate this', '--text', 'I tried it for 30 days']);
  expect(second.code).toBe(0);
  expect(second.stdout).toContain('kept 4, rendered 2');
  expect(second.stdout).toContain('(2 clip segments encoded, 4 reused)');
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
