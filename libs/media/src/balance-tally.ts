import { type CombinationParts, textFactor } from '@reelmix/contracts/browser';
import { type CombinationPart, textCountOf } from './naming';

/*
 * How often a set of combinations uses each part and each pair of parts, for balanced-subset.ts.
 * Typed arrays indexed by position, since the search reads them millions of times. In a job with
 * texts the text is a fourth part: its counter and its three pairs (hook-text, text-body,
 * text-cta) join the others; without texts they do not exist, and every cost is as before texts.
 */

/** Sum of squared use counts: of parts, then of pairs (parts matter first). */
export type Cost = readonly [number, number];

interface TextCounters {
  text: Int32Array;
  introText: Int32Array;
  textBody: Int32Array;
  textCta: Int32Array;
}

/** Use counts of parts and pairs; adding a combination raises its six counters (ten with texts) by one. */
export class Tally {
  private readonly intro: Int32Array;
  private readonly body: Int32Array;
  private readonly cta: Int32Array;
  private readonly introBody: Int32Array;
  private readonly introCta: Int32Array;
  private readonly bodyCta: Int32Array;
  private readonly texts: TextCounters | null;
  private readonly textCount: number;

  constructor(private readonly counts: CombinationParts) {
    this.intro = new Int32Array(counts.intro + 1);
    this.body = new Int32Array(counts.body + 1);
    this.cta = new Int32Array(counts.cta + 1);
    this.introBody = new Int32Array((counts.intro + 1) * (counts.body + 1));
    this.introCta = new Int32Array((counts.intro + 1) * (counts.cta + 1));
    this.bodyCta = new Int32Array((counts.body + 1) * (counts.cta + 1));
    const textCount = textCountOf(counts);
    this.textCount = textCount;
    this.texts =
      textCount > 0
        ? {
            text: new Int32Array(textCount + 1),
            introText: new Int32Array((counts.intro + 1) * (textCount + 1)),
            textBody: new Int32Array((textCount + 1) * (counts.body + 1)),
            textCta: new Int32Array((textCount + 1) * (counts.cta + 1)),
          }
        : null;
  }

  /*
   * What adding `c` costs the sum of squared counts, as [parts, pairs]: each counter at k goes to
   * k + 1, adding 2k + 1; the +1s are the same for every combination, so the counts alone rank.
   */
  partCost(c: CombinationParts): number {
    const cost = this.intro[c.intro]! + this.body[c.body]! + this.cta[c.cta]!;
    return this.texts ? cost + this.texts.text[c.text!]! : cost;
  }

  pairCost(c: CombinationParts): number {
    const { body, cta } = this.counts;
    const cost = this.introBody[c.intro * (body + 1) + c.body]! + this.introCta[c.intro * (cta + 1) + c.cta]! + this.bodyCta[c.body * (cta + 1) + c.cta]!;
    if (!this.texts) return cost;
    const { introText, textBody, textCta } = this.texts;
    return cost + introText[this.introTextCell(c)]! + textBody[c.text! * (body + 1) + c.body]! + textCta[c.text! * (cta + 1) + c.cta]!;
  }

  /** How often the chosen combinations use one part. */
  uses(part: CombinationPart, position: number): number {
    if (part === 'text') return this.texts?.text[position] ?? 0;
    return this[part][position]!;
  }

  cost(): Cost {
    const squares = (counters: Int32Array[]) => counters.reduce((sum, counter) => counter.reduce((s, k) => s + k * k, sum), 0);
    const parts = [this.intro, this.body, this.cta];
    const pairs = [this.introBody, this.introCta, this.bodyCta];
    if (this.texts) {
      parts.push(this.texts.text);
      pairs.push(this.texts.introText, this.texts.textBody, this.texts.textCta);
    }
    return [squares(parts), squares(pairs)];
  }

  change(c: CombinationParts, by: 1 | -1): void {
    const { body, cta } = this.counts;
    this.intro[c.intro]! += by;
    this.body[c.body]! += by;
    this.cta[c.cta]! += by;
    this.introBody[c.intro * (body + 1) + c.body]! += by;
    this.introCta[c.intro * (cta + 1) + c.cta]! += by;
    this.bodyCta[c.body * (cta + 1) + c.cta]! += by;
    if (!this.texts) return;
    this.texts.text[c.text!]! += by;
    this.texts.introText[this.introTextCell(c)]! += by;
    this.texts.textBody[c.text! * (body + 1) + c.body]! += by;
    this.texts.textCta[c.text! * (cta + 1) + c.cta]! += by;
  }

  private introTextCell(c: CombinationParts): number {
    return c.intro * (this.textCount + 1) + c.text!;
  }
}

/** A combination's index in a flat array of every intro x text x body x cta (intro x body x cta without texts), in reading order. */
export function cellOf(c: CombinationParts, counts: CombinationParts): number {
  const textCount = textCountOf(counts);
  const text = textCount > 0 ? c.text! - 1 : 0;
  return (((c.intro - 1) * textFactor(textCount) + text) * counts.body + (c.body - 1)) * counts.cta + (c.cta - 1);
}

/** How many cells `cellOf` numbers. */
export function cellCount(counts: CombinationParts): number {
  return counts.intro * Math.max(textCountOf(counts), 1) * counts.body * counts.cta;
}
