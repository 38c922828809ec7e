import {
  type CombinationParts,
  type CombinationPlanSettings,
  DEFAULT_NAME_TEMPLATE,
  jobLabel,
  type JobPlanView,
  type PlannedCombinationView,
  SECTIONS,
  textDisplayName,
} from '@reelmix/contracts';
import {
  chooseBalancedSubset,
  combinationKey,
  CombinationPlanError,
  compareCombinations,
  type ExcludedCombination,
  parseCombinationRules,
  planCombinations,
  planOutputs,
  type CombinationPlan,
  type PlannedOutput,
  partsOnly,
  sourceNameOf,
} from '@reelmix/media';
import { isPresent } from '../jobs/clip-presence';
import type { JobClip } from '../jobs/job-clip.entity';
import { identityOf, type OutputIdentity } from '../jobs/new-outputs';
import type { Job } from '../jobs/job.entity';
import { JobsErrors } from '../jobs-errors';
import { nameTemplateOf, textsOf } from './job-texts';

/*
 * Which combinations a job renders and what they are called: the job's plan settings applied to
 * its clips with libs/media's planner, the same one `npm run render` uses. The view, the start's
 * work plan and the limits all read the plan from here.
 */

export const DEFAULT_PLAN_SETTINGS: Readonly<CombinationPlanSettings> = Object.freeze({ exclusions: [], duration: null, balanced: null, nameTemplate: DEFAULT_NAME_TEMPLATE });

/** How many clips of each section, and texts when the plan has some: the parts planned from. */
function countsOf(settings: CombinationPlanSettings, clips: readonly JobClip[]): CombinationParts {
  const count = (section: JobClip['section']) => clips.filter((clip) => clip.section === section).length;
  const texts = textsOf(settings).length;
  return { intro: count('intro'), body: count('body'), cta: count('cta'), ...(texts > 0 ? { text: texts } : {}) };
}

function bySection<T>(clips: readonly JobClip[], value: (clip: JobClip) => T): Record<JobClip['section'], T[]> {
  const ordered = (section: JobClip['section']) => clips.filter((clip) => clip.section === section).sort((a, b) => a.position - b.position).map(value);
  return { intro: ordered('intro'), body: ordered('body'), cta: ordered('cta') };
}

/** A refusal of the buyer's settings as the 400 the customer reads. */
function asRefusal<T>(plan: () => T): T {
  try {
    return plan();
  } catch (error) {
    if (error instanceof CombinationPlanError) throw JobsErrors.planRefused(error.message, error.code);
    throw error;
  }
}

/**
 * The combinations the settings choose for these clips. Removed clips keep their positions (the
 * rules and names count them) but every combination using one is left out, before a balanced
 * subset is chosen, so the subset is drawn from what can still be rendered. The subset weighs
 * what the job has `rendered`: it brings in clips added since and prefers combinations not made yet.
 */
export function combinationPlanOf(settings: CombinationPlanSettings, clips: readonly JobClip[], rendered: readonly CombinationParts[] = []): CombinationPlan {
  const counts = countsOf(settings, clips);
  return asRefusal(() => {
    const unbalanced = planCombinations({
      counts,
      rules: parseCombinationRules(settings.exclusions, counts),
      durationBudget: settings.duration,
      partDurations: bySection(clips, (clip) => clip.durationSec),
      balanced: null,
    });
    const removed = removedRulesOf(clips);
    const excluded = new Map<string, ExcludedCombination>(unbalanced.excluded.map((combination) => [keyOf(combination), combination]));
    const allowed = unbalanced.chosen.filter((combination) => removed(combination).length === 0);
    for (const combination of [...unbalanced.chosen, ...unbalanced.excluded]) {
      const rules = removed(combination);
      if (rules.length > 0) excluded.set(keyOf(combination), { ...combination, reason: { kind: 'rule', rules } });
    }
    let chosen = allowed;
    if (settings.balanced !== null) {
      const subset = new Set(chooseBalancedSubset(allowed, counts, settings.balanced, rendered).map(keyOf));
      chosen = allowed.filter((combination) => subset.has(keyOf(combination)));
      for (const combination of allowed) {
        if (!subset.has(keyOf(combination))) excluded.set(keyOf(combination), { ...combination, reason: { kind: 'balanced', size: settings.balanced } });
      }
    }
    const inReadingOrder = [...excluded.values()].sort(compareCombinations);
    const countOf = (kind: ExcludedCombination['reason']['kind']) => inReadingOrder.filter((entry) => entry.reason.kind === kind).length;
    return {
      chosen,
      excluded: inReadingOrder,
      counts: { all: unbalanced.counts.all, byRule: countOf('rule'), outsideBudget: countOf('duration'), notBalanced: countOf('balanced'), chosen: chosen.length },
    };
  });
}

/** `removed intro-2`: the reason a combination using a removed clip is left out, as the plan view shows it. */
export const removedRuleText = (clip: Pick<JobClip, 'section' | 'position'>) => `removed ${clip.section}-${clip.position}`;

