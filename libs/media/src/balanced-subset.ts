import type { CombinationParts } from '@reelmix/contracts/browser';
import { CombinationPlanError } from './combination-plan.errors';
import { cellCount, cellOf, Tally } from './balance-tally';
import { assertWithin, combinationKey as keyOf, combinationPartsOf, compareCombinations, textCountOf } from './naming';
import { RenderHistory } from './render-history';

/*
 * "Test N of M": N of the allowed combinations in which every hook, body and cta appears as
 * equally often as possible, then every pair (hook-body, hook-cta, body-cta) as evenly as
 * possible, so a result can be credited to a part and not to the company it kept. In a job with
 * texts the text is a fourth part, balanced the same way with its three pairs; without texts
 * nothing below sees a text and the subset is the one chosen before texts existed.
 *
 * For n hooks, bodies and ctas and N = n x n the cyclic Latin square (cta = hook + body mod n)
 * is perfect: each part n times, each pair once; with n texts too, and n odd, text = hook + 2 x body
 * mod n is a second square orthogonal to the first, and keeps it perfect. When a rule removed one of its cells, or the
 * counts differ, a greedy choice adds the combination whose parts, then pairs, have been used
 * least (sum of squared counts, the usual balance measure); then moves that lower that measure
 * are made: replacing one chosen combination by a free one, and two chosen combinations trading
 * a part. A greedy start decides where the moves get stuck, so it is tried again with ties broken
 * in other orders (shuffles from a fixed seed) while the work stays small, keeping the best, and
 * stopping early at a design no choice could beat.
 * Same input, same result: the shuffles are seeded with constants, and the first of equally good
 * designs is kept.
 *
 * A job that has rendered some combinations already passes them as `rendered`: then a part none of
 * them uses is brought in first, and a combination not rendered yet breaks a tie of balance
 * (render-history.ts). With nothing rendered the result is the one balance alone gives.
 */

/** Candidate evaluations past which no further start is tried: well under a second. */
const WORK_BUDGET = 10_000_000;
const MAX_STARTS = 16;

export function chooseBalancedSubset(
  allowed: readonly CombinationParts[],
  counts: CombinationParts,
  size: number,
  rendered: readonly CombinationParts[] = [],
): CombinationParts[] {
  if (!Number.isInteger(size) || size < 1) {
    throw new CombinationPlanError('invalid-balanced-size', `The balanced test size must be a whole number of at least 1, got ${size}`);
  }
  if (size > allowed.length) {
    throw new CombinationPlanError(
      'invalid-balanced-size',
      `A balanced test of ${size} needs ${size} combinations, but only ${allowed.length} ${allowed.length === 1 ? 'is' : 'are'} allowed`,
    );
  }
  for (const c of allowed) assertWithin(c, counts);
  const sorted = [...allowed].sort(compareCombinations);
  if (size === sorted.length) return sorted;
  const history = new RenderHistory(sorted, counts, rendered);
  const square = cyclicLatinSquare(sorted, counts, size);
  // The square has every part and pair at the least possible count: only rendered cells can beat it.
  if (square && history.renderedAmong(square, counts) === 0) return square.sort(compareCombinations);
  const start = square ? { chosen: square, cost: costOf(square, counts, history) } : null;
  return bestOfSeveralStarts(sorted, counts, size, history, start).sort(compareCombinations);
}

/** New parts left out, then parts, then pairs (sums of squared counts), then rendered combinations. */
type Cost = readonly [number, number, number, number];

interface Design {
  chosen: CombinationParts[];
  cost: Cost;
}

function costOf(chosen: readonly CombinationParts[], counts: CombinationParts, history: RenderHistory): Cost {
  const tally = new Tally(counts);
  for (const c of chosen) tally.change(c, 1);
  return designCost(tally, chosen, counts, history);
}

function designCost(tally: Tally, chosen: readonly CombinationParts[], counts: CombinationParts, history: RenderHistory): Cost {
  const [parts, pairs] = tally.cost();
  return [history.uncovered(tally), parts, pairs, history.renderedAmong(chosen, counts)];
}

