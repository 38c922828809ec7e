import type { AnalyseOptions, ColumnMapping } from '@reelmix/analysis';

/*
 * Arguments of `npm run analyse`. Pure (no file is touched here), so every message a user can get
 * for a bad command line is tested.
 */

export type VerdictMetricOption = NonNullable<AnalyseOptions['metric']>;

export interface AnalyseCliOptions {
  exportPath: string;
  /** Null: look for manifest.csv beside the export. */
  manifestPath: string | null;
  /** Where to write the HTML report; null writes none. */
  outPath: string | null;
  json: boolean;
  /** Null leaves the choice to the analysis (click-through). */
  metric: VerdictMetricOption | null;
  /** Null lets the analysis recognise the export by its headers. */
  mapping: ColumnMapping | null;
}

export type ParsedAnalyseArgs = { kind: 'run'; options: AnalyseCliOptions } | { kind: 'help' };

export class UsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UsageError';
  }
}

/** Metric names as typed on a command line, to the analysis' names. */
export const METRIC_FLAGS: Readonly<Record<string, VerdictMetricOption>> = {
  ctr: 'ctr',
  'hook-rate': 'hookRate',
  'conversion-rate': 'conversionRate',
};

const MAPPING_KEYS = ['adName', 'impressions', 'spend', 'clicks', 'results', 'hookViews'] as const satisfies readonly (keyof ColumnMapping)[];
type MappingKey = (typeof MAPPING_KEYS)[number];

export const USAGE = `Usage: npm run analyse -- <export.csv> [--manifest <manifest.csv>] [--out <report.html>] [--json]
                           [--metric ctr|hook-rate|conversion-rate] [--map adName=<column>,impressions=<column>,...]

Reads an ads export (Meta or TikTok, recognised by its headers, or any CSV with --map) back
against the Reelmix bundle the ads were made from, and says per hook, body, cta and placement
which part wins, with 95% intervals, or how much more data a verdict needs.
  --manifest  the bundle's manifest.csv (default: manifest.csv beside the export)
  --out       also write a self-contained HTML report (tables, interval charts, hook x body heat map)
  --json      print the report as JSON instead of the summary (scripts read sections.hook.winner)
  --metric    what the verdicts compare parts on (default ctr): link click-through,
              hook rate (video views of the first seconds per impression) or conversion rate
  --map       the export's column for each figure, when its headers are not recognised:
              adName and impressions are required; spend, clicks, results, hookViews optional
              e.g. --map "adName=Ad,impressions=Impr.,spend=Cost"
Exit codes: 0 done, 2 bad arguments or an export or manifest that cannot be read, 1 an unexpected failure.`;

const VALUE_FLAGS = ['manifest', 'out', 'metric', 'map'] as const;
type ValueFlag = (typeof VALUE_FLAGS)[number];
const isValueFlag = (flag: string): flag is ValueFlag => (VALUE_FLAGS as readonly string[]).includes(flag);

export function parseAnalyseArgs(argv: readonly string[]): ParsedAnalyseArgs {
  const values: Partial<Record<ValueFlag, string>> = {};
  const mapEntries: string[] = [];
  const positional: string[] = [];
  let json = false;

  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--help' || arg === '-h') return { kind: 'help' };
    if (arg === '--json') {
      json = true;
      continue;
    }
    if (!arg.startsWith('--')) {
      positional.push(arg);
      continue;
    }
    const [flag, inline] = splitFlag(arg.slice(2));
    if (flag === 'json') throw new UsageError('--json takes no value');
    if (!isValueFlag(flag)) throw new UsageError(`Unknown option --${flag}`);
    const value = inline ?? argv[++i];
    if (value === undefined || (inline === undefined && value.startsWith('--'))) throw new UsageError(`--${flag} needs a value`);
    // --map may be given once per column; the other flags once.
    if (flag === 'map') mapEntries.push(value);
    else if (values[flag] !== undefined) throw new UsageError(`--${flag} is given twice`);
    else values[flag] = value;
  }

  if (positional.length === 0) throw new UsageError('Give the export to read, e.g. npm run analyse -- export.csv');
  if (positional.length > 1) throw new UsageError(`One export at a time; got ${positional.map((p) => `"${p}"`).join(', ')}`);
  return {
    kind: 'run',
    options: {
      exportPath: positional[0]!,
      manifestPath: values.manifest ?? null,
      outPath: values.out ?? null,
      json,
      metric: parseMetric(values.metric),
      mapping: mapEntries.length === 0 ? null : parseMapping(mapEntries),
    },
  };
}

function splitFlag(text: string): [string, string | undefined] {
  const eq = text.indexOf('=');
  return eq < 0 ? [text, undefined] : [text.slice(0, eq), text.slice(eq + 1)];
}

function parseMetric(text: string | undefined): VerdictMetricOption | null {
  if (text === undefined) return null;
  const metric = METRIC_FLAGS[text.trim().toLowerCase()];
  if (!metric) throw new UsageError(`--metric must be one of ${Object.keys(METRIC_FLAGS).join(', ')}, got "${text}"`);
  return metric;
}

/**
 * `key=Column` pairs separated by commas; split at the first `=`, since a column header may hold
 * one (`Cost (=USD)`), while the keys never do.
 */
export function parseMapping(entries: readonly string[]): ColumnMapping {
  const columns: Partial<Record<MappingKey, string>> = {};
  for (const pair of entries.flatMap((entry) => entry.split(',')).filter((pair) => pair.trim() !== '')) {
    const eq = pair.indexOf('=');
    const key = pair.slice(0, Math.max(0, eq)).trim();
    const column = pair.slice(eq + 1).trim();
    if (eq <= 0 || column === '') throw new UsageError(`--map takes key=Column pairs, got "${pair.trim()}"`);
    const known = MAPPING_KEYS.find((candidate) => candidate.toLowerCase() === key.toLowerCase());
    if (!known) throw new UsageError(`--map: unknown key "${key}"; the keys are ${MAPPING_KEYS.join(', ')}`);
    if (columns[known] !== undefined) throw new UsageError(`--map gives ${known} twice`);
    columns[known] = column;
  }
  const { adName, impressions, ...optional } = columns;
  if (adName === undefined || impressions === undefined) {
    throw new UsageError('--map needs at least adName and impressions, e.g. --map "adName=Ad,impressions=Impr."');
  }
  return { adName, impressions, ...optional };
}
