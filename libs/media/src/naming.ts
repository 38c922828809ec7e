import { type CombinationParts, DEFAULT_NAME_TEMPLATE, type PlacementName, SECTIONS, STANDALONE_NAME_TEMPLATE } from '@reelmix/contracts/browser';
import { outputFileNames, parseNameTemplate, type SourceNames } from './output-names';

/*
 * The outputs of a job: which combinations in which placements, and their names. Positions are
 * 1-based, because people read them in the names (`h2-b1-c3_9x16.mp4`, contracts output-name).
 */

export interface PlannedOutput extends CombinationParts {
  placement: PlacementName;
  fileName: string;
}

export interface PlanOutputsOptions {
  /** The combinations to render (e.g. `planCombinations(...).chosen`); default every one. */
  combinations?: readonly CombinationParts[];
  /** Output name template (output-names.ts); default a job's `DEFAULT_NAME_TEMPLATE`, or the standalone names outside a job. */
  nameTemplate?: string;
  /** The clips' names (labels or file names), needed when the template uses {hook}, {body} or {cta}. */
  sourceNames?: SourceNames;
  /** The job's label (`j12`, contracts job-name) for {job}; absent outside a job. */
  jobLabel?: string;
}

/**
 * The outputs of a job in reading order (intro slowest, then body, cta, placement): every
 * intro x body x cta combination, or the chosen ones, in every placement.
 */
export function planOutputs(counts: CombinationParts, placements: readonly PlacementName[], options: PlanOutputsOptions = {}): PlannedOutput[] {
  for (const section of SECTIONS) {
    const count = counts[section];
    if (!Number.isInteger(count) || count < 0) throw new RangeError(`${section} count must be a whole number, got ${count}`);
  }
  const unique = [...new Set(placements)];
  const combinations = options.combinations ? chosenInOrder(options.combinations, counts) : allCombinations(counts);
  const requests = combinations.flatMap((parts) => unique.map((placement) => ({ parts, placement })));
  const defaultTemplate = options.jobLabel === undefined ? STANDALONE_NAME_TEMPLATE : DEFAULT_NAME_TEMPLATE;
  const template = parseNameTemplate(options.nameTemplate ?? defaultTemplate, unique);
  const names = outputFileNames(requests, template, options.sourceNames, options.jobLabel);
  return requests.map(({ parts, placement }, i) => ({ intro: parts.intro, body: parts.body, cta: parts.cta, placement, fileName: names[i]! }));
}

/** Every intro x body x cta combination in reading order (intro slowest). */
export function allCombinations(counts: CombinationParts): CombinationParts[] {
  const combinations: CombinationParts[] = [];
  for (let intro = 1; intro <= counts.intro; intro++) {
    for (let body = 1; body <= counts.body; body++) {
      for (let cta = 1; cta <= counts.cta; cta++) combinations.push({ intro, body, cta });
    }
  }
  return combinations;
}

/** Reading order: intro first, then body, then cta. */
export function compareCombinations(a: CombinationParts, b: CombinationParts): number {
  return a.intro - b.intro || a.body - b.body || a.cta - b.cta;
}

function chosenInOrder(combinations: readonly CombinationParts[], counts: CombinationParts): CombinationParts[] {
  const seen = new Set<string>();
  const chosen: CombinationParts[] = [];
  for (const parts of combinations) {
    for (const section of SECTIONS) {
      const index = parts[section];
      if (!Number.isInteger(index) || index < 1 || index > counts[section]) {
        throw new RangeError(`${section} ${index} is not one of the ${counts[section]} ${section} clips`);
      }
    }
    const key = `${parts.intro}-${parts.body}-${parts.cta}`;
    if (seen.has(key)) continue;
    seen.add(key);
    chosen.push({ intro: parts.intro, body: parts.body, cta: parts.cta });
  }
  return chosen.sort(compareCombinations);
}
