import { type CombinationParts, defaultNameTemplate, type PlacementName, SECTIONS, textFactor, type UploadSection } from '@reelmix/contracts/browser';
import { outputFileNames, parseNameTemplate, type SourceNames } from './output-names';

/*
 * The outputs of a job: which combinations in which placements, and their names. Positions are
 * 1-based, because people read them in the names (`h2-b1-c3_9x16.mp4`, contracts output-name).
 * A job with text variants has a fourth part, read after the hook (`h2-t1-b1-c3_9x16.mp4`);
 * counts without `text` (or with 0) are a job without texts, planned and named as before texts.
 */

/** The parts a combination is made of: the clip sections, and the text variant in a job with texts. */
export type CombinationPart = UploadSection | 'text';

export interface PlannedOutput extends CombinationParts {
  placement: PlacementName;
  fileName: string;
}

export interface PlanOutputsOptions {
  /** The combinations to render (e.g. `planCombinations(...).chosen`); default every one. */
  combinations?: readonly CombinationParts[];
  /** Output name template (output-names.ts); default contracts' `defaultNameTemplate` for a job or not, with texts or not. */
  nameTemplate?: string;
  /** The clips' names (labels or file names), needed when the template uses {hook}, {body} or {cta}. */
  sourceNames?: SourceNames;
  /** The job's label (`j12`, contracts job-name) for {job}; absent outside a job. */
  jobLabel?: string;
  /** Each text's display name (contracts textDisplayName), by position - 1; needed when the template uses {text}. */
  textNames?: readonly string[];
}

/** How many texts the counts hold: 0 for a job without texts. */
export function textCountOf(counts: CombinationParts): number {
  return counts.text ?? 0;
}

/** The parts of the job's combinations in reading order: intro, text (when the job has texts), body, cta. */
export function combinationPartsOf(counts: CombinationParts): readonly CombinationPart[] {
  return textCountOf(counts) > 0 ? ['intro', 'text', 'body', 'cta'] : SECTIONS;
}

/** One string per combination (`1-2-3`, with texts `1-t2-2-3`), for sets and maps. */
export function combinationKey(c: CombinationParts): string {
  return c.text === undefined ? `${c.intro}-${c.body}-${c.cta}` : `${c.intro}-t${c.text}-${c.body}-${c.cta}`;
}

/**
 * The outputs of a job in reading order (intro slowest, then text, body, cta, placement): every
 * intro x text x body x cta combination, or the chosen ones, in every placement.
 */
export function planOutputs(counts: CombinationParts, placements: readonly PlacementName[], options: PlanOutputsOptions = {}): PlannedOutput[] {
  for (const section of [...SECTIONS, 'text' as const]) {
    const count = counts[section] ?? 0;
    if (!Number.isInteger(count) || count < 0) throw new RangeError(`${section} count must be a whole number, got ${count}`);
  }
  const textCount = textCountOf(counts);
  const unique = [...new Set(placements)];
  const combinations = options.combinations ? chosenInOrder(options.combinations, counts) : allCombinations(counts);
  const requests = combinations.flatMap((parts) => unique.map((placement) => ({ parts, placement })));
  const defaultTemplate = defaultNameTemplate({ inJob: options.jobLabel !== undefined, withTexts: textCount > 0 });
  const template = parseNameTemplate(options.nameTemplate ?? defaultTemplate, unique, textCount);
  const names = outputFileNames(requests, template, options.sourceNames, options.jobLabel, options.textNames);
  return requests.map(({ parts, placement }, i) => ({ ...partsOnly(parts), placement, fileName: names[i]! }));
}

/** Every intro x text x body x cta combination in reading order (intro slowest, then text); without texts, intro x body x cta. */
export function allCombinations(counts: CombinationParts): CombinationParts[] {
  const combinations: CombinationParts[] = [];
  const textCount = textCountOf(counts);
  for (let intro = 1; intro <= counts.intro; intro++) {
    for (let text = 1; text <= textFactor(textCount); text++) {
      for (let body = 1; body <= counts.body; body++) {
        for (let cta = 1; cta <= counts.cta; cta++) combinations.push(textCount > 0 ? { intro, text, body, cta } : { intro, body, cta });
      }
    }
  }
  return combinations;
}

/** Reading order: intro first, then text, then body, then cta. */
export function compareCombinations(a: CombinationParts, b: CombinationParts): number {
  return a.intro - b.intro || (a.text ?? 0) - (b.text ?? 0) || a.body - b.body || a.cta - b.cta;
}

/** A combination's own parts, without anything else its object carries (a placement, a length). */
export function partsOnly({ intro, body, cta, text }: CombinationParts): CombinationParts {
  return text === undefined ? { intro, body, cta } : { intro, text, body, cta };
}

function chosenInOrder(combinations: readonly CombinationParts[], counts: CombinationParts): CombinationParts[] {
  const seen = new Set<string>();
  const chosen: CombinationParts[] = [];
  for (const parts of combinations) {
    assertWithin(parts, counts);
    const key = combinationKey(parts);
    if (seen.has(key)) continue;
    seen.add(key);
    chosen.push(partsOnly(parts));
  }
  return chosen.sort(compareCombinations);
}

/** Throws unless each part is one of the job's: a text exactly when the job has texts. */
export function assertWithin(parts: CombinationParts, counts: CombinationParts): void {
  for (const section of SECTIONS) {
    const index = parts[section];
    if (!Number.isInteger(index) || index < 1 || index > counts[section]) {
      throw new RangeError(`${section} ${index} is not one of the ${counts[section]} ${section} clips`);
    }
  }
  const textCount = textCountOf(counts);
  if (textCount === 0 && parts.text !== undefined) throw new RangeError(`text ${parts.text} is given, but the job has no texts`);
  if (textCount > 0 && parts.text === undefined) throw new RangeError(`a combination of a job with ${textCount} texts needs its text`);
  if (textCount > 0 && (!Number.isInteger(parts.text) || parts.text! < 1 || parts.text! > textCount)) {
    throw new RangeError(`text ${parts.text} is not one of the ${textCount} texts`);
  }
}
