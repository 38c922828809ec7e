#!/usr/bin/env node
// Runs one of the media scripts (`render-cli`, `bench`) as plain compiled JavaScript: SWC compiles
// what the script needs into a private temp dir (path aliases rewritten as in tools/build.mjs),
// then Node runs the result. Compiled rather than through a require hook because the hook keeps
// SWC's native compiler resident (about 90 MB), which would count against the benchmark's
// measurement of a render worker's memory. Uses only Node's built-ins and the workspace's own SWC,
// so it works on a fresh clone after `npm install`.
//
// `render-cli` (and `poster-cli`, which the web demo's build step runs with it) needs libs/media
// only (about 0.4 s). `bench` also runs the services on a stack of
// its own, so it compiles them with the libs and the e2e stack fixtures (about 2 s) and runs from
// the temp dir, as `npm run bench:api` does: the stack runs exactly the sources the benchmark was
// started on and never rebuilds the shared dist/ under a running `npm start` or stack test.
// `bench --skip-services` compiles the media part only.
// `bench-scale` (tools/bench-scale) runs a stack of its own the same way, render processes added;
// so does `faults` (tools/faults), the fault suite, behind its fault proxies.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const [script, ...args] = process.argv.slice(2);
// Every script lives in tools/media but the scaling bench, the fault suite and the stack of containers, which have folders of their own.
const OWN_FOLDERS = { 'bench-scale': 'tools/bench-scale', faults: 'tools/faults', 'stack-containers': 'tools/containers' };
const folder = OWN_FOLDERS[script] ?? 'tools/media';
if (!script || !existsSync(join(root, folder, `${script}.ts`))) {
  console.error(`usage: node tools/media/run.mjs <render-cli|poster-cli|bench|bench-scale|faults|stack-containers> [args...]`);
  process.exit(2);
}
const withServices = script in OWN_FOLDERS || (script === 'bench' && !args.includes('--skip-services'));
const sources = withServices
  ? ['services', 'libs', 'e2e/fixtures', 'tools/media', 'tools/bench-api', 'tools/bench-services', 'tools/bench-scale', 'tools/faults', 'tools/containers']
  : // libs/media reads the browser-safe constants of libs/contracts (the CSV writer, names).
    ['libs/media/src', 'libs/contracts/src', 'tools/media'];

const out = mkdtempSync(join(tmpdir(), 'reelmix-media-tools-'));
const cleanUp = () => rmSync(out, { recursive: true, force: true });
const swc = join(root, 'node_modules/@swc/cli/bin/swc.js');
const compiled = spawnSync(
  process.execPath,
  [
    swc, ...sources, '-d', join(out, 'dist'), '--config-file', '.swcrc', '--quiet',
    '--ignore', '**/*.spec.ts,**/*.e2e-spec.ts,**/*.type-test.ts,libs/ui/**,**/test/**,**/*.mjs',
  ],
  { cwd: root, stdio: ['ignore', 'inherit', 'inherit'] },
);
if (compiled.status !== 0) {
  cleanUp();
  console.error('Could not compile the media scripts (is `npm install` done?)');
  process.exit(1);
}
// The compiled tree resolves its packages as a checkout would (libs/media reads fontkit and the shipped fonts).
symlinkSync(join(root, 'node_modules'), join(out, 'node_modules'), 'dir');
// and, with the services, runs tools/start.mjs.
if (withServices) symlinkSync(join(root, 'tools'), join(out, 'tools'), 'dir');

const child = spawn(process.execPath, ['--enable-source-maps', join(out, 'dist', folder, `${script}.js`), ...args], {
  // The CLI reads and writes the paths it is given; the stack runs from the compiled tree.
  cwd: withServices ? out : process.cwd(),
  stdio: 'inherit',
});
// Ctrl-C reaches the script too (same process group); it stops its ffmpeg processes (and its
// stack) and exits, and this launcher waits for that before removing the compiled files.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => {
  cleanUp();
  process.exit(code ?? (signal ? 128 + 2 : 1));
});
