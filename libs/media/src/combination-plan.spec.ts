import { type CombinationParts, PLAN_LIMITS } from '@reelmix/contracts/browser';
import { combinationDurationSec, parseDurationBudget, type PartDurations } from './duration-budget';
import { planCombinations } from './combination-plan';
import { parseCombinationRules } from './combination-rules';

const counts = { intro: 3, body: 3, cta: 3 };
const key = (c: CombinationParts) => `h${c.intro}-b${c.body}-c${c.cta}`;
// Hooks of 2, 3 and 4 s, bodies of 5, 6 and 7 s, ctas of 1, 2 and 3 s: combinations of 8-14 s.
const durations: PartDurations = { intro: [2, 3, 4], body: [5, 6, 7], cta: [1, 2, 3] };

describe('planCombinations', () => {
  it('chooses the full product when nothing narrows it', () => {
    const plan = planCombinations({ counts });
    expect(plan.chosen).toHaveLength(27);
    expect(plan.chosen[0]).toEqual({ intro: 1, body: 1, cta: 1, durationSec: null });
    expect(plan.excluded).toEqual([]);
    expect(plan.counts).toEqual({ all: 27, byRule: 0, outsideBudget: 0, notBalanced: 0, chosen: 27 });
  });

  it('leaves out what the rules exclude, naming the rules', () => {
    const plan = planCombinations({ counts, rules: parseCombinationRules(['h2-b3', 'c1-only-b1'], counts) });
    // h2-b3 removes 3; c1-only-b1 removes cta 1 with bodies 2 and 3 (6), one of them h2-b3-c1 already.
    expect(plan.counts).toEqual({ all: 27, byRule: 8, outsideBudget: 0, notBalanced: 0, chosen: 19 });
    expect(plan.excluded.find((c) => key(c) === 'h2-b3-c1')?.reason).toEqual({ kind: 'rule', rules: ['h2-b3', 'c1-only-b1'] });
    expect(plan.excluded.find((c) => key(c) === 'h1-b2-c1')?.reason).toEqual({ kind: 'rule', rules: ['c1-only-b1'] });
    expect(plan.chosen.map(key)).not.toContain('h2-b3-c2');
  });

  it('leaves out what falls outside the duration budget, with every combination\'s length', () => {
    const budget = parseDurationBudget('9-13');
    const plan = planCombinations({ counts, durationBudget: budget, partDurations: durations });
    expect(plan.chosen.every((c) => c.durationSec! >= 9 && c.durationSec! <= 13)).toBe(true);
    expect(plan.excluded.map(key)).toEqual(['h1-b1-c1', 'h3-b3-c3']);
    expect(plan.excluded[0]).toEqual({ intro: 1, body: 1, cta: 1, durationSec: 8, reason: { kind: 'duration', budget } });
    expect(plan.counts).toMatchObject({ outsideBudget: 2, chosen: 25 });
  });

  it('gives a combination broken by a rule that reason, not the budget', () => {
    const plan = planCombinations({ counts, rules: parseCombinationRules(['h1-b1'], counts), durationBudget: parseDurationBudget('9-13'), partDurations: durations });
    expect(plan.excluded.find((c) => key(c) === 'h1-b1-c1')?.reason.kind).toBe('rule');
  });

  it('narrows to a balanced subset last, and counts what it leaves out', () => {
    const plan = planCombinations({ counts, balanced: 9 });
    expect(plan.chosen.map(key)).toEqual(['h1-b1-c1', 'h1-b2-c2', 'h1-b3-c3', 'h2-b1-c2', 'h2-b2-c3', 'h2-b3-c1', 'h3-b1-c3', 'h3-b2-c1', 'h3-b3-c2']);
    expect(plan.excluded).toHaveLength(18);
    expect(plan.excluded.every((c) => c.reason.kind === 'balanced')).toBe(true);
    expect(plan.counts).toEqual({ all: 27, byRule: 0, outsideBudget: 0, notBalanced: 18, chosen: 9 });
  });

  it('composes all three, every combination accounted for once, in reading order', () => {
    const plan = planCombinations({
      counts,
      rules: parseCombinationRules(['b3-h2'], counts),
      durationBudget: parseDurationBudget('9-13'),
      partDurations: durations,
      balanced: 9,
    });
    expect(plan.counts).toEqual({ all: 27, byRule: 3, outsideBudget: 2, notBalanced: 13, chosen: 9 });
    const everything = [...plan.chosen, ...plan.excluded].map(key);
    expect(new Set(everything).size).toBe(27);
    const inOrder = (list: CombinationParts[]) => list.map(key).join() === [...list].sort((a, b) => a.intro - b.intro || a.body - b.body || a.cta - b.cta).map(key).join();
    expect(inOrder(plan.chosen)).toBe(true);
    expect(inOrder(plan.excluded)).toBe(true);
    expect(plan.chosen.every((c) => c.durationSec === combinationDurationSec(c, durations))).toBe(true);
  });

  it('refuses a balanced size larger than what the rules leave', () => {
    expect(() => planCombinations({ counts, rules: parseCombinationRules(['h1-b1'], counts), balanced: 25 })).toThrow(
      'A balanced test of 25 needs 25 combinations, but only 24 are allowed',
    );
  });

  it('needs the clips\' lengths for a budget', () => {
    expect(() => planCombinations({ counts, durationBudget: parseDurationBudget('9-15') })).toThrow('needs the clips\' lengths');
  });
});

