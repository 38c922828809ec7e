import { spawn } from 'node:child_process';
import { openSync, closeSync } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  gainFor,
  measureLoudness,
  OUTPUT_FPS,
  planOutputs,
  probeMedia,
  renderCombinations,
  segmentFileName,
  verifyOutput,
  verifyOutputFully,
  type ManifestRow,
  type Placement,
  type PlannedOutput,
} from '@reelmix/media';
import { CLIP_SPECS, generateClips, run } from './bench-clips';
import { buildNaiveArgs, type NaiveInput } from './bench-naive';
import { ProcessTreeSampler, type MemoryPeaks } from './process-memory';

/*
 * `npm run bench`: generates mixed clips, then for one placement (9:16) and for 3x3x3 and 5x4x5
 * times our pipeline stage by stage, the naive per-combination re-encode, a plain `cat` of the
 * same segment bytes (the floor for the combine step), the output check and a full decode check, and the peak
 * memory of the worker. Prints figures, not pass/fail tests; the targets are shown beside them.
 *   --naive-sample N   naive combinations timed for 5x4x5 (default 10; the rest extrapolated)
 *   --naive-all        time every naive combination of 5x4x5 too
 *   --only 3x3x3|5x4x5 run one scenario
 *   --skip-naive       our pipeline only (for tuning runs)
 */

const PLACEMENT: Placement = '9:16';
const skipNaive = process.argv.includes('--skip-naive');
const CONCURRENCY = 2;

interface Scenario {
  name: string;
  counts: { intro: number; body: number; cta: number };
  naiveSample: number | 'all';
  target: number;
}

