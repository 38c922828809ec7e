import {
  defaultNameTemplate,
  DEFAULT_PLACEMENTS,
  FRAMING_CHOICES,
  isFramingChoice,
  parsePlacement,
  PLACEMENT_NAMES,
  SECTIONS,
  type CombinationParts,
  type FramingChoice,
  type PlacementName,
  type TextStyle,
  type TextVariant,
} from '@reelmix/contracts/browser';
import { existsSync, statSync } from 'node:fs';
import {
  ALLOWED_EXTENSIONS,
  allCombinations,
  combinationRuleChecker,
  CombinationPlanError,
  hasAllowedExtension,
  layoutText,
  MAX_AUTO_FILL_CROP,
  parseCombinationRules,
  parseDurationBudget,
  parseNameTemplate,
  TextRejectedError,
  type CombinationRule,
  type DurationBudget,
  type FocusPoint,
} from '@reelmix/media';
import { parseTexts, parseTextStyle, TEXT_STYLE_USAGE, TextArgumentError } from './render-cli-texts';

/*
 * Arguments of `npm run render`. Pure apart from checking that the named files exist, so every
 * message a user can get for a bad command line is tested.
 */

export interface RenderCliOptions {
  intro: string[];
  body: string[];
  cta: string[];
  out: string;
  placements: PlacementName[];
  concurrency: number;
  verify: boolean;
  framing: FramingChoice;
  /** Where `fill` keeps its window, by clip path as given on the command line. */
  focus: Map<string, FocusPoint>;
  /** Combinations never to make (`--exclude`), checked against the clips given. */
  rules: CombinationRule[];
  durationBudget: DurationBudget | null;
  /** How many of the allowed combinations to test, balanced; null renders them all. */
  balanced: number | null;
  nameTemplate: string;
  /** Lines drawn on the hooks (`--text`), each a part of the test; none by default. */
  texts: TextVariant[];
  textStyle: TextStyle;
}

export type ParsedArgs = { kind: 'run'; options: RenderCliOptions } | { kind: 'help' };

export class UsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UsageError';
  }
}

export const USAGE = `Usage: npm run render -- --intro <files...> --body <files...> --cta <files...> --out <dir>
                          [--placements 9:16,4:5] [--concurrency 2] [--no-verify]
                          [--framing auto|fill|blur|fit] [--focus <file>=<x>,<y> ...]
                          [--exclude h2-b3 ...] [--duration 9-15] [--balanced N] [--names <template>]
                          [--text "<line>" ...] [--text-style <key=value,...>]

Renders every intro x body x cta combination (x text, with --text), or those --exclude, --duration and --balanced
leave, in each placement to <dir>, with manifest.csv. Rules number the clips from 1 in the
order given: h (hook, the intro), t (text), b (body), c (cta). Rerunning into the same <dir> renders only what
it lacks, matched by the clips' content and the settings (not by file name); outputs already
there are kept byte-identical, renamed if --names now names them differently, and made again if
edited since. Other outputs in <dir> are left alone. Made outputs are recorded in
<dir>/.reelmix-render.json, the clips' normalised segments kept in <dir>/.reelmix-segments
(deleting it only makes the next run slower).
  --placements    comma-separated: ${PLACEMENT_NAMES.join(', ')} (default ${DEFAULT_PLACEMENTS.join(',')})
  --concurrency   ffmpeg processes at a time (default 2, suits two cores)
  --no-verify     skip the full decode of each output (joins are still checked)
  --framing       how clips go into the frame (default auto):
                    fill  cover the frame and crop around the focus point
                    blur  the whole clip over a blurred, darkened copy of itself
                    fit   the whole clip with black bars
                    auto  blur when filling would crop ${MAX_AUTO_FILL_CROP * 100}% of the clip or more, else fill
  --focus         where fill keeps its window for one clip: x and y from 0 (left, top) to 1
                  (right, bottom), e.g. --focus intro.mp4=0.3,0.5; repeat for other clips
  --exclude       combinations not to render; repeat it or separate rules with commas:
                    h2-b3       hook 2 never with body 3 (any two sections, either order)
                    c1-only-b1  cta 1 only with body 1 (add c1-only-b2 to allow body 2 too)
  --duration      keep combinations whose rendered length is min-max seconds, ends included
  --balanced      render only N of the allowed combinations, chosen so every hook, body and cta,
                  and every pair of them, appears as evenly as possible (3x3x3 and 9: a Latin square)
  --names         output name template (default ${defaultNameTemplate({ inJob: false, withTexts: false })}, with texts
                  ${defaultNameTemplate({ inJob: false, withTexts: true })}): {hook} {body} {cta} are the clips' file names
                  without extension, {text} the text, {h} {t} {b} {c} their numbers, {ratio} the
                  placement (needed with several placements); .mp4 is added
  --text          a line of text drawn on every hook, a part of the test of its own; repeat it
                  for each text (each hook is then encoded once per text, every output joined)
  --text-style    how the texts are drawn, key=value pairs separated by commas:
                  ${TEXT_STYLE_USAGE}
Exit codes: 0 done, 1 a clip was refused or rendering failed, 2 bad arguments.`;

