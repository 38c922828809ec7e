/*
 * Ties an export's ad names back to the job's outputs. Buyers paste the file name into the ad
 * name and often add to it (`UGC test | j3-h1-b2-c3_9x16.mp4 | v2`), so an output matches when its
 * stem appears anywhere in the name, any case. Stems can contain one another
 * (`h1-b1-c1_9x16` and `h1-b1-c1_9x16-2`, or another job's `j4-h1-b1-c1_9x16`): a stem found
 * inside a longer one found at the same place says nothing of its own. What is left must name one
 * video; a name that fits two (two stems side by side, or one stem that two of the customer's
 * jobs share) is ambiguous and refused rather than guessed.
 */

export function fileStem(file: string): string {
  return file.replace(/\.mp4$/i, '');
}

export interface StemIndex<T> {
  /** Stem (lower case) -> every item with that stem (several only when jobs share a name). */
  byStem: Map<string, T[]>;
  /** The distinct stem lengths, longest first. */
  lengths: number[];
}

/**
 * Indexes items by stem so that matching a name costs (name length x distinct stem lengths) map
 * look-ups rather than a scan of every output.
 */
export function buildStemIndex<T>(items: readonly T[], fileOf: (item: T) => string): StemIndex<T> {
  const byStem = new Map<string, T[]>();
  for (const item of items) {
    const stem = fileStem(fileOf(item)).toLowerCase();
    if (stem === '') continue;
    const holders = byStem.get(stem);
    if (holders) holders.push(item);
    else byStem.set(stem, [item]);
  }
  const lengths = [...new Set([...byStem.keys()].map((s) => s.length))].sort((a, b) => b - a);
  return { byStem, lengths };
}

/** What an ad name names: one item, none, or more than one (the items it could be). */
export type AdNameMatch<T> = { kind: 'one'; item: T } | { kind: 'none' } | { kind: 'ambiguous'; items: T[] };

/** The stems found in the name that no longer stem found covers, and the items they name. */
export function matchAdNameStrictly<T>(index: StemIndex<T>, adName: string): AdNameMatch<T> {
  const name = adName.toLowerCase();
  const found: Array<{ start: number; end: number; items: T[] }> = [];
  // Longest first, so a stem inside one already found is recognised as part of it.
  for (const length of index.lengths) {
    for (let start = 0; start + length <= name.length; start += 1) {
      const items = index.byStem.get(name.slice(start, start + length));
      if (items === undefined) continue;
      const end = start + length;
      if (found.some((longer) => longer.start <= start && end <= longer.end)) continue;
      found.push({ start, end, items });
    }
  }
  const named = [...new Set(found.flatMap((stem) => stem.items))];
  if (named.length === 0) return { kind: 'none' };
  if (named.length === 1) return { kind: 'one', item: named[0]! };
  return { kind: 'ambiguous', items: named };
}

/** The item the name names, or null when it names none or is ambiguous. */
export function matchAdName<T>(index: StemIndex<T>, adName: string): T | null {
  const match = matchAdNameStrictly(index, adName);
  return match.kind === 'one' ? match.item : null;
}

/**
 * Of the customer's other jobs' output names, the ones that bear on reading this job's export: a
 * name holding one of this job's stems (the same name, or a longer one like another job's
 * `j4-h1-b1-c1_9x16` around `h1-b1-c1_9x16`). The rest can never meet this job's stems in an ad
 * name, so they need not travel to the reading.
 */
export function namesBearingOn(ownFiles: readonly string[], otherFiles: readonly string[]): string[] {
  const own = buildStemIndex(ownFiles, (file) => file);
  return [...new Set(otherFiles)].filter((file) => {
    const stem = fileStem(file).toLowerCase();
    return own.lengths.some((length) => {
      for (let start = 0; start + length <= stem.length; start += 1) if (own.byStem.has(stem.slice(start, start + length))) return true;
      return false;
    });
  });
}
