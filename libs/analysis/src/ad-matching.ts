/*
 * Ties an export's ad names back to the job's outputs. Buyers paste the file name into the ad
 * name and often add to it (`UGC test | h1-b2-c3_9x16.mp4 | v2`), so an output matches when its
 * stem appears anywhere in the name, any case. Stems can contain one another
 * (`h1-b1-c1_9x16` and `h1-b1-c1_9x16-2`), so the longest stem found wins.
 */

export function fileStem(file: string): string {
  return file.replace(/\.mp4$/i, '');
}

export interface StemIndex<T> {
  /** Stem (lower case) -> item. */
  byStem: Map<string, T>;
  /** The distinct stem lengths, longest first. */
  lengths: number[];
}

/**
 * Indexes items by stem so that matching a name costs (name length x distinct stem lengths) map
 * look-ups rather than a scan of every output. The first item wins when two share a stem.
 */
export function buildStemIndex<T>(items: readonly T[], fileOf: (item: T) => string): StemIndex<T> {
  const byStem = new Map<string, T>();
  for (const item of items) {
    const stem = fileStem(fileOf(item)).toLowerCase();
    if (stem !== '' && !byStem.has(stem)) byStem.set(stem, item);
  }
  const lengths = [...new Set([...byStem.keys()].map((s) => s.length))].sort((a, b) => b - a);
  return { byStem, lengths };
}

/** The item whose stem is the longest one inside the name, or null. */
export function matchAdName<T>(index: StemIndex<T>, adName: string): T | null {
  const name = adName.toLowerCase();
  for (const length of index.lengths) {
    for (let start = 0; start + length <= name.length; start += 1) {
      const item = index.byStem.get(name.slice(start, start + length));
      if (item !== undefined) return item;
    }
  }
  return null;
}
