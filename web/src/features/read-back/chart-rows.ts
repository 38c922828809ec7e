import type { PartFigures, VerdictMetric } from '@reelmix/contracts/browser';

export interface ChartRow {
  name: string;
  /** In percent, so the axis reads as the table does. */
  rate: number;
  /** Distances below and above the rate to the interval's ends, as an error bar wants them. */
  interval: [number, number];
}

/** Parts without a rate (no impressions) have nothing to draw; the table still lists them. */
export function chartRows(parts: readonly PartFigures[], metric: VerdictMetric): ChartRow[] {
  return parts.flatMap((part) => {
    const { value, low, high } = part[metric];
    if (value === null) return [];
    const rate = value * 100;
    const interval: [number, number] = [low === null ? 0 : rate - low * 100, high === null ? 0 : high * 100 - rate];
    return [{ name: part.name, rate, interval }];
  });
}
