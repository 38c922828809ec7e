/*
 * A verdict per section from the model's effects. A part is named the winner only when its
 * effect is significantly above EVERY other part of its section: one-sided Wald tests on the
 * log-odds differences, Bonferroni-corrected so that the whole report's chance of naming any
 * false winner stays under 5%.
 *
 * The correction: the 5% is split evenly over the sections that have two or more parts (at most
 * 5: hooks, texts, bodies, CTAs, placements), and within a section over its k(k-1) ordered
 * comparisons. Any part could turn out the best, and a false winner needs at least one true "not
 * above" hypothesis among those ordered pairs rejected, so Bonferroni over all of them bounds the
 * error whichever part leads; it is conservative, which is the side to err on when the buyer will
 * move budget on the answer.
 *
 * When no winner is named, impressionsNeeded estimates the extra impressions (across the
 * section) for the lead over the comparison holding the verdict back (the runner-up with the
 * smallest z) to reach that corrected significance with 80% power, assuming the difference stays
 * as estimated and its standard error shrinks with the square root of the impressions.
 */
import type { AnalysisSection, SectionVerdict, VerdictMetric } from '@reelmix/contracts/browser';
import type { FactorEffects } from './logistic-model';
import { normalQuantile, Z_95 } from './normal-distribution';
import { formatCount, formatPercent, metricLabel, roundUpToTwoFigures, sectionLabel, sectionPlural } from './report-wording';

export const REPORT_FALSE_WINNER_RATE = 0.05;
export const VERDICT_POWER = 0.8;
/**
 * A lead that would need more than this many times the impressions so far to settle is reported
 * as no lead: a figure of trillions of impressions answers no buyer's question.
 */
export const WORTH_TESTING_SCALE = 100;

/** The one-sided critical z for one comparison in a section of `parts` parts. */
export function winnerCriticalZ(parts: number, sectionsCompared: number): number {
  const comparisons = Math.max(1, parts * (parts - 1)) * Math.max(1, sectionsCompared);
  return normalQuantile(1 - REPORT_FALSE_WINNER_RATE / comparisons);
}

export interface VerdictInput {
  section: AnalysisSection;
  metric: VerdictMetric;
  /** The section's parts in order: names and the observed metric rate (null when not measured). */
  parts: ReadonlyArray<{ name: string; rate: number | null }>;
  /** The model's effects for this section (levels index into `parts`), or null. */
  effects: FactorEffects | null;
  /** Impressions across the section's ads. */
  impressions: number;
  /** How many sections of the report have two or more parts. */
  sectionsCompared: number;
}

export interface PairwiseComparison {
  other: number;
  difference: number;
  standardError: number;
  z: number;
}

/** The best part's log-odds lead over each other part, with its Wald z. */
export function compareBestWithOthers(effects: FactorEffects): { best: number; comparisons: PairwiseComparison[] } {
  let bestAt = 0;
  effects.effects.forEach((e, i) => {
    if (e > effects.effects[bestAt]) bestAt = i;
  });
  const v = effects.covariance;
  const comparisons = effects.levels.flatMap((level, i) => {
    if (i === bestAt) return [];
    const difference = effects.effects[bestAt] - effects.effects[i];
    const variance = v[bestAt][bestAt] + v[i][i] - 2 * v[bestAt][i];
    const standardError = Math.sqrt(Math.max(variance, 0));
    return [{ other: level, difference, standardError, z: standardError > 0 ? difference / standardError : 0 }];
  });
  return { best: effects.levels[bestAt], comparisons };
}

export function decideVerdict(input: VerdictInput): SectionVerdict {
  const { metric, parts } = input;
  const label = metricLabel(metric);
  if (parts.length === 1) {
    return { kind: 'single-part', metric, summary: `Only one ${sectionLabel(input.section)} ran (${parts[0].name}), so there is nothing to compare.` };
  }
  if (!input.effects) {
    return {
      kind: 'not-enough-data',
      metric,
      impressionsNeeded: null,
      summary: `Not enough data yet: the ads give no ${label} differences to compare between ${sectionPlural(input.section)}.`,
    };
  }
  const { best, comparisons } = compareBestWithOthers(input.effects);
  const criticalZ = winnerCriticalZ(parts.length, input.sectionsCompared);
  const bestName = parts[best].name;
  // Parts that never ran are left out of the comparison: there is nothing to test them on.
  if (comparisons.every((c) => c.z > criticalZ)) {
    const bestRate = parts[best].rate;
    const others = comparisons.map((c) => parts[c.other].rate).filter((r): r is number => r !== null);
    const summary =
      bestRate === null || others.length === 0
        ? `${bestName} has the highest ${label}, an effect the data separate.`
        : `${bestName} has the highest ${label}: ${formatPercent(bestRate)} against ${formatRange(others)} for the others, an effect the data separate.`;
    return { kind: 'winner', winner: bestName, metric, summary };
  }

  const holdingBack = comparisons.reduce((a, b) => (b.z < a.z ? b : a));
  let impressionsNeeded: number | null = null;
  let tooSmall = false;
  if (holdingBack.difference > 0 && holdingBack.standardError > 0 && input.impressions > 0) {
    const requiredZ = criticalZ + normalQuantile(VERDICT_POWER);
    const scale = (requiredZ / holdingBack.z) ** 2;
    tooSmall = scale > WORTH_TESTING_SCALE;
    if (!tooSmall) impressionsNeeded = roundUpToTwoFigures(Math.max(1, input.impressions * (scale - 1)));
  }
  // While the 95% interval of the lead still holds zero, naming a leader would claim what the data do not show.
  const leader = holdingBack.z >= Z_95 ? bestName : null;
  const plural = sectionPlural(input.section);
  const summary = tooSmall
    ? `Not enough data yet, and none likely: no difference yet between the ${plural} on ${label}, and any there is would need more than ${WORTH_TESTING_SCALE} times the impressions so far to show.`
    : impressionsNeeded === null
      ? `Not enough data yet: the ${plural} show no ${label} difference to test.`
      : leader === null
        ? `Not enough data yet: no difference yet between the ${plural} on ${label}; about ${formatCount(impressionsNeeded)} more impressions would show whether there is one.`
        : `Not enough data yet: about ${formatCount(impressionsNeeded)} more impressions would show whether ${leader}'s lead is real.`;
  return { kind: 'not-enough-data', metric, impressionsNeeded, summary };
}

function formatRange(rates: number[]): string {
  const low = formatPercent(Math.min(...rates));
  const high = formatPercent(Math.max(...rates));
  return low === high ? low : `${low.replace('%', '')}-${high}`;
}
