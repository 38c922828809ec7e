import type { CombinationPlanSettings, JobPlanView, PlannedCombinationView } from '@reelmix/contracts';
import { DEFAULT_NAME_TEMPLATE, fillNameTemplate, jobLabel, type PlacementName, textDisplayName } from '@reelmix/contracts/browser';
import { JOB_ID, JOB_NUMBER } from '../jobs/job-view.builder';

export interface PlanShape {
  intros: number;
  bodies: number;
  ctas: number;
  maxCombinations: number;
  editable: boolean;
}

const PLACEMENTS: PlacementName[] = ['9:16', '4:5'];

export function buildPlanSettings(overrides: Partial<CombinationPlanSettings> = {}): CombinationPlanSettings {
  return { exclusions: [], duration: null, balanced: null, nameTemplate: DEFAULT_NAME_TEMPLATE, ...overrides };
}

/** Hook h, body b and CTA c last h + 4b + 2c + 0.4 s: h1-b1-c1 is 7.4 s, h2-b2-c1 12.4 s. */
const lengthOf = (intro: number, body: number, cta: number) => Math.round((intro + 4 * body + 2 * cta + 0.4) * 10) / 10;

/** The written rules that leave a combination out: pairs (`h2-b3`) and `c1-only-b1`. */
function rulesAgainst(rules: readonly string[], parts: Record<'h' | 'b' | 'c', number>): string[] {
  return rules.filter((rule) => {
    const only = /^([hbc])(\d+)-only-([hbc])(\d+)$/.exec(rule);
    if (only) return parts[only[1] as 'h'] === Number(only[2]) && parts[only[3] as 'h'] !== Number(only[4]);
    const pair = /^([hbc])(\d+)-([hbc])(\d+)$/.exec(rule);
    return pair !== null && parts[pair[1] as 'h'] === Number(pair[2]) && parts[pair[3] as 'h'] === Number(pair[4]);
  });
}

/**
 * The plan the server would answer for these settings, simplified: rules, then the budget, then
 * the first N allowed combinations as the "balanced" set. Enough to drive the screen in tests.
 */
export function buildJobPlan(settingsOverrides: Partial<CombinationPlanSettings> = {}, shapeOverrides: Partial<PlanShape> = {}): JobPlanView {
  const shape: PlanShape = { intros: 2, bodies: 1, ctas: 1, maxCombinations: 27, editable: true, ...shapeOverrides };
  const settings = buildPlanSettings(settingsOverrides);
  const combinations: PlannedCombinationView[] = [];
  let allowed = 0;
  const texts = settings.texts ?? [];
  // Texts are read after the hook, as the server orders them; a job without texts has none to loop over.
  const textNumbers = texts.length > 0 ? texts.map((_, index) => index + 1) : [undefined];
  for (let intro = 1; intro <= shape.intros; intro++) {
    for (const text of textNumbers) {
      for (let body = 1; body <= shape.bodies; body++) {
        for (let cta = 1; cta <= shape.ctas; cta++) {
          const lengthSec = lengthOf(intro, body, cta);
          const rules = rulesAgainst(settings.exclusions, { h: intro, b: body, c: cta });
          let leftOut: PlannedCombinationView['leftOut'] = null;
          if (rules.length > 0) leftOut = { reason: 'rule', rules };
          else if (settings.duration && (lengthSec < settings.duration.minSec || lengthSec > settings.duration.maxSec)) leftOut = { reason: 'duration' };
          else if (settings.balanced !== null && allowed++ >= settings.balanced) leftOut = { reason: 'balanced' };
          combinations.push({ intro, ...(text === undefined ? {} : { text }), body, cta, lengthSec, chosen: leftOut === null, rendered: false, leftOut });
        }
      }
    }
  }
  const chosen = combinations.filter((entry) => entry.chosen);
  const first = chosen[0];
  const textName = first?.text === undefined ? undefined : textDisplayName(texts[first.text - 1]!);
  const exampleNames = first
    ? PLACEMENTS.map((placement) => fillNameTemplate(settings.nameTemplate, first, placement, textName === undefined ? undefined : { text: textName }, jobLabel(JOB_NUMBER)))
    : [];
  return {
    jobId: JOB_ID,
    editable: shape.editable,
    settings,
    combinations,
    counts: { all: combinations.length, chosen: chosen.length, placements: PLACEMENTS.length, outputs: chosen.length * PLACEMENTS.length, toRender: chosen.length * PLACEMENTS.length },
    maxCombinations: shape.maxCombinations,
    exampleNames,
  };
}
