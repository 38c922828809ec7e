import { combinationKey, type PlannedOutput } from '@reelmix/media';

/*
 * A job rendered again after clips were added renders only what it lacks. An output is the same
 * output when its parts (its text included) and placement are: names can change with the clips
 * (a name template of source names is made unique across the whole job), positions cannot.
 */

export interface OutputIdentity {
  intro: number;
  body: number;
  cta: number;
  /** The text variant's position; absent (or null, as stored) in a job without texts. */
  text?: number | null;
  placement: string;
}

/** The parts of an output as libs/media keys them: a stored null text is no text. */
const partsOf = (output: Omit<OutputIdentity, 'placement'>) => ({ intro: output.intro, body: output.body, cta: output.cta, ...(output.text == null ? {} : { text: output.text }) });

export const identityOf = (output: OutputIdentity): string => `${combinationKey(partsOf(output))}@${output.placement}`;

/**
 * The planned outputs the job has no output for yet. A new output whose name an existing one
 * already has (file names are the outputs' keys) gets a numbered name instead: `name-2.mp4`.
 */
export function newOutputsOf(planned: readonly PlannedOutput[], existing: ReadonlyArray<OutputIdentity & { fileName: string }>): PlannedOutput[] {
  const had = new Set(existing.map(identityOf));
  const taken = new Set(existing.map((output) => output.fileName));
  const fresh = planned.filter((output) => !had.has(identityOf(output)));
  for (const output of fresh) taken.add(output.fileName);
  return fresh.map((output) => {
    if (!existing.some((old) => old.fileName === output.fileName)) return output;
    const fileName = unusedName(output.fileName, taken);
    taken.add(fileName);
    return { ...output, fileName };
  });
}

/** How many distinct combinations (intro x text x body x cta) these outputs render. */
export function combinationsIn(outputs: ReadonlyArray<Omit<OutputIdentity, 'placement'>>): number {
  return new Set(outputs.map((output) => combinationKey(partsOf(output)))).size;
}

function unusedName(fileName: string, taken: ReadonlySet<string>): string {
  const dot = fileName.lastIndexOf('.');
  const [stem, extension] = dot > 0 ? [fileName.slice(0, dot), fileName.slice(dot)] : [fileName, ''];
  for (let n = 2; ; n++) {
    const candidate = `${stem}-${n}${extension}`;
    if (!taken.has(candidate)) return candidate;
  }
}
