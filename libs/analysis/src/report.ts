/*
 * analyseExport: reads an ads export back against the job's design and reports, per hook, text
 * (when the job drew text variants), body, CTA and placement, the figures with intervals, each
 * part's effect from one model of all ads, and a verdict per section.
 */
import {
  ANALYSIS_SECTIONS,
  type AnalysisReport,
  type AnalysisSection,
  type PartFigures,
  type RateEstimate,
  type SectionReport,
  type VerdictMetric,
} from '@reelmix/contracts/browser';
import { buildStemIndex, matchAdNameStrictly } from './ad-matching';
import type { DesignOutput } from './design';
import type { ColumnMapping } from './export-columns';
import { NoRowsMatchedError } from './export-format-error';
import { type ExportRow, type ExportRows, readExportRows } from './export-reader';
import { fitLogisticModel, type LogisticModelFit } from './logistic-model';
import { Z_95 } from './normal-distribution';
import { decideVerdict } from './verdicts';
import { costPerResultInterval, wilsonInterval } from './wilson';

export interface AnalyseOptions {
  /** What verdicts compare parts on; CTR by default. */
  metric?: VerdictMetric;
  /** Column names for an export whose headers are not recognised. */
  mapping?: ColumnMapping;
  /**
   * Output files of the customer's other jobs that bear on this job's names (ad-matching
   * namesBearingOn): rows naming one of them are another job's, and a name fitting both is refused.
   */
  otherJobsFiles?: readonly string[];
}

/** An output of a job with texts that carries none is compared as a part of its own, so its ads still count. */
const NO_TEXT: SectionPart = { name: 'No text', position: 0 };

/** An output with the export's rows that matched it, added up. */
export interface MatchedAd {
  output: DesignOutput;
  spend: number;
  impressions: number;
  clicks: number;
  results: number;
  hookViews: number;
}

interface SectionPart {
  name: string;
  position: number;
}

function emptyAd(output: DesignOutput): MatchedAd {
  return { output, spend: 0, impressions: 0, clicks: 0, results: 0, hookViews: 0 };
}

/** An output an ad name may name: one of this job's, or a file of another of the customer's jobs. */
type Named = { own: DesignOutput } | { otherJob: string };

/**
 * Adds each row to the output it names; rows of one output (split by ad set) add up. Rows naming
 * a video of another of the customer's jobs (`otherJobsFiles`) are counted apart, and rows whose
 * name fits more than one video are refused as ambiguous, never given to one of them.
 */
export function matchRowsToDesign(rows: readonly ExportRow[], design: readonly DesignOutput[], otherJobsFiles: readonly string[] = []) {
  const named: Named[] = [...design.map((own) => ({ own })), ...otherJobsFiles.map((otherJob) => ({ otherJob }))];
  const index = buildStemIndex(named, (item) => ('own' in item ? item.own.file : item.otherJob));
  const ads = new Map<DesignOutput, MatchedAd>();
  const unmatched: string[] = [];
  const ambiguous: string[] = [];
  let matchedRows = 0;
  let otherJobsRows = 0;
  for (const row of rows) {
    const match = matchAdNameStrictly(index, row.adName);
    if (match.kind === 'none') {
      unmatched.push(row.adName);
      continue;
    }
    if (match.kind === 'ambiguous') {
      ambiguous.push(row.adName);
      continue;
    }
    if (!('own' in match.item)) {
      otherJobsRows += 1;
      continue;
    }
    const output = match.item.own;
    matchedRows += 1;
    const ad = ads.get(output) ?? emptyAd(output);
    ad.spend += row.spend;
    ad.impressions += row.impressions;
    ad.clicks += row.clicks;
    ad.results += row.results;
    ad.hookViews += row.hookViews ?? 0;
    ads.set(output, ad);
  }
  const outputsWithoutRows = design.filter((o) => !ads.has(o)).map((o) => o.file);
  return { ads: [...ads.values()], matchedRows, unmatchedRows: [...new Set(unmatched)], ambiguousRows: [...new Set(ambiguous)], otherJobsRows, outputsWithoutRows };
}

/** The sections this design has, in report order: `text` only when some output carries a text. */
function sectionsOfDesign(design: readonly DesignOutput[]): AnalysisSection[] {
  const hasTexts = design.some((o) => o.text !== undefined);
  return ANALYSIS_SECTIONS.filter((section) => section !== 'text' || hasTexts);
}

/** A section's parts in job order, and which part each output uses. */
function sectionParts(design: readonly DesignOutput[], section: AnalysisSection): { parts: SectionPart[]; partOf: (o: DesignOutput) => number } {
  if (section === 'placement') {
    const names = [...new Set(design.map((o) => o.placement))];
    const byName = new Map(names.map((name, i) => [name, i]));
    return { parts: names.map((name, i) => ({ name, position: i + 1 })), partOf: (o) => byName.get(o.placement) ?? -1 };
  }
  const partIn = (o: DesignOutput): SectionPart => (section === 'text' ? (o.text ?? NO_TEXT) : o[section]);
  const byPosition = new Map<number, string>();
  for (const o of design) {
    const part = partIn(o);
    if (!byPosition.has(part.position)) byPosition.set(part.position, part.name);
  }
  const positions = [...byPosition.keys()].sort((a, b) => a - b);
  const indexOf = new Map(positions.map((p, i) => [p, i]));
  return {
    parts: positions.map((position) => ({ name: byPosition.get(position) ?? '', position })),
    partOf: (o) => indexOf.get(partIn(o).position) ?? -1,
  };
}

function metricCounts(ad: MatchedAd, metric: VerdictMetric): { successes: number; trials: number } {
  if (metric === 'hookRate') return { successes: ad.hookViews, trials: ad.impressions };
  if (metric === 'conversionRate') return { successes: ad.results, trials: ad.clicks };
  return { successes: ad.clicks, trials: ad.impressions };
}

