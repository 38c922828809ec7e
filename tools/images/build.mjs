#!/usr/bin/env node
// `npm run images`: builds the nine service images `reelmix/<service>:local` from
// deploy/docker/Dockerfile with podman (docker where only its daemon is here), on a Node base it
// makes offline when no registry has one (node-base.mjs). Prints each image's size and what it
// adds to the base, writes the figures to test-output/images.json, and exits non-zero when an
// image adds more than its limit (report.mjs). Build output goes to test-output/images/*.log.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { SERVICES } from '../lib/ports.mjs';
import { findEngine, imageSize, runEngine } from './engine.mjs';
import { DOCKERFILE, osStageOfServices } from './dockerfile-stages.mjs';
import { BASE_IMAGE, ensureNodeBase } from './node-base.mjs';
import { formatTable, FFMPEG_SERVICES, measure } from './report.mjs';
import { imageOf } from './service-images.mjs';

const OUTPUT = resolve('test-output');
const LOGS = join(OUTPUT, 'images');

// The build reaches the npm registry through whatever this machine trusts (here a proxy whose CA
// only the host's bundle holds): the bundle goes in as the build secret `build-ca`, which the
// Dockerfile's npm step alone reads, so it never lands in a layer.
const CA_BUNDLE = '/etc/ssl/certs/ca-certificates.crt';

/** Stage leaves no image keeps as a parent; tagged so that pruning dangling images keeps the build cache. */
const KEPT_STAGES = ['build', 'prod-deps'];

function buildOptions(engine) {
  const options = engine.command === 'podman' ? ['--format', 'docker', '--pull=never', '--ignorefile', `${DOCKERFILE}.dockerignore`] : [];
  if (existsSync(CA_BUNDLE)) options.push('--secret', `id=build-ca,src=${CA_BUNDLE}`);
  return options;
}

async function timed(work) {
  const started = performance.now();
  await work();
  return (performance.now() - started) / 1000;
}

const started = performance.now();
const engine = findEngine();
console.log(`[images] engine: ${engine.command}`);
mkdirSync(LOGS, { recursive: true });

let base;
const baseSeconds = await timed(async () => {
  base = await ensureNodeBase(engine, { logDir: LOGS });
});
console.log(`[images] ${BASE_IMAGE}: ${base} (${baseSeconds.toFixed(1)} s)`);

const options = buildOptions(engine);
const jobs = engine.command === 'podman' ? ['--jobs', '2'] : [];
const port = Object.fromEntries(SERVICES.map(({ name, port }) => [name, port]));
const osStage = osStageOfServices();
const unplaced = SERVICES.filter(({ name }) => !osStage.has(name)).map(({ name }) => name);
if (unplaced.length > 0) throw new Error(`${DOCKERFILE} has no base-<service> stage for ${unplaced.join(', ')}`);
// The `app` stage once per OS stage, ffmpeg's first: it needs every stage, and with two jobs its
// OS stages build beside the compile. Each service's image is then its app image plus its own
// settings, built without the engine checking the app's files again.
const stages = [...new Set([osStage.get(FFMPEG_SERVICES[0]), ...SERVICES.map(({ name }) => osStage.get(name))])];
const appImage = (stage) => `reelmix/stage-app-${stage}:local`;
const steps = [];
for (const stage of stages) {
  const services = SERVICES.map(({ name }) => name).filter((name) => osStage.get(name) === stage);
  process.stdout.write(`[images] ${services.join(', ')}: packages and code on ${stage} ... `);
  const seconds = await timed(() =>
    runEngine(engine, ['build', ...options, ...jobs, '-f', DOCKERFILE, '--target', 'app', '--build-arg', `SERVICE=${services[0]}`, '-t', appImage(stage), '.'], {
      logFile: join(LOGS, `app-${stage}.log`),
    }),
  );
  console.log(`${seconds.toFixed(1)} s`);
  steps.push({ stage, services, seconds: Math.round(seconds * 10) / 10 });
  if (steps.length === 1) {
    for (const kept of KEPT_STAGES) {
      await runEngine(engine, ['build', ...options, '-f', DOCKERFILE, '--target', kept, '-t', `reelmix/stage-${kept}:local`, '.'], { logFile: join(LOGS, `stage-${kept}.log`) });
    }
  }
}
const built = [];
for (const { name: service } of SERVICES) {
  const image = imageOf(service);
  const seconds = await timed(() =>
    runEngine(
      engine,
      ['build', ...options, '-f', DOCKERFILE, '--build-arg', `SERVICE=${service}`, '--build-arg', `PORT=${port[service]}`, '--build-arg', `APP=${appImage(osStage.get(service))}`, '-t', image, '.'],
      { logFile: join(LOGS, `${service}.log`) },
    ),
  );
  // The first image on an OS stage is charged with building that stage's app.
  const app = steps.find((step) => step.services[0] === service)?.seconds ?? 0;
  built.push({ service, image, bytes: imageSize(engine, image), seconds: app + seconds });
}

await runEngine(engine, ['image', 'prune', '--force'], { logFile: join(LOGS, 'prune.log') });

const baseBytes = imageSize(engine, BASE_IMAGE);
const rows = measure(built, baseBytes);
const totalSeconds = (performance.now() - started) / 1000;
console.log(`\n${formatTable(rows, { baseImage: BASE_IMAGE, baseBytes })}`);
console.log(`[images] ${rows.length} images in ${totalSeconds.toFixed(1)} s (base: ${base}, ${baseSeconds.toFixed(1)} s)`);
writeFileSync(
  join(OUTPUT, 'images.json'),
  `${JSON.stringify({ engine: engine.command, builtAt: new Date().toISOString(), totalSeconds: Math.round(totalSeconds), base: { image: BASE_IMAGE, how: base, sizeMB: Math.round(baseBytes / 1e5) / 10, seconds: Math.round(baseSeconds) }, appStages: steps, images: rows }, null, 2)}\n`,
);

const over = rows.filter((row) => !row.withinLimit);
if (over.length > 0) {
  console.error(`[images] over the size limit: ${over.map((row) => `${row.image} adds ${row.addedMB} MB (limit ${row.limitMB})`).join('; ')}`);
  process.exit(1);
}
