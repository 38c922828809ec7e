import { CombinationPlanError } from './combination-plan.errors';
import { combinationDurationSec, parseDurationBudget, renderedFrames, withinDurationBudget, type PartDurations } from './duration-budget';
import { planSegment } from './normalise-args';
import { buildProbeResult } from './probe-result.builder';

const parts = { intro: 1, body: 1, cta: 1 };
const lengths = (intro: number, body: number, cta: number): PartDurations => ({ intro: [intro], body: [body], cta: [cta] });

describe('parseDurationBudget', () => {
  it('reads min-max seconds, decimals and spaces allowed', () => {
    expect(parseDurationBudget('9-15')).toEqual({ minSec: 9, maxSec: 15 });
    expect(parseDurationBudget(' 7.5 - 15.25 ')).toEqual({ minSec: 7.5, maxSec: 15.25 });
    expect(parseDurationBudget('10-10')).toEqual({ minSec: 10, maxSec: 10 });
  });

  it.each([
    ['15', 'Duration budget "15" is not understood: write min-max in seconds, e.g. 9-15 or 7.5-15'],
    ['9-', 'is not understood'],
    ['-1-5', 'is not understood'],
    ['9s-15s', 'is not understood'],
    ['15-9', 'Duration budget "15-9" starts after it ends: write the shorter length first'],
  ])('refuses %j', (text, message) => {
    expect(() => parseDurationBudget(text)).toThrow(CombinationPlanError);
    expect(() => parseDurationBudget(text)).toThrow(message);
  });
});

describe('renderedFrames', () => {
  it.each([0.01, 0.1, 1, 2.016, 2.017, 3.3333, 5.05, 12.999])('is the normalising encode\'s frame count for %d s', (durationSec) => {
    expect(renderedFrames(durationSec)).toBe(planSegment(buildProbeResult({ durationSec })).frames);
  });
});

describe('combination length and the budget', () => {
  it('sums the parts as rendered, each a whole number of frames', () => {
    // 3.01 s is 90.3 frames, rendered as 90: the output is 9 s, not 9.03 s.
    expect(combinationDurationSec(parts, lengths(3.01, 3.01, 3.01))).toBe(9);
    expect(combinationDurationSec(parts, lengths(3.02, 3.02, 3.02))).toBeCloseTo(9.1, 10);
  });

  it('includes both ends', () => {
    const budget = parseDurationBudget('9-15');
    expect(withinDurationBudget(parts, lengths(3, 3, 3), budget)).toBe(true);
    expect(withinDurationBudget(parts, lengths(5, 5, 5), budget)).toBe(true);
  });

  it('judges the rendered length at the edges, not the sources\'', () => {
    const budget = parseDurationBudget('9-15');
    // Sources sum to 8.97 s, but each part rounds up to 3 s: a 9 s output, inside.
    expect(withinDurationBudget(parts, lengths(2.99, 2.99, 2.99), budget)).toBe(true);
    // Sources sum to 15.03 s, but each part rounds down to 5 s: a 15 s output, inside.
    expect(withinDurationBudget(parts, lengths(5.01, 5.01, 5.01), budget)).toBe(true);
    // One frame short of 9 s and one over 15 s.
    expect(withinDurationBudget(parts, lengths(3, 3, 3 - 1 / 30), budget)).toBe(false);
    expect(withinDurationBudget(parts, lengths(5, 5, 5 + 1 / 30), budget)).toBe(false);
  });

  it('takes decimal ends in whole frames', () => {
    const budget = parseDurationBudget('9.1-9.2');
    expect(withinDurationBudget(parts, lengths(3, 3, 3.1), budget)).toBe(true); // 273 frames
    expect(withinDurationBudget(parts, lengths(3, 3, 3.2), budget)).toBe(true); // 276 frames
    expect(withinDurationBudget(parts, lengths(3, 3, 3.1 - 1 / 30), budget)).toBe(false);
    expect(withinDurationBudget(parts, lengths(3, 3, 3.2 + 1 / 30), budget)).toBe(false);
  });

  it('needs a length for every part', () => {
    expect(() => combinationDurationSec({ intro: 2, body: 1, cta: 1 }, lengths(1, 1, 1))).toThrow('no duration for intro 2');
  });
});
