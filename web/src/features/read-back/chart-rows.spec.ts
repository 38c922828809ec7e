import { describe, expect, it } from 'vitest';
import { buildPart } from './analysis-report.builder';
import { chartRows, roundUp } from './chart-rows';

describe('chartRows', () => {
  it('draws every part on one scale ending on a round rate just above the highest interval', () => {
    const { rows, max } = chartRows(
      [
        buildPart({ name: 'hook-1.mp4', ctr: { value: 0.012, low: 0.01, high: 0.015 } }),
        buildPart({ name: 'hook-2.mp4', ctr: { value: 0.016, low: 0.014, high: 0.019 } }),
      ],
      'ctr',
    );

    expect(max).toBeCloseTo(0.02);
    expect(rows.map((row) => row.name)).toEqual(['hook-1.mp4', 'hook-2.mp4']);
    expect(rows[0].bar).toBeCloseTo(60);
    expect(rows[0].intervalStart).toBeCloseTo(50);
    expect(rows[0].intervalEnd).toBeCloseTo(75);
    expect(rows[1].intervalEnd).toBeCloseTo(95);
  });

  it('leaves out parts with nothing to divide by', () => {
    expect(chartRows([buildPart({ hookRate: { value: null, low: null, high: null } })], 'hookRate').rows).toEqual([]);
  });

  it('rounds the scale up to 1, 2, 2.5 or 5 times a power of ten', () => {
    expect([0.0093, 0.012, 0.021, 0.3, 0.5, 0].map(roundUp)).toEqual([0.01, 0.02, 0.025, 0.5, 0.5, 0]);
  });
});
