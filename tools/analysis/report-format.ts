import type { CostEstimate, PartFigures, RateEstimate, ReportSection, VerdictMetric } from '@reelmix/contracts';

/*
 * How the summary and the HTML report write figures: the same words and precision in both, so
 * what a buyer reads in the terminal is what the report shows.
 */

/**
 * The report's sections in reading order. Kept here rather than imported as a value from
 * @reelmix/contracts, whose index also loads the decorated request classes and their validators;
 * the tools import only its types.
 */
export const SECTIONS = ['hook', 'body', 'cta', 'placement'] as const satisfies readonly ReportSection[];

export const SECTION_TITLES: Readonly<Record<ReportSection, string>> = { hook: 'Hooks', body: 'Bodies', cta: 'Calls to action', placement: 'Placements' };

export const METRIC_NAMES: Readonly<Record<VerdictMetric, string>> = { ctr: 'CTR', hookRate: 'hook rate', conversionRate: 'conversion rate' };

/** The figure of a part a verdict on `metric` compares. */
export const metricRate = (part: PartFigures, metric: VerdictMetric): RateEstimate => part[metric];

/** What a table shows where there is no figure. */
export const DASH = '–';

export function formatCount(value: number): string {
  return value.toLocaleString('en-US', { maximumFractionDigits: 0 });
}

export function formatPercent(value: number | null): string {
  return value === null ? DASH : `${(value * 100).toFixed(2)}%`;
}

/** `1.23% (0.98–1.51%)`: the value with its 95% interval. */
export function formatRate(rate: RateEstimate): string {
  return withInterval(formatPercent(rate.value), rateInterval(rate));
}

/** `0.98–1.51%`, or null when there is no interval. */
export function rateInterval(rate: RateEstimate): string | null {
  if (rate.value === null || rate.low === null || rate.high === null) return null;
  return `${(rate.low * 100).toFixed(2)}${DASH}${formatPercent(rate.high)}`;
}

export function formatMoney(value: number | null, currency: string | null): string {
  if (value === null) return DASH;
  const amount = value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return currency ? `${amount} ${currency}` : amount;
}

export function costInterval(cost: CostEstimate): string | null {
  if (cost.value === null || cost.low === null || cost.high === null) return null;
  return `${formatMoney(cost.low, null)}${DASH}${formatMoney(cost.high, null)}`;
}

/** The odds ratio's interval (the ratio is against the section's average part). */
export function effectInterval(effect: PartFigures['effect']): string | null {
  return effect === null ? null : `${effect.low.toFixed(2)}${DASH}${effect.high.toFixed(2)}`;
}

function withInterval(value: string, interval: string | null): string {
  return interval === null ? value : `${value} (${interval})`;
}
