/*
 * A report kept with a job: the ads export the buyer read back, how it was read (metric, column
 * mapping) and what it came to. Kept until the job or the account goes; see docs/api.md.
 */
import type { AnalysisReport, ColumnMapping, ReportSection, VerdictMetric } from './analysis-report.dto';

/** What an ads export may be: a CSV of at most this many bytes, with a name of at most this length. */
export const ADS_EXPORT_LIMITS = {
  maxBytes: 2 * 1024 * 1024,
  fileNameMaxLength: 200,
  /** Reports kept per job; the oldest must be deleted before another is kept. */
  reportsPerJob: 50,
} as const;

export const ADS_EXPORT_TOO_LARGE = 'The export is larger than 2 MB. Export fewer columns or a shorter date range, then try again.';
export const ADS_EXPORT_NOT_CSV = 'Please choose a CSV file: export the report from Ads Manager as CSV.';
export const TOO_MANY_REPORTS = `This job already keeps ${ADS_EXPORT_LIMITS.reportsPerJob} reports. Delete one to keep another.`;

/** A kept report as the history and the job's report list show it. */
export interface JobReportSummary {
  id: string;
  jobId: string;
  /** The export's file name as the buyer chose it. */
  fileName: string;
  metric: VerdictMetric;
  createdAt: string;
  updatedAt: string;
  /** Rows of the export (totals left out) and how many matched an output of the job. */
  rows: number;
  matchedRows: number;
  /** Each section's winner's source name, or null where the evidence named none; `text` only in a job with texts. */
  winners: Record<ReportSection, string | null> & { text?: string | null };
}

/** A kept report in full: the export's text and mapping, so it can be read again with another metric. */
export interface JobReportView extends JobReportSummary {
  mapping: ColumnMapping | null;
  csv: string;
  report: AnalysisReport;
}

/** The reports a job keeps, as its history card lists them: how many, and the latest. */
export interface JobReportsDigest {
  count: number;
  latest: JobReportSummary | null;
}

/**
 * `GET /api/jobs/{id}/reports/other-jobs-names`: the output names of the customer's other jobs
 * that hold one of this job's names. An export read in the browser uses them as the server does:
 * a row naming one of them is another job's, and a name fitting both is refused as ambiguous.
 */
export interface OtherJobsNames {
  fileNames: string[];
}
