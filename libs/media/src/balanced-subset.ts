import { type CombinationParts, SECTIONS } from '@reelmix/contracts/browser';
import { CombinationPlanError } from './combination-plan.errors';
import { Tally, type Cost } from './balance-tally';
import { compareCombinations } from './naming';

/*
 * "Test N of M": N of the allowed combinations in which every hook, body and cta appears as
 * equally often as possible, then every pair (hook-body, hook-cta, body-cta) as evenly as
 * possible, so a result can be credited to a part and not to the company it kept.
 *
 * For n hooks, bodies and ctas and N = n x n the cyclic Latin square (cta = hook + body mod n)
 * is perfect: each part n times, each pair once. When a rule removed one of its cells, or the
 * counts differ, a greedy choice adds the combination whose parts, then pairs, have been used
 * least (sum of squared counts, the usual balance measure); then moves that lower that measure
 * are made: replacing one chosen combination by a free one, and two chosen combinations trading
 * a part. A greedy start decides where the moves get stuck, so it is tried again with ties broken
 * in other orders (shuffles from a fixed seed) while the work stays small, keeping the best, and
 * stopping early at a design no choice could beat.
 * Same input, same result: the shuffles are seeded with constants, and the first of equally good
 * designs is kept.
 */

/** Candidate evaluations past which no further start is tried: well under a second. */
const WORK_BUDGET = 10_000_000;
const MAX_STARTS = 16;

export function chooseBalancedSubset(allowed: readonly CombinationParts[], counts: CombinationParts, size: number): CombinationParts[] {
  if (!Number.isInteger(size) || size < 1) {
    throw new CombinationPlanError('invalid-balanced-size', `The balanced test size must be a whole number of at least 1, got ${size}`);
  }
  if (size > allowed.length) {
    throw new CombinationPlanError(
      'invalid-balanced-size',
      `A balanced test of ${size} needs ${size} combinations, but only ${allowed.length} ${allowed.length === 1 ? 'is' : 'are'} allowed`,
    );
  }
  for (const c of allowed) {
    if (SECTIONS.some((section) => !Number.isInteger(c[section]) || c[section] < 1 || c[section] > counts[section])) {
      throw new RangeError(`h${c.intro}-b${c.body}-c${c.cta} is not a combination of ${counts.intro} x ${counts.body} x ${counts.cta} clips`);
    }
  }
  const sorted = [...allowed].sort(compareCombinations);
  if (size === sorted.length) return sorted;
  return (cyclicLatinSquare(sorted, counts, size) ?? bestOfSeveralStarts(sorted, counts, size)).sort(compareCombinations);
}

interface Design {
  chosen: CombinationParts[];
  cost: Cost;
}


function bestOfSeveralStarts(allowed: readonly CombinationParts[], counts: CombinationParts, size: number): CombinationParts[] {
  const floor = lowestPossibleCost(counts, size);
  let best: Design | null = null;
  let work = 0;
  for (let start = 0; start < MAX_STARTS && work < WORK_BUDGET; start++) {
    const order = start === 0 ? [...allowed] : seededShuffle(allowed, start);
    const design = greedyThenImproved(order, counts, size);
    work += design.work;
    if (!best || isLower(design.cost, best.cost)) best = design;
    if (best.cost[0] === floor[0] && best.cost[1] === floor[1]) break;
  }
  return best!.chosen;
}

function cyclicLatinSquare(allowed: readonly CombinationParts[], counts: CombinationParts, size: number): CombinationParts[] | null {
  const n = counts.intro;
  if (counts.body !== n || counts.cta !== n || size !== n * n) return null;
  const present = new Set(allowed.map(keyOf));
  const square: CombinationParts[] = [];
  for (let intro = 1; intro <= n; intro++) {
    for (let body = 1; body <= n; body++) {
      const cell = { intro, body, cta: ((intro + body - 2) % n) + 1 };
      if (!present.has(keyOf(cell))) return null;
      square.push(cell);
    }
  }
  return square;
}

