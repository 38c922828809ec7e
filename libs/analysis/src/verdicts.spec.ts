import { decideVerdict, winnerCriticalZ } from './verdicts';

const parts = [
  { name: 'hook1.mp4', rate: 0.011 },
  { name: 'hook2.mp4', rate: 0.009 },
];
// Two parts whose log-odds differ by `difference`, each effect with `variance` and no covariance.
const effects = (difference: number, variance: number) => ({
  levels: [0, 1],
  effects: [difference / 2, -difference / 2],
  covariance: [
    [variance, 0],
    [0, variance],
  ],
});

describe('decideVerdict', () => {
  it('splits 5% over the ordered comparisons and the sections compared', () => {
    expect(winnerCriticalZ(2, 1)).toBeCloseTo(1.959964, 5);
    expect(winnerCriticalZ(3, 4)).toBeCloseTo(2.865, 2); // 5% / 24
  });

  it('names the winner when the lead clears the corrected threshold', () => {
    const verdict = decideVerdict({ section: 'hook', metric: 'ctr', parts, effects: effects(0.2, 0.0025), impressions: 10000, sectionsCompared: 1 });
    expect(verdict).toEqual({
      kind: 'winner',
      winner: 'hook1.mp4',
      metric: 'ctr',
      summary: 'hook1.mp4 has the highest CTR: 1.1% against 0.90% for the others, an effect the data separate.',
    });
  });

  it('estimates the impressions needed for 80% power otherwise', () => {
    // The lead has z = 0.2 / sqrt(0.01) = 2: enough alone (1.96), not with four sections compared.
    const one = decideVerdict({ section: 'hook', metric: 'ctr', parts, effects: effects(0.2, 0.005), impressions: 10000, sectionsCompared: 1 });
    expect(one.kind).toBe('winner');
    const four = decideVerdict({ section: 'hook', metric: 'ctr', parts, effects: effects(0.2, 0.005), impressions: 10000, sectionsCompared: 4 });
    expect(four.kind).toBe('not-enough-data');
    // Critical z for 5% / 8 is 2.4977; with 80% power the lead needs z = 3.3393, i.e. 2.7877x the data.
    expect(four.kind === 'not-enough-data' && four.impressionsNeeded).toBe(18000);
    expect(four.summary).toBe("Not enough data yet: about 18,000 more impressions would show whether hook1.mp4's lead is real.");
  });

  it('calls a lead too small to settle with a hundred times the data no difference yet, rather than counting trillions', () => {
    // z = 0.002 / 0.1 = 0.02: the lead would need about 28,000 times the impressions so far.
    const alike = decideVerdict({ section: 'body', metric: 'ctr', parts, effects: effects(0.002, 0.005), impressions: 10000, sectionsCompared: 1 });
    expect(alike).toMatchObject({ kind: 'not-enough-data', impressionsNeeded: null });
    expect(alike.summary).toBe(
      'Not enough data yet, and none likely: no difference yet between the bodies on CTR, and any there is would need more than 100 times the impressions so far to show.',
    );
  });

  it('names no leader while the 95% interval of the lead still holds zero', () => {
    // z = 0.15 / 0.1 = 1.5: below 1.96, so the interval of the difference spans zero.
    const placements = [
      { name: '9:16', rate: 0.013 },
      { name: '1:1', rate: 0.013 },
    ];
    const even = decideVerdict({ section: 'placement', metric: 'ctr', parts: placements, effects: effects(0.15, 0.005), impressions: 10000, sectionsCompared: 1 });
    expect(even.kind).toBe('not-enough-data');
    expect(even.summary).toMatch(/^Not enough data yet: no difference yet between the placements on CTR; about [\d,]+ more impressions would show whether there is one\.$/);
    expect(even.summary).not.toContain('9:16');
  });

  it('gives no estimate for a zero difference, and single-part sections', () => {
    const level = decideVerdict({ section: 'cta', metric: 'ctr', parts, effects: effects(0, 0.005), impressions: 10000, sectionsCompared: 1 });
    expect(level).toMatchObject({ kind: 'not-enough-data', impressionsNeeded: null });
    const single = decideVerdict({ section: 'placement', metric: 'hookRate', parts: [{ name: '9x16', rate: 0.3 }], effects: null, impressions: 1, sectionsCompared: 3 });
    expect(single.kind).toBe('single-part');
  });
});