function bestOfSeveralStarts(
  allowed: readonly CombinationParts[],
  counts: CombinationParts,
  size: number,
  history: RenderHistory,
  known: Design | null,
): CombinationParts[] {
  const floor = lowestPossibleCost(counts, size, history);
  let best: Design | null = known;
  let work = 0;
  for (let start = 0; start < MAX_STARTS && work < WORK_BUDGET; start++) {
    const order = start === 0 ? [...allowed] : seededShuffle(allowed, start);
    const design = greedyThenImproved(order, counts, size, history);
    work += design.work;
    if (!best || isLower(design.cost, best.cost)) best = design;
    if (!isLower(floor, best.cost)) break;
  }
  return best!.chosen;
}

function cyclicLatinSquare(allowed: readonly CombinationParts[], counts: CombinationParts, size: number): CombinationParts[] | null {
  const n = counts.intro;
  const textCount = textCountOf(counts);
  if (counts.body !== n || counts.cta !== n || size !== n * n) return null;
  // 2 x body takes every value mod n only for odd n: for even n no such second square is made here.
  if (textCount > 0 && (textCount !== n || n % 2 === 0)) return null;
  const present = new Set(allowed.map(keyOf));
  const square: CombinationParts[] = [];
  for (let intro = 1; intro <= n; intro++) {
    for (let body = 1; body <= n; body++) {
      const cta = ((intro + body - 2) % n) + 1;
      const cell = textCount > 0 ? { intro, text: ((intro - 1 + 2 * (body - 1)) % n) + 1, body, cta } : { intro, body, cta };
      if (!present.has(keyOf(cell))) return null;
      square.push(cell);
    }
  }
  return square;
}

function greedyThenImproved(allowed: readonly CombinationParts[], counts: CombinationParts, size: number, history: RenderHistory): Design & { work: number } {
  const tally = new Tally(counts);
  const taken = new Uint8Array(allowed.length);
  const chosen: number[] = [];
  const search = { allowed, counts, history, tally, taken, chosen, indexOf: new Int32Array(cellCount(counts)).fill(-1), work: size * allowed.length };
  while (chosen.length < size) {
    const best = cheapest(search);
    taken[best] = 1;
    tally.change(allowed[best]!, 1);
    chosen.push(best);
  }
  allowed.forEach((c, i) => (search.indexOf[cellOf(c, counts)] = i));
  while (search.work < WORK_BUDGET && (replaceOne(search) || exchangeParts(search))) {
    // Until neither kind of move helps.
  }
  const design = chosen.map((index) => allowed[index]!);
  return { chosen: design, cost: designCost(tally, design, counts, history), work: search.work };
}

interface Search {
  allowed: readonly CombinationParts[];
  tally: Tally;
  taken: Uint8Array;
  /** Indexes into `allowed`. */
  chosen: number[];
  counts: CombinationParts;
  history: RenderHistory;
  /** Index into `allowed` by `cellOf`, -1 for a combination not allowed. */
  indexOf: Int32Array;
  work: number;
}

/** One pass replacing each chosen combination by a free one where that lowers the cost. */
function replaceOne(search: Search): boolean {
  const { allowed, tally, taken, chosen } = search;
  let improved = false;
  for (let i = 0; i < chosen.length; i++) {
    const current = allowed[chosen[i]!]!;
    tally.change(current, -1);
    taken[chosen[i]!] = 0;
    const best = cheapest(search);
    search.work += allowed.length;
    const better = best !== chosen[i] && isCheaper(search, allowed[best]!, current);
    const keep = better ? best : chosen[i]!;
    if (better) improved = true;
    taken[keep] = 1;
    tally.change(allowed[keep]!, 1);
    chosen[i] = keep;
  }
  return improved;
}

/*
 * One pass over pairs of chosen combinations trading their hooks, texts, bodies or ctas where that
 * lowers the pair cost, or keeps it and renders more that is new: every part keeps its count, so
 * this reaches pair balance that replacing one combination at a time cannot (it would first have
 * to unbalance a part).
 */
