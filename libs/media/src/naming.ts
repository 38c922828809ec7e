import { PLACEMENTS, type Placement } from './placements';

/*
 * Output names carry their parts: `h2-b1-c3_9x16.mp4` is hook (intro) 2, body 1, cta 3 in the
 * vertical placement. 1-based, because people read them. The letters are the product's words:
 * "h" for hook, which is what media buyers call an intro.
 */

export type Section = 'intro' | 'body' | 'cta';
export const SECTIONS: readonly Section[] = ['intro', 'body', 'cta'];

export interface CombinationParts {
  intro: number;
  body: number;
  cta: number;
}

export interface PlannedOutput extends CombinationParts {
  placement: Placement;
  fileName: string;
}

export function outputFileName(parts: CombinationParts, placement: Placement): string {
  for (const section of SECTIONS) {
    const index = parts[section];
    if (!Number.isInteger(index) || index < 1) throw new RangeError(`${section} must be a 1-based index, got ${index}`);
  }
  return `h${parts.intro}-b${parts.body}-c${parts.cta}_${PLACEMENTS[placement].tag}.mp4`;
}

/** Every intro x body x cta combination in every placement, in reading order (intro slowest). */
export function planOutputs(counts: CombinationParts, placements: readonly Placement[]): PlannedOutput[] {
  for (const section of SECTIONS) {
    const count = counts[section];
    if (!Number.isInteger(count) || count < 0) throw new RangeError(`${section} count must be a whole number, got ${count}`);
  }
  const unique = [...new Set(placements)];
  const planned: PlannedOutput[] = [];
  for (let intro = 1; intro <= counts.intro; intro++) {
    for (let body = 1; body <= counts.body; body++) {
      for (let cta = 1; cta <= counts.cta; cta++) {
        for (const placement of unique) {
          planned.push({ intro, body, cta, placement, fileName: outputFileName({ intro, body, cta }, placement) });
        }
      }
    }
  }
  return planned;
}
