#!/usr/bin/env node
// Builds everything `npm start` runs: the services and libs to dist/ with SWC (path aliases
// rewritten to relative requires), then the two React apps with Vite.
import { rmSync } from 'node:fs';
import { run } from './lib/run.mjs';

const only = process.argv.slice(2);
const wants = (part) => only.length === 0 || only.includes(part);

if (wants('services')) {
  rmSync('dist/services', { recursive: true, force: true });
  rmSync('dist/libs', { recursive: true, force: true });
  await run('npx', ['swc', 'services', 'libs', '-d', 'dist', '--config-file', '.swcrc', '--quiet', '--ignore', '**/*.spec.ts,**/*.e2e-spec.ts,**/*.type-test.ts,libs/ui/**,**/test/**']);
}
if (wants('web')) await run('npx', ['vite', 'build', '--logLevel', 'warn', '-c', 'web/vite.config.mts']);
if (wants('admin-web')) await run('npx', ['vite', 'build', '--logLevel', 'warn', '-c', 'admin-web/vite.config.mts']);