async function main(argv: string[]): Promise<void> {
  const sampleAt = argv.indexOf('--naive-sample');
  const sample = sampleAt >= 0 ? Number(argv[sampleAt + 1]) : 10;
  const only = argv.includes('--only') ? argv[argv.indexOf('--only') + 1] : undefined;
  const scenarios: Scenario[] = [
    { name: '3x3x3', counts: { intro: 3, body: 3, cta: 3 }, naiveSample: 'all' as const, target: 5 },
    { name: '5x4x5', counts: { intro: 5, body: 4, cta: 5 }, naiveSample: argv.includes('--naive-all') ? ('all' as const) : sample, target: 15 },
  ].filter((s) => !only || s.name === only);

  const dir = await mkdtemp(join(tmpdir(), 'reelmix-bench-'));
  try {
    say(`Reelmix render benchmark: ${cpus().length} cores, ${await ffmpegVersion()}, placement ${PLACEMENT}, ${CONCURRENCY} processes at a time, 1 thread each`);
    const started = performance.now();
    const clips = await generateClips(dir);
    const specs = [...CLIP_SPECS.intro, ...CLIP_SPECS.body, ...CLIP_SPECS.cta];
    say(`Generated ${specs.length} clips in ${sec(performance.now() - started)}: ${specs.map((s) => `${s.width}x${s.height}@${fpsLabel(s.fps)} ${s.video}/${s.container}${s.audio ? `+${s.audio}` : ' silent'}`).join(', ')}`);
    for (const scenario of scenarios) {
      await runScenario(scenario, clips, dir);
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

async function runScenario(scenario: Scenario, all: Record<'intro' | 'body' | 'cta', string[]>, dir: string): Promise<void> {
  const clips = { intro: all.intro.slice(0, scenario.counts.intro), body: all.body.slice(0, scenario.counts.body), cta: all.cta.slice(0, scenario.counts.cta) };
  const segmentsDir = join(dir, `segments-${scenario.name}`);
  const outDir = join(dir, `out-${scenario.name}`);
  await mkdir(segmentsDir, { recursive: true });

  const loadBefore = loadavg()[0]!;
  const sampler = new ProcessTreeSampler();
  sampler.start();
  const started = performance.now();
  const { manifest, timings } = await renderCombinations({ ...clips, outDir, placements: [PLACEMENT], concurrency: CONCURRENCY, verify: false, segmentsDir });
  const oursMs = performance.now() - started;
  const memory = sampler.stop();

  const planned = planOutputs(scenario.counts, [PLACEMENT]);
  const outputs = manifest.length;
  const catMs = await timeCat(planned, segmentsDir, join(dir, 'cat.bin'));
  const partDurations = await segmentDurations(planned, segmentsDir);
  const verifyMs = await timeVerify(manifest, (row, i) => verifyOutput(join(outDir, row.file), { ...expectedOf(row), partDurationsSec: partDurations[i]! }));
  const fullVerifyMs = await timeVerify(manifest, (row) => verifyOutputFully(join(outDir, row.file), expectedOf(row)));
  const naive = skipNaive ? { totalMs: NaN, note: '' } : await timeNaive(scenario, clips, planned, manifest, dir);
  const uniqueSec = await uniqueSeconds(clips);
  const outputSec = manifest.reduce((sum, row) => sum + row.durationSec, 0);

  const ratio = naive.totalMs / oursMs;
  const combinePer = timings.combineMs / outputs / 1000;
  const catPer = catMs / outputs / 1000;
  say('');
  say(`${scenario.name}: ${outputs} outputs, ${uniqueSec.toFixed(1)} s of unique clip, ${(outputSec / outputs).toFixed(1)} s per output`);
  say(`  ours total        ${sec(oursMs)} = probe ${sec(timings.probeMs)} + normalise ${sec(timings.normaliseMs)} (${(timings.normaliseMs / 1000 / uniqueSec).toFixed(2)} s per s of clip) + combine ${sec(timings.combineMs)}`);
  say(`  combine           ${combinePer.toFixed(3)} s per output (target <= 0.15 s: ${combinePer <= 0.15 ? 'met' : 'MISSED'}); cat of the same segment bytes ${catPer.toFixed(4)} s per output, ${(combinePer / catPer).toFixed(0)}x faster than combine`);
  if (skipNaive) {
    say('  naive             skipped (--skip-naive)');
  } else {
    say(`  naive             ${sec(naive.totalMs)} ${naive.note}`);
    say(`  speed-up          ${ratio.toFixed(1)}x (target >= ${scenario.target}x: ${ratio >= scenario.target ? 'met' : `MISSED by ${(scenario.target - ratio).toFixed(1)}x`})`);
  }
  const withVerify = skipNaive ? '' : `; with it the speed-up is ${(naive.totalMs / (oursMs + verifyMs)).toFixed(1)}x`;
  say(`  output check      ${sec(verifyMs)} (${(verifyMs / outputs / 1000).toFixed(3)} s per output: structure, audio, frames around the joins; 2 at a time, not in the figures above${withVerify})`);
  say(`  full decode check ${sec(fullVerifyMs)} (${(fullVerifyMs / outputs / 1000).toFixed(3)} s per output, what the output check replaced; segment checks inside normalise: ${sec(timings.segmentCheckMs)} summed)`);
  say(`  peak memory       ${memoryLine(memory)}`);
  // Other work on the machine slows both sides; the 1-minute load average shows whether it did.
  say(`  load average      ${loadBefore.toFixed(2)} before, ${loadavg()[0]!.toFixed(2)} after (${cpus().length} cores)`);
}

async function timeCat(planned: readonly PlannedOutput[], segmentsDir: string, target: string): Promise<number> {
  const started = performance.now();
  for (const plan of planned) {
    const parts = (['intro', 'body', 'cta'] as const).map((s) => join(segmentsDir, segmentFileName(s, plan[s], plan.placement)));
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

async function timeVerify(manifest: readonly ManifestRow[], check: (row: ManifestRow, index: number) => Promise<void>): Promise<number> {
  const started = performance.now();
  const queue = manifest.map((row, index) => ({ row, index }));
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      for (let next = queue.shift(); next; next = queue.shift()) await check(next.row, next.index);
    }),
  );
  return performance.now() - started;
}

const expectedOf = (row: ManifestRow) => ({ durationSec: row.durationSec, width: row.width, height: row.height, fps: OUTPUT_FPS });

/** Each output's part durations (where its joins are), read from the segments before any timing. */
async function segmentDurations(planned: readonly PlannedOutput[], segmentsDir: string): Promise<number[][]> {
  const known = new Map<string, number>();
  const durationOf = async (file: string) => known.get(file) ?? known.set(file, (await probeMedia(join(segmentsDir, file))).durationSec).get(file)!;
  const result: number[][] = [];
  for (const plan of planned) {
    result.push(await Promise.all((['intro', 'body', 'cta'] as const).map((s) => durationOf(segmentFileName(s, plan[s], plan.placement)))));
  }
  return result;
}

async function timeNaive(
  scenario: Scenario,
  clips: Record<'intro' | 'body' | 'cta', string[]>,
  planned: readonly PlannedOutput[],
  manifest: readonly ManifestRow[],
  dir: string,
): Promise<{ totalMs: number; note: string }> {
  const inputs: Record<'intro' | 'body' | 'cta', NaiveInput[]> = { intro: [], body: [], cta: [] };
  for (const section of ['intro', 'body', 'cta'] as const) {
    for (const path of clips[section]) {
      const probe = await probeMedia(path);
      inputs[section].push({ path, probe, gainDb: gainFor(await measureLoudness(path, probe)) });
    }
  }
  const chosen = scenario.naiveSample === 'all' ? planned.map((_, i) => i) : spread(planned.length, scenario.naiveSample);
  let spentMs = 0;
  let spentOutputSec = 0;
  for (const i of chosen) {
    const plan = planned[i]!;
    const args = buildNaiveArgs([inputs.intro[plan.intro - 1]!, inputs.body[plan.body - 1]!, inputs.cta[plan.cta - 1]!], PLACEMENT, join(dir, 'naive.mp4'));
    const started = performance.now();
    await run('ffmpeg', ['-y', ...args]);
    spentMs += performance.now() - started;
    spentOutputSec += manifest[i]!.durationSec;
  }
  if (chosen.length === planned.length) {
    return { totalMs: spentMs, note: `(all ${planned.length} combinations run, ${sec(spentMs / planned.length)} each)` };
  }
  // Naive cost grows with the output's length, so the sample's cost per output second is scaled
  // to the total output seconds, rather than assuming every combination is average.
  const totalOutputSec = manifest.reduce((sum, row) => sum + row.durationSec, 0);
  const totalMs = (spentMs / spentOutputSec) * totalOutputSec;
  return {
    totalMs,
    note: `(extrapolated: ${chosen.length} of ${planned.length} combinations run in ${sec(spentMs)}, ${((spentMs / 1000) / spentOutputSec).toFixed(2)} s per output second, x ${totalOutputSec.toFixed(0)} output seconds)`,
  };
}

/** `count` indexes spread over `0..length-1` with a stride coprime to the section sizes. */
function spread(length: number, count: number): number[] {
  const picked = new Set<number>();
  for (let i = 0; picked.size < Math.min(count, length); i++) picked.add((i * 37 + 3) % length);
  return [...picked];
}

async function uniqueSeconds(clips: Record<'intro' | 'body' | 'cta', string[]>): Promise<number> {
  let total = 0;
  for (const path of [...clips.intro, ...clips.body, ...clips.cta]) total += (await probeMedia(path)).durationSec;
  return total;
}

function memoryLine(m: MemoryPeaks): string {
  const mb = (value: number) => `${value.toFixed(0)} MB`;
  const verdict = m.treePssMb < 500 ? 'met' : `MISSED by ${mb(m.treePssMb - 500)}`;
  return (
    `worker tree (Node + ${CONCURRENCY} ffmpeg) ${mb(m.treePssMb)} PSS (Node's share ${mb(m.nodePssAtPeakMb)}) / ${mb(m.treeRssMb)} RSS summed, target < 500 MB: ${verdict}; ` +
    `Node alone ${mb(m.nodeMaxRssMb)} max RSS; largest single ffmpeg ${mb(m.childMaxRssMb)} RSS (${m.samples} samples, 50 ms apart)`
  );
}

async function ffmpegVersion(): Promise<string> {
  return new Promise((resolvePromise) => {
    const child = spawn('ffmpeg', ['-hide_banner', '-version'], { stdio: ['ignore', 'pipe', 'ignore'] });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('close', () => resolvePromise(out.split('\n')[0]?.replace(/ Copyright.*/, '') ?? 'ffmpeg'));
    child.on('error', () => resolvePromise('ffmpeg (version unknown)'));
  });
}

const fpsLabel = (fps: string) => (fps.includes('/') ? (Number(fps.split('/')[0]) / Number(fps.split('/')[1])).toFixed(2) : fps);
const sec = (ms: number) => `${(ms / 1000).toFixed(ms < 1000 ? 3 : 1)} s`;
const say = (line: string) => process.stdout.write(`${line}\n`);

main(process.argv.slice(2)).catch((error: unknown) => {
  process.stderr.write(`bench: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
