import { CombinationPlanError } from './combination-plan.errors';
import { type CombinationParts, type Section } from './naming';
import { PLACEMENTS, type Placement } from './placements';

/*
 * Output names from a template a media buyer chooses, e.g. `{hook}_{body}_{cta}_{ratio}`:
 *   {hook} {body} {cta}   the source clips' file names without extension
 *   {h} {b} {c}           their 1-based positions
 *   {ratio}               the placement tag (9x16)
 * The default is today's naming (`h2-b1-c3_9x16.mp4`), frozen: stored outputs, the services and
 * buyers' spreadsheets know it. A name is cut down to what object storage, URLs, zip entries and
 * Content-Disposition take safely (storage's FILE_NAME: 1-200 of [A-Za-z0-9._-], starting
 * alphanumeric) and made unique within the job.
 */

export const DEFAULT_NAME_TEMPLATE = 'h{h}-b{b}-c{c}_{ratio}';
export const NAME_PLACEHOLDERS = ['hook', 'body', 'cta', 'h', 'b', 'c', 'ratio'] as const;
export type NamePlaceholder = (typeof NAME_PLACEHOLDERS)[number];
/** Storage's limit on a file name, the extension included. */
export const MAX_FILE_NAME_LENGTH = 200;
const EXTENSION = '.mp4';

/** Each clip's original file name (a path or an extension is fine), by section and position - 1. */
export type SourceNames = Readonly<Record<Section, readonly string[]>>;

export type NameToken = { text: string } | { placeholder: NamePlaceholder };

export interface NameTemplate {
  tokens: readonly NameToken[];
  /** Whether {hook}, {body} or {cta} is used, so the clips' names are needed. */
  usesSourceNames: boolean;
}

const NAME_OF_SECTION: Readonly<Record<'hook' | 'body' | 'cta', Section>> = Object.freeze({ hook: 'intro', body: 'body', cta: 'cta' });
const POSITION_OF_SECTION: Readonly<Record<'h' | 'b' | 'c', Section>> = Object.freeze({ h: 'intro', b: 'body', c: 'cta' });

/**
 * A template checked for the job's placements. Refused: unknown or unclosed placeholders, and no
 * {ratio} when several placements are rendered (a combination's names would collide across them).
 */
export function parseNameTemplate(template: string, placements: readonly Placement[]): NameTemplate {
  const refuse = (why: string) => new CombinationPlanError('invalid-name-template', `Name template "${template}" ${why}`);
  // The extension is always .mp4 and added here; a template that ends in it means the same.
  const text = template.trim().replace(/\.mp4$/i, '');
  if (text.length === 0) throw refuse('is empty');
  const tokens: NameToken[] = [];
  for (const piece of text.split(/(\{[^{}]*\})/)) {
    if (piece === '') continue;
    if (piece.startsWith('{') && piece.endsWith('}')) {
      const name = piece.slice(1, -1);
      if (!isPlaceholder(name)) throw refuse(`has an unknown placeholder ${piece}: use ${NAME_PLACEHOLDERS.map((p) => `{${p}}`).join(', ')}`);
      tokens.push({ placeholder: name });
    } else if (/[{}]/.test(piece)) {
      throw refuse('has a brace without its pair: placeholders are written {hook}');
    } else {
      tokens.push({ text: piece });
    }
  }
  const uses = (placeholder: NamePlaceholder) => tokens.some((token) => 'placeholder' in token && token.placeholder === placeholder);
  if (new Set(placements).size > 1 && !uses('ratio')) {
    throw refuse('has no {ratio}: with several placements, each combination would get the same name in every placement');
  }
  return { tokens, usesSourceNames: uses('hook') || uses('body') || uses('cta') };
}

export interface NameRequest {
  parts: CombinationParts;
  placement: Placement;
}

/**
 * File names for a job's outputs, in the order given: filled in, made storage-safe, and unique
 * (compared without case, as on macOS and Windows disks) by `-2`, `-3`... before the extension,
 * the first keeping its name. Same outputs in the same order, same names.
 */
