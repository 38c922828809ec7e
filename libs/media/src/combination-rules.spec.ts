import { CombinationPlanError } from './combination-plan.errors';
import { combinationRuleChecker, parseCombinationRule, parseCombinationRules } from './combination-rules';

const counts = { intro: 3, body: 3, cta: 3 };
const parts = (intro: number, body: number, cta: number) => ({ intro, body, cta });
const brokenBy = (texts: string[], combination = parts(1, 1, 1)) =>
  combinationRuleChecker(parseCombinationRules(texts, counts))(combination).map((rule) => rule.text);

describe('parseCombinationRule', () => {
  it('reads never-together pairs in either order, writing them hook, body, cta', () => {
    expect(parseCombinationRule('h2-b3', counts)).toEqual({
      kind: 'never',
      parts: [
        { section: 'intro', position: 2 },
        { section: 'body', position: 3 },
      ],
      text: 'h2-b3',
    });
    expect(parseCombinationRule('b3-h2', counts)).toEqual(parseCombinationRule('h2-b3', counts));
    expect(parseCombinationRule('c3-h1', counts).text).toBe('h1-c3');
    expect(parseCombinationRule(' B1-C2 ', counts).text).toBe('b1-c2');
  });

  it('reads only-with rules, keeping which part they bind', () => {
    expect(parseCombinationRule('c1-only-b1', counts)).toEqual({
      kind: 'only-with',
      part: { section: 'cta', position: 1 },
      partner: { section: 'body', position: 1 },
      text: 'c1-only-b1',
    });
  });

  it.each([
    ['x2-b3', 'Rule "x2-b3" has an unknown letter "x": use h (hook), b (body) or c (cta)'],
    ['h4-b1', 'Rule "h4-b1" names hook 4, but there are 3 hooks'],
    ['h1-c4', 'Rule "h1-c4" names cta 4, but there are 3 ctas'],
    ['h0-b1', 'Rule "h0-b1" names hook 0: positions start at 1'],
    ['h1-h2', 'Rule "h1-h2" names hook twice: a rule joins two different sections'],
    ['c1-only-c2', 'Rule "c1-only-c2" names cta twice'],
    ['h1b2', 'Rule "h1b2" is not understood: write h2-b3 (hook 2 never with body 3) or c1-only-b1 (cta 1 only with body 1)'],
    ['h1-b2-c3', 'is not understood'],
    ['', 'is not understood'],
  ])('refuses %j', (text, message) => {
    expect(() => parseCombinationRule(text, counts)).toThrow(CombinationPlanError);
    expect(() => parseCombinationRule(text, counts)).toThrow(message);
  });

  it('says "is 1 body" when a section has one clip', () => {
    expect(() => parseCombinationRule('b2-h1', { intro: 3, body: 1, cta: 3 })).toThrow('names body 2, but there is 1 body');
  });

  it('keeps each rule once however it is written', () => {
    expect(parseCombinationRules(['h2-b3', 'b3-h2', 'c1-only-b1', 'C1-ONLY-B1'], counts).map((rule) => rule.text)).toEqual(['h2-b3', 'c1-only-b1']);
  });
});

