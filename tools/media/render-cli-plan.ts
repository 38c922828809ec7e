import { SECTIONS } from '@reelmix/contracts/browser';
import { describeDurationBudget, planCombinations, type CombinationPlan, type ProbeResult } from '@reelmix/media';
import { type RenderCliOptions } from './render-cli-args';

/*
 * Which combinations the command renders, from its rules, duration budget and balanced size, and
 * the lines that tell the user what was left out and why. The budget needs each clip's length,
 * so this runs after the clips are probed.
 */

export function planCliCombinations(options: RenderCliOptions, probes: ReadonlyMap<string, ProbeResult>): CombinationPlan {
  const durationOf = (path: string) => probes.get(path)?.durationSec ?? Number.NaN;
  return planCombinations({
    counts: { intro: options.intro.length, body: options.body.length, cta: options.cta.length, ...(options.texts.length > 0 ? { text: options.texts.length } : {}) },
    rules: options.rules,
    durationBudget: options.durationBudget,
    partDurations: { intro: options.intro.map(durationOf), body: options.body.map(durationOf), cta: options.cta.map(durationOf) },
    balanced: options.balanced,
  });
}

/** Whether any rule, budget or subset size narrows the full product. */
export function narrowsCombinations(options: RenderCliOptions): boolean {
  return options.rules.length > 0 || options.durationBudget !== null || options.balanced !== null;
}

/** What was left out, by reason, e.g. `27 combinations: 4 excluded by rules (h2-b3), ... 9 to render`. */
export function describePlan(plan: CombinationPlan, options: RenderCliOptions): string {
  const { counts } = plan;
  const factors = SECTIONS.map((section) => `${options[section].length} ${section}`);
  if (options.texts.length > 0) factors.splice(1, 0, `${options.texts.length} text`);
  const lines = [`${counts.all} combinations (${factors.join(' x ')})`];
  if (counts.byRule > 0) lines.push(`  ${counts.byRule} excluded by ${options.rules.length === 1 ? 'the rule' : 'rules'} ${options.rules.map((rule) => rule.text).join(', ')}`);
  if (options.durationBudget && counts.outsideBudget > 0) {
    lines.push(`  ${counts.outsideBudget} outside ${describeDurationBudget(options.durationBudget)}`);
  }
  if (counts.notBalanced > 0) lines.push(`  ${counts.notBalanced} left out of the balanced ${options.balanced}`);
  lines.push(`  ${counts.chosen} to render`);
  return lines.join('\n');
}
