import {
  type CombinationParts,
  DEFAULT_TEXT_STYLE,
  type FramingChoice,
  PLACEMENTS,
  type PlacementName,
  SECTIONS,
  textDisplayName,
  type TextStyle,
  type TextVariant,
  type UploadSection,
} from '@reelmix/contracts/browser';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { type CombinedOutput, combineSegmentsBatch } from './combine';
import { combineBatches, combineBatchSize, soundOf } from './combine-batches';
import { isFocusPoint } from './framing';
import { type FocusPoint } from './framing-geometry';
import { measureLoudness, type LoudnessMeasurement } from './loudness';
import { manifestCsv, type ManifestRow } from './manifest';
import { MediaRejectedError } from './media.errors';
import { OUTPUT_FPS } from './media-limits';
import { planOutputs, type PlannedOutput } from './naming';
import { normaliseClipTexts, type NormalisedSegment } from './normalise';
import { planNormaliseRuns } from './normalise-runs';
import { probeMedia } from './probe';
import { type ProbeResult } from './probe-result';
import { finishRerun, prepareRerun, segmentIdentity, type Rerun } from './render-rerun';
import { readCachedSegment, type SegmentIdentity, storeCachedSegment } from './segment-cache';
import { runPool } from './task-pool';
import { withTempDir } from './temp-dir';
import { type OutputToVerify, verifyOutputs } from './verify';
import { verifySegment } from './verify-segment';
import { type TextOverlay } from './text-filters';
import { layoutText } from './text-layout';

/*
 * The whole job on one machine (the CLI and the benchmark): probe every clip, normalise each clip
 * once per placement (n_i + n_b + n_c encodes per placement, never n_i x n_b x n_c) and check
 * each segment fully, join every combination by stream copy, optionally verify each output (its
 * structure, its audio, its video against the segments: verify.ts), write the manifest. Given
 * chosen combinations (combination-plan.ts), it makes only those, from only the clips they use.
 * With text variants each hook makes one segment per text and placement, the text drawn in that
 * same encode (text-filters.ts), all its texts from one decode and framing (normalise-runs.ts),
 * and every hook x text x body x cta is joined.
 * The render service runs the same steps as separate tasks through the same functions.
 */

export type RenderStage = 'normalise' | 'combine' | 'verify';

export interface RenderProgress {
  stage: RenderStage;
  done: number;
  total: number;
}

export interface RenderInput {
  intro: string[];
  body: string[];
  cta: string[];
  outDir: string;
  placements: readonly PlacementName[];
  /** Processes at a time; 2 suits a 2-core machine (measured). */
  concurrency?: number;
  onProgress?: (event: RenderProgress) => void;
  /** Verify every output (default true): structure, audio, video against the segments. Segments are always checked. */
  verify?: boolean;
  /** Threads per process; default 1 when running several at once, else automatic. */
  threads?: number;
  signal?: AbortSignal;
  /** Probes the caller already made, by path (the CLI probes first to report every refused clip). */
  probes?: ReadonlyMap<string, ProbeResult>;
  /** Keep the normalised segments here instead of a private temp dir; the caller removes them. */
  segmentsDir?: string;
  /** How every clip is framed in every placement; default `auto` (the rule for each clip's shape). */
  framing?: FramingChoice;
  /** Where `fill` keeps its window, by clip path (as given in intro, body, cta); default the centre. */
  focus?: ReadonlyMap<string, FocusPoint>;
  /** Render only these (e.g. `planCombinations(...).chosen`); default every one. Clips none uses are not read. */
  combinations?: readonly CombinationParts[];
  /** Output name template (output-names.ts); default `h{h}-b{b}-c{c}_{ratio}`, with texts `h{h}-t{t}-b{b}-c{c}_{ratio}`. */
  nameTemplate?: string;
  /** Lines of text drawn on the hooks, each a part of the test (contracts text-variants.ts); none by default. */
  texts?: readonly TextVariant[];
  /** How every text is drawn; default DEFAULT_TEXT_STYLE. */
  textStyle?: TextStyle;
  /**
   * Keep what `outDir` already holds from earlier runs (same clips' content, codec setup,
   * placement and framing: render-rerun.ts) and render only the rest; records what it made in
   * the folder's state file. Default false: the services render into fresh task dirs.
   */
  keepExisting?: boolean;
}

