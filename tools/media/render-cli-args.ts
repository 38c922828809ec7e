import { existsSync, statSync } from 'node:fs';
import { ALLOWED_EXTENSIONS, DEFAULT_PLACEMENTS, hasAllowedExtension, parsePlacement, type Placement } from '@reelmix/media';

/*
 * Arguments of `npm run render`. Pure apart from checking that the named files exist, so every
 * message a user can get for a bad command line is tested.
 */

export interface RenderCliOptions {
  intro: string[];
  body: string[];
  cta: string[];
  out: string;
  placements: Placement[];
  concurrency: number;
  verify: boolean;
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

Renders every intro x body x cta combination in each placement to <dir>, with manifest.csv.
  --placements    comma-separated: 9:16, 4:5, 1:1, 16:9 (default ${DEFAULT_PLACEMENTS.join(',')})
  --concurrency   ffmpeg processes at a time (default 2, suits two cores)
  --no-verify     skip the full decode of each output (joins are still checked)
Exit codes: 0 done, 1 a clip was refused or rendering failed, 2 bad arguments.`;

const LIST_FLAGS = ['intro', 'body', 'cta'] as const;
const VALUE_FLAGS = ['out', 'placements', 'concurrency'] as const;
type ListFlag = (typeof LIST_FLAGS)[number];
type ValueFlag = (typeof VALUE_FLAGS)[number];
type Flag = ListFlag | ValueFlag;

const isListFlag = (flag: string): flag is ListFlag => (LIST_FLAGS as readonly string[]).includes(flag);
const isValueFlag = (flag: string): flag is ValueFlag => (VALUE_FLAGS as readonly string[]).includes(flag);

export function parseRenderArgs(argv: readonly string[], fileExists: (path: string) => boolean = isFile): ParsedArgs {
  const lists: Record<ListFlag, string[]> = { intro: [], body: [], cta: [] };
  const values: Partial<Record<ValueFlag, string>> = {};
  let verify = true;
  // The flag the next bare arguments belong to: file lists take many, value flags one.
  let current: Flag | null = null;

  const take = (flag: Flag, value: string) => {
    if (isListFlag(flag)) {
      lists[flag].push(value);
      return;
    }
    if (values[flag] !== undefined) throw new UsageError(`--${flag} is given twice`);
    values[flag] = value;
    current = null;
  };

  for (const arg of argv) {
    if (arg === '--help' || arg === '-h') return { kind: 'help' };
    if (arg === '--no-verify') {
      verify = false;
      current = null;
    } else if (arg.startsWith('--')) {
      const [flag, inline] = splitFlag(arg.slice(2));
      if (!isListFlag(flag) && !isValueFlag(flag)) throw new UsageError(`Unknown option --${flag}`);
      current = flag;
      if (inline !== undefined) take(flag, inline);
    } else if (current === null) {
      throw new UsageError(`Unexpected argument "${arg}": file names follow --intro, --body or --cta`);
    } else {
      take(current, arg);
    }
  }

  for (const section of LIST_FLAGS) {
    if (lists[section].length === 0) throw new UsageError(`At least one --${section} file is required`);
    for (const file of lists[section]) checkFile(section, file, fileExists);
  }
  if (!values.out) throw new UsageError('--out <dir> is required');
  return {
    kind: 'run',
    options: {
      ...lists,
      out: values.out,
      placements: parsePlacements(values.placements),
      concurrency: parseConcurrency(values.concurrency),
      verify,
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

function parsePlacements(text: string | undefined): Placement[] {
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

function isFile(path: string): boolean {
  return existsSync(path) && statSync(path).isFile();
}
