import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Customer } from '../../e2e/fixtures/customer';
import { registerWithTestCard } from '../../e2e/fixtures/registration';
import type { ClipFiles } from '../media/bench-clips';
import { timeOneCombination } from '../media/bench-cli';
import { BENCH_TEXTS, TEXT_ROUNDS } from '../media/bench-texts';
import { PLACEMENT, TARGETS, type Scenario } from '../media/bench-options';
import { atMost, mb, memoryLine, say, sec, times } from '../media/bench-report';
import type { MemoryPeaks } from '../media/process-memory';
import { SERVICES_PORT_OFFSET, type ServicesStack, startServicesStack } from './services-stack';
import { type Combination, type JobTimes, timeJob } from './timed-job';

/*
 * The product as the customer gets it: the same clips the CLI rendered, uploaded to a stack of
 * its own as the web app sends them, rendered by the render service, polled until done. Each
 * scenario runs twice: a first job, then the same clips uploaded again, which the services can
 * serve from normalised segments kept by the clips' content.
 */

export interface CliRun {
  scenario: Scenario;
  /** Which clip set (bench-clips.ts), as printed. */
  label: string;
  clips: ClipFiles;
  /** The CLI's whole time on these clips, which the services' total is compared with. */
  cliMs: number;
  /** New clips of the same kinds (another seed), for runs no kept segment may serve; given where texts are measured. */
  freshClips?: () => Promise<ClipFiles>;
}

export async function benchServices(runs: readonly CliRun[]): Promise<void> {
  say('');
  say(`Through the services: a stack of its own as \`npm start\` runs it (port offset ${SERVICES_PORT_OFFSET}, own database and vhost, local-disk object storage as \`npm start\` uses)`);
  const started = performance.now();
  const stack = await startServicesStack();
  // Ctrl-C reaches the stack too and stops it; its database and vhost are removed here.
  const onInterrupt = () => void stack.stop().finally(() => process.exit(130));
  process.once('SIGINT', onInterrupt);
  try {
    const email = `bench-${Date.now()}@example.com`;
    // Pro, as 5x4x5 (100 combinations) is past the free plan's limits.
    const { userId, cookie } = await registerWithTestCard(stack.gateway, email, 'a decent bench password');
    say(`  up in ${sec(performance.now() - started)}; a Pro customer registered with the test card; jobs polled every 0.1 s`);
    const customer: Customer = { id: userId, email, cookie };
    for (const run of runs) await benchScenario(stack, customer, run);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    throw new Error(`${message}\nthe stack's last lines:\n${stack.output().slice(-6000)}`);
  } finally {
    process.off('SIGINT', onInterrupt);
    await stack.stop();
  }
}

async function benchScenario(stack: ServicesStack, customer: Customer, run: CliRun): Promise<void> {
  const { scenario, label, clips, cliMs } = run;
  const files = [...clips.intro, ...clips.body, ...clips.cta];
  let bytes = 0;
  for (const file of files) bytes += (await stat(file)).size;

  const first = await timeJob(stack.gateway, customer, clips, PLACEMENT, await stack.renderPid(), { previews: true });
  say('');
  say(`${scenario.name}, ${label}, through the services: ${first.outputs} outputs from ${files.length} clips (${mb(bytes / 1024 / 1024)})`);
  say(`  upload            ${sec(first.uploadMs)} (one POST /api/upload, parts intro, body and cta)`);
  const firstTarget = scenario.firstOutputTargetSec;
  say(`  previews          ${previewsLine(first.previews)}`);
  say(`  first output      ${sec(first.firstOutputMs)} after POST /api/process${firstTarget === null ? '' : ` (${atMost(first.firstOutputMs / 1000, firstTarget, (v) => `${v.toFixed(1)} s`)})`}`);
  say(`                    ${await firstOutputAgainstCli(first, clips)}`);
  say(`  completed         ${sec(first.completedMs)} after POST /api/process`);
  say(`  all in            ${totalLine(first, cliMs)}`);
  say(`  render worker     ${memoryLine(first.renderWorker, 'Node', TARGETS.workerPeakMb)}`);
  say(`  normalising       ${encodesLine(first.renderWorker)}, one per clip, as a first job needs`);

  const again = await timeJob(stack.gateway, customer, clips, PLACEMENT, await stack.renderPid());
  say(`  second job        the same clips uploaded again: upload ${sec(again.uploadMs)}, first output ${sec(again.firstOutputMs)}, completed ${sec(again.completedMs)} after POST /api/process`);
  say(`    all in          ${totalLine(again, cliMs)}`);
  const encodes = x264Encodes(again.renderWorker);
  const verdict = encodes <= TARGETS.repeatJobEncodes ? 'met' : 'MISSED: the clips were normalised again';
  say(`    normalising     ${encodesLine(again.renderWorker)} (target ${TARGETS.repeatJobEncodes}, segments kept by content: ${verdict})`);
  say(`    render worker   ${memoryLine(again.renderWorker, 'Node', TARGETS.workerPeakMb)}`);
  if (run.freshClips) await benchServicesTexts(stack, customer, run.freshClips);
}

