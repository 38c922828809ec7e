import { type FramingChoice, SECTIONS, type UploadSection, type PlacementName } from '@reelmix/contracts/browser';
import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { CODEC_SETUP_ID } from './codec-setup';
import { type CombinedOutput } from './combine';
import { sha256File } from './file-hash';
import { framingKeyPart } from './framing';
import { type FocusPoint } from './framing-geometry';
import { keepRecordedOutputs, sameName } from './kept-outputs';
import { type PlannedOutput } from './naming';
import { outputKey, readRenderState, writeRenderState, type OutputSettings, type RecordedOutput } from './render-state';
import { type SegmentIdentity } from './segment-cache';
import { runPool } from './task-pool';
import { type TextOverlay } from './text-filters';
import { textKey } from './text-key';

/*
 * A rerun into the same output folder: before rendering, the planned outputs the folder already
 * holds (by content and settings: render-state.ts, kept-outputs.ts) are kept; after, the state
 * file is rewritten for the whole plan. The clips' normalised segments are kept in the folder too
 * (segment-cache.ts), so new combinations of clips seen before only join. Outputs of earlier plans stay in the folder and in the
 * state file (a later run may want them back), but not in the manifest.
 */

export interface RerunInput {
  outDir: string;
  planned: readonly PlannedOutput[];
  clips: Readonly<Record<UploadSection, readonly string[]>>;
  framing: FramingChoice;
  focus?: ReadonlyMap<string, FocusPoint>;
  /** This run verifies every output: an output kept unverified would escape the check. */
  verify: boolean;
  concurrency: number;
  /** The text variants drawn on the hooks, by position (`plan.text`); none without texts. */
  texts?: readonly TextOverlay[];
}

export interface Rerun {
  /** Kept outputs by index in `planned`, under the names planned now. */
  kept: Map<number, RecordedOutput>;
  /** What identifies each planned output, by index in `planned`. */
  settings: OutputSettings[];
  /** Everything the folder's state file recorded before this run. */
  previous: RecordedOutput[];
  /** sha256 of every clip the plan uses, by path. */
  sourceHashes: ReadonlyMap<string, string>;
}

export async function prepareRerun(input: RerunInput): Promise<Rerun> {
  const paths = [...new Set(SECTIONS.flatMap((section) => input.planned.map((plan) => input.clips[section][plan[section] - 1]!)))];
  const hashes = new Map<string, string>();
  await runPool(paths, input.concurrency, async (path) => hashes.set(path, await sha256File(path)));
  const settings = input.planned.map((plan): OutputSettings => {
    const pathOf = (section: UploadSection) => input.clips[section][plan[section] - 1]!;
    const bySection = (value: (path: string) => string) =>
      ({ intro: value(pathOf('intro')), body: value(pathOf('body')), cta: value(pathOf('cta')) }) as Record<UploadSection, string>;
    const text = plan.text === undefined ? undefined : input.texts?.[plan.text - 1];
    return {
      sources: bySection((path) => hashes.get(path)!),
      codecSetup: CODEC_SETUP_ID,
      placement: plan.placement,
      framing: bySection((path) => framingKeyPart(input.framing, input.focus?.get(path))),
      ...(text ? { text: textKey(text.text, text.style) } : {}),
    };
  });
  const previous = await readRenderState(input.outDir);
  const usable = previous.filter((record) => record.verified || !input.verify);
  const wanted = input.planned.map((plan, i) => ({ fileName: plan.fileName, key: outputKey(settings[i]!) }));
  const kept = await keepRecordedOutputs(input.outDir, wanted, usable);
  return { kept, settings, previous, sourceHashes: hashes };
}

/** What names a clip's segment in the folder's segment cache (segment-cache.ts). */
export function segmentIdentity(input: RerunInput, rerun: Rerun, path: string, placement: PlacementName, threads: number, text?: TextOverlay): SegmentIdentity {
  const identity: SegmentIdentity = { sourceSha256: rerun.sourceHashes.get(path)!, placement, framing: framingKeyPart(input.framing, input.focus?.get(path)), threads };
  return text ? { ...identity, text: textKey(text.text, text.style) } : identity;
}

export interface RerunOutcome {
  /** Output files in the folder that this plan does not include (left in place, not in the manifest). */
  notInPlan: number;
}

/** Records the whole plan, kept and rendered, and what earlier plans left that is still there. */
export async function finishRerun(
  input: RerunInput,
  rerun: Rerun,
  rendered: ReadonlyMap<number, CombinedOutput>,
): Promise<RerunOutcome> {
  const current = input.planned.map((plan, i): RecordedOutput => {
    const kept = rerun.kept.get(i);
    if (kept) return kept;
    const output = rendered.get(i)!;
    const settings = rerun.settings[i]!;
    const { sha256, sizeBytes, durationSec, width, height } = output;
    return { file: plan.fileName, key: outputKey(settings), settings, sha256, sizeBytes, durationSec, width, height, verified: input.verify };
  });
  const planned = (name: string) => input.planned.some((plan) => sameName(plan.fileName, name));
  const earlier: RecordedOutput[] = [];
  for (const record of rerun.previous) {
    if (planned(record.file) || earlier.some((other) => sameName(other.file, record.file))) continue;
    const size = await stat(join(input.outDir, record.file)).then((s) => s.size, () => -1);
    if (size === record.sizeBytes) earlier.push(record);
  }
  await writeRenderState(input.outDir, [...current, ...earlier]);
  const files = await readdir(input.outDir);
  return { notInPlan: files.filter((name) => /\.mp4$/i.test(name) && !name.startsWith('.') && !planned(name)).length };
}
