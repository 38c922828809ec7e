import type { CombinationParts } from '@reelmix/contracts/browser';
import { chooseBalancedSubset } from './balanced-subset';
import { CombinationPlanError } from './combination-plan.errors';
import { allCombinations } from './naming';

type Pair = ['intro' | 'body', 'body' | 'cta'];
const PAIRS: Pair[] = [
  ['intro', 'body'],
  ['intro', 'cta'],
  ['body', 'cta'],
];

/** How often each part and each pair (over every possible pair, unused ones at 0) appears. */
function balanceOf(chosen: readonly CombinationParts[], counts: CombinationParts) {
  const parts = (['intro', 'body', 'cta'] as const).map((section) => {
    const uses = Array.from({ length: counts[section] }, (_, i) => chosen.filter((c) => c[section] === i + 1).length);
    return Math.max(...uses) - Math.min(...uses);
  });
  const pairs = PAIRS.map(([a, b]) => {
    const uses: number[] = [];
    for (let i = 1; i <= counts[a]; i++) for (let j = 1; j <= counts[b]; j++) uses.push(chosen.filter((c) => c[a] === i && c[b] === j).length);
    return { min: Math.min(...uses), max: Math.max(...uses) };
  });
  return { partSpread: Math.max(...parts), pairs };
}

const key = (c: CombinationParts) => `h${c.intro}-b${c.body}-c${c.cta}`;

describe('chooseBalancedSubset', () => {
  it('makes 9 of 3x3x3 a Latin square: each part 3 times, each pair once', () => {
    const counts = { intro: 3, body: 3, cta: 3 };
    const chosen = chooseBalancedSubset(allCombinations(counts), counts, 9);
    expect(chosen).toHaveLength(9);
    const { partSpread, pairs } = balanceOf(chosen, counts);
    expect(partSpread).toBe(0);
    expect(pairs).toEqual([
      { min: 1, max: 1 },
      { min: 1, max: 1 },
      { min: 1, max: 1 },
    ]);
  });

  it('uses the cyclic square, in reading order', () => {
    const counts = { intro: 3, body: 3, cta: 3 };
    expect(chooseBalancedSubset(allCombinations(counts), counts, 9).map(key)).toEqual([
      'h1-b1-c1', 'h1-b2-c2', 'h1-b3-c3',
      'h2-b1-c2', 'h2-b2-c3', 'h2-b3-c1',
      'h3-b1-c3', 'h3-b2-c1', 'h3-b3-c2',
    ]);
  });

  it.each([4, 5, 6])('makes n x n x n with n x n combinations a Latin square, n = %d', (n) => {
    const counts = { intro: n, body: n, cta: n };
    const { partSpread, pairs } = balanceOf(chooseBalancedSubset(allCombinations(counts), counts, n * n), counts);
    expect(partSpread).toBe(0);
    expect(pairs.every((pair) => pair.min === 1 && pair.max === 1)).toBe(true);
  });

  it('finds another Latin square of 3x3x3 when a cell of the cyclic one is left out', () => {
    const counts = { intro: 3, body: 3, cta: 3 };
    const allowed = allCombinations(counts).filter((c) => key(c) !== 'h1-b1-c1');
    const chosen = chooseBalancedSubset(allowed, counts, 9);
    expect(chosen.map(key)).not.toContain('h1-b1-c1');
    const { partSpread, pairs } = balanceOf(chosen, counts);
    expect(partSpread).toBe(0);
    expect(pairs.map((pair) => [pair.min, pair.max])).toEqual([
      [1, 1],
      [1, 1],
      [1, 1],
    ]);
  });

  it('keeps parts even and repeats as few pairs as a never-together rule allows', () => {
    const counts = { intro: 3, body: 3, cta: 3 };
    const allowed = allCombinations(counts).filter((c) => !(c.intro === 1 && c.cta === 1));
    const chosen = chooseBalancedSubset(allowed, counts, 9);
    expect(chosen.some((c) => c.intro === 1 && c.cta === 1)).toBe(false);
    const { partSpread, pairs } = balanceOf(chosen, counts);
    expect(partSpread).toBe(0);
    // Hook 1 has two ctas for its three uses, so one hook-cta pair comes twice; no other repeats.
    expect(pairs.map((pair) => pair.max)).toEqual([1, 2, 1]);
  });

  it('balances uneven counts: 20 of 5x4x5', () => {
    const counts = { intro: 5, body: 4, cta: 5 };
    const chosen = chooseBalancedSubset(allCombinations(counts), counts, 20);
    expect(new Set(chosen.map(key)).size).toBe(20);
    const { partSpread, pairs } = balanceOf(chosen, counts);
    expect(partSpread).toBeLessThanOrEqual(1);
    // 20 hook-body and 20 body-cta pairs for 20 picks: each once; 25 hook-cta pairs: none twice.
    expect(pairs.map((pair) => pair.max)).toEqual([1, 1, 1]);
  });

  it.each([
    [{ intro: 5, body: 4, cta: 5 }, 7],
    [{ intro: 4, body: 3, cta: 2 }, 6],
    [{ intro: 6, body: 6, cta: 6 }, 24],
    [{ intro: 10, body: 10, cta: 10 }, 50],
  ])('keeps parts within one of each other and pairs within one for %j, %d', (counts, size) => {
    const { partSpread, pairs } = balanceOf(chooseBalancedSubset(allCombinations(counts), counts, size), counts);
    expect(partSpread).toBeLessThanOrEqual(1);
    for (const pair of pairs) expect(pair.max - pair.min).toBeLessThanOrEqual(1);
  });

  it('balances what the rules leave', () => {
    const counts = { intro: 4, body: 4, cta: 4 };
    const allowed = allCombinations(counts).filter((c) => !(c.intro === 2 && c.body === 3) && !(c.cta === 1 && c.body !== 1));
    const chosen = chooseBalancedSubset(allowed, counts, 10);
    const allowedKeys = new Set(allowed.map(key));
    expect(chosen.every((c) => allowedKeys.has(key(c)))).toBe(true);
    const { partSpread, pairs } = balanceOf(chosen, counts);
    expect(partSpread).toBeLessThanOrEqual(1);
    expect(Math.max(...pairs.map((pair) => pair.max))).toBeLessThanOrEqual(2);
  });

  it('gives the same result for the same input, whatever order the allowed list is in', () => {
    const counts = { intro: 5, body: 4, cta: 5 };
    const allowed = allCombinations(counts).filter((c) => c.intro !== c.cta);
    const first = chooseBalancedSubset(allowed, counts, 13);
    expect(chooseBalancedSubset(allowed, counts, 13)).toEqual(first);
    expect(chooseBalancedSubset([...allowed].reverse(), counts, 13)).toEqual(first);
  });

  it('returns every allowed combination when asked for all of them', () => {
    const counts = { intro: 2, body: 2, cta: 1 };
    expect(chooseBalancedSubset(allCombinations(counts), counts, 4)).toEqual(allCombinations(counts));
  });

  it.each([
    [28, 'A balanced test of 28 needs 28 combinations, but only 27 are allowed'],
    [0, 'The balanced test size must be a whole number of at least 1, got 0'],
    [2.5, 'got 2.5'],
  ])('refuses a size of %d', (size, message) => {
    const counts = { intro: 3, body: 3, cta: 3 };
    expect(() => chooseBalancedSubset(allCombinations(counts), counts, size)).toThrow(CombinationPlanError);
    expect(() => chooseBalancedSubset(allCombinations(counts), counts, size)).toThrow(message);
  });
});