describe('combinationRuleChecker', () => {
  it('breaks a never-together rule only when both parts are in the combination', () => {
    expect(brokenBy(['h2-b3'], parts(2, 3, 1))).toEqual(['h2-b3']);
    expect(brokenBy(['h2-b3'], parts(2, 2, 1))).toEqual([]);
    expect(brokenBy(['h2-b3'], parts(1, 3, 1))).toEqual([]);
    expect(brokenBy(['b1-c2', 'h1-c3'], parts(1, 1, 2))).toEqual(['b1-c2']);
  });

  it('breaks an only-with rule when its part comes with any other partner', () => {
    expect(brokenBy(['c1-only-b1'], parts(3, 1, 1))).toEqual([]);
    expect(brokenBy(['c1-only-b1'], parts(3, 2, 1))).toEqual(['c1-only-b1']);
    // Only the cta is bound: body 1 may still go with any cta.
    expect(brokenBy(['c1-only-b1'], parts(3, 1, 2))).toEqual([]);
  });

  it('widens the choice with several only-with rules for the same part and section', () => {
    const rules = ['c1-only-b1', 'c1-only-b2'];
    expect(brokenBy(rules, parts(1, 2, 1))).toEqual([]);
    expect(brokenBy(rules, parts(1, 3, 1))).toEqual(['c1-only-b1', 'c1-only-b2']);
  });

  it('applies only-with rules on different sections together', () => {
    const rules = ['c1-only-b1', 'c1-only-h2'];
    expect(brokenBy(rules, parts(2, 1, 1))).toEqual([]);
    expect(brokenBy(rules, parts(1, 1, 1))).toEqual(['c1-only-h2']);
  });

  it('lists every rule a combination breaks', () => {
    expect(brokenBy(['h2-b3', 'b3-c1', 'c1-only-h1'], parts(2, 3, 1))).toEqual(['h2-b3', 'b3-c1', 'c1-only-h1']);
  });
});

describe('rules on texts', () => {
  const withTexts = { intro: 3, body: 3, cta: 3, text: 3 };
  const broken = (texts: string[], combination: { intro: number; text: number; body: number; cta: number }) =>
    combinationRuleChecker(parseCombinationRules(texts, withTexts))(combination).map((rule) => rule.text);

  it('reads t for a text, written after the hook and before body and cta', () => {
    expect(parseCombinationRule('t2-b1', withTexts)).toEqual({
      kind: 'never',
      parts: [
        { section: 'text', position: 2 },
        { section: 'body', position: 1 },
      ],
      text: 't2-b1',
    });
    expect(parseCombinationRule('b1-t2', withTexts).text).toBe('t2-b1');
    expect(parseCombinationRule('t3-h1', withTexts).text).toBe('h1-t3');
    expect(parseCombinationRule('T1-ONLY-H2', withTexts)).toEqual({
      kind: 'only-with',
      part: { section: 'text', position: 1 },
      partner: { section: 'intro', position: 2 },
      text: 't1-only-h2',
    });
  });

  it('applies them to a combination\'s text', () => {
    expect(broken(['t2-b1'], { intro: 1, text: 2, body: 1, cta: 3 })).toEqual(['t2-b1']);
    expect(broken(['t2-b1'], { intro: 1, text: 1, body: 1, cta: 3 })).toEqual([]);
    expect(broken(['t1-only-h2'], { intro: 1, text: 1, body: 1, cta: 1 })).toEqual(['t1-only-h2']);
    expect(broken(['t1-only-h2'], { intro: 2, text: 1, body: 1, cta: 1 })).toEqual([]);
    expect(broken(['t1-only-h2'], { intro: 1, text: 2, body: 1, cta: 1 })).toEqual([]);
    expect(broken(['c1-only-t3'], { intro: 1, text: 2, body: 1, cta: 1 })).toEqual(['c1-only-t3']);
  });

  it.each([
    ['t2-b1', counts, 'Rule "t2-b1" names text 2, but the job has no texts: add texts first, or leave the rule out'],
    ['h1-t1', { ...counts, text: 0 }, 'but the job has no texts'],
    ['t4-b1', { ...counts, text: 3 }, 'Rule "t4-b1" names text 4, but there are 3 texts'],
    ['b1-t2', { ...counts, text: 1 }, 'names text 2, but there is 1 text'],
    ['t0-b1', { ...counts, text: 3 }, 'names text 0: positions start at 1'],
    ['t1-t2', { ...counts, text: 3 }, 'names text twice'],
  ])('refuses %j for %j', (text, given, message) => {
    expect(() => parseCombinationRule(text, given)).toThrow(CombinationPlanError);
    expect(() => parseCombinationRule(text, given)).toThrow(message);
  });
});
