import type { CombinationParts } from '@reelmix/contracts/browser';
import { cellCount, cellOf, type Tally } from './balance-tally';
import { type CombinationPart, combinationPartsOf } from './naming';

/*
 * What a job has already rendered, as balanced-subset.ts weighs it. After a hook is added to a
 * finished job, "test 2 of 3" balances just as well with the two hooks already rendered as with
 * one of them and the new one, and only the second renders anything new. So a part that no
 * rendered combination uses is wanted at least once (when the size allows), and a combination not
 * rendered yet beats a rendered one that balances as well. With nothing rendered both counts are
 * always 0 and the subset is the one chosen for balance alone. A text added since is a new part
 * like a clip.
 */
export class RenderHistory {
  /** By `cellOf`: 1 for a combination rendered already. */
  private readonly renderedCells: Uint8Array;
  /** The parts the job's combinations have: the sections, and the text in a job with texts. */
  private readonly parts: readonly CombinationPart[];
  /** By position: 1 for a part some allowed combination uses and no rendered one does. */
  private readonly fresh: Partial<Record<CombinationPart, Uint8Array>> = {};
  /** How many of the allowed combinations are not rendered yet. */
  private readonly unrenderedAllowed: number;
  private readonly freshCount: Partial<Record<CombinationPart, number>> = {};
  /** Whether any part is new: the search asks millions of times, and mostly nothing is. */
  private readonly anyFresh: boolean;

  constructor(allowed: readonly CombinationParts[], counts: CombinationParts, rendered: readonly CombinationParts[]) {
    this.parts = combinationPartsOf(counts);
    this.renderedCells = new Uint8Array(cellCount(counts));
    const inRange = (c: CombinationParts) => this.parts.every((part) => Number.isInteger(c[part]) && c[part]! >= 1 && c[part]! <= counts[part]!);
    for (const c of rendered) if (inRange(c)) this.renderedCells[cellOf(c, counts)] = 1;
    const usedBy = (combinations: readonly CombinationParts[], part: CombinationPart) => new Set(combinations.map((c) => c[part]!));
    for (const part of this.parts) {
      this.fresh[part] = new Uint8Array(counts[part]! + 1);
      this.freshCount[part] = 0;
    }
    for (const part of this.parts) {
      // With nothing rendered no part is new: every one of them is, and none needs a place kept.
      if (rendered.length === 0) break;
      const renderedParts = usedBy(rendered, part);
      for (const position of usedBy(allowed, part)) {
        if (renderedParts.has(position)) continue;
        this.fresh[part]![position] = 1;
        this.freshCount[part]!++;
      }
    }
    this.anyFresh = this.parts.some((part) => this.freshCount[part]! > 0);
    this.unrenderedAllowed = allowed.filter((c) => !this.renderedCells[cellOf(c, counts)]).length;
  }

  isRendered(c: CombinationParts, counts: CombinationParts): number {
    return this.renderedCells[cellOf(c, counts)]!;
  }

  /** How many new parts adding `c` would bring in that the tally does not use yet. */
  newlyCovered(c: CombinationParts, tally: Tally): number {
    if (!this.anyFresh) return 0;
    let covered = 0;
    for (const part of this.parts) if (this.fresh[part]![c[part]!] && tally.uses(part, c[part]!) === 0) covered++;
    return covered;
  }

  /** New parts the tally does not use. */
  uncovered(tally: Tally): number {
    let missing = 0;
    for (const part of this.parts) {
      this.fresh[part]!.forEach((isFresh, position) => {
        if (isFresh && tally.uses(part, position) === 0) missing++;
      });
    }
    return missing;
  }

  renderedAmong(chosen: readonly CombinationParts[], counts: CombinationParts): number {
    return chosen.reduce((sum, c) => sum + this.isRendered(c, counts), 0);
  }

  /** [new parts left out, rendered combinations] no subset of this size can go below. */
  floor(size: number): readonly [number, number] {
    return [Math.max(0, ...this.parts.map((part) => this.freshCount[part]! - size)), Math.max(0, size - this.unrenderedAllowed)];
  }
}
