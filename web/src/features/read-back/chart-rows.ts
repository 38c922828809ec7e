import type { PartFigures, VerdictMetric } from '@reelmix/contracts/browser';

export interface ChartRow {
  name: string;
  position: number;
  /** The rate as a proportion, for the figure beside the bar. */
  part: PartFigures;
  /** The bar's length and the interval's ends, in percent of the chart's width. */
  bar: number;
  intervalStart: number;
  intervalEnd: number;
}

export interface ChartScale {
  rows: ChartRow[];
  /** The rate at the chart's right edge (a proportion): a round number just above every interval's end. */
  max: number;
}

/** 1, 2, 2.5 and 5 times a power of ten: the smallest of them not below `value`, so the axis ends on a round figure. */
export function roundUp(value: number): number {
  if (!(value > 0)) return 0;
  const power = 10 ** Math.floor(Math.log10(value));
  const step = [1, 2, 2.5, 5, 10].find((candidate) => candidate * power >= value * (1 - 1e-9)) ?? 10;
  return step * power;
}

/**
 * Each part's bar and interval on one shared scale, from 0 to just above the highest interval's
 * end, so overlapping whiskers show at a glance that two parts are not told apart yet. Parts
 * without a rate (no impressions) have nothing to draw; the table still lists them.
 */
export function chartRows(parts: readonly PartFigures[], metric: VerdictMetric): ChartScale {
  const drawn = parts.filter((part) => part[metric].value !== null);
  const max = roundUp(Math.max(0, ...drawn.map((part) => part[metric].high ?? part[metric].value ?? 0)));
  const share = (value: number | null) => (value === null || max === 0 ? 0 : Math.min(100, Math.max(0, (value / max) * 100)));
  const rows = drawn.map((part) => {
    const { value, low, high } = part[metric];
    return { name: part.name, position: part.position, part, bar: share(value), intervalStart: share(low ?? value), intervalEnd: share(high ?? value) };
  });
  return { rows, max };
}