describe('planCombinations with texts', () => {
  const withTexts = { intro: 3, body: 3, cta: 3, text: 3 };

  it('counts every hook x text x body x cta', () => {
    const plan = planCombinations({ counts: withTexts });
    expect(plan.counts).toEqual({ all: 81, byRule: 0, outsideBudget: 0, notBalanced: 0, chosen: 81 });
    expect(plan.chosen[0]).toEqual({ intro: 1, text: 1, body: 1, cta: 1, durationSec: null });
  });

  it("reaches the free plan's combination limit with one text over 3x3x3, or three texts over 3x1x3", () => {
    const limit = PLAN_LIMITS.free.maxCombinations;
    expect(planCombinations({ counts: { intro: 3, body: 3, cta: 3, text: 1 } }).counts.all).toBe(limit);
    expect(planCombinations({ counts: { intro: 3, body: 1, cta: 3, text: 3 } }).counts.all).toBe(limit);
    expect(planCombinations({ counts: { intro: 3, body: 3, cta: 3, text: 2 } }).counts.all).toBeGreaterThan(limit);
  });

  it('leaves out exactly the 9 combinations of text 2 with body 1 for t2-b1', () => {
    const plan = planCombinations({ counts: withTexts, rules: parseCombinationRules(['t2-b1'], withTexts) });
    expect(plan.counts).toEqual({ all: 81, byRule: 9, outsideBudget: 0, notBalanced: 0, chosen: 72 });
    expect(plan.excluded.every((c) => c.text === 2 && c.body === 1 && c.reason.kind === 'rule')).toBe(true);
  });

  it('gives every text of a combination the same length: a text is drawn over the hook', () => {
    const plan = planCombinations({ counts: withTexts, durationBudget: parseDurationBudget('9-13'), partDurations: durations });
    expect(plan.counts).toMatchObject({ all: 81, outsideBudget: 6, chosen: 75 });
    expect(plan.excluded.map((c) => `${key(c)}-t${c.text}`)).toEqual(['h1-b1-c1-t1', 'h1-b1-c1-t2', 'h1-b1-c1-t3', 'h3-b3-c3-t1', 'h3-b3-c3-t2', 'h3-b3-c3-t3']);
    for (const c of plan.chosen) expect(c.durationSec).toBe(combinationDurationSec({ intro: c.intro, body: c.body, cta: c.cta }, durations));
  });

  it('balances 27 of 81 so each text, like each clip, is used 9 times', () => {
    const plan = planCombinations({ counts: withTexts, balanced: 27 });
    expect(plan.counts).toEqual({ all: 81, byRule: 0, outsideBudget: 0, notBalanced: 54, chosen: 27 });
    for (const part of ['intro', 'text', 'body', 'cta'] as const) {
      for (let position = 1; position <= 3; position++) expect(plan.chosen.filter((c) => c[part] === position)).toHaveLength(9);
    }
  });
});