/** A flag per section, in play order: `--intro a.mp4 --intro b.mp4`. */
const LIST_FLAGS = SECTIONS;
const VALUE_FLAGS = ['out', 'placements', 'concurrency', 'framing', 'duration', 'balanced', 'names', 'text-style'] as const;
type ListFlag = (typeof LIST_FLAGS)[number];
type ValueFlag = (typeof VALUE_FLAGS)[number];
/** Each takes one value and may be given again for another one. */
const REPEATED_FLAGS = ['focus', 'exclude', 'text'] as const;
type RepeatedFlag = (typeof REPEATED_FLAGS)[number];
type Flag = ListFlag | ValueFlag | RepeatedFlag;

const isListFlag = (flag: string): flag is ListFlag => (LIST_FLAGS as readonly string[]).includes(flag);
const isValueFlag = (flag: string): flag is ValueFlag => (VALUE_FLAGS as readonly string[]).includes(flag);
const isRepeatedFlag = (flag: string): flag is RepeatedFlag => (REPEATED_FLAGS as readonly string[]).includes(flag);

export function parseRenderArgs(argv: readonly string[], fileExists: (path: string) => boolean = isFile): ParsedArgs {
  const lists: Record<ListFlag, string[]> = { intro: [], body: [], cta: [] };
  const values: Partial<Record<ValueFlag, string>> = {};
  const repeated: Record<RepeatedFlag, string[]> = { focus: [], exclude: [], text: [] };
  let verify = true;
  // The flag the next bare arguments belong to: file lists take many, value flags one.
  let current: Flag | null = null;

  const take = (flag: Flag, value: string) => {
    if (isListFlag(flag)) {
      lists[flag].push(value);
      return;
    }
    current = null;
    if (isRepeatedFlag(flag)) {
      repeated[flag].push(value);
      return;
    }
    if (values[flag] !== undefined) throw new UsageError(`--${flag} is given twice`);
    values[flag] = value;
  };

  for (const arg of argv) {
    if (arg === '--help' || arg === '-h') return { kind: 'help' };
    if (arg === '--no-verify') {
      verify = false;
      current = null;
    } else if (arg.startsWith('--')) {
      const [flag, inline] = splitFlag(arg.slice(2));
      if (!isListFlag(flag) && !isValueFlag(flag) && !isRepeatedFlag(flag)) throw new UsageError(`Unknown option --${flag}`);
      current = flag;
      if (inline !== undefined) take(flag, inline);
    } else if (current === null) {
      throw new UsageError(`Unexpected argument "${arg}": file names follow --intro, --body or --cta`);
    } else {
      take(current, arg);
    }
  }

  if (current !== null && !isListFlag(current)) throw new UsageError(`--${current} needs a value`);
  for (const section of LIST_FLAGS) {
    if (lists[section].length === 0) throw new UsageError(`At least one --${section} file is required`);
    for (const file of lists[section]) checkFile(section, file, fileExists);
  }
  if (!values.out) throw new UsageError('--out <dir> is required');
  const placements = parsePlacements(values.placements);
  const { texts, textStyle } = asTextUsage(() => {
    if (values['text-style'] !== undefined && repeated.text.length === 0) throw new TextArgumentError('--text-style needs at least one --text');
    const parsed = { texts: parseTexts(repeated.text), textStyle: parseTextStyle(values['text-style']) };
    // Laid out in every placement now, so a text too long for the frame or a letter the font lacks is a usage error.
    for (const { text } of parsed.texts) for (const placement of placements) layoutText(text, parsed.textStyle, placement);
    return parsed;
  });
  const counts = { intro: lists.intro.length, body: lists.body.length, cta: lists.cta.length, ...(texts.length > 0 ? { text: texts.length } : {}) };
  const rules = asUsage('--exclude', () => parseCombinationRules(repeated.exclude.flatMap((text) => text.split(',')).filter((text) => text.trim() !== ''), counts));
  const balanced = parseBalanced(values.balanced);
  checkSomethingLeft(counts, rules, balanced);
  return {
    kind: 'run',
    options: {
      ...lists,
      out: values.out,
      placements,
      concurrency: parseConcurrency(values.concurrency),
      verify,
      framing: parseFraming(values.framing),
      focus: parseFocus(repeated.focus, new Set(LIST_FLAGS.flatMap((section) => lists[section]))),
      rules,
      durationBudget: values.duration === undefined ? null : asUsage('--duration', () => parseDurationBudget(values.duration!)),
      balanced,
      nameTemplate: parseNames(values.names, placements, texts.length),
      texts,
      textStyle,
    },
  };
}

