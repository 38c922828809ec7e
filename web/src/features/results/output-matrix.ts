import type { JobView } from '@reelmix/contracts';
import { outputFileName } from '../jobs/job-progress';
import { partNames } from '../jobs/part-names';
import { jobTexts, textName } from './job-texts';

export type OutputSources = NonNullable<JobView['outputs']>[number];
export type MatrixPart = 'intro' | 'text' | 'body' | 'cta' | 'placement';
export type MatrixSort = 'listed' | 'intro' | 'text' | 'body' | 'cta' | 'placement' | 'name';
/** The value a part is filtered on: a 1-based position as text, a placement, or '' for any. */
export type MatrixFilters = Record<MatrixPart, string>;

export const NO_FILTERS: MatrixFilters = { intro: '', text: '', body: '', cta: '', placement: '' };

/** One shown output: its path, the name it is saved under, and what it was made of when the server says. */
export interface OutputRowData {
  path: string;
  name: string;
  sources?: OutputSources;
}

const PREFIXES = { intro: 'H', body: 'B', cta: 'C' } as const;
/** The customer's name of the clip at a 1-based position: its label, e.g. 'UGC Sarah v3', else its file name, e.g. 'summer-hook.mp4'. */
export function sourceName(job: JobView, part: 'intro' | 'body' | 'cta', position: number): string {
  return partNames(job, part)[position - 1] ?? `${PREFIXES[part]}${position}`;
}

/** An output's parts as the customer knows them: 'summer-hook.mp4 / derm / body.mp4 / cta.mp4', the text after the hook it is drawn on. */
export function sourcesLine(job: JobView, sources: OutputSources): string {
  const text = sources.text === undefined ? [] : [textName(job, sources.text)];
  return [sourceName(job, 'intro', sources.intro), ...text, sourceName(job, 'body', sources.body), sourceName(job, 'cta', sources.cta)].join(' / ');
}

/** The filter's choices for a part: 'H2 · summer-hook.mp4', 'T1 · derm', or the placement itself. */
export function partOptions(job: JobView, part: MatrixPart): Array<{ value: string; label: string }> {
  if (part === 'placement') return job.placements.map((placement) => ({ value: placement, label: placement }));
  if (part === 'text') return jobTexts(job).map((_, index) => ({ value: String(index + 1), label: `T${index + 1} · ${textName(job, index + 1)}` }));
  return partNames(job, part).map((name, index) => ({ value: String(index + 1), label: `${PREFIXES[part]}${index + 1} · ${name}` }));
}

/**
 * Pairs each shown path with the server's description of it. Matched by download name rather than
 * by index: the shown order is kept across polls and so may differ from the server's.
 */
export function describeOutputs(shown: readonly string[], outputs: JobView['outputs']): OutputRowData[] {
  const byName = new Map((outputs ?? []).map((entry) => [outputFileName(entry.path), entry]));
  return shown.map((path) => ({ path, name: outputFileName(path), sources: byName.get(outputFileName(path)) }));
}

const valueOf = (sources: OutputSources, part: MatrixPart) => (part === 'placement' ? sources.placement : String(sources[part] ?? ''));

export function filterOutputs(rows: readonly OutputRowData[], filters: MatrixFilters): OutputRowData[] {
  const active = (Object.keys(filters) as MatrixPart[]).filter((part) => filters[part] !== '');
  return rows.filter((row) => active.every((part) => row.sources !== undefined && valueOf(row.sources, part) === filters[part]));
}

/** Sorted by the chosen part, ties broken by name so the order is the same on every render. */
export function sortOutputs(rows: readonly OutputRowData[], sort: MatrixSort, placements: readonly string[]): OutputRowData[] {
  if (sort === 'listed') return [...rows];
  const rank = (row: OutputRowData): number => {
    if (sort === 'name' || !row.sources) return 0;
    // Placements rank in the order the customer chose them, not alphabetically.
    return sort === 'placement' ? placements.indexOf(row.sources.placement) : (row.sources[sort] ?? 0);
  };
  return [...rows].sort((a, b) => rank(a) - rank(b) || a.name.localeCompare(b.name));
}
