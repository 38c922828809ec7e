import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { syntheticBundle } from './synthetic-export';

/*
 * `npm run analyse` as a user runs it: npm starts the launcher, which compiles and runs the CLI
 * from the folder the command was typed in.
 */

const root = resolve(__dirname, '../..');
let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'analyse-cli-e2e-'));
  const bundle = syntheticBundle({ hooks: 2, bodies: 2, ctas: 1, placements: ['9:16'], adSetsPerOutput: 3, impressionsPerRow: 40000, seed: 7, hookCtr: [0.01, 0.03] });
  await writeFile(join(dir, 'export.csv'), bundle.exportCsv);
  await writeFile(join(dir, 'manifest.csv'), bundle.manifestCsv);
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

function npmRunAnalyse(args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolvePromise, reject) => {
    // --silent keeps npm's own banner out of stdout, as a script piping the JSON would.
    const child = spawn('npm', ['run', '--silent', 'analyse', '--', ...args], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolvePromise({ code, stdout, stderr }));
  });
}

it('prints the report as JSON, exit 0, and refuses a missing export with exit 2', async () => {
  const result = await npmRunAnalyse([join(dir, 'export.csv'), '--json']);
  expect(result.stderr).toBe('');
  expect(result.code).toBe(0);
  const json = JSON.parse(result.stdout);
  expect(json.sections.hook.winner).toBe('hook2.mp4');
  expect(json.matching).toMatchObject({ rows: 12, matchedRows: 12 });

  const missing = await npmRunAnalyse([join(dir, 'nowhere.csv')]);
  expect(missing.code).toBe(2);
  expect(missing.stderr).toContain(`analyse: cannot read the export ${join(dir, 'nowhere.csv')}: no such file`);
});