describe('chooseBalancedSubset after some combinations are rendered', () => {
  const square3 = () => chooseBalancedSubset(allCombinations({ intro: 3, body: 3, cta: 3 }), { intro: 3, body: 3, cta: 3 }, 9);
  const renderedIn = (chosen: readonly CombinationParts[], rendered: readonly CombinationParts[]) => chosen.filter((c) => rendered.some((r) => key(r) === key(c)));

  it('brings in a hook added after hooks 1 and 2 were rendered: 2 of 3 renders one new video', () => {
    const counts = { intro: 3, body: 1, cta: 1 };
    const rendered = [
      { intro: 1, body: 1, cta: 1 },
      { intro: 2, body: 1, cta: 1 },
    ];
    const chosen = chooseBalancedSubset(allCombinations(counts), counts, 2, rendered);
    expect(chosen.map(key)).toContain('h3-b1-c1');
    expect(renderedIn(chosen, rendered)).toHaveLength(1);
  });

  it('draws 9 of 3x3x3 plus a new hook from what is not rendered, as balanced as without history', () => {
    const counts = { intro: 4, body: 3, cta: 3 };
    const rendered = square3();
    const chosen = chooseBalancedSubset(allCombinations(counts), counts, 9, rendered);
    expect(chosen.some((c) => c.intro === 4)).toBe(true);
    expect(renderedIn(chosen, rendered)).toEqual([]);
    const withoutHistory = balanceOf(chooseBalancedSubset(allCombinations(counts), counts, 9), counts);
    expect(balanceOf(chosen, counts)).toEqual(withoutHistory);
  });

  it('gives the new hook the most places balance allows when every old combination is rendered', () => {
    const counts = { intro: 4, body: 3, cta: 3 };
    const chosen = chooseBalancedSubset(allCombinations(counts), counts, 9, allCombinations({ intro: 3, body: 3, cta: 3 }));
    // 9 picks of 4 hooks: one hook 3 times, the others twice; the 3 can only be new with hook 4.
    expect(chosen.filter((c) => c.intro === 4)).toHaveLength(3);
    expect(balanceOf(chosen, counts).partSpread).toBe(1);
  });

  it('keeps the cyclic square when none of its cells is rendered', () => {
    const counts = { intro: 3, body: 3, cta: 3 };
    const elsewhere = allCombinations(counts).filter((c) => !square3().some((s) => key(s) === key(c)));
    expect(chooseBalancedSubset(allCombinations(counts), counts, 9, elsewhere.slice(0, 5))).toEqual(square3());
  });

  it('chooses as it does with no history when nothing is rendered', () => {
    const counts = { intro: 5, body: 4, cta: 5 };
    const allowed = allCombinations(counts).filter((c) => c.intro !== c.cta);
    expect(chooseBalancedSubset(allowed, counts, 13, [])).toEqual(chooseBalancedSubset(allowed, counts, 13));
    expect(chooseBalancedSubset(allCombinations({ intro: 3, body: 1, cta: 1 }), { intro: 3, body: 1, cta: 1 }, 2, []).map(key)).toEqual(['h1-b1-c1', 'h2-b1-c1']);
  });
});