/*
 * Text variants as the customer gets them: a job with three texts against one without, each on
 * fresh clips of the same kinds (kept segments would otherwise serve the second), alternating as
 * the CLI's comparison does (bench-texts.ts), upload to last output, the texts set through the
 * plan API between upload and start (not timed, as the previews are not).
 */
async function benchServicesTexts(stack: ServicesStack, customer: Customer, freshClips: () => Promise<ClipFiles>): Promise<void> {
  const plainRuns: JobTimes[] = [];
  const textRuns: JobTimes[] = [];
  for (let round = 1; round <= TEXT_ROUNDS; round++) {
    plainRuns.push(await timeJob(stack.gateway, customer, await freshClips(), PLACEMENT, await stack.renderPid()));
    textRuns.push(await timeJob(stack.gateway, customer, await freshClips(), PLACEMENT, await stack.renderPid(), { texts: BENCH_TEXTS }));
  }
  const quickest = (runs: JobTimes[]) => runs.reduce((best, run) => (run.totalMs < best.totalMs ? run : best));
  const [plain, withTexts] = [quickest(plainRuns), quickest(textRuns)];
  const ratio = withTexts.totalMs / plain.totalMs;
  say(
    `  texts             ${BENCH_TEXTS.length} texts: ${withTexts.outputs} outputs in ${sec(withTexts.totalMs)} from upload to last output = ${times(ratio)} ` +
      `the ${plain.outputs} without texts in ${sec(plain.totalMs)}, each on fresh clips of the same kinds (${atMost(ratio, TARGETS.textsOverPlain, times)}; quickest of ${TEXT_ROUNDS} alternating runs each)`,
  );
  say(`    rounds          ${plainRuns.map((run, i) => `${sec(textRuns[i]!.totalMs)} / ${sec(run.totalMs)} = ${times(textRuns[i]!.totalMs / run.totalMs)}`).join(', ')}`);
  say(
    `    normalising     with texts ${x264Encodes(withTexts.renderWorker)} x264 encodes in ${normalisingRuns(withTexts.renderWorker)} ffmpeg runs (each hook's texts from one decode), ` +
      `without ${x264Encodes(plain.renderWorker)} in ${normalisingRuns(plain.renderWorker)}`,
  );
}

/**
 * The first output beside the CLI rendering that same combination alone from its three clips,
 * timed right after the job on the same machine (segments made afresh, in a folder of its own).
 */
async function firstOutputAgainstCli(job: JobTimes, clips: ClipFiles): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'bench-first-'));
  try {
    const cliMs = await timeOneCombination(clips, job.firstCombination, dir);
    const ratio = job.firstOutputMs / cliMs;
    return `= ${times(ratio)} the CLI's ${sec(cliMs)} rendering ${combinationName(job.firstCombination)} alone from its three clips (${atMost(ratio, TARGETS.firstOutputOverCli, times)})`;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

const combinationName = ({ intro, body, cta }: Combination) => `h${intro}-b${body}-c${cta}`;

function totalLine(job: JobTimes, cliMs: number): string {
  const ratio = job.totalMs / cliMs;
  return `${sec(job.totalMs)} from upload to last output = ${times(ratio)} the CLI's ${sec(cliMs)} on the same clips (${atMost(ratio, TARGETS.servicesOverCli, times)})`;
}

/** Only normalising encodes video: combining copies the segments' video, checks only decode. A run drawing several texts has an encoder per text. */
function x264Encodes(worker: MemoryPeaks): number {
  return worker.commandsSeen.reduce((sum, args) => sum + args.filter((arg) => arg === 'libx264').length, 0);
}

/** The normalising ffmpeg runs: one per clip and placement, a hook's texts included. */
function normalisingRuns(worker: MemoryPeaks): number {
  return worker.commandsSeen.filter((args) => args.includes('libx264')).length;
}

function encodesLine(worker: MemoryPeaks): string {
  return `${x264Encodes(worker)} x264 encodes seen in the render worker's ffmpeg processes`;
}

/** The framing review's previews: each one's answer time, the largest clip's beside the target. */
function previewsLine(previews: JobTimes['previews']): string {
  const ordered = [...previews].sort((a, b) => a.ms - b.ms);
  const median = ordered[Math.floor(ordered.length / 2)]!.ms;
  const largest = [...previews].sort((a, b) => b.width * b.height - a.width * a.height)[0]!;
  return (
    `${previews.length} in ${PLACEMENT}, one at a time between upload and start (not in 'all in'): median ${sec(median)}, slowest ${sec(ordered.at(-1)!.ms)}; ` +
    `the ${largest.width}x${largest.height} clip ${sec(largest.ms)} (${atMost(largest.ms, TARGETS.previewMs, (ms) => `${(ms / 1000).toFixed(2)} s`)})`
  );
}
