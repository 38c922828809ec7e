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

/** A rate with its 95% interval: "1.2% (0.9%–1.6%)". */
export function formatRateWithInterval(rate: RateEstimate): string {
  if (rate.value === null) return NO_FIGURE;
  if (rate.low === null || rate.high === null) return formatPercent(rate.value);
  return `${formatPercent(rate.value)} (${formatPercent(rate.low)}–${formatPercent(rate.high)})`;
}

/** A cost per result with its 95% interval, in the report's currency. */
export function formatCostWithInterval(cost: CostEstimate, currency: string | null): string {
  if (cost.value === null) return NO_FIGURE;
  if (cost.low === null || cost.high === null) return formatMoney(cost.value, currency);
  return `${formatMoney(cost.value, currency)} (${formatMoney(cost.low, currency)}–${formatMoney(cost.high, currency)})`;
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