function splitFlag(text: string): [string, string | undefined] {
  const eq = text.indexOf('=');
  return eq < 0 ? [text, undefined] : [text.slice(0, eq), text.slice(eq + 1)];
}

function checkFile(section: string, file: string, fileExists: (path: string) => boolean): void {
  if (!hasAllowedExtension(file)) {
    throw new UsageError(`${section} file "${file}" must end in one of: ${ALLOWED_EXTENSIONS.map((e) => `.${e}`).join(' ')}`);
  }
  if (!fileExists(file)) throw new UsageError(`${section} file "${file}" does not exist`);
}

function parsePlacements(text: string | undefined): PlacementName[] {
  if (text === undefined) return [...DEFAULT_PLACEMENTS];
  const names = text.split(',').map((part) => part.trim()).filter((part) => part.length > 0);
  if (names.length === 0) throw new UsageError('--placements needs at least one placement');
  try {
    return [...new Set(names.map(parsePlacement))];
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
}

function parseConcurrency(text: string | undefined): number {
  if (text === undefined) return 2;
  const value = Number(text);
  if (!Number.isInteger(value) || value < 1 || value > 32) throw new UsageError(`--concurrency must be a whole number from 1 to 32, got "${text}"`);
  return value;
}

function parseFraming(text: string | undefined): FramingChoice {
  if (text === undefined) return 'auto';
  if (!isFramingChoice(text)) throw new UsageError(`--framing must be one of ${FRAMING_CHOICES.join(', ')}, got "${text}"`);
  return text;
}

/** `<file>=<x>,<y>`; split at the last `=`, since a file name may contain one. */
function parseFocus(entries: readonly string[], clips: ReadonlySet<string>): Map<string, FocusPoint> {
  const focus = new Map<string, FocusPoint>();
  for (const entry of entries) {
    const eq = entry.lastIndexOf('=');
    const file = entry.slice(0, Math.max(0, eq));
    const numbers = entry.slice(eq + 1).split(',');
    const [x, y] = numbers.map((part) => (part.trim() === '' ? Number.NaN : Number(part)));
    if (eq <= 0 || numbers.length !== 2 || !inUnitRange(x) || !inUnitRange(y)) {
      throw new UsageError(`--focus takes <file>=<x>,<y> with x and y from 0 to 1, got "${entry}"`);
    }
    if (!clips.has(file)) throw new UsageError(`--focus names "${file}", which is not one of the --intro, --body or --cta files`);
    if (focus.has(file)) throw new UsageError(`--focus is given twice for "${file}"`);
    focus.set(file, { x: x!, y: y! });
  }
  return focus;
}

function parseBalanced(text: string | undefined): number | null {
  if (text === undefined) return null;
  const value = Number(text);
  if (!/^\d+$/.test(text.trim()) || value < 1) throw new UsageError(`--balanced must be a whole number of at least 1, got "${text}"`);
  return value;
}

/** What the rules leave is known before any clip is read; the duration budget is applied after. */
function checkSomethingLeft(counts: CombinationParts, rules: readonly CombinationRule[], balanced: number | null): void {
  if (rules.length === 0 && balanced === null) return;
  const broken = combinationRuleChecker(rules);
  const allowed = allCombinations(counts).filter((parts) => broken(parts).length === 0).length;
  if (allowed === 0) throw new UsageError('--exclude: the rules leave no combination to render');
  if (balanced !== null && balanced > allowed) {
    throw new UsageError(`--balanced ${balanced} asks for more combinations than the ${allowed} ${rules.length > 0 ? 'the --exclude rules allow' : 'there are'}`);
  }
}

function parseNames(text: string | undefined, placements: readonly PlacementName[], textCount: number): string {
  if (text === undefined) return defaultNameTemplate({ inJob: false, withTexts: textCount > 0 });
  asUsage('--names', () => parseNameTemplate(text, placements, textCount));
  return text;
}

/** A refused text or style, or a text the frame cannot hold, as a usage error. */
function asTextUsage<T>(parse: () => T): T {
  try {
    return parse();
  } catch (error) {
    if (error instanceof TextArgumentError) throw new UsageError(error.message);
    if (error instanceof TextRejectedError) throw new UsageError(`--text: ${error.reason}`);
    throw error;
  }
}

/** The library's refusal of a plan, as a usage error naming the flag. */
function asUsage<T>(flag: string, parse: () => T): T {
  try {
    return parse();
  } catch (error) {
    if (error instanceof CombinationPlanError) throw new UsageError(`${flag}: ${error.message}`);
    throw error;
  }
}

function inUnitRange(value: number | undefined): boolean {
  return value !== undefined && Number.isFinite(value) && value >= 0 && value <= 1;
}

function isFile(path: string): boolean {
  return existsSync(path) && statSync(path).isFile();
}