export function outputFileNames(requests: readonly NameRequest[], template: NameTemplate, sourceNames?: SourceNames): string[] {
  if (template.usesSourceNames && !sourceNames) {
    throw new CombinationPlanError('invalid-name-template', 'A name template with {hook}, {body} or {cta} needs the clips\' file names');
  }
  const stems = sourceNames && {
    intro: sourceNames.intro.map(fileStem),
    body: sourceNames.body.map(fileStem),
    cta: sourceNames.cta.map(fileStem),
  };
  const taken = new Set<string>();
  return requests.map(({ parts, placement }) => {
    const filled = template.tokens.map((token) => ('text' in token ? token.text : placeholderValue(token.placeholder, parts, placement, stems))).join('');
    // A name with nothing safe left (all emoji, say) falls back to the parts' positions.
    const base = storageSafeStem(filled) || storageSafeStem(`h${parts.intro}-b${parts.body}-c${parts.cta}_${PLACEMENTS[placement].tag}`);
    const name = firstFreeName(base, taken);
    taken.add(name.toLowerCase());
    return name;
  });
}

/*
 * To [A-Za-z0-9._-]: accented Latin letters lose their accents (é -> e, ß -> ss), anything else
 * becomes `-`; runs of `-` or `.` shrink to one, a `-` beside `.` or `_` goes; the start is alphanumeric and the end is not a
 * separator. Cut to leave room for the extension. Empty when nothing usable is left.
 */
export function storageSafeStem(text: string, maxLength = MAX_FILE_NAME_LENGTH - EXTENSION.length): string {
  const ascii = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[ßæÆœŒøØđĐłŁþÞðÐıĳĲ]/g, (letter) => TRANSLITERATIONS[letter] ?? '-');
  const safe = ascii
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/-{2,}/g, '-')
    .replace(/\.{2,}/g, '.')
    // A dash that only stood for a dropped character beside another separator says nothing.
    .replace(/-+(?=[._])|(?<=[._])-+/g, '');
  return trimEnds(trimEnds(safe).slice(0, maxLength));
}

const TRANSLITERATIONS: Readonly<Record<string, string>> = Object.freeze({
  ß: 'ss', æ: 'ae', Æ: 'AE', œ: 'oe', Œ: 'OE', ø: 'o', Ø: 'O', đ: 'd', Đ: 'D', ł: 'l', Ł: 'L', þ: 'th', Þ: 'TH', ð: 'd', Ð: 'D', ı: 'i', ĳ: 'ij', Ĳ: 'IJ',
});

/** A file name's last path part without its extension: `clips/Hook A.mov` -> `Hook A`. */
export function fileStem(name: string): string {
  const last = name.split(/[\\/]/).pop() ?? name;
  const dot = last.lastIndexOf('.');
  return dot > 0 ? last.slice(0, dot) : last;
}

function placeholderValue(placeholder: NamePlaceholder, parts: CombinationParts, placement: Placement, stems?: SourceNames): string {
  if (placeholder === 'ratio') return PLACEMENTS[placement].tag;
  if (placeholder === 'h' || placeholder === 'b' || placeholder === 'c') return String(parts[POSITION_OF_SECTION[placeholder]]);
  const section = NAME_OF_SECTION[placeholder];
  const stem = stems?.[section][parts[section] - 1];
  if (stem === undefined) throw new RangeError(`no file name for ${section} ${parts[section]}`);
  return stem;
}

function firstFreeName(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(`${base}${EXTENSION}`.toLowerCase())) return `${base}${EXTENSION}`;
  for (let n = 2; ; n++) {
    const suffix = `-${n}`;
    const name = `${trimEnds(base.slice(0, MAX_FILE_NAME_LENGTH - EXTENSION.length - suffix.length))}${suffix}${EXTENSION}`;
    if (!taken.has(name.toLowerCase())) return name;
  }
}

function trimEnds(text: string): string {
  return text.replace(/^[^A-Za-z0-9]+/, '').replace(/[-._]+$/, '');
}

function isPlaceholder(name: string): name is NamePlaceholder {
  return (NAME_PLACEHOLDERS as readonly string[]).includes(name);
}
