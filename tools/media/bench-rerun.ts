import { createHash, randomInt } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { renderCombinations } from '@reelmix/media';
import { clipArgs, run, type ClipFiles, type ClipSpecs } from './bench-clips';
import { CONCURRENCY, PLACEMENT, TARGETS } from './bench-options';
import { type CliFigures } from './bench-cli';
import { atMost, say, sec, times } from './bench-report';

/*
 * The buyer's usual next step: one more hook, rendered into the folder of the first run. Timed
 * as `npm run render` runs it (renderCombinations keeping what the folder holds, every output
 * checked) against the first run's whole time; the first run's outputs must come through
 * byte-identical.
 */

export interface RerunFigures {
  totalMs: number;
  ratio: number;
}

export async function benchRerun(clips: ClipFiles, first: CliFigures, clipsDir: string, set: ClipSpecs): Promise<RerunFigures> {
  const hook = await nextHook(clips, clipsDir, set);
  const before = await hashes(first.outDir);
  const started = performance.now();
  const result = await renderCombinations({
    ...clips,
    intro: [...clips.intro, hook],
    outDir: first.outDir,
    placements: [PLACEMENT],
    concurrency: CONCURRENCY,
    verify: true,
    keepExisting: true,
  });
  const totalMs = performance.now() - started;
  const after = new Map((await hashes(first.outDir)).map(([file, sha]) => [file, sha]));
  const changed = before.filter(([file, sha]) => after.get(file) !== sha).length;
  const ratio = totalMs / first.totalMs;
  say(
    `  rerun +1 hook     ${sec(totalMs)} into the same folder: kept ${result.kept}, rendered ${result.rendered} ` +
      `(${result.segmentsMade} segments encoded, ${result.segmentsReused} reused); ${changed === 0 ? 'first outputs byte-identical' : `${changed} FIRST OUTPUTS CHANGED`}`,
  );
  say(`    against first   ${times(ratio)} of the first run's ${sec(first.totalMs)} (${atMost(ratio, TARGETS.rerunOverFirst, (v) => `${v.toFixed(2)}x`)})`);
  return { totalMs, ratio };
}

/** The next intro of the benchmark's mix (a shape the first run did not have), made with a fresh seed. */
async function nextHook(clips: ClipFiles, dir: string, set: ClipSpecs): Promise<string> {
  const index = clips.intro.length;
  const spec = set.intro[index];
  if (!spec) throw new Error(`the benchmark has no intro ${index + 1}`);
  // Its place in the full list decides its loudness (bench-clips.ts); intros come first.
  const { file, args } = clipArgs(spec, index, dir, randomInt(1, 1_000_000));
  await run('ffmpeg', args);
  return file;
}

async function hashes(outDir: string): Promise<Array<[string, string]>> {
  const manifest = await readFile(join(outDir, 'manifest.csv'), 'utf8');
  const files = manifest.trim().split('\r\n').slice(1).map((line) => line.split(',')[0]!);
  return Promise.all(files.map(async (file): Promise<[string, string]> => [file, createHash('sha256').update(await readFile(join(outDir, file))).digest('hex')]));
}
