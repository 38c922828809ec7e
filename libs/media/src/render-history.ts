import { type CombinationParts, SECTIONS, type UploadSection } from '@reelmix/contracts/browser';
import { cellOf, type Tally } from './balance-tally';

/*
 * What a job has already rendered, as balanced-subset.ts weighs it. After a hook is added to a
 * finished job, "test 2 of 3" balances just as well with the two hooks already rendered as with
 * one of them and the new one, and only the second renders anything new. So a part that no
 * rendered combination uses is wanted at least once (when the size allows), and a combination not
 * rendered yet beats a rendered one that balances as well. With nothing rendered both counts are
 * always 0 and the subset is the one chosen for balance alone.
 */
export class RenderHistory {
  /** By `cellOf`: 1 for a combination rendered already. */
  private readonly renderedCells: Uint8Array;
  /** By position: 1 for a part some allowed combination uses and no rendered one does. */
  private readonly fresh: Record<UploadSection, Uint8Array>;
  /** How many of the allowed combinations are not rendered yet. */
  private readonly unrenderedAllowed: number;
  private readonly freshCount: Record<UploadSection, number>;

  constructor(allowed: readonly CombinationParts[], counts: CombinationParts, rendered: readonly CombinationParts[]) {
    this.renderedCells = new Uint8Array(counts.intro * counts.body * counts.cta);
    const inRange = (c: CombinationParts) => SECTIONS.every((section) => Number.isInteger(c[section]) && c[section] >= 1 && c[section] <= counts[section]);
    for (const c of rendered) if (inRange(c)) this.renderedCells[cellOf(c, counts)] = 1;
    const usedBy = (combinations: readonly CombinationParts[], section: UploadSection) => new Set(combinations.map((c) => c[section]));
    this.fresh = { intro: new Uint8Array(counts.intro + 1), body: new Uint8Array(counts.body + 1), cta: new Uint8Array(counts.cta + 1) };
    this.freshCount = { intro: 0, body: 0, cta: 0 };
    for (const section of SECTIONS) {
      // With nothing rendered no part is new: every one of them is, and none needs a place kept.
      if (rendered.length === 0) break;
      const renderedParts = usedBy(rendered, section);
      for (const position of usedBy(allowed, section)) {
        if (renderedParts.has(position)) continue;
        this.fresh[section][position] = 1;
        this.freshCount[section]++;
      }
    }
    this.unrenderedAllowed = allowed.filter((c) => !this.renderedCells[cellOf(c, counts)]).length;
  }

  isRendered(c: CombinationParts, counts: CombinationParts): number {
    return this.renderedCells[cellOf(c, counts)]!;
  }

  /** How many new parts adding `c` would bring in that the tally does not use yet. */
  newlyCovered(c: CombinationParts, tally: Tally): number {
    let covered = 0;
    for (const section of SECTIONS) if (this.fresh[section][c[section]] && tally.uses(section, c[section]) === 0) covered++;
    return covered;
  }

  /** New parts the tally does not use. */
  uncovered(tally: Tally): number {
    let missing = 0;
    for (const section of SECTIONS) {
      this.fresh[section].forEach((isFresh, position) => {
        if (isFresh && tally.uses(section, position) === 0) missing++;
      });
    }
    return missing;
  }

  renderedAmong(chosen: readonly CombinationParts[], counts: CombinationParts): number {
    return chosen.reduce((sum, c) => sum + this.isRendered(c, counts), 0);
  }

  /** [new parts left out, rendered combinations] no subset of this size can go below. */
  floor(size: number): readonly [number, number] {
    return [Math.max(0, ...SECTIONS.map((section) => this.freshCount[section] - size)), Math.max(0, size - this.unrenderedAllowed)];
  }
}
