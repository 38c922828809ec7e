import { SECTIONS } from '@reelmix/contracts/browser';
import { resolve } from 'node:path';
import {
  CombinationPlanError,
  MediaProcessError,
  MediaRejectedError,
  MANIFEST_FILE,
  probeMedia,
  RENDER_STATE_FILE,
  renderCombinations,
  type CombinationPlan,
  type ProbeResult,
} from '@reelmix/media';
import { ProgressBar } from './progress-bar';
import { parseRenderArgs, USAGE, UsageError, type RenderCliOptions } from './render-cli-args';
import { describePlan, narrowsCombinations, planCliCombinations } from './render-cli-plan';

/*
 * `npm run render -- --intro a.mp4 b.mov --body c.mp4 --cta d.webm --out ./out`: the main job on
 * one machine with no services, through the same libs/media pipeline the render workers use.
 * Exit codes: 0 done, 1 a clip was refused or rendering failed, 2 bad arguments.
 */

async function main(argv: readonly string[]): Promise<number> {
  let options: RenderCliOptions;
  try {
    const parsed = parseRenderArgs(argv);
    if (parsed.kind === 'help') {
      process.stdout.write(`${USAGE}\n`);
      return 0;
    }
    options = parsed.options;
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    process.stderr.write(`render: ${error.message}\n\n${USAGE}\n`);
    return 2;
  }

  // Ctrl-C kills the running ffmpeg processes and removes their temp dirs before exiting.
  const controller = new AbortController();
  process.once('SIGINT', () => controller.abort());
  process.once('SIGTERM', () => controller.abort());

  const probes = await probeAll(options, controller.signal);
  if (!probes) return 1;

  const narrowed = narrowsCombinations(options);
  let plan: CombinationPlan;
  try {
    plan = planCliCombinations(options, probes);
  } catch (error) {
    // Only now known: a balanced size larger than what the rules and the budget leave.
    if (!(error instanceof CombinationPlanError)) throw error;
    process.stderr.write(`render: ${error.message}\n`);
    return 2;
  }
  if (narrowed) process.stdout.write(`${describePlan(plan, options)}\n`);
  if (plan.chosen.length === 0) {
    process.stderr.write('render: no combination is left to render within the duration budget\n');
    return 2;
  }

  const bar = new ProgressBar();
  const started = performance.now();
  try {
    const { manifest, timings, kept, rendered, notInPlan, segmentsMade, segmentsReused } = await renderCombinations({
      intro: options.intro,
      body: options.body,
      cta: options.cta,
      outDir: options.out,
      placements: options.placements,
      concurrency: options.concurrency,
      verify: options.verify,
      framing: options.framing,
      focus: options.focus,
      onProgress: (event) => bar.update(event),
      signal: controller.signal,
      probes,
      combinations: narrowed ? plan.chosen : undefined,
      nameTemplate: options.nameTemplate,
      texts: options.texts,
      textStyle: options.textStyle,
      // A rerun into the same folder makes only what it lacks (by content, not by name).
      keepExisting: true,
    });
    bar.finish();
    const totalBytes = manifest.reduce((sum, row) => sum + row.sizeBytes, 0);
    const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
    process.stdout.write(
      [
        `Rendered ${manifest.length} videos (${narrowed ? `${plan.counts.chosen} of ${plan.counts.all} combinations` : `${options.intro.length} intro x ${options.texts.length > 0 ? `${options.texts.length} text x ` : ''}${options.body.length} body x ${options.cta.length} cta`} x ${options.placements.length} placement${options.placements.length > 1 ? 's' : ''}) in ${seconds(performance.now() - started)}`,
        `  normalise ${seconds(timings.normaliseMs)} (${segmentsMade} clip segments encoded, ${segmentsReused} reused), combine ${seconds(timings.combineMs)}${options.verify ? `, verify ${seconds(timings.verifyMs)}` : ' (full verification skipped)'}`,
        `  kept ${kept}, rendered ${rendered}, left ${notInPlan} file${notInPlan === 1 ? '' : 's'} not in this plan (what was made is recorded in ${RENDER_STATE_FILE})`,
        `  ${(totalBytes / 1024 / 1024).toFixed(1)} MB in ${resolve(options.out)}, listed in ${MANIFEST_FILE}`,
        '',
      ].join('\n'),
    );
    return 0;
  } catch (error) {
    bar.finish();
    if (controller.signal.aborted) {
      process.stderr.write('render: stopped; temporary files removed\n');
      return 130;
    }
    if (error instanceof MediaRejectedError || error instanceof MediaProcessError) {
      process.stderr.write(`render: ${error.message}\n`);
      return 1;
    }
    throw error;
  }
}

/** Probes every clip up front and reports every refused one, not just the first. */
async function probeAll(options: RenderCliOptions, signal: AbortSignal): Promise<Map<string, ProbeResult> | null> {
  const probes = new Map<string, ProbeResult>();
  const refused: string[] = [];
  for (const section of SECTIONS) {
    for (const file of options[section]) {
      try {
        probes.set(file, await probeMedia(file, { signal }));
      } catch (error) {
        if (!(error instanceof MediaRejectedError || error instanceof MediaProcessError)) throw error;
        refused.push(`  ${section} ${file}: ${error instanceof MediaRejectedError ? error.reason : error.message}`);
      }
    }
  }
  if (refused.length > 0) process.stderr.write(`render: ${refused.length === 1 ? 'a clip was' : 'clips were'} refused\n${refused.join('\n')}\n`);
  return refused.length === 0 ? probes : null;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`render: unexpected failure: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exit(1);
  },
);
