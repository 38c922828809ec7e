import { describe, expect, it } from 'vitest';
import { buildJobPlan } from './combination-plan.builder';
import { allowedCount, lengthRange, renderBlocker, togglePairRule } from './plan-labels';

describe('plan labels', () => {
  it('adds a pair rule once and takes it out again, leaving other rules alone', () => {
    expect(togglePairRule(['c1-only-b1'], 2, 3)).toEqual(['c1-only-b1', 'h2-b3']);
    expect(togglePairRule(['h2-b3', 'c1-only-b1'], 2, 3)).toEqual(['c1-only-b1']);
  });

  it('counts what a balanced test picks from: everything the rules and budget allow', () => {
    const plan = buildJobPlan({ exclusions: ['h1-b1'], balanced: 1 }, { intros: 2, bodies: 2, ctas: 1 });
    expect(allowedCount(plan)).toBe(3);
  });

  it('offers whole seconds around the shortest and longest combination, and nothing for an empty plan', () => {
    expect(lengthRange(buildJobPlan({}, { intros: 2, bodies: 2, ctas: 1 }))).toEqual({ shortest: 7, longest: 13 });
    expect(lengthRange(buildJobPlan({}, { intros: 0 }))).toEqual({ shortest: 0, longest: 0 });
  });

  it('blocks the render of an empty plan or one over the limit', () => {
    expect(renderBlocker(buildJobPlan())).toBeNull();
    expect(renderBlocker(buildJobPlan({ exclusions: ['h1-b1', 'h2-b1'] }))).toMatch(/No combination is chosen/);
    expect(renderBlocker(buildJobPlan({}, { maxCombinations: 1 }))).toBe('2 combinations are chosen; your plan renders at most 1 per job.');
  });
});
