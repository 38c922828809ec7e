import { type AnalysisReport, type JobReportSummary, type JobReportView, REPORT_SECTIONS, type ReportSection } from '@reelmix/contracts';
import type { JobReport } from './job-report.entity';

/** The columns a summary shows: everything but the export's text and the report itself. */
export type JobReportSummaryRow = Pick<JobReport, 'id' | 'jobId' | 'fileName' | 'metric' | 'rows' | 'matchedRows' | 'winners' | 'createdAt' | 'updatedAt'>;

/** A report's winners: each section's, and the text's in a report of a job with texts. */
export type ReportWinners = JobReportSummary['winners'];

/** Each section's winner as the report names it, or null where the evidence named none; `text` only when the report has a text section. */
export function winnersOf(report: AnalysisReport): ReportWinners {
  const winners = Object.fromEntries(REPORT_SECTIONS.map((section) => [section, report.sections[section]?.winner ?? null])) as Record<ReportSection, string | null>;
  const text = report.sections.text;
  return text ? { ...winners, text: text.winner ?? null } : winners;
}

/** What is kept beside a report so lists and the history never read the report itself. */
export function figuresOf(report: AnalysisReport): Pick<JobReport, 'rows' | 'matchedRows' | 'winners'> {
  return { rows: report.matching.rows, matchedRows: report.matching.matchedRows, winners: winnersOf(report) };
}

export function toJobReportSummary(row: JobReportSummaryRow): JobReportSummary {
  return {
    id: row.id,
    jobId: row.jobId,
    fileName: row.fileName,
    metric: row.metric,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    rows: row.rows,
    matchedRows: row.matchedRows,
    winners: row.winners,
  };
}

export function toJobReportView(row: JobReport): JobReportView {
  return { ...toJobReportSummary(row), mapping: row.mapping, csv: row.csv, report: row.report };
}
