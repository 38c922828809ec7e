#!/usr/bin/env node
// Every npm script that runs Node goes through here, so all of them run on the one pinned Node 24
// (see lib/node-runtime.mjs), whatever Node started npm:
//   node tools/launch.mjs <command> [args...]    a named command (start and test: the setup step, then the command)
//   node tools/launch.mjs run <node arguments...> a script (with any Node flags before it)
// The Node's folder goes first on PATH, so `npx`, `npm` and every `#!/usr/bin/env node` below run
// on it too. Signals from the terminal reach the children directly (same process group); a
// SIGTERM sent to this process alone is passed on.
import { spawn } from 'node:child_process';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { nodeBinFor } from './lib/node-runtime.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

// Named commands: their steps run in the workspace root; the caller's arguments go to the last step.
const COMMANDS = {
  start: [['tools/setup.mjs'], ['tools/start.mjs']],
  test: [['tools/setup.mjs', '--tests'], ['tools/test.mjs']],
  // The nine service images (tools/images/build.mjs); needs no node_modules.
  images: [['tools/images/build.mjs']],
};

const [name, ...extra] = process.argv.slice(2);
const steps = name === 'run' && extra.length > 0 ? [extra] : COMMANDS[name]?.map((step, index, all) => (index === all.length - 1 ? [...step, ...extra] : step));
if (!steps) {
  console.error(`usage: node tools/launch.mjs <${Object.keys(COMMANDS).join('|')}> [args...]\n       node tools/launch.mjs run [node flags...] <script> [args...]`);
  process.exit(2);
}

const bin = nodeBinFor(root);
const env = { ...process.env, PATH: `${bin}:${process.env.PATH ?? ''}` };
// `run` leaves the directory alone (npm runs scripts in the workspace root already).
const cwd = name === 'run' ? process.cwd() : root;
let child = null;
process.on('SIGINT', () => undefined);
process.on('SIGTERM', () => child?.kill('SIGTERM'));

for (const args of steps) {
  const code = await new Promise((done) => {
    child = spawn(join(bin, 'node'), args, { cwd, env, stdio: 'inherit' });
    child.on('exit', (status, signal) => done(status ?? (signal ? 1 : 0)));
  });
  if (code !== 0) process.exit(code);
}
