import {
  type CombinationParts,
  defaultNameTemplate,
  fillNameTemplate,
  isNamePlaceholder,
  MAX_FILE_NAME_LENGTH,
  NAME_PLACEHOLDERS,
  type NamePlaceholder,
  OUTPUT_EXTENSION,
  type PartNames,
  type PlacementName,
  placeholderValue,
  TEXT_NAME_PLACEHOLDERS,
  type UploadSection,
} from '@reelmix/contracts/browser';
import { CombinationPlanError } from './combination-plan.errors';

/*
 * Output file names from a name template (contracts output-name: the placeholders, the default).
 * A filled-in name is cut down to what object storage, URLs, zip entries and Content-Disposition
 * take safely (contracts safe-file-name: 1-200 of [A-Za-z0-9._-], starting alphanumeric) and made
 * unique within the job. A template that cannot tell two of the job's texts apart (no {t} or {text})
 * still gives every output its own name, the way one without {b} does for bodies: by the suffix.
 */

/** Each clip's original file name (a path or an extension is fine), by section and position - 1. */
export type SourceNames = Readonly<Record<UploadSection, readonly string[]>>;

export type NameToken = { text: string } | { placeholder: NamePlaceholder };

export interface NameTemplate {
  tokens: readonly NameToken[];
  /** Whether {hook}, {body} or {cta} is used, so the clips' names are needed. */
  usesSourceNames: boolean;
  /** Whether {job} is used, so the job's label is needed. */
  usesJobLabel: boolean;
  /** Whether {text} is used, so the texts' names are needed. */
  usesTextNames: boolean;
}

/**
 * A template checked for the job's placements and texts. Refused: unknown or unclosed placeholders,
 * no {ratio} when several placements are rendered (a combination's names would collide across
 * them), and {t} or {text} in a job without texts (there is nothing to fill them with).
 */
export function parseNameTemplate(template: string, placements: readonly PlacementName[], textCount = 0): NameTemplate {
  const refuse = (why: string) => new CombinationPlanError('invalid-name-template', `Name template "${template}" ${why}`);
  // The extension is always .mp4 and added here; a template that ends in it means the same.
  const text = template.trim().replace(/\.mp4$/i, '');
  if (text.length === 0) throw refuse('is empty');
  // Offered only where they can be filled: a job without texts is not told about {t} and {text}.
  const usable = textCount > 0 ? NAME_PLACEHOLDERS : NAME_PLACEHOLDERS.filter((p) => !TEXT_NAME_PLACEHOLDERS.includes(p));
  const tokens: NameToken[] = [];
  for (const piece of text.split(/(\{[^{}]*\})/)) {
    if (piece === '') continue;
    if (piece.startsWith('{') && piece.endsWith('}')) {
      const name = piece.slice(1, -1);
      if (!isNamePlaceholder(name)) throw refuse(`has an unknown placeholder ${piece}: use ${usable.map((p) => `{${p}}`).join(', ')}`);
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
  const textPlaceholder = TEXT_NAME_PLACEHOLDERS.find(uses);
  if (textCount === 0 && textPlaceholder) throw refuse(`has {${textPlaceholder}}, but the job has no texts: leave {t} and {text} out`);
  return { tokens, usesSourceNames: uses('hook') || uses('body') || uses('cta'), usesJobLabel: uses('job'), usesTextNames: uses('text') };
}

export interface NameRequest {
  parts: CombinationParts;
  placement: PlacementName;
}

/**
 * File names for a job's outputs, in the order given: filled in, made storage-safe, and unique
 * (compared without case, as on macOS and Windows disks) by `-2`, `-3`... before the extension,
 * the first keeping its name. Same outputs in the same order, same names.
 */
export function outputFileNames(
  requests: readonly NameRequest[],
  template: NameTemplate,
  sourceNames?: SourceNames,
  jobLabel?: string,
  textNames?: readonly string[],
): string[] {
  if (template.usesSourceNames && !sourceNames) {
    throw new CombinationPlanError('invalid-name-template', 'A name template with {hook}, {body} or {cta} needs the clips\' file names');
  }
  if (template.usesJobLabel && jobLabel === undefined) {
    throw new CombinationPlanError('invalid-name-template', 'A name template with {job} names the outputs of a job: outside one, leave {job} out');
  }
  if (template.usesTextNames && !textNames) {
    throw new CombinationPlanError('invalid-name-template', 'A name template with {text} needs the texts or their labels');
  }
  const stems = sourceNames && {
    intro: sourceNames.intro.map(fileStem),
    body: sourceNames.body.map(fileStem),
    cta: sourceNames.cta.map(fileStem),
  };
  const taken = new Set<string>();
  return requests.map(({ parts, placement }) => {
    const filled = template.tokens.map((token) => ('text' in token ? token.text : valueOf(token.placeholder, parts, placement, stems, jobLabel, textNames))).join('');
    // A name with nothing safe left (all emoji, say) falls back to the parts' positions: the default names, in a job or not, with texts or not.
    const fallback = defaultNameTemplate({ inJob: jobLabel !== undefined, withTexts: parts.text !== undefined });
    const base = storageSafeStem(filled) || storageSafeStem(fillNameTemplate(fallback, parts, placement, undefined, jobLabel));
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
export function storageSafeStem(text: string, maxLength = MAX_FILE_NAME_LENGTH - OUTPUT_EXTENSION.length): string {
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

function valueOf(placeholder: NamePlaceholder, parts: CombinationParts, placement: PlacementName, stems?: SourceNames, jobLabel?: string, textNames?: readonly string[]): string {
  const partNames: Partial<PartNames> = {
    ...(stems && { intro: stems.intro[parts.intro - 1], body: stems.body[parts.body - 1], cta: stems.cta[parts.cta - 1] }),
    // A text is no file name: taken whole (contracts cuts it to length), never split at a dot or slash.
    ...(textNames && parts.text !== undefined && { text: textNames[parts.text - 1] }),
  };
  const value = placeholderValue(placeholder, parts, placement, partNames, jobLabel);
  if (value === null) throw new RangeError(`no file name for {${placeholder}} of ${fillNameTemplate(defaultNameTemplate({ inJob: false, withTexts: parts.text !== undefined }), parts, placement)}`);
  return value;
}

function firstFreeName(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(`${base}${OUTPUT_EXTENSION}`.toLowerCase())) return `${base}${OUTPUT_EXTENSION}`;
  for (let n = 2; ; n++) {
    const suffix = `-${n}`;
    const name = `${trimEnds(base.slice(0, MAX_FILE_NAME_LENGTH - OUTPUT_EXTENSION.length - suffix.length))}${suffix}${OUTPUT_EXTENSION}`;
    if (!taken.has(name.toLowerCase())) return name;
  }
}

function trimEnds(text: string): string {
  return text.replace(/^[^A-Za-z0-9]+/, '').replace(/[-._]+$/, '');
}
