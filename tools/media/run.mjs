#!/usr/bin/env node
// Runs one of the media scripts (`render-cli`, `bench`) as plain compiled JavaScript: SWC compiles
// libs/media and tools/media into a private temp dir (about 0.4 s, path aliases rewritten as in
// tools/build.mjs), then Node runs the result. Compiled rather than through a require hook because
// the hook keeps SWC's native compiler resident (about 90 MB), which would count against the
// benchmark's measurement of a render worker's memory. Uses only Node's built-ins and the
// workspace's own SWC, so it works on a fresh clone after `npm install`.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const [script, ...args] = process.argv.slice(2);
if (!script || !existsSync(join(root, 'tools/media', `${script}.ts`))) {
  console.error(`usage: node tools/media/run.mjs <render-cli|bench> [args...]`);
  process.exit(2);
}

const out = mkdtempSync(join(tmpdir(), 'reelmix-media-tools-'));
const cleanUp = () => rmSync(out, { recursive: true, force: true });
const swc = join(root, 'node_modules/@swc/cli/bin/swc.js');
const compiled = spawnSync(
  process.execPath,
  [swc, 'libs/media/src', 'tools/media', '-d', out, '--config-file', '.swcrc', '--quiet', '--ignore', '**/*.spec.ts,**/*.e2e-spec.ts'],
  { cwd: root, stdio: ['ignore', 'inherit', 'inherit'] },
);
if (compiled.status !== 0) {
  cleanUp();
  console.error('Could not compile the media scripts (is `npm install` done?)');
  process.exit(1);
}

const child = spawn(process.execPath, ['--enable-source-maps', join(out, 'tools/media', `${script}.js`), ...args], { stdio: 'inherit' });
// Ctrl-C reaches the script too (same process group); it stops its ffmpeg processes and exits,
// and this launcher waits for that before removing the compiled files.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => {
  cleanUp();
  process.exit(code ?? (signal ? 128 + 2 : 1));
});
