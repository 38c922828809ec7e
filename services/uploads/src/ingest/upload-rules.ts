import type { UploadSection } from '@reelmix/contracts';

/** docs/product-rules.md#combinations-and-placements: the product of the counts of the sections that have files. */
export function combinationsOf(counts: Record<UploadSection, number>): number {
  const used = Object.values(counts).filter((count) => count > 0);
  return used.length === 0 ? 0 : used.reduce((product, count) => product * count, 1);
}