function exchangeParts(search: Search): boolean {
  const { allowed, counts, history, tally, taken, chosen, indexOf } = search;
  const parts = combinationPartsOf(counts);
  let improved = false;
  for (let i = 0; i < chosen.length; i++) {
    for (let j = i + 1; j < chosen.length; j++) {
      // Counted like the cost checks of a replacement, so the budget means the same time.
      search.work += 30;
      for (const section of parts) {
        const a = allowed[chosen[i]!]!;
        const b = allowed[chosen[j]!]!;
        if (a[section] === b[section]) continue;
        const aTraded = indexOf[cellOf({ ...a, [section]: b[section] }, counts)]!;
        const bTraded = indexOf[cellOf({ ...b, [section]: a[section] }, counts)]!;
        if (aTraded < 0 || bTraded < 0 || taken[aTraded] || taken[bTraded]) continue;
        tally.change(a, -1);
        tally.change(b, -1);
        const before = pairCostOfBoth(tally, a, b);
        const after = pairCostOfBoth(tally, allowed[aTraded]!, allowed[bTraded]!);
        const renderedBefore = history.isRendered(a, counts) + history.isRendered(b, counts);
        const renderedAfter = history.isRendered(allowed[aTraded]!, counts) + history.isRendered(allowed[bTraded]!, counts);
        const trade = after < before || (after === before && renderedAfter < renderedBefore);
        const keep = trade ? [aTraded, bTraded] : [chosen[i]!, chosen[j]!];
        if (trade) {
          improved = true;
          taken[chosen[i]!] = 0;
          taken[chosen[j]!] = 0;
          taken[aTraded] = 1;
          taken[bTraded] = 1;
          [chosen[i], chosen[j]] = keep as [number, number];
        }
        tally.change(allowed[keep[0]!]!, 1);
        tally.change(allowed[keep[1]!]!, 1);
      }
    }
  }
  return improved;
}

/** The pair cost of adding both, one after the other; leaves the tally as it found it. */
function pairCostOfBoth(tally: Tally, first: CombinationParts, second: CombinationParts): number {
  const cost = tally.pairCost(first);
  tally.change(first, 1);
  const total = cost + tally.pairCost(second);
  tally.change(first, -1);
  return total;
}

/*
 * Index of the free combination cheapest to add, the first in the given order on a tie. Cheapest
 * is: most new parts brought in, then the least used parts, then pairs, then not rendered yet.
 */
function cheapest({ allowed, counts, history, taken, tally }: Search): number {
  let best = -1;
  let bestCovered = -1;
  let bestParts = Infinity;
  let bestPairs = Infinity;
  let bestRendered = Infinity;
  for (let i = 0; i < allowed.length; i++) {
    if (taken[i]) continue;
    const c = allowed[i]!;
    const covered = history.newlyCovered(c, tally);
    if (covered < bestCovered) continue;
    const parts = tally.partCost(c);
    if (covered === bestCovered && parts > bestParts) continue;
    const pairs = tally.pairCost(c);
    if (covered === bestCovered && parts === bestParts && pairs > bestPairs) continue;
    const rendered = history.isRendered(c, counts);
    if (covered > bestCovered || parts < bestParts || pairs < bestPairs || rendered < bestRendered) {
      best = i;
      bestCovered = covered;
      bestParts = parts;
      bestPairs = pairs;
      bestRendered = rendered;
    }
  }
  return best;
}

function isCheaper({ counts, history, tally }: Search, candidate: CombinationParts, incumbent: CombinationParts): boolean {
  return isLower(
    [-history.newlyCovered(candidate, tally), tally.partCost(candidate), tally.pairCost(candidate), history.isRendered(candidate, counts)],
    [-history.newlyCovered(incumbent, tally), tally.partCost(incumbent), tally.pairCost(incumbent), history.isRendered(incumbent, counts)],
  );
}

/** Lexicographic: the first place they differ decides. */
function isLower(a: readonly number[], b: readonly number[]): boolean {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i]! < b[i]!;
  return false;
}

/** The cost of N uses spread as evenly as the counts allow, ignoring rules: nothing can be lower. */
function lowestPossibleCost(counts: CombinationParts, size: number, history: RenderHistory): Cost {
  const even = (cells: number) => {
    const each = Math.floor(size / cells);
    const extra = size % cells;
    return extra * (each + 1) ** 2 + (cells - extra) * each ** 2;
  };
  const [uncovered, rendered] = history.floor(size);
  const sizes = combinationPartsOf(counts).map((part) => counts[part]!);
  const pairs = sizes.flatMap((a, i) => sizes.slice(i + 1).map((b) => even(a * b)));
  return [uncovered, sizes.reduce((sum, n) => sum + even(n), 0), pairs.reduce((sum, cost) => sum + cost, 0), rendered];
}

/** Fisher-Yates with a small fixed-seed generator (mulberry32): the same order on every run. */
function seededShuffle<T>(items: readonly T[], seed: number): T[] {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const shuffled = [...items];
  for (let i = shuffled.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [shuffled[i], shuffled[j]] = [shuffled[j]!, shuffled[i]!];
  }
  return shuffled;
}
