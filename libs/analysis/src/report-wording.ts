/* Numbers and names as the report's sentences write them (independent of the reader's locale). */
import type { AnalysisSection, VerdictMetric } from '@reelmix/contracts/browser';

export function metricLabel(metric: VerdictMetric): string {
  return metric === 'ctr' ? 'CTR' : metric === 'hookRate' ? 'hook rate' : 'conversion rate';
}

export function sectionLabel(section: AnalysisSection): string {
  return section === 'cta' ? 'CTA' : section;
}

/** 'hooks', 'texts', 'bodies', 'CTAs', 'placements'. */
export function sectionPlural(section: AnalysisSection): string {
  return section === 'body' ? 'bodies' : `${sectionLabel(section)}s`;
}

/** A rate as a percentage: one decimal, two below 1%. */
export function formatPercent(rate: number): string {
  const percent = rate * 100;
  return `${percent.toFixed(percent < 1 ? 2 : 1)}%`;
}

/** `48000` -> `48,000`. */
export function formatCount(value: number): string {
  return String(Math.round(value)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** Rounds up to two significant figures, so an estimate does not pretend to more precision. */
export function roundUpToTwoFigures(value: number): number {
  if (!(value > 0)) return 0;
  const unit = 10 ** Math.max(0, Math.floor(Math.log10(value)) - 1);
  return Math.ceil(value / unit) * unit;
}
