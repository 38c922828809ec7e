#!/usr/bin/env node
// Runs `analyse-cli` (npm run analyse) or `bench` (npm run bench:analyse) as plain compiled
// JavaScript: SWC compiles libs/analysis and tools/analysis into a private temp dir (path aliases
// rewritten by .swcrc), then Node runs the result. Compiled rather than through a require hook so
// the benchmark times the analysis, not the hook compiling it on first use. Uses only Node's
// built-ins and the workspace's own SWC, so it works on a fresh clone after `npm install`.
//
// libs/contracts is compiled too, but only its browser entry is loaded (the plain code the analysis
// uses, such as the download-name parser); its index, with the request classes and their
// validators, is never required.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const SCRIPTS = ['analyse-cli', 'bench'];
const [script, ...args] = process.argv.slice(2);
if (!SCRIPTS.includes(script) || !existsSync(join(root, 'tools/analysis', `${script}.ts`))) {
  console.error(`usage: node tools/analysis/run.mjs <${SCRIPTS.join('|')}> [args...]`);
  process.exit(2);
}

const out = mkdtempSync(join(tmpdir(), 'reelmix-analysis-tools-'));
const cleanUp = () => rmSync(out, { recursive: true, force: true });
const swc = join(root, 'node_modules/@swc/cli/bin/swc.js');
const compiled = spawnSync(
  process.execPath,
  [
    swc, 'libs/analysis/src', 'libs/contracts/src', 'tools/analysis', '-d', join(out, 'dist'), '--config-file', '.swcrc', '--quiet',
    '--ignore', '**/*.spec.ts,**/*.e2e-spec.ts,**/*.type-test.ts,**/test/**,**/*.mjs',
  ],
  { cwd: root, stdio: ['ignore', 'inherit', 'inherit'] },
);
if (compiled.status !== 0) {
  cleanUp();
  console.error('Could not compile the analysis tools (is `npm install` done?)');
  process.exit(1);
}

const child = spawn(process.execPath, ['--enable-source-maps', join(out, 'dist/tools/analysis', `${script}.js`), ...args], {
  // `npm run` starts scripts in the workspace root; paths on the command line are relative to
  // where the user typed it, which npm passes as INIT_CWD.
  cwd: process.env.INIT_CWD || process.cwd(),
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => {
  cleanUp();
  process.exit(code ?? (signal ? 128 + 2 : 1));
});
