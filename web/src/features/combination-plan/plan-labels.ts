import type { CombinationPlanSettings, JobFramingView, JobPlanView, PlannedCombinationView } from '@reelmix/contracts';
import { counted, textDisplayName } from '@reelmix/contracts/browser';

/** The pair rule a matrix cell toggles: `h2-b3`, hook 2 never with body 3. */
export function pairRule(intro: number, body: number): string {
  return `h${intro}-b${body}`;
}

/** The rules with the pair's rule added, or taken out when it is already there. */
export function togglePairRule(exclusions: readonly string[], intro: number, body: number): string[] {
  const rule = pairRule(intro, body);
  return exclusions.includes(rule) ? exclusions.filter((entry) => entry !== rule) : [...exclusions, rule];
}

/** "12.4 s": one decimal, as the render's whole frames are never rounder than that. */
export function lengthLabel(seconds: number): string {
  return `${seconds.toFixed(1)} s`;
}

/** Why a combination is left out, in the words the cell's tooltip uses; null when it is rendered. */
export function leftOutReason(combination: PlannedCombinationView, settings: CombinationPlanSettings): string | null {
  const leftOut = combination.leftOut;
  if (!leftOut) return null;
  if (leftOut.reason === 'rule') return `excluded: ${leftOut.rules.join(', ')}`;
  if (leftOut.reason === 'duration') {
    return settings.duration ? `outside ${settings.duration.minSec}-${settings.duration.maxSec} s` : 'outside the length budget';
  }
  return 'not in the balanced set';
}

/** "Hook 2 with body 3: 12.4 s, included" (the grid's caption names the CTA, and the text in a job with texts). */
export function cellLabel(combination: PlannedCombinationView, settings: CombinationPlanSettings): string {
  const reason = leftOutReason(combination, settings);
  const state = combination.chosen ? (combination.rendered ? 'included, already rendered' : 'included') : `left out, ${reason ?? 'not chosen'}`;
  return `Hook ${combination.intro} with body ${combination.body}: ${lengthLabel(combination.lengthSec)}, ${state}`;
}

export interface PartNames {
  intro: string[];
  body: string[];
  cta: string[];
  /** The plan's texts as results name them (label, else the text), in order. */
  text: string[];
}

/** The uploaded clips' names by section, in upload order (empty while the framing view is not in), and the plan's texts. */
export function partNames(framing: JobFramingView | undefined, settings?: CombinationPlanSettings): PartNames {
  const names: PartNames = { intro: [], body: [], cta: [], text: (settings?.texts ?? []).map(textDisplayName) };
  for (const clip of [...(framing?.clips ?? [])].sort((a, b) => a.position - b.position)) {
    names[clip.section][clip.position - 1] = clip.name;
  }
  return names;
}

/** How many hooks, texts, bodies and CTAs the plan spans (its combinations list every one); 0 texts in a job without. */
export function planSize(plan: JobPlanView) {
  const most = (pick: (combination: PlannedCombinationView) => number) => Math.max(0, ...plan.combinations.map(pick));
  return { intros: most((entry) => entry.intro), texts: most((entry) => entry.text ?? 0), bodies: most((entry) => entry.body), ctas: most((entry) => entry.cta) };
}

/** "2 hooks × 3 texts × 2 bodies × 1 CTA": what the combinations multiply out of, texts only where the job has them. */
export function planBreakdown(plan: JobPlanView): string {
  const { intros, texts, bodies, ctas } = planSize(plan);
  const parts = [counted(intros, 'hook'), ...(texts > 0 ? [counted(texts, 'text')] : []), counted(bodies, 'body', 'bodies'), counted(ctas, 'CTA')];
  return parts.join(' × ');
}

/** The shortest and longest combination, whole seconds around them; 0 for a plan without any. */
export function lengthRange(plan: JobPlanView) {
  const lengths = plan.combinations.map((entry) => entry.lengthSec);
  if (lengths.length === 0) return { shortest: 0, longest: 0 };
  return { shortest: Math.floor(Math.min(...lengths)), longest: Math.ceil(Math.max(...lengths)) };
}

/** Combinations the rules and the length budget allow: what a balanced subset is picked from. */
export function allowedCount(plan: JobPlanView): number {
  return plan.combinations.filter((entry) => entry.leftOut === null || entry.leftOut.reason === 'balanced').length;
}

/** Why the plan cannot be rendered as it stands, or null when it can. */
export function renderBlocker(plan: JobPlanView): string | null {
  if (plan.counts.chosen === 0) return 'No combination is chosen: include at least one to render.';
  if (plan.counts.toRender === 0) return 'Every chosen combination is already rendered: add clips or include others to render more.';
  if (plan.counts.chosen > plan.maxCombinations) {
    return `${plan.counts.chosen} combinations are chosen; your plan renders at most ${plan.maxCombinations} per job.`;
  }
  return null;
}