export interface RenderTimings {
  probeMs: number;
  /** Wall time of the normalise stage, the segment checks included. */
  normaliseMs: number;
  /** Time spent checking segments, summed over the checks (they run inside the normalise stage, `concurrency` at a time). */
  segmentCheckMs: number;
  combineMs: number;
  verifyMs: number;
}

export interface RenderResult {
  /** The whole plan, kept outputs included. */
  manifest: ManifestRow[];
  timings: RenderTimings;
  /** Outputs kept from earlier runs (`keepExisting`), and made by this run. */
  kept: number;
  rendered: number;
  /** With `keepExisting`: .mp4 files in `outDir` that this plan does not include (left alone). */
  notInPlan: number;
  /** Normalised segments this run encoded, and those it took from the folder's segment cache. */
  segmentsMade: number;
  segmentsReused: number;
}

interface Clip {
  section: UploadSection;
  index: number;
  path: string;
  probe?: ProbeResult;
  loudness?: Promise<LoudnessMeasurement | null>;
}

export const MANIFEST_FILE = 'manifest.csv';

export async function renderCombinations(input: RenderInput): Promise<RenderResult> {
  const concurrency = Math.max(1, input.concurrency ?? 2);
  const threads = input.threads ?? (concurrency > 1 ? 1 : 0);
  const placements = [...new Set(input.placements)];
  if (placements.length === 0 || SECTIONS.some((section) => input[section].length === 0)) {
    throw new RangeError('renderCombinations needs at least one intro, one body, one cta and one placement');
  }
  checkFocus(input);
  const texts = textOverlaysOf(input);
  // Every text laid out in every placement first: one that cannot be drawn is refused before any work.
  for (const text of texts) for (const placement of placements) layoutText(text.text, text.style, placement);
  // Planned, and the name template checked, before any work.
  const counts = { intro: input.intro.length, body: input.body.length, cta: input.cta.length, ...(texts.length > 0 ? { text: texts.length } : {}) };
  const planned = planOutputs(counts, placements, {
    combinations: input.combinations,
    nameTemplate: input.nameTemplate,
    sourceNames: { intro: input.intro, body: input.body, cta: input.cta },
    textNames: (input.texts ?? []).map(textDisplayName),
  });
  if (planned.length === 0) throw new RangeError('renderCombinations was given no combination to render');
  await mkdir(input.outDir, { recursive: true });
  const rerunInput = {
    outDir: input.outDir,
    planned,
    clips: { intro: input.intro, body: input.body, cta: input.cta },
    framing: input.framing ?? 'auto',
    focus: input.focus,
    verify: input.verify ?? true,
    concurrency,
    texts,
  };
  const rerun: Rerun | null = input.keepExisting ? await prepareRerun(rerunInput) : null;
  // Indices in `planned` of what this run makes; only the clips these use are read.
  const toRender = planned.map((_, i) => i).filter((i) => !rerun?.kept.has(i));
  const used = new Set(toRender.map((i) => planned[i]!).flatMap((plan) => SECTIONS.map((section) => `${section}:${plan[section]}`)));
  const controller = new AbortController();
  const signal = input.signal ? AbortSignal.any([input.signal, controller.signal]) : controller.signal;
  const report = input.onProgress ?? (() => undefined);
  const clips: Clip[] = SECTIONS.flatMap((section) =>
    input[section].map((path, i) => ({ section, index: i + 1, path })).filter((clip) => used.has(`${section}:${clip.index}`)),
  );
  // Which text each hook is drawn with, by hook position: only the pairs some output uses.
  const textsOfHook = new Map<number, Set<number>>();
  for (const plan of toRender.map((i) => planned[i]!)) {
    if (plan.text !== undefined) textsOfHook.set(plan.intro, (textsOfHook.get(plan.intro) ?? new Set()).add(plan.text));
  }
  const timings: RenderTimings = { probeMs: 0, normaliseMs: 0, segmentCheckMs: 0, combineMs: 0, verifyMs: 0 };

  let started = performance.now();
  await runPool(clips, concurrency, async (clip) => {
    const known = input.probes?.get(clip.path);
    clip.probe =
      known ??
      (await probeMedia(clip.path, { signal }).catch((error: unknown) => {
        throw error instanceof MediaRejectedError ? error.forFile(basename(clip.path)) : error;
      }));
  });
  timings.probeMs = performance.now() - started;

  const inWorkDir = <T>(task: (dir: string) => Promise<T>) => (input.segmentsDir ? task(input.segmentsDir) : withTempDir('render', task));
  return inWorkDir(async (work) => {
    const runs = planNormaliseRuns(clips, placements, (clip) => textsDrawnOn(clip, textsOfHook), (clip) => clip.probe!.durationSec);
    const total = runs.reduce((sum, run) => sum + run.texts.length, 0);
    const segments = new Map<string, NormalisedSegment>();
    let done = 0;
    let segmentsReused = 0;
    started = performance.now();
    await runPool(
      runs,
      concurrency,
      async ({ clip, placement, texts: drawn }) => {
        // Each segment keeps its own identity in the cache; the run makes only those not kept.
        const missing: { text: number | undefined; overlay: TextOverlay | undefined; identity: SegmentIdentity | null }[] = [];
        for (const text of drawn) {
          const overlay = text === undefined ? undefined : texts[text - 1];
          const identity = rerun && segmentIdentity(rerunInput, rerun, clip.path, placement, threads, overlay);
          const cached = identity && (await readCachedSegment(input.outDir, identity));
          if (!cached) {
            missing.push({ text, overlay, identity });
            continue;
          }
          segments.set(segmentKey(clip.section, clip.index, placement, text), cached);
          segmentsReused++;
          report({ stage: 'normalise', done: ++done, total });
        }
        if (missing.length === 0) return;
        clip.loudness ??= measureLoudness(clip.path, clip.probe!, { signal });
        const toMake = missing.map(({ text, overlay }) => ({ path: join(work, segmentFileName(clip.section, clip.index, placement, text)), text: overlay }));
        const made = await normaliseClipTexts(clip.path, toMake, placement, {
          probe: clip.probe!,
          loudness: await clip.loudness,
          threads,
          signal,
          framing: input.framing,
          focus: input.focus?.get(clip.path),
        });
        for (const [i, segment] of made.entries()) {
          // A bad segment fails here, naming its clip, not later in every output that uses it.
          const checkStarted = performance.now();
          await verifySegment(segment.path, { frames: segment.frames, placement }, { signal, displayName: basename(clip.path) });
          timings.segmentCheckMs += performance.now() - checkStarted;
          const { text, identity } = missing[i]!;
          if (identity) await storeCachedSegment(input.outDir, identity, segment);
          segments.set(segmentKey(clip.section, clip.index, placement, text), segment);
          report({ stage: 'normalise', done: ++done, total });
        }
      },
      controller,
    );
    timings.normaliseMs = performance.now() - started;

    done = 0;
    started = performance.now();
    const rendering = toRender.map((i) => planned[i]!);
    const outputs: CombinedOutput[] = [];
    const batches = combineBatches(rendering, combineBatchSize(rendering.length, concurrency));
    await runPool(
      batches,
      concurrency,
      async (batch) => {
        const jobs = batch.map((i) => ({
          segments: segmentsOf(segments, rendering[i]!).map((segment) => segment.path),
          output: join(input.outDir, rendering[i]!.fileName),
          sameSoundAs: soundOf(rendering[i]!),
        }));
        const combined = await combineSegmentsBatch(jobs, { signal });
        for (const [j, output] of combined.entries()) outputs[batch[j]!] = output;
        done += combined.length;
        report({ stage: 'combine', done, total: rendering.length });
      },
      controller,
    );
    timings.combineMs = performance.now() - started;

    if (input.verify ?? true) {
      done = 0;
      started = performance.now();
      // The combine's batches again: one decode process checks a batch (verifyOutputs), and an
      // output that shares its audio with the first of its group has its audio compared with that one's.
      const firstOfSound = new Map<string, string>();
      const toVerify = outputs.map((output, i): OutputToVerify => {
        const plan = rendering[i]!;
        const parts = segmentsOf(segments, plan);
        const partDurationsSec = parts.map((part) => part.durationSec);
        const durationSec = partDurationsSec.reduce((sum, sec) => sum + sec, 0);
        const partPaths = parts.map((part) => part.path);
        const sameSoundAs = firstOfSound.get(soundOf(plan));
        if (sameSoundAs === undefined) firstOfSound.set(soundOf(plan), output.path);
        const expected = { durationSec, width: output.width, height: output.height, fps: OUTPUT_FPS, partDurationsSec, partPaths };
        return { path: output.path, expected: sameSoundAs === undefined ? expected : { ...expected, sameSoundAs } };
      });
      await runPool(
        batches.map((batch) => batch.map((i) => toVerify[i]!)),
        concurrency,
        async (batch) => {
          await verifyOutputs(batch, { signal });
          done += batch.length;
          report({ stage: 'verify', done, total: outputs.length });
        },
        controller,
      );
      timings.verifyMs = performance.now() - started;
    }

    const rendered = new Map(toRender.map((plannedIndex, i) => [plannedIndex, outputs[i]!]));
    const manifest = planned.map((plan, i): ManifestRow => {
      const output = rerun?.kept.get(i) ?? rendered.get(i)!;
      return {
        file: plan.fileName,
        intro: basename(input.intro[plan.intro - 1]!),
        body: basename(input.body[plan.body - 1]!),
        cta: basename(input.cta[plan.cta - 1]!),
        placement: plan.placement,
        ...(plan.text === undefined ? {} : { text: input.texts![plan.text - 1]!.text, textLabel: input.texts![plan.text - 1]!.label ?? null }),
        durationSec: output.durationSec,
        width: output.width,
        height: output.height,
        sizeBytes: output.sizeBytes,
        sha256: output.sha256,
      };
    });
    const manifestPath = join(input.outDir, MANIFEST_FILE);
    await writeFile(`${manifestPath}.partial`, manifestCsv(manifest));
    await rename(`${manifestPath}.partial`, manifestPath);
    const { notInPlan } = rerun ? await finishRerun(rerunInput, rerun, rendered) : { notInPlan: 0 };
    const segmentCounts = { segmentsMade: total - segmentsReused, segmentsReused };
    return { manifest, timings, kept: planned.length - toRender.length, rendered: toRender.length, notInPlan, ...segmentCounts };
  });
}

