import { PLACEMENTS, type TextVariant } from '@reelmix/contracts/browser';
import { join } from 'node:path';
import { renderCombinations, type ManifestRow, type RenderResult } from '@reelmix/media';
import type { ClipFiles } from './bench-clips';
import { seeText } from './bench-text-check';
import { CONCURRENCY, PLACEMENT, TARGETS } from './bench-options';
import { atLeast, atMost, say, sec, times } from './bench-report';

/*
 * Text variants on the render path: the same 3x3x3 clips rendered as `npm run render` renders
 * them (every segment and output checked), without texts and with three texts in the default
 * style (81 outputs: each hook normalised once per text, every output joined), alternately in one
 * run so the ratio compares like with like. Then every output with a text is decoded at half a
 * second and compared with the output of the same parts without it (bench-text-check.ts).
 */

export const BENCH_TEXTS: readonly TextVariant[] = [
  { text: 'Stop scrolling if you have dry skin' },
  { text: 'Dermatologists hate this' },
  { text: 'I tried it for 30 days and this happened' },
];

/** The frame the text is looked for in: half a second in, inside every hook and every duration a style may set. */
const CHECKED_FRAME = 15;

/*
 * Runs alternate, without and with texts, TEXT_ROUNDS times, and the ratio is taken of each side's
 * quickest run: on a shared machine a burst of other work during one run alone moved a single
 * pair's ratio from 1.6x to 1.0x. Each round's own ratio is printed beside it.
 */
export const TEXT_ROUNDS = 2;

export async function benchTexts(clips: ClipFiles, dir: string): Promise<void> {
  const plainRuns: TimedRender[] = [];
  const textRuns: TimedRender[] = [];
  for (let round = 1; round <= TEXT_ROUNDS; round++) {
    plainRuns.push(await timedRender(clips, join(dir, `without-texts-${round}`), []));
    textRuns.push(await timedRender(clips, join(dir, `with-texts-${round}`), BENCH_TEXTS));
  }
  const quickest = (runs: TimedRender[]) => runs.reduce((best, run) => (run.totalMs < best.totalMs ? run : best));
  const [plain, withTexts] = [quickest(plainRuns), quickest(textRuns)];
  const ratio = withTexts.totalMs / plain.totalMs;
  const parts = (run: TimedRender) =>
    `normalise ${sec(run.result.timings.normaliseMs)} (${run.result.segmentsMade} segments) + combine ${sec(run.result.timings.combineMs)} + output check ${sec(run.result.timings.verifyMs)}`;
  say(
    `  texts             ${BENCH_TEXTS.length} texts: ${withTexts.result.manifest.length} outputs in ${sec(withTexts.totalMs)}, every segment and output checked = ${times(ratio)} ` +
      `the ${plain.result.manifest.length} without texts in ${sec(plain.totalMs)} (${atMost(ratio, TARGETS.textsOverPlain, times)}; quickest of ${TEXT_ROUNDS} alternating runs each)`,
  );
  say(`    rounds          ${plainRuns.map((run, i) => `${sec(textRuns[i]!.totalMs)} / ${sec(run.totalMs)} = ${times(textRuns[i]!.totalMs / run.totalMs)}`).join(', ')}`);
  say(`    with texts      ${parts(withTexts)}`);
  say(`    without         ${parts(plain)}`);

  const plainByParts = new Map(plain.result.manifest.map((row) => [partsOf(row), row]));
  let inside = 0;
  let clear = 0;
  let worstContrast = Number.POSITIVE_INFINITY;
  for (const row of withTexts.result.manifest) {
    const without = plainByParts.get(partsOf(row))!;
    const seen = await seeText(join(withTexts.outDir, row.file), join(plain.outDir, without.file), row.placement, CHECKED_FRAME);
    if (seen.insideTextArea) inside++;
    if (seen.clearOfSafeZones) clear++;
    worstContrast = Math.min(worstContrast, seen.contrast);
  }
  const outputs = withTexts.result.manifest.length;
  const area = PLACEMENTS[PLACEMENT].tag;
  say(
    `  text checks       decoded frame ${CHECKED_FRAME} of all ${outputs} against the same parts without text: ${inside} inside the ${area} text area, ` +
      `${clear} clear of its safe zones (target ${outputs} of ${outputs}: ${inside === outputs && clear === outputs ? 'met' : 'MISSED'}); ` +
      `contrast of the letters against their box, worst ${worstContrast.toFixed(1)}:1 (${atLeast(worstContrast, TARGETS.minTextContrast, (v) => `${v.toFixed(1)}:1`)})`,
  );
}

interface TimedRender {
  totalMs: number;
  result: RenderResult;
  outDir: string;
}

async function timedRender(clips: ClipFiles, dir: string, texts: readonly TextVariant[]): Promise<TimedRender> {
  const outDir = join(dir, 'out');
  const started = performance.now();
  const result = await renderCombinations({ ...clips, outDir, placements: [PLACEMENT], concurrency: CONCURRENCY, verify: true, texts });
  return { totalMs: performance.now() - started, result, outDir };
}

/** The clips an output is made of, whatever its text: what pairs it with its twin without text. */
const partsOf = (row: ManifestRow) => JSON.stringify([row.intro, row.body, row.cta, row.placement]);
