#!/usr/bin/env node
// `npm test`: type-checks, lints, builds, then runs every test (Jest for services and libs
// against the real PostgreSQL, RabbitMQ, S3 server and ffmpeg; Vitest for the React apps) and
// prints one closing line with the totals.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { run } from './lib/run.mjs';

const TSCONFIGS = [
  'tsconfig.json',
  'web/tsconfig.json',
  'web/tsconfig.node.json',
  'admin-web/tsconfig.json',
  'admin-web/tsconfig.node.json',
  'libs/ui/tsconfig.json',
  'libs/ui/tsconfig.node.json',
];

const steps = [];
async function step(name, work) {
  const started = Date.now();
  console.log(`\n=== ${name}`);
  try {
    await work();
    steps.push({ name, ok: true, seconds: (Date.now() - started) / 1000 });
  } catch (error) {
    console.error(`${name} failed: ${error.message}`);
    steps.push({ name, ok: false, seconds: (Date.now() - started) / 1000 });
  }
}

// The runtime every step below runs on (npm test runs on Node 24: tools/launch.mjs).
console.log(`node ${process.version}`);

rmSync('test-output', { recursive: true, force: true });
mkdirSync('test-output', { recursive: true });

await step('typecheck', async () => {
  for (const project of TSCONFIGS) await run('npx', ['tsc', '-p', project, '--noEmit']);
});
await step('lint', async () => {
  // The module-boundary rule reads Nx's project graph; computing it first means the rule runs
  // (without a graph it is skipped with a warning, which --max-warnings=0 turns into a failure).
  await run('npx', ['nx', 'show', 'projects'], { stdio: 'ignore', env: { ...process.env, NX_DAEMON: 'false' } });
  await run('npx', ['eslint', '--max-warnings=0', '.']);
});
await step('build', () => run('node', ['tools/build.mjs']));
// The nine service images, which e2e/containers.e2e-spec.ts runs as a stack. Built wherever a
// container engine answers or can be installed (as root, podman from Debian's packages, as on CI);
// elsewhere the stack test says why it skips.
if (containerEngineCanRun()) await step('images', () => run('node', ['tools/images/build.mjs']));
else console.log('\n=== images: skipped (no podman or docker here, and not root to install podman)');
// NestJS 12 ships as ES modules only, and Jest (which runs the tests as CommonJS) can load ES
// modules from a `require()` only with --experimental-vm-modules. The flag goes to Jest's own
// process, whose workers inherit its exec arguments, rather than into NODE_OPTIONS: the services
// that integration tests start keep running without it, as they do in production.
await step('jest (unit + integration)', () =>
  run('node', ['--experimental-vm-modules', 'node_modules/jest/bin/jest.js', '--ci', '--maxWorkers=2', '--json', '--outputFile=test-output/jest.json']),
);
await step('vitest (web, admin-web, ui)', () =>
  run('npx', ['vitest', 'run', '--reporter=default', '--reporter=json', '--outputFile.json=test-output/vitest.json']),
);

function containerEngineCanRun() {
  const answers = (command, args) => spawnSync(command, args, { stdio: 'ignore', timeout: 30000 }).status === 0;
  return answers('sh', ['-c', 'command -v podman']) || answers('docker', ['info']) || process.getuid?.() === 0;
}

const totals = { passed: 0, failed: 0, skipped: 0 };
for (const file of ['test-output/jest.json', 'test-output/vitest.json']) {
  if (!existsSync(file)) continue;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += report.numPassedTests ?? 0;
  totals.failed += report.numFailedTests ?? 0;
  totals.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
}

console.log('\n=== summary');
for (const { name, ok, seconds } of steps) console.log(`${ok ? 'ok  ' : 'FAIL'} ${name} (${seconds.toFixed(1)} s)`);
const failedSteps = steps.filter((s) => !s.ok).length;
console.log(`tests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failedSteps > 0 || totals.failed > 0 || totals.passed === 0 ? 1 : 0);
