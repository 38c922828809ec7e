import type { CombinationParts } from '@reelmix/contracts/browser';
import { chooseBalancedSubset } from './balanced-subset';
import { combinationRuleChecker, type CombinationRule } from './combination-rules';
import { combinationDurationSec, withinDurationBudget, type DurationBudget, type PartDurations } from './duration-budget';
import { allCombinations, combinationKey as keyOf } from './naming';

/*
 * The creative test as planned: the full intro x text x body x cta product (intro x body x cta
 * in a job without texts), less the combinations the
 * rules exclude, less those outside the duration budget, narrowed to a balanced subset. Each
 * combination left out says why, so a matrix can show reasons and counts; `chosen` is exactly
 * what will be rendered (in every placement). Pure: the CLI, the services and the web app's
 * server all plan with it.
 */

export interface CombinationPlanInput {
  /** Clips per section, and `text`: the job's text variants (absent or 0 without texts). */
  counts: CombinationParts;
  rules?: readonly CombinationRule[];
  durationBudget?: DurationBudget | null;
  /** Each clip's own length; needed with a duration budget, and gives every combination its length. */
  partDurations?: PartDurations | null;
  /** Test this many of the allowed combinations, balanced (balanced-subset.ts); default all. */
  balanced?: number | null;
}

export type ExclusionReason =
  /** Written forms of the rules it breaks, e.g. `h2-b3`, `c1-only-b1`, `t2-b1`. */
  | { kind: 'rule'; rules: string[] }
  | { kind: 'duration'; budget: DurationBudget }
  | { kind: 'balanced'; size: number };

export interface PlannedCombination extends CombinationParts {
  /** Length of the rendered output in seconds, when the clips' lengths are known. */
  durationSec: number | null;
}

export interface ExcludedCombination extends PlannedCombination {
  reason: ExclusionReason;
}

export interface CombinationPlanCounts {
  /** The full product. */
  all: number;
  byRule: number;
  outsideBudget: number;
  /** Allowed, but not in the balanced subset. */
  notBalanced: number;
  /** What will be rendered, per placement. */
  chosen: number;
}

export interface CombinationPlan {
  /** In reading order (intro slowest), as planOutputs names them. */
  chosen: PlannedCombination[];
  /** In reading order. */
  excluded: ExcludedCombination[];
  counts: CombinationPlanCounts;
}

export function planCombinations(input: CombinationPlanInput): CombinationPlan {
  const { counts, durationBudget, partDurations, balanced } = input;
  if (durationBudget && !partDurations) throw new RangeError('a duration budget needs the clips\' lengths');
  const brokenRules = combinationRuleChecker(input.rules ?? []);
  const excluded = new Map<string, ExcludedCombination>();
  const allowed: PlannedCombination[] = [];

  const everything = allCombinations(counts).map((parts) => ({ ...parts, durationSec: partDurations ? combinationDurationSec(parts, partDurations) : null }));
  for (const combination of everything) {
    const broken = brokenRules(combination);
    if (broken.length > 0) {
      excluded.set(keyOf(combination), { ...combination, reason: { kind: 'rule', rules: broken.map((rule) => rule.text) } });
    } else if (durationBudget && !withinDurationBudget(combination, partDurations!, durationBudget)) {
      excluded.set(keyOf(combination), { ...combination, reason: { kind: 'duration', budget: durationBudget } });
    } else {
      allowed.push(combination);
    }
  }

  let chosen = allowed;
  if (balanced !== undefined && balanced !== null) {
    const subset = new Set(chooseBalancedSubset(allowed, counts, balanced).map(keyOf));
    chosen = allowed.filter((combination) => subset.has(keyOf(combination)));
    for (const combination of allowed) {
      if (!subset.has(keyOf(combination))) excluded.set(keyOf(combination), { ...combination, reason: { kind: 'balanced', size: balanced } });
    }
  }

  const inReadingOrder = everything.flatMap((combination) => excluded.get(keyOf(combination)) ?? []);
  const countOf = (kind: ExclusionReason['kind']) => inReadingOrder.filter((entry) => entry.reason.kind === kind).length;
  return {
    chosen,
    excluded: inReadingOrder,
    counts: { all: everything.length, byRule: countOf('rule'), outsideBudget: countOf('duration'), notBalanced: countOf('balanced'), chosen: chosen.length },
  };
}
