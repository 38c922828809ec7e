import { SECTIONS } from '@reelmix/contracts/browser';
import { spawn } from 'node:child_process';
import { closeSync, openSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import {
  OUTPUT_FPS,
  planOutputs,
  probeMedia,
  renderCombinations,
  segmentFileName,
  verifyOutputFully,
  type ManifestRow,
  type PlannedOutput,
} from '@reelmix/media';
import type { ClipFiles } from './bench-clips';
import { timeNaive } from './bench-naive';
import { CONCURRENCY, PLACEMENT, TARGETS, type BenchOptions, type Scenario } from './bench-options';
import { atLeast, atMost, memoryLine, say, sec, times } from './bench-report';
import { ProcessTreeSampler } from './process-memory';

/*
 * One scenario on one machine with no services: the render path `npm run render` ships
 * (renderCombinations with every output checked, as the CLI always runs it), timed as a whole and
 * by part; the naive per-combination re-encode of the same clips; a plain `cat` of the same
 * segment bytes (the floor for the combine step); the peak memory of this process acting as the
 * worker. Returns the whole time, which the run through the services is compared with.
 */

export interface CliFigures {
  totalMs: number;
  outputs: number;
  /** The outputs' folder, with the state a rerun into it keeps outputs by. */
  outDir: string;
}

export async function benchCli(scenario: Scenario, clips: ClipFiles, dir: string, options: BenchOptions): Promise<CliFigures> {
  // The segments are kept (the CLI keeps them in a temp dir it removes) only for the `cat` floor.
  const segmentsDir = join(dir, 'segments');
  const outDir = join(dir, 'out');
  await mkdir(segmentsDir, { recursive: true });

  const loadBefore = loadavg()[0]!;
  const sampler = new ProcessTreeSampler();
  sampler.start();
  const started = performance.now();
  const { manifest, timings } = await renderCombinations({
    ...clips,
    outDir,
    placements: [PLACEMENT],
    concurrency: CONCURRENCY,
    verify: true,
    segmentsDir,
    // As the CLI runs: its outputs and segments are recorded for a rerun (bench-rerun.ts).
    keepExisting: true,
  });
  const totalMs = performance.now() - started;
  const memory = sampler.stop();

  const outputs = manifest.length;
  const planned = planOutputs(scenario.counts, [PLACEMENT]);
  const catMs = await timeCat(planned, segmentsDir, join(dir, 'cat.bin'));
  const naive = options.skipNaive ? null : await timeNaive(clips, PLACEMENT, scenario.naiveSample, manifest, dir);
  const fullDecodeMs = options.fullDecodeCheck ? await timeFullDecode(manifest, outDir) : null;
  const uniqueSec = await uniqueSeconds(clips);
  const outputSec = manifest.reduce((sum, row) => sum + row.durationSec, 0);
  const perOutput = (ms: number) => `${(ms / outputs / 1000).toFixed(3)} s per output`;

  const combinePer = timings.combineMs / outputs / 1000;
  const catPer = catMs / outputs / 1000;
  say('');
  say(`${scenario.name}: ${outputs} outputs, ${uniqueSec.toFixed(1)} s of unique clip, ${(outputSec / outputs).toFixed(1)} s per output`);
  say(`  render path       ${sec(totalMs)}: what \`npm run render\` takes, every segment and every output checked (${perOutput(totalMs)})`);
  say(
    `    its parts       probe ${sec(timings.probeMs)} + normalise ${sec(timings.normaliseMs)} (${(timings.normaliseMs / 1000 / uniqueSec).toFixed(2)} s per s of clip, ` +
      `segment checks inside it: ${sec(timings.segmentCheckMs)} summed) + combine ${sec(timings.combineMs)} + output check ${sec(timings.verifyMs)} (${perOutput(timings.verifyMs)})`,
  );
  if (naive) {
    say(`  naive             ${sec(naive.totalMs)} ${naive.note}`);
    const ratio = naive.totalMs / totalMs;
    say(`  speed-up          ${times(ratio)}, checks included (${atLeast(ratio, scenario.speedUpTarget, (v) => `${v.toFixed(1)}x`)})`);
  } else {
    say('  naive             skipped (--skip-naive)');
  }
  say(
    `  combine           ${combinePer.toFixed(3)} s per output (${atMost(combinePer, TARGETS.combinePerOutputSec, (v) => `${v.toFixed(2)} s`)}); ` +
      `cat of the same segment bytes ${catPer.toFixed(4)} s per output, ${(combinePer / catPer).toFixed(0)}x faster than combine`,
  );
  if (fullDecodeMs !== null) {
    say(`  full decode check ${sec(fullDecodeMs)} (${perOutput(fullDecodeMs)}, every frame; not shipped, what the output check replaced)`);
  }
  say(`  peak memory       ${memoryLine(memory, 'Node', TARGETS.workerPeakMb)}`);
  // Other work on the machine slows both sides; the 1-minute load average shows whether it did.
  say(`  load average      ${loadBefore.toFixed(2)} before, ${loadavg()[0]!.toFixed(2)} after (${cpus().length} cores)`);
  return { totalMs, outputs, outDir };
}

async function timeCat(planned: readonly PlannedOutput[], segmentsDir: string, target: string): Promise<number> {
  const started = performance.now();
  for (const plan of planned) {
    const parts = SECTIONS.map((s) => join(segmentsDir, segmentFileName(s, plan[s], plan.placement)));
    const fd = openSync(target, 'w');
    try {
      await new Promise<void>((resolvePromise, reject) => {
        const child = spawn('cat', parts, { stdio: ['ignore', fd, 'inherit'] });
        child.on('error', reject);
        child.on('close', (code) => (code === 0 ? resolvePromise() : reject(new Error(`cat exited ${code}`))));
      });
    } finally {
      closeSync(fd);
    }
  }
  return performance.now() - started;
}

/** Every frame of every output decoded, CONCURRENCY at a time as the output check runs. */
async function timeFullDecode(manifest: readonly ManifestRow[], outDir: string): Promise<number> {
  const started = performance.now();
  const queue = [...manifest];
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      for (let row = queue.shift(); row; row = queue.shift()) {
        await verifyOutputFully(join(outDir, row.file), { durationSec: row.durationSec, width: row.width, height: row.height, fps: OUTPUT_FPS });
      }
    }),
  );
  return performance.now() - started;
}

async function uniqueSeconds(clips: ClipFiles): Promise<number> {
  let total = 0;
  for (const path of [...clips.intro, ...clips.body, ...clips.cta]) total += (await probeMedia(path)).durationSec;
  return total;
}
