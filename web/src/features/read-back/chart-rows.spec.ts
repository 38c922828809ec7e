import { describe, expect, it } from 'vitest';
import { buildPart } from './analysis-report.builder';
import { chartRows } from './chart-rows';

describe('chartRows', () => {
  it('gives each part its rate in percent and the distances to its interval ends', () => {
    const [row] = chartRows([buildPart({ name: 'hook-1.mp4', ctr: { value: 0.012, low: 0.01, high: 0.015 } })], 'ctr');

    expect(row.name).toBe('hook-1.mp4');
    expect(row.rate).toBeCloseTo(1.2);
    expect(row.interval[0]).toBeCloseTo(0.2);
    expect(row.interval[1]).toBeCloseTo(0.3);
  });

  it('leaves out parts with nothing to divide by', () => {
    expect(chartRows([buildPart({ hookRate: { value: null, low: null, high: null } })], 'hookRate')).toEqual([]);
  });
});
