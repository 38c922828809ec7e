import { type FramingChoice, SECTIONS } from '@reelmix/contracts/browser';
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
  type RenderTimings,
} from '@reelmix/media';
import type { ClipFiles } from './bench-clips';
import { timeNaive } from './bench-naive';
import { CONCURRENCY, PLACEMENT, TARGETS, type BenchOptions, type Scenario } from './bench-options';
import { ssimOf } from './bench-quality';
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
  /** The shipped run with the default framing: what `npm run render` takes on these clips. */
  totalMs: number;
  outputs: number;
  /** The outputs' folder, with the state a rerun into it keeps outputs by. */
  outDir: string;
}

interface RenderRun {
  totalMs: number;
  timings: RenderTimings;
  manifest: ManifestRow[];
}

/*
 * One scenario of one clip set: the render path with bars (`--framing fit`, the naive path's
 * framing: the ratio that compares like with like) and with the default framing, the naive
 * re-encode, then the figures with their targets. The ceiling is the ratio of encoded seconds
 * (every output second for the naive path, every unique clip second once for ours), taken from
 * the clips' and outputs' lengths.
 */
export async function benchCli(scenario: Scenario, clips: ClipFiles, dir: string, options: BenchOptions, label: string): Promise<CliFigures> {
  const loadBefore = loadavg()[0]!;
  const fit = await renderOnce(clips, join(dir, 'fit'), 'fit');
  // The default run is the one a rerun continues and whose worker memory is reported.
  const sampler = new ProcessTreeSampler();
  sampler.start();
  const auto = await renderOnce(clips, dir, undefined);
  const memory = sampler.stop();
  const outDir = join(dir, 'out');

  const outputs = auto.manifest.length;
  const planned = planOutputs(scenario.counts, [PLACEMENT]);
  const catMs = await timeCat(planned, join(dir, 'segments'), join(dir, 'cat.bin'));
  const ssims: number[] = [];
  const ssimAt = ssimSample(scenario.naiveSample === 'all' ? outputs : Math.min(scenario.naiveSample, outputs));
  let naiveRun = 0;
  const naive = options.skipNaive
    ? null
    : await timeNaive(clips, PLACEMENT, scenario.naiveSample, fit.manifest, dir, async (planIndex, path) => {
        if (ssimAt.has(naiveRun++)) ssims.push(await ssimOf(join(dir, 'fit', 'out', fit.manifest[planIndex]!.file), path));
      });
  const fullDecodeMs = options.fullDecodeCheck ? await timeFullDecode(auto.manifest, outDir) : null;
  const uniqueSec = await uniqueSeconds(clips);
  const outputSec = auto.manifest.reduce((sum, row) => sum + row.durationSec, 0);
  const ceiling = outputSec / uniqueSec;
  const perOutput = (ms: number) => (ms / outputs / 1000).toFixed(3);
  const perClipSec = (run: RenderRun) => run.timings.normaliseMs / 1000 / uniqueSec;

  say('');
  say(`${scenario.name}, ${label}: ${outputs} outputs, ${uniqueSec.toFixed(1)} s of unique clip, ${(outputSec / outputs).toFixed(1)} s per output`);
  say(`  ceiling           ${times(ceiling)}: ${outputSec.toFixed(1)} s of output the naive path encodes / ${uniqueSec.toFixed(1)} s of clip ours encodes once`);
  if (naive) say(`  naive             ${sec(naive.totalMs)} ${naive.note}`);
  else say('  naive             skipped (--skip-naive)');
  for (const [name, run, target] of [
    ['bars (as naive)', fit, TARGETS.ceilingShareFit],
    ['default framing', auto, TARGETS.ceilingShareDefault],
  ] as const) {
    const share = naive ? naive.totalMs / run.totalMs / ceiling : null;
    say(
      `  ${name.padEnd(17)} ${sec(run.totalMs)}, every segment and output checked` +
        (share === null ? '' : ` = ${times(naive!.totalMs / run.totalMs)} naive = ${percent(share)} of the ceiling (${atLeast(share, target, percent)})`),
    );
    say(
      `    its parts       probe ${sec(run.timings.probeMs)} + normalise ${sec(run.timings.normaliseMs)} (${perClipSec(run).toFixed(2)} s per s of clip, ` +
        `segment checks inside it: ${sec(run.timings.segmentCheckMs)} summed) + combine ${sec(run.timings.combineMs)} + output check ${sec(run.timings.verifyMs)}`,
    );
  }
  if (naive) {
    const ratio = perClipSec(fit) / (naive.perOutputSecMs / 1000);
    say(
      `  normalise         ${perClipSec(fit).toFixed(2)} s per s of clip (bars) = ${times(ratio)} the naive path's ${(naive.perOutputSecMs / 1000).toFixed(2)} s per s of output ` +
        `(${atMost(ratio, TARGETS.normaliseOverNaive, times)}); default framing ${perClipSec(auto).toFixed(2)} s per s of clip`,
    );
  }
  for (const [name, run] of [['bars', fit], ['default', auto]] as const) {
    const combinePer = run.timings.combineMs / outputs / 1000;
    const checkPer = run.timings.verifyMs / outputs / 1000;
    say(
      `  combine, ${name.padEnd(7)} ${perOutput(run.timings.combineMs)} s per output (${atMost(combinePer, TARGETS.combinePerOutputSec, (v) => `${v.toFixed(2)} s`)}); ` +
        `output check ${perOutput(run.timings.verifyMs)} s per output (${atMost(checkPer, TARGETS.checkPerOutputSec, (v) => `${v.toFixed(2)} s`)})`,
    );
  }
  const catPer = catMs / outputs / 1000;
  say(`  cat               ${catPer.toFixed(4)} s per output for the same segment bytes (the floor under combine)`);
  if (ssims.length > 0) {
    const worst = Math.min(...ssims);
    say(`  quality           SSIM against the naive output of the same combination, ${ssims.length} outputs (bars): worst ${worst.toFixed(4)}, mean ${(ssims.reduce((a, b) => a + b, 0) / ssims.length).toFixed(4)} (${atLeast(worst, TARGETS.minSsim, (v) => v.toFixed(2))})`);
  }
  if (fullDecodeMs !== null) {
    say(`  full decode check ${sec(fullDecodeMs)} (${perOutput(fullDecodeMs)} s per output, every frame; not shipped, what the output check replaced)`);
  }
  say(`  peak memory       ${memoryLine(memory, 'Node', TARGETS.workerPeakMb)}`);
  // Other work on the machine slows both sides; the 1-minute load average shows whether it did.
  say(`  load average      ${loadBefore.toFixed(2)} before, ${loadavg()[0]!.toFixed(2)} after (${cpus().length} cores)`);
  return { totalMs: auto.totalMs, outputs, outDir };
}