function greedyThenImproved(allowed: readonly CombinationParts[], counts: CombinationParts, size: number): Design & { work: number } {
  const tally = new Tally(counts);
  const taken = new Uint8Array(allowed.length);
  const chosen: number[] = [];
  while (chosen.length < size) {
    const best = cheapest(allowed, taken, tally);
    taken[best] = 1;
    tally.change(allowed[best]!, 1);
    chosen.push(best);
  }
  const indexOf = new Int32Array(counts.intro * counts.body * counts.cta).fill(-1);
  allowed.forEach((c, i) => (indexOf[cellOf(c, counts)] = i));
  const search = { allowed, counts, tally, taken, chosen, indexOf, work: size * allowed.length };
  while (search.work < WORK_BUDGET && (replaceOne(search) || exchangeParts(search))) {
    // Until neither kind of move helps.
  }
  return { chosen: chosen.map((index) => allowed[index]!), cost: tally.cost(), work: search.work };
}

interface Search {
  allowed: readonly CombinationParts[];
  tally: Tally;
  taken: Uint8Array;
  /** Indexes into `allowed`. */
  chosen: number[];
  counts: CombinationParts;
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
    const best = cheapest(allowed, taken, tally);
    search.work += allowed.length;
    const better = best !== chosen[i] && isCheaper(tally, allowed[best]!, current);
    const keep = better ? best : chosen[i]!;
    if (better) improved = true;
    taken[keep] = 1;
    tally.change(allowed[keep]!, 1);
    chosen[i] = keep;
  }
  return improved;
}

/*
 * One pass over pairs of chosen combinations trading their hooks, bodies or ctas where that
 * lowers the pair cost: every part keeps its count, so this reaches pair balance that replacing
 * one combination at a time cannot (it would first have to unbalance a part).
 */
function exchangeParts(search: Search): boolean {
  const { allowed, counts, tally, taken, chosen, indexOf } = search;
  let improved = false;
  for (let i = 0; i < chosen.length; i++) {
    for (let j = i + 1; j < chosen.length; j++) {
      // Counted like the cost checks of a replacement, so the budget means the same time.
      search.work += 30;
      for (const section of SECTIONS) {
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
        const keep = after < before ? [aTraded, bTraded] : [chosen[i]!, chosen[j]!];
        if (after < before) {
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

/** Index of the free combination cheapest to add, the first in reading order on a tie. */
function cheapest(allowed: readonly CombinationParts[], taken: Uint8Array, tally: Tally): number {
  let best = -1;
  let bestParts = Infinity;
  let bestPairs = Infinity;
  for (let i = 0; i < allowed.length; i++) {
    if (taken[i]) continue;
    const parts = tally.partCost(allowed[i]!);
    if (parts > bestParts) continue;
    const pairs = tally.pairCost(allowed[i]!);
    if (parts < bestParts || pairs < bestPairs) {
      best = i;
      bestParts = parts;
      bestPairs = pairs;
    }
  }
  return best;
}

function isCheaper(tally: Tally, candidate: CombinationParts, incumbent: CombinationParts): boolean {
  const parts = tally.partCost(candidate) - tally.partCost(incumbent);
  return parts < 0 || (parts === 0 && tally.pairCost(candidate) < tally.pairCost(incumbent));
}

function isLower(a: Cost, b: Cost): boolean {
  return a[0] < b[0] || (a[0] === b[0] && a[1] < b[1]);
}

/** The cost of N uses spread as evenly as the counts allow, ignoring rules: nothing can be lower. */
function lowestPossibleCost(counts: CombinationParts, size: number): Cost {
  const even = (cells: number) => {
    const each = Math.floor(size / cells);
    const extra = size % cells;
    return extra * (each + 1) ** 2 + (cells - extra) * each ** 2;
  };
  return [
    even(counts.intro) + even(counts.body) + even(counts.cta),
    even(counts.intro * counts.body) + even(counts.intro * counts.cta) + even(counts.body * counts.cta),
  ];
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

function cellOf(c: CombinationParts, counts: CombinationParts): number {
  return ((c.intro - 1) * counts.body + (c.body - 1)) * counts.cta + (c.cta - 1);
}

function keyOf(c: CombinationParts): string {
  return `${c.intro}-${c.body}-${c.cta}`;
}
