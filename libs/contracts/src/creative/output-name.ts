import { PLACEMENTS, type PlacementName } from './placements';
import { SECTIONS, type UploadSection } from './sections';

/*
 * How a rendered output is named: a template a media buyer may choose, e.g. `{hook}_{body}_{cta}_{ratio}`:
 *   {job}                 the job's label (`j12`, contracts job-name: the customer's 12th job)
 *   {hook} {body} {cta}   the source clips' labels, or their file names without extension
 *   {h} {b} {c}           their 1-based positions
 *   {ratio}               the placement tag (9x16)
 * A job's default (`j12-h2-b1-c3_9x16.mp4`: job 12, hook, i.e. intro, 2, body 1, CTA 3 in the
 * vertical placement) is unique across the customer's jobs, so one ad account can hold them all
 * and an export covering several jobs reads back to the right videos. Renders outside a job (the
 * CLI, benchmarks) and jobs made before jobs had labels use the standalone form, frozen: stored
 * outputs and buyers' spreadsheets know those names. libs/media turns a filled-in template into a
 * safe, unique file name (output-names.ts).
 */

export const DEFAULT_NAME_TEMPLATE = '{job}-h{h}-b{b}-c{c}_{ratio}';
export const STANDALONE_NAME_TEMPLATE = 'h{h}-b{b}-c{c}_{ratio}';
export const NAME_PLACEHOLDERS = ['job', 'hook', 'body', 'cta', 'h', 'b', 'c', 'ratio'] as const;
export type NamePlaceholder = (typeof NAME_PLACEHOLDERS)[number];

/** Every output is an mp4; the extension is added to the filled-in template, never written in it. */
export const OUTPUT_EXTENSION = '.mp4';

/** The 1-based position of each part's clip in its section. */
export interface CombinationParts {
  intro: number;
  body: number;
  cta: number;
  /** The 1-based position of the text variant drawn on the intro (text-variants.ts); absent in a job without texts. */
  text?: number;
}

/** Each part's clip file name without extension, for {hook}, {body} and {cta}. */
export type PartNames = Readonly<Record<UploadSection, string>>;

const SECTION_OF: Readonly<Record<Exclude<NamePlaceholder, 'ratio' | 'job'>, UploadSection>> = Object.freeze({
  hook: 'intro',
  body: 'body',
  cta: 'cta',
  h: 'intro',
  b: 'body',
  c: 'cta',
});

export function isNamePlaceholder(name: string): name is NamePlaceholder {
  return (NAME_PLACEHOLDERS as readonly string[]).includes(name);
}

/** What a placeholder stands for in one output's name; null for a clip's name or the job's label when not given. */
export function placeholderValue(placeholder: NamePlaceholder, parts: CombinationParts, placement: PlacementName, partNames?: Partial<PartNames>, job?: string): string | null {
  if (placeholder === 'ratio') return PLACEMENTS[placement].tag;
  if (placeholder === 'job') return job ?? null;
  const section = SECTION_OF[placeholder];
  if (placeholder.length === 1) return String(parts[section]);
  return partNames?.[section] ?? null;
}

/**
 * A template filled in for one output, without the extension. A placeholder it cannot fill (an
 * unknown one, or a clip's name when the names are not given) stays as written, so a preview of a
 * template being typed shows what is still missing.
 */
export function fillNameTemplate(template: string, parts: CombinationParts, placement: PlacementName, partNames?: Partial<PartNames>, job?: string): string {
  return template.replace(/\{([^{}]*)\}/g, (written, name: string) => (isNamePlaceholder(name) ? placeholderValue(name, parts, placement, partNames, job) : null) ?? written);
}

/** An output's default name: in a job with its label (`j12-h1-b2-c3_9x16.mp4`), outside one `h1-b2-c3_9x16.mp4`. */
export function outputFileName(parts: CombinationParts, placement: PlacementName, job?: string): string {
  for (const section of SECTIONS) {
    const index = parts[section];
    if (!Number.isInteger(index) || index < 1) throw new RangeError(`${section} must be a 1-based index, got ${index}`);
  }
  const template = job === undefined ? STANDALONE_NAME_TEMPLATE : DEFAULT_NAME_TEMPLATE;
  return `${fillNameTemplate(template, parts, placement, undefined, job)}${OUTPUT_EXTENSION}`;
}