describe('chooseBalancedSubset with texts, a fourth part', () => {
  const PARTS = ['intro', 'text', 'body', 'cta'] as const;
  /** Use counts of every part and every pair of the four, unused ones at 0. */
  function usesOf(chosen: readonly CombinationParts[], counts: Required<CombinationParts>) {
    const range = (n: number) => Array.from({ length: n }, (_, i) => i + 1);
    const parts = PARTS.flatMap((part) => range(counts[part]).map((position) => chosen.filter((c) => c[part] === position).length));
    const pairs = PARTS.flatMap((a, i) =>
      PARTS.slice(i + 1).flatMap((b) => range(counts[a]).flatMap((x) => range(counts[b]).map((y) => chosen.filter((c) => c[a] === x && c[b] === y).length))),
    );
    return { parts: new Set(parts), pairs: new Set(pairs) };
  }

  it('uses each part 9 times and each pair 3 times in 27 of 3x3x3x3', () => {
    const counts = { intro: 3, body: 3, cta: 3, text: 3 };
    const chosen = chooseBalancedSubset(allCombinations(counts), counts, 27);
    expect(chosen).toHaveLength(27);
    expect(usesOf(chosen, counts)).toEqual({ parts: new Set([9]), pairs: new Set([3]) });
  });

  it('makes 9 of 3x3x3x3 two orthogonal squares: each part 3 times, each of the six pairs once', () => {
    const counts = { intro: 3, body: 3, cta: 3, text: 3 };
    const chosen = chooseBalancedSubset(allCombinations(counts), counts, 9);
    expect(usesOf(chosen, counts)).toEqual({ parts: new Set([3]), pairs: new Set([1]) });
    expect(chosen[0]).toEqual({ intro: 1, text: 1, body: 1, cta: 1 });
  });

  it('balances texts around a rule, and as evenly as the counts allow when they differ', () => {
    const counts = { intro: 3, body: 3, cta: 3, text: 3 };
    const allowed = allCombinations(counts).filter((c) => !(c.text === 2 && c.body === 1));
    const chosen = chooseBalancedSubset(allowed, counts, 27);
    expect(chosen.some((c) => c.text === 2 && c.body === 1)).toBe(false);
    expect(usesOf(chosen, counts).parts).toEqual(new Set([9]));

    const twoTexts = { intro: 3, body: 3, cta: 3, text: 2 };
    const texts = chooseBalancedSubset(allCombinations(twoTexts), twoTexts, 27).map((c) => c.text);
    expect([texts.filter((t) => t === 1).length, texts.filter((t) => t === 2).length].sort()).toEqual([13, 14]);
  });

  it('brings in a text added after the others were rendered', () => {
    const counts = { intro: 2, body: 1, cta: 1, text: 3 };
    const rendered = allCombinations({ ...counts, text: 2 });
    // As with a new hook: the new text comes in, then balance decides, and rendering something new breaks its ties.
    expect(chooseBalancedSubset(allCombinations(counts), counts, 2, rendered).map((c) => c.text)).toContain(3);
    const three = chooseBalancedSubset(allCombinations(counts), counts, 3, rendered);
    expect(three.map((c) => c.text).sort()).toEqual([1, 2, 3]);
  });

  it('refuses a combination without its text, or with one the job does not have', () => {
    const counts = { intro: 2, body: 1, cta: 1, text: 2 };
    expect(() => chooseBalancedSubset([{ intro: 1, body: 1, cta: 1 }, { intro: 2, text: 1, body: 1, cta: 1 }], counts, 1)).toThrow('needs its text');
    expect(() => chooseBalancedSubset([{ intro: 1, text: 3, body: 1, cta: 1 }], counts, 1)).toThrow('text 3 is not one of the 2 texts');
  });
});
