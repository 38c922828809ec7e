/*
 * What reading an ads export back against a job's design answers: per hook, text (in a job with
 * text variants), body, CTA and placement, the rates with 95% intervals, each part's effect from
 * one model of all ads, and a verdict per section. The CLI's `--json` prints it; the app shows it.
 */

/** The sections every report has. */
export type ReportSection = 'hook' | 'body' | 'cta' | 'placement';
export const REPORT_SECTIONS: readonly ReportSection[] = ['hook', 'body', 'cta', 'placement'];

/**
 * Every section a report can have. `text` is there only when the job drew text variants on its
 * hooks; it is kept out of ReportSection so that a report, or a record per section, made before
 * texts (or of a job without them) is still whole.
 */
export type AnalysisSection = ReportSection | 'text';
/** Report order: a job's texts come right after the hooks they are drawn on. */
export const ANALYSIS_SECTIONS: readonly AnalysisSection[] = ['hook', 'text', 'body', 'cta', 'placement'];

/** The ad platforms whose exports are recognised by their headers; `custom` is a mapping the buyer gave. */
export type ExportSource = 'meta' | 'tiktok' | 'custom';

/** A proportion with its 95% interval (Wilson); null where the denominator is 0. */
export interface RateEstimate {
  value: number | null;
  low: number | null;
  high: number | null;
}

/** An amount per unit (cost per result) with its 95% interval; null where nothing was counted. */
export interface CostEstimate {
  value: number | null;
  low: number | null;
  high: number | null;
}

export interface PartFigures {
  /** The source's name as the customer knows it (its label, else `hook2.mp4`; a text's label, else the text), or the placement (`9:16`). */
  name: string;
  /**
   * 1-based position in the job's section (upload order; a text's place in the job's list);
   * placements are numbered in the job's order. 0 for the outputs of a job with texts that carry none.
   */
  position: number;
  ads: number;
  spend: number;
  impressions: number;
  clicks: number;
  results: number;
  /** 3-second (Meta) or 2-second (TikTok) video views; null when the export has none. */
  hookViews: number | null;
  ctr: RateEstimate;
  hookRate: RateEstimate;
  conversionRate: RateEstimate;
  costPerResult: CostEstimate;
  /**
   * The part's effect on the verdict's metric from a model of all ads with the sections as
   * factors (logistic, main effects): the odds ratio against the section's average part, with its
   * 95% interval. Null when the model could not separate it (no impressions, or no variation).
   */
  effect: { oddsRatio: number; low: number; high: number } | null;
}

export type SectionVerdict =
  | { kind: 'winner'; winner: string; metric: VerdictMetric; summary: string }
  | { kind: 'not-enough-data'; metric: VerdictMetric; summary: string; impressionsNeeded: number | null }
  | { kind: 'single-part'; metric: VerdictMetric; summary: string };

/** What a verdict compares parts on: link click-through by default. */
export type VerdictMetric = 'ctr' | 'hookRate' | 'conversionRate';
export const VERDICT_METRICS: readonly VerdictMetric[] = ['ctr', 'hookRate', 'conversionRate'];

/** Which export column holds what, for exports whose headers are not recognised (the buyer's mapping). */
export interface ColumnMapping {
  adName: string;
  impressions: string;
  spend?: string;
  clicks?: string;
  results?: string;
  hookViews?: string;
}

export interface SectionReport {
  /** The winner's source name when the evidence separates it, else null. */
  winner: string | null;
  verdict: SectionVerdict;
  parts: PartFigures[];
}

export interface ReportMatching {
  /** Rows of the export (totals rows left out). */
  rows: number;
  matchedRows: number;
  /** Ad names that matched no output of the job. */
  unmatchedRows: string[];
  /**
   * Ad names left out because they fit more than one video (this job's and another's, or two
   * file names in one ad name). Absent in reports kept before it was counted.
   */
  ambiguousRows?: string[];
  /** Rows naming a video of another of the customer's jobs. Absent in reports kept before it was counted. */
  otherJobsRows?: number;
  /** Output files no row matched (they ran under another name, or not at all). */
  outputsWithoutRows: string[];
}

export interface AnalysisReport {
  source: ExportSource;
  /** The export's currency where its headers say (`USD`), else null. */
  currency: string | null;
  metric: VerdictMetric;
  matching: ReportMatching;
  totals: { spend: number; impressions: number; clicks: number; results: number; hookViews: number | null };
  /** Every ReportSection, and `text` when the job has text variants (absent otherwise). */
  sections: Record<ReportSection, SectionReport> & { text?: SectionReport };
  /** Hooks x bodies: CTR of the ads with each pair (rows hooks, columns bodies); null where no ad ran. */
  hookBodyCtr: { hooks: string[]; bodies: string[]; cells: Array<Array<RateEstimate | null>> };
}

/** The sections this report has, in report order, each with its report: what a reader lists. */
export function sectionsOfReport(report: Pick<AnalysisReport, 'sections'>): Array<{ section: AnalysisSection; report: SectionReport }> {
  return ANALYSIS_SECTIONS.flatMap((section) => {
    const sectionReport = report.sections[section];
    return sectionReport === undefined ? [] : [{ section, report: sectionReport }];
  });
}