/** The render path as `npm run render` ships it, into `dir`/out, its segments kept in `dir`/segments for the `cat` floor. */
/**
 * The CLI's render path on one combination alone, from its three clips with the default framing:
 * what the services' first output is compared with (probe, normalise, join and check included).
 */
export async function timeOneCombination(clips: ClipFiles, combination: { intro: number; body: number; cta: number }, dir: string): Promise<number> {
  const one: ClipFiles = { intro: [clips.intro[combination.intro - 1]!], body: [clips.body[combination.body - 1]!], cta: [clips.cta[combination.cta - 1]!] };
  return (await renderOnce(one, dir, undefined)).totalMs;
}

async function renderOnce(clips: ClipFiles, dir: string, framing: FramingChoice | undefined): Promise<RenderRun> {
  const segmentsDir = join(dir, 'segments');
  await mkdir(segmentsDir, { recursive: true });
  const started = performance.now();
  const { manifest, timings } = await renderCombinations({
    ...clips,
    outDir: join(dir, 'out'),
    placements: [PLACEMENT],
    concurrency: CONCURRENCY,
    verify: true,
    segmentsDir,
    framing,
    // As the CLI runs: its outputs and segments are recorded for a rerun (bench-rerun.ts).
    keepExisting: true,
  });
  return { totalMs: performance.now() - started, timings, manifest };
}

/** Which of the naive runs (in the order they run) get an SSIM: four spread over them (each costs a decode of both files). */
function ssimSample(runs: number): Set<number> {
  const count = Math.min(4, runs);
  return new Set(Array.from({ length: count }, (_, i) => Math.floor((i * runs) / count)));
}

const percent = (share: number) => `${(share * 100).toFixed(0)}%`;

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
