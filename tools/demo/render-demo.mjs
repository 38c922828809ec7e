#!/usr/bin/env node
// The web app's demo ("Watch Demo"): the reel's clips (tools/demo/clips/) rendered by the product
// itself, through `npm run render`'s own CLI (tools/media/run.mjs render-cli, libs/media), with
// posters taken as uploads takes them (poster-cli). tools/build.mjs calls it for the web part:
// renderDemo() before Vite, publishDemo() after it, since Vite empties dist/web.
//
// The render folder (dist/demo) keeps the CLI's rerun state; when every output and poster there is
// newer than the clips and the reel, nothing runs, so a build without changes stays fast.
//
// On its own: node tools/demo/render-demo.mjs [--work <dir>] [--bundle <dir>]
// renders into <dir> (default dist/demo) and publishes into <bundle>/demo (default dist/web/demo).
import { spawn } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { basename, extname, join } from 'node:path';
import { parseArgs } from 'node:util';
import { clipsOf, DEMO_REEL_FILE, readDemoReel, ROOT } from './demo-reel.mjs';

/** Where the bundle serves the demo: /demo/<file>. */
export const DEMO_BUNDLE_FOLDER = 'demo';
const SECTION_FLAGS = ['intro', 'body', 'cta'];

function runNode(args) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd: ROOT, stdio: ['ignore', 'inherit', 'inherit'] });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`node ${args.slice(0, 2).join(' ')} exited with ${code}`))));
  });
}

/** The outputs the last render made, from its manifest.csv (first column; demo names need no quoting). */
function renderedOutputs(renderDir) {
  const manifest = join(renderDir, 'manifest.csv');
  if (!existsSync(manifest)) return null;
  const [, ...rows] = readFileSync(manifest, 'utf8').split(/\r?\n/).filter(Boolean);
  return rows.map((row) => join(renderDir, row.split(',')[0]));
}

const posterOf = (posterDir, file) => join(posterDir, `${basename(file, extname(file))}.jpg`);

function isFresh(made, sources) {
  if (!made.every((file) => existsSync(file))) return false;
  const newestSource = Math.max(...sources.map((file) => statSync(file).mtimeMs));
  return made.every((file) => statSync(file).mtimeMs > newestSource);
}

/** Renders the reel into `workDir` unless what is there is newer than its sources. */
export async function renderDemo({ workDir = join(ROOT, 'dist/demo') } = {}) {
  const reel = readDemoReel();
  const clips = SECTION_FLAGS.flatMap((section) => clipsOf(reel, section));
  const sources = [join(ROOT, DEMO_REEL_FILE), ...clips];
  const renderDir = join(workDir, 'render');
  const posterDir = join(workDir, 'posters');

  const previous = renderedOutputs(renderDir);
  if (previous && isFresh([...previous, ...[...previous, ...clips].map((file) => posterOf(posterDir, file))], sources)) {
    console.log(`[demo] ${previous.length} videos up to date in ${renderDir}`);
    return { clips, outputs: previous, posterDir };
  }

  const sectionArgs = SECTION_FLAGS.flatMap((section) => [`--${section}`, ...clipsOf(reel, section)]);
  await runNode([
    'tools/media/run.mjs', 'render-cli', ...sectionArgs,
    '--out', renderDir, '--placements', reel.placements.join(','), '--names', reel.nameTemplate,
  ]);
  const outputs = renderedOutputs(renderDir);
  rmSync(posterDir, { recursive: true, force: true });
  mkdirSync(posterDir, { recursive: true });
  await runNode(['tools/media/run.mjs', 'poster-cli', '--out', posterDir, ...outputs, ...clips]);
  return { clips, outputs, posterDir };
}

/** Copies the outputs, the clips they were made from and every poster into `<bundleDir>/demo`. */
export function publishDemo({ clips, outputs, posterDir }, bundleDir = join(ROOT, 'dist/web')) {
  const target = join(bundleDir, DEMO_BUNDLE_FOLDER);
  rmSync(target, { recursive: true, force: true });
  mkdirSync(target, { recursive: true });
  for (const file of [...outputs, ...clips]) {
    copyFileSync(file, join(target, basename(file)));
    copyFileSync(posterOf(posterDir, file), join(target, basename(posterOf(posterDir, file))));
  }
  return target;
}

if (process.argv[1] && import.meta.filename === process.argv[1]) {
  const { values } = parseArgs({ options: { work: { type: 'string' }, bundle: { type: 'string' } } });
  const demo = await renderDemo({ workDir: values.work });
  console.log(`[demo] published in ${publishDemo(demo, values.bundle)}`);
}
