#!/usr/bin/env node
// Builds everything `npm start` runs: the services and libs to dist/ with SWC (path aliases
// rewritten to relative requires), then the two React apps with Vite. The web app's demo videos are
// rendered by the product's own render CLI from tools/demo/clips (only when the clips changed) and
// put into its bundle after Vite, which empties dist/web.
import { rmSync } from 'node:fs';
import { publishDemo, renderDemo } from './demo/render-demo.mjs';
import { run } from './lib/run.mjs';

const only = process.argv.slice(2);
const wants = (part) => only.length === 0 || only.includes(part);

if (wants('services')) {
  rmSync('dist/services', { recursive: true, force: true });
  rmSync('dist/libs', { recursive: true, force: true });
  await run('npx', ['swc', 'services', 'libs', '-d', 'dist', '--config-file', '.swcrc', '--quiet', '--ignore', '**/*.spec.ts,**/*.e2e-spec.ts,**/*.type-test.ts,libs/ui/**,**/test/**']);
}
if (wants('web')) {
  const demo = await renderDemo();
  await run('npx', ['vite', 'build', '--logLevel', 'warn', '-c', 'web/vite.config.mts']);
  publishDemo(demo);
}
if (wants('admin-web')) await run('npx', ['vite', 'build', '--logLevel', 'warn', '-c', 'admin-web/vite.config.mts']);
