import { PLACEMENTS, type PlacementName } from './placements';
import { SECTIONS, type UploadSection } from './sections';
import { TEXT_LABEL_MAX_LENGTH } from './text-variants';

/*
 * How a rendered output is named: a template a media buyer may choose, e.g. `{hook}_{body}_{cta}_{ratio}`:
 *   {job}                 the job's label (`j12`, contracts job-name: the customer's 12th job)
 *   {hook} {body} {cta}   the source clips' labels, or their file names without extension
 *   {h} {b} {c}           their 1-based positions
 *   {t}                   the text variant's 1-based position (a job with texts only)
 *   {text}                the text's label, or the text itself cut to NAME_TEXT_MAX_LENGTH
 *   {ratio}               the placement tag (9x16)
 * A job's default (`j12-h2-b1-c3_9x16.mp4`: job 12, hook, i.e. intro, 2, body 1, CTA 3 in the
 * vertical placement) is unique across the customer's jobs, so one ad account can hold them all
 * and an export covering several jobs reads back to the right videos. Renders outside a job (the
 * CLI, benchmarks) and jobs made before jobs had labels use the standalone form, frozen: stored
 * outputs and buyers' spreadsheets know those names. libs/media turns a filled-in template into a
 * safe, unique file name (output-names.ts). A job with texts names the text between hook and body
 * (`j12-h2-t1-b1-c3_9x16.mp4`), the order the parts are read in; a job without keeps the names above.
 */

export const DEFAULT_NAME_TEMPLATE = '{job}-h{h}-b{b}-c{c}_{ratio}';
export const STANDALONE_NAME_TEMPLATE = 'h{h}-b{b}-c{c}_{ratio}';
export const DEFAULT_TEXT_NAME_TEMPLATE = '{job}-h{h}-t{t}-b{b}-c{c}_{ratio}';
export const STANDALONE_TEXT_NAME_TEMPLATE = 'h{h}-t{t}-b{b}-c{c}_{ratio}';
export const NAME_PLACEHOLDERS = ['job', 'hook', 'body', 'cta', 'h', 'b', 'c', 't', 'text', 'ratio'] as const;
export type NamePlaceholder = (typeof NAME_PLACEHOLDERS)[number];
/** The placeholders that name a text variant: a template using one needs a job with texts. */
export const TEXT_NAME_PLACEHOLDERS: readonly NamePlaceholder[] = Object.freeze(['t', 'text']);

/*
 * How much of a text {text} takes: a label is at most this long, and a text without one gives as
 * much of its start, so names stay readable in a file list and a long line does not crowd out the rest.
 */
export const NAME_TEXT_MAX_LENGTH = TEXT_LABEL_MAX_LENGTH;

/** The template outputs get when the buyer chose none: with the job's label in a job, with {t} when the job has texts. */
export function defaultNameTemplate({ inJob, withTexts }: { inJob: boolean; withTexts: boolean }): string {
  if (withTexts) return inJob ? DEFAULT_TEXT_NAME_TEMPLATE : STANDALONE_TEXT_NAME_TEMPLATE;
  return inJob ? DEFAULT_NAME_TEMPLATE : STANDALONE_NAME_TEMPLATE;
}

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

/** Each part's clip file name without extension, for {hook}, {body} and {cta}; the text's display name (text-variants textDisplayName) for {text}. */
export type PartNames = Readonly<Record<UploadSection | 'text', string>>;

const SECTION_OF: Readonly<Record<Exclude<NamePlaceholder, 'ratio' | 'job' | 't' | 'text'>, UploadSection>> = Object.freeze({
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

/** What a placeholder stands for in one output's name; null for a clip's or text's name, the job's label or a text position when not given. */
export function placeholderValue(placeholder: NamePlaceholder, parts: CombinationParts, placement: PlacementName, partNames?: Partial<PartNames>, job?: string): string | null {
  if (placeholder === 'ratio') return PLACEMENTS[placement].tag;
  if (placeholder === 'job') return job ?? null;
  if (placeholder === 't') return parts.text === undefined ? null : String(parts.text);
  if (placeholder === 'text') return partNames?.text === undefined ? null : textForName(partNames.text);
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

/**
 * An output's default name: in a job with its label (`j12-h1-b2-c3_9x16.mp4`), outside one
 * `h1-b2-c3_9x16.mp4`; with the text's position when the combination has one (`j12-h1-t2-b2-c3_9x16.mp4`).
 */
export function outputFileName(parts: CombinationParts, placement: PlacementName, job?: string): string {
  const withTexts = parts.text !== undefined;
  for (const part of withTexts ? [...SECTIONS, 'text' as const] : SECTIONS) {
    const index = parts[part];
    if (!Number.isInteger(index) || index! < 1) throw new RangeError(`${part} must be a 1-based index, got ${index}`);
  }
  const template = defaultNameTemplate({ inJob: job !== undefined, withTexts });
  return `${fillNameTemplate(template, parts, placement, undefined, job)}${OUTPUT_EXTENSION}`;
}

/** A text's name cut to NAME_TEXT_MAX_LENGTH characters, at the last space when that keeps most of it. */
function textForName(name: string): string {
  const characters = [...name.trim()];
  if (characters.length <= NAME_TEXT_MAX_LENGTH) return characters.join('');
  const cut = characters.slice(0, NAME_TEXT_MAX_LENGTH + 1).join('');
  const lastSpace = cut.lastIndexOf(' ');
  const atWord = lastSpace >= NAME_TEXT_MAX_LENGTH / 2 ? cut.slice(0, lastSpace) : characters.slice(0, NAME_TEXT_MAX_LENGTH).join('');
  return atWord.trimEnd();
}