/** A focus for a clip that is not in the job, or off the frame, is a caller's mistake: refused before any work. */
function checkFocus(input: RenderInput): void {
  const paths = new Set(SECTIONS.flatMap((section) => input[section]));
  for (const [path, focus] of input.focus ?? []) {
    if (!paths.has(path)) throw new RangeError(`a focus is given for ${path}, which is not one of the clips`);
    if (!isFocusPoint(focus)) throw new RangeError(`the focus for ${path} must be two numbers from 0 to 1`);
  }
}

/** Name of a normalised segment in the work dir (or `segmentsDir`); a hook with a text drawn on it adds the text's position. */
export function segmentFileName(section: UploadSection, index: number, placement: PlacementName, text?: number): string {
  return `${section}-${index}${text === undefined ? '' : `-t${text}`}_${PLACEMENTS[placement].tag}.mov`;
}

/** The texts with the job's style; none when the job has no texts. */
function textOverlaysOf(input: RenderInput): TextOverlay[] {
  const style = input.textStyle ?? DEFAULT_TEXT_STYLE;
  return (input.texts ?? []).map((variant) => ({ text: variant.text, style }));
}

/** The texts a clip is normalised with: each text its outputs use for a hook, one plain segment for anything else. */
function textsDrawnOn(clip: Clip, textsOfHook: ReadonlyMap<number, ReadonlySet<number>>): (number | undefined)[] {
  const texts = clip.section === 'intro' ? textsOfHook.get(clip.index) : undefined;
  return texts ? [...texts].sort((a, b) => a - b) : [undefined];
}

/** An output's segments in play order: its hook (with its text), body and cta in its placement. */
function segmentsOf(segments: ReadonlyMap<string, NormalisedSegment>, plan: PlannedOutput): NormalisedSegment[] {
  return SECTIONS.map((section) => segments.get(segmentKey(section, plan[section], plan.placement, section === 'intro' ? plan.text : undefined))!);
}

function segmentKey(section: UploadSection, index: number, placement: PlacementName, text?: number): string {
  return `${section}:${index}:${placement}${text === undefined ? '' : `:t${text}`}`;
}
