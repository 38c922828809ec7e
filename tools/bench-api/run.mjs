#!/usr/bin/env node
// `npm run bench:api`: compiles the services, libs, the e2e stack fixtures and the benchmark into a
// private temp dir (SWC, path aliases rewritten as in tools/build.mjs), then runs the benchmark
// there. The stack it measures runs from that private copy, so the benchmark never rebuilds the
// shared dist/ under a running `npm start` or stack test, and measures exactly the sources it was
// started on. BENCH_API_SOURCE points at another checkout to measure that one instead (a before /
// after comparison in the same conditions).
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const source = resolve(process.env.BENCH_API_SOURCE ?? root);
const out = mkdtempSync(join(tmpdir(), 'reelmix-bench-api-'));
const cleanUp = () => rmSync(out, { recursive: true, force: true });

const swc = join(root, 'node_modules/@swc/cli/bin/swc.js');
const compiled = spawnSync(
  process.execPath,
  [
    swc, 'services', 'libs', 'e2e/fixtures', 'tools/bench-api',
    '-d', join(out, 'dist'), '--config-file', '.swcrc', '--quiet',
    '--ignore', '**/*.spec.ts,**/*.e2e-spec.ts,**/*.type-test.ts,libs/ui/**,**/test/**',
  ],
  { cwd: source, stdio: ['ignore', 'inherit', 'inherit'] },
);
if (compiled.status !== 0) {
  cleanUp();
  console.error('Could not compile the services for the benchmark (is `npm install` done?)');
  process.exit(1);
}
// The compiled tree resolves its packages and runs tools/start.mjs as a checkout would.
symlinkSync(join(root, 'node_modules'), join(out, 'node_modules'), 'dir');
symlinkSync(join(root, 'tools'), join(out, 'tools'), 'dir');

const child = spawn(process.execPath, ['--enable-source-maps', join(out, 'dist/tools/bench-api/bench.js'), ...process.argv.slice(2)], {
  cwd: out,
  env: { ...process.env, BENCH_API_CALLER_CWD: process.cwd() },
  stdio: 'inherit',
});
// Ctrl-C reaches the benchmark too (same process group); it stops its stack and exits, and this
// launcher waits for that before removing the compiled files.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => {
  cleanUp();
  process.exit(code ?? (signal ? 130 : 1));
});