function partFigures(part: SectionPart, ads: readonly MatchedAd[], hasHookViews: boolean): Omit<PartFigures, 'effect'> {
  const sum = (pick: (a: MatchedAd) => number) => ads.reduce((s, a) => s + pick(a), 0);
  const spend = sum((a) => a.spend);
  const impressions = sum((a) => a.impressions);
  const clicks = sum((a) => a.clicks);
  const results = sum((a) => a.results);
  const hookViews = hasHookViews ? sum((a) => a.hookViews) : null;
  const none: RateEstimate = { value: null, low: null, high: null };
  return {
    name: part.name,
    position: part.position,
    ads: ads.length,
    spend,
    impressions,
    clicks,
    results,
    hookViews,
    ctr: wilsonInterval(clicks, impressions),
    hookRate: hookViews === null ? none : wilsonInterval(hookViews, impressions),
    conversionRate: wilsonInterval(results, clicks),
    costPerResult: costPerResultInterval(spend, results, impressions),
  };
}

export function analyseExport(csvText: string, design: readonly DesignOutput[], options: AnalyseOptions = {}): AnalysisReport {
  return analyseRows(readExportRows(csvText, options.mapping), design, options);
}

/**
 * The same analysis from figure rows that did not come from a file: the ad platform's insights
 * read live, one row per ad, named as the ad is (the output's name).
 */
export function analyseRows(exported: ExportRows, design: readonly DesignOutput[], options: Omit<AnalyseOptions, 'mapping'> = {}): AnalysisReport {
  const metric = options.metric ?? 'ctr';
  const matching = matchRowsToDesign(exported.rows, design, options.otherJobsFiles);
  // A report of no ads would show empty figures as if they were results.
  if (matching.matchedRows === 0) throw new NoRowsMatchedError(exported.headers, matching.ambiguousRows.length);
  const ads = matching.ads;

  const layout = sectionsOfDesign(design).map((section) => ({ section, ...sectionParts(design, section) }));
  const canModel = metric !== 'hookRate' || exported.hasHookViews;
  const model: LogisticModelFit | null = canModel
    ? fitLogisticModel({
        levelCounts: layout.map((l) => l.parts.length),
        observations: ads.map((ad) => ({ levels: layout.map((l) => l.partOf(ad.output)), ...metricCounts(ad, metric) })),
      })
    : null;
  const sectionsCompared = layout.filter((l) => l.parts.length > 1).length;

  const sections: Partial<Record<AnalysisSection, SectionReport>> = {};
  layout.forEach(({ section, parts, partOf }, factor) => {
    const effects = model?.factors[factor] ?? null;
    const figures: PartFigures[] = parts.map((part, i) => {
      const partAds = ads.filter((ad) => partOf(ad.output) === i);
      return { ...partFigures(part, partAds, exported.hasHookViews), effect: null };
    });
    effects?.levels.forEach((level, j) => {
      const logOdds = effects.effects[j];
      const se = Math.sqrt(Math.max(effects.covariance[j][j], 0));
      figures[level].effect = { oddsRatio: Math.exp(logOdds), low: Math.exp(logOdds - Z_95 * se), high: Math.exp(logOdds + Z_95 * se) };
    });
    const verdict = decideVerdict({
      section,
      metric,
      parts: figures.map((f) => ({ name: f.name, rate: f[metric].value })),
      effects,
      impressions: figures.reduce((s, f) => s + f.impressions, 0),
      sectionsCompared,
    });
    sections[section] = { winner: verdict.kind === 'winner' ? verdict.winner : null, verdict, parts: figures };
  });

  // Totals cover the matched rows: the ads the report is about.
  const total = (pick: (a: MatchedAd) => number) => ads.reduce((s, a) => s + pick(a), 0);
  return {
    source: exported.source,
    currency: exported.currency,
    metric,
    matching: {
      rows: exported.rows.length,
      matchedRows: matching.matchedRows,
      unmatchedRows: matching.unmatchedRows,
      ambiguousRows: matching.ambiguousRows,
      otherJobsRows: matching.otherJobsRows,
      outputsWithoutRows: matching.outputsWithoutRows,
    },
    totals: {
      spend: total((a) => a.spend),
      impressions: total((a) => a.impressions),
      clicks: total((a) => a.clicks),
      results: total((a) => a.results),
      hookViews: exported.hasHookViews ? total((a) => a.hookViews) : null,
    },
    // Every ReportSection is in the layout; `text` only when the design has texts.
    sections: sections as AnalysisReport['sections'],
    hookBodyCtr: hookBodyGrid(design, ads),
  };
}

/** CTR per hook x body pair over the ads with that pair; null where no ad with the pair ran. */
function hookBodyGrid(design: readonly DesignOutput[], ads: readonly MatchedAd[]): AnalysisReport['hookBodyCtr'] {
  const hooks = sectionParts(design, 'hook');
  const bodies = sectionParts(design, 'body');
  const counts = hooks.parts.map(() => bodies.parts.map(() => null as { clicks: number; impressions: number } | null));
  for (const ad of ads) {
    const h = hooks.partOf(ad.output);
    const b = bodies.partOf(ad.output);
    const cell = counts[h][b] ?? { clicks: 0, impressions: 0 };
    cell.clicks += ad.clicks;
    cell.impressions += ad.impressions;
    counts[h][b] = cell;
  }
  return {
    hooks: hooks.parts.map((p) => p.name),
    bodies: bodies.parts.map((p) => p.name),
    cells: counts.map((row) => row.map((cell) => (cell ? wilsonInterval(cell.clicks, cell.impressions) : null))),
  };
}
