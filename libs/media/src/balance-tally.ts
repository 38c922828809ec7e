import type { CombinationParts, UploadSection } from '@reelmix/contracts/browser';

/*
 * How often a set of combinations uses each part and each pair of parts, for balanced-subset.ts.
 * Typed arrays indexed by position, since the search reads them millions of times.
 */

/** Sum of squared use counts: of parts, then of pairs (parts matter first). */
export type Cost = readonly [number, number];

/** Use counts of parts and pairs; adding a combination raises its six counters by one. */
export class Tally {
  private readonly intro: Int32Array;
  private readonly body: Int32Array;
  private readonly cta: Int32Array;
  private readonly introBody: Int32Array;
  private readonly introCta: Int32Array;
  private readonly bodyCta: Int32Array;

  constructor(private readonly counts: CombinationParts) {
    this.intro = new Int32Array(counts.intro + 1);
    this.body = new Int32Array(counts.body + 1);
    this.cta = new Int32Array(counts.cta + 1);
    this.introBody = new Int32Array((counts.intro + 1) * (counts.body + 1));
    this.introCta = new Int32Array((counts.intro + 1) * (counts.cta + 1));
    this.bodyCta = new Int32Array((counts.body + 1) * (counts.cta + 1));
  }

  /*
   * What adding `c` costs the sum of squared counts, as [parts, pairs]: each counter at k goes to
   * k + 1, adding 2k + 1; the +1s are the same for every combination, so the counts alone rank.
   */
  partCost(c: CombinationParts): number {
    return this.intro[c.intro]! + this.body[c.body]! + this.cta[c.cta]!;
  }

  pairCost(c: CombinationParts): number {
    return this.introBody[c.intro * (this.counts.body + 1) + c.body]! + this.introCta[c.intro * (this.counts.cta + 1) + c.cta]! + this.bodyCta[c.body * (this.counts.cta + 1) + c.cta]!;
  }

  /** How often the chosen combinations use one part. */
  uses(section: UploadSection, position: number): number {
    return this[section][position]!;
  }

  cost(): Cost {
    const squares = (counters: Int32Array[]) => counters.reduce((sum, counter) => counter.reduce((s, k) => s + k * k, sum), 0);
    return [squares([this.intro, this.body, this.cta]), squares([this.introBody, this.introCta, this.bodyCta])];
  }

  change(c: CombinationParts, by: 1 | -1): void {
    this.intro[c.intro]! += by;
    this.body[c.body]! += by;
    this.cta[c.cta]! += by;
    this.introBody[c.intro * (this.counts.body + 1) + c.body]! += by;
    this.introCta[c.intro * (this.counts.cta + 1) + c.cta]! += by;
    this.bodyCta[c.body * (this.counts.cta + 1) + c.cta]! += by;
  }
}

/** A combination's index in a flat array of every intro x body x cta, in reading order. */
export function cellOf(c: CombinationParts, counts: CombinationParts): number {
  return ((c.intro - 1) * counts.body + (c.body - 1)) * counts.cta + (c.cta - 1);
}
