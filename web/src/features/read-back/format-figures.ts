import type { CostEstimate, RateEstimate } from '@reelmix/contracts/browser';

/** What a figure shows when there is nothing to divide by. */
export const NO_FIGURE = '–';

const counts = new Intl.NumberFormat('en-US');
const ratios = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Whole counts with separators: 12,345. */
export function formatCount(value: number): string {
  return counts.format(value);
}

/**
 * A proportion as a percentage with enough digits to tell small rates apart: ad rates sit around
 * 1%, so 0.0123 reads 1.2% and 0.00042 reads 0.04% rather than 0%.
 */
export function formatPercent(value: number | null): string {
  if (value === null || !Number.isFinite(value)) return NO_FIGURE;
  const percent = value * 100;
  const digits = percent !== 0 && Math.abs(percent) < 0.1 ? 2 : 1;
  return `${percent.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits })}%`;
}

/** Money in the export's currency when its headers named one, else a plain amount with two decimals. */
export function formatMoney(value: number | null, currency: string | null): string {
  if (value === null || !Number.isFinite(value)) return NO_FIGURE;
  if (currency) {
    try {
      return new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(value);
    } catch {
      // An unknown code (a typo in a custom export) reads as a plain amount rather than failing the report.
    }
  }
  return ratios.format(value);
}

/** A figure and its 95% interval apart, so a narrow column can put the interval under the figure whole. */
export interface FigureParts {
  value: string;
  /** "(0.9%–1.6%)", or null when there is no interval to give. */
  interval: string | null;
}

/** A rate and its 95% interval: "1.2%" and "(0.9%–1.6%)". */
export function rateParts(rate: RateEstimate): FigureParts {
  if (rate.value === null) return { value: NO_FIGURE, interval: null };
  if (rate.low === null || rate.high === null) return { value: formatPercent(rate.value), interval: null };
  return { value: formatPercent(rate.value), interval: `(${formatPercent(rate.low)}–${formatPercent(rate.high)})` };
}

/** A cost per result and its 95% interval, in the report's currency. */
export function costParts(cost: CostEstimate, currency: string | null): FigureParts {
  if (cost.value === null) return { value: NO_FIGURE, interval: null };
  if (cost.low === null || cost.high === null) return { value: formatMoney(cost.value, currency), interval: null };
  return { value: formatMoney(cost.value, currency), interval: `(${formatMoney(cost.low, currency)}–${formatMoney(cost.high, currency)})` };
}

const joined = ({ value, interval }: FigureParts) => (interval ? `${value} ${interval}` : value);

/** A rate with its 95% interval: "1.2% (0.9%–1.6%)". */
export function formatRateWithInterval(rate: RateEstimate): string {
  return joined(rateParts(rate));
}

/** A cost per result with its 95% interval, in the report's currency. */
export function formatCostWithInterval(cost: CostEstimate, currency: string | null): string {
  return joined(costParts(cost, currency));
}

/** An odds ratio in a buyer's words: "1.35x as likely to be clicked" (close to the ratio of rates while rates are small, as ad rates are). */
export function formatLikelihood(effect: { oddsRatio: number } | null, outcome: string): string {
  if (effect === null) return NO_FIGURE;
  return `${ratios.format(effect.oddsRatio)}x as likely ${outcome}`;
}

/** An odds ratio with its interval: "×1.35 (1.10–1.66)". */
export function formatOddsRatio(effect: { oddsRatio: number; low: number; high: number } | null): string {
  if (effect === null) return NO_FIGURE;
  return `×${ratios.format(effect.oddsRatio)} (${ratios.format(effect.low)}–${ratios.format(effect.high)})`;
}