/** For a combination, the removed clips it uses, as reasons. */
function removedRulesOf(clips: readonly JobClip[]): (combination: CombinationParts) => string[] {
  const removed = clips.filter((clip) => !isPresent(clip));
  return (combination) => removed.filter((clip) => combination[clip.section] === clip.position).map(removedRuleText);
}

const keyOf = combinationKey;

/** Combinations the job has in every placement: the ones a new plan would add nothing for. */
function renderedCombinationsOf(finished: readonly OutputIdentity[], placements: readonly string[]): CombinationParts[] {
  const had = new Set(finished.map(identityOf));
  const combinations = new Map(finished.map(partsOf).map((combination) => [keyOf(combination), combination]));
  return [...combinations.values()].filter((combination) => placements.every((placement) => had.has(identityOf({ ...combination, placement }))));
}

/** What naming a job's outputs needs of it: its plan, placements and number (for {job}). */
type NamedJob = Pick<Job, 'plan' | 'placements' | 'number'>;

/** The plan of a job that already has the `finished` outputs (none before its first render). */
function jobCombinationPlanOf(job: NamedJob, clips: readonly JobClip[], finished: readonly OutputIdentity[]): CombinationPlan {
  return combinationPlanOf(job.plan, clips, renderedCombinationsOf(finished, job.placements));
}

/** Every output the job renders, named by its template, in reading order; `finished` are the outputs it already has. */
export function plannedOutputsOf(job: NamedJob, clips: readonly JobClip[], finished: readonly OutputIdentity[] = []): PlannedOutput[] {
  return outputsOfPlan(job, clips, jobCombinationPlanOf(job, clips, finished));
}

function outputsOfPlan(job: NamedJob, clips: readonly JobClip[], plan: CombinationPlan): PlannedOutput[] {
  return asRefusal(() =>
    planOutputs(countsOf(job.plan, clips), job.placements, {
      combinations: plan.chosen,
      nameTemplate: nameTemplateOf(job.plan),
      jobLabel: jobLabel(job.number),
      // {hook}, {body}, {cta}: a clip's label where it has one. Names already stored stay (new-outputs).
      sourceNames: bySection(clips, (clip) => sourceNameOf({ label: clip.label, fileName: clip.originalName })),
      textNames: textsOf(job.plan).map(textDisplayName),
    }),
  );
}

/** Clips no chosen combination uses are not normalised. */
export function usedBy(outputs: readonly CombinationParts[]): (clip: Pick<JobClip, 'section' | 'position'>) => boolean {
  const used = new Set(outputs.flatMap((output) => SECTIONS.map((section) => `${section}-${output[section]}`)));
  return (clip) => used.has(`${clip.section}-${clip.position}`);
}

/** The job's plan as the review shows it; `finished` are the outputs the job already has (after clips were added). */
export function jobPlanView(job: Job, clips: readonly JobClip[], maxCombinations: number, finished: readonly OutputIdentity[] = []): JobPlanView {
  const plan = jobCombinationPlanOf(job, clips, finished);
  const outputs = outputsOfPlan(job, clips, plan);
  const had = new Set(finished.map(identityOf));
  const rendered = (combination: CombinationParts) => job.placements.every((placement) => had.has(identityOf({ ...combination, placement })));
  const lengthOf = (durationSec: number | null) => Math.round((durationSec ?? 0) * 1000) / 1000;
  const chosen: PlannedCombinationView[] = plan.chosen.map((combination) => ({
    ...partsOnly(combination),
    lengthSec: lengthOf(combination.durationSec),
    chosen: true,
    rendered: rendered(combination),
    leftOut: null,
  }));
  const excluded: PlannedCombinationView[] = plan.excluded.map((combination) => ({
    ...partsOnly(combination),
    lengthSec: lengthOf(combination.durationSec),
    chosen: false,
    rendered: rendered(combination),
    leftOut: combination.reason.kind === 'rule' ? { reason: 'rule', rules: combination.reason.rules } : { reason: combination.reason.kind },
  }));
  const combinations = [...chosen, ...excluded].sort(compareCombinations);
  return {
    jobId: job.id,
    editable: job.status !== 'processing',
    // The template the names are made from: a default one follows the texts, so the buyer sees `{t}` where the names have it.
    settings: { ...job.plan, nameTemplate: nameTemplateOf(job.plan) },
    combinations,
    counts: {
      all: plan.counts.all,
      chosen: plan.counts.chosen,
      placements: job.placements.length,
      outputs: outputs.length,
      toRender: outputs.filter((output) => !had.has(identityOf(output))).length,
    },
    maxCombinations,
    exampleNames: outputs.slice(0, job.placements.length).map((output) => output.fileName),
  };
}

/** A stored output's combination: its null text (a job without texts) is no text. */
const partsOf = ({ intro, body, cta, text }: OutputIdentity): CombinationParts => partsOnly({ intro, body, cta, ...(text == null ? {} : { text }) });
