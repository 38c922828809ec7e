#!/usr/bin/env node
// `npm start`, `npm test` and `npm run faults`: runs the setup step (if any) and then the command
// on Node 24 (see lib/node-runtime.mjs), whatever Node started npm. Signals from the terminal reach
// the children directly (same process group); a SIGTERM sent to this process alone is passed on.
import { spawn } from 'node:child_process';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { nodeBinFor } from './lib/node-runtime.mjs';

const COMMANDS = {
  start: [['tools/setup.mjs'], ['tools/start.mjs']],
  test: [['tools/setup.mjs', '--tests'], ['tools/test.mjs']],
  // After `npm install`; the stack it runs is the product's, so it runs on the product's Node.
  faults: [['tools/media/run.mjs', 'faults']],
};

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const [name, ...extra] = process.argv.slice(2);
if (!COMMANDS[name]) {
  console.error(`usage: node tools/launch.mjs <${Object.keys(COMMANDS).join('|')}> [args...]`);
  process.exit(2);
}

const bin = nodeBinFor(root);
const env = { ...process.env, PATH: `${bin}:${process.env.PATH ?? ''}` };
let child = null;
process.on('SIGINT', () => undefined);
process.on('SIGTERM', () => child?.kill('SIGTERM'));

for (const [index, [script, ...args]] of COMMANDS[name].entries()) {
  const last = index === COMMANDS[name].length - 1;
  const code = await new Promise((done) => {
    child = spawn(join(bin, 'node'), [script, ...args, ...(last ? extra : [])], { cwd: root, env, stdio: 'inherit' });
    child.on('exit', (status, signal) => done(status ?? (signal ? 1 : 0)));
  });
  if (code !== 0) process.exit(code);
}
