import type { JobReportSummary, JobReportView } from '@reelmix/contracts/browser';
import { JOB_ID } from '../jobs/job-view.builder';
import { buildAnalysisReport } from './analysis-report.builder';

/** A kept report as the list shows it: export.csv read on CTR, hook-2.mp4 winning. */
export function buildJobReportSummary(overrides: Partial<JobReportSummary> = {}): JobReportSummary {
  return {
    id: 'report-1',
    jobId: JOB_ID,
    fileName: 'export.csv',
    metric: 'ctr',
    createdAt: '2026-03-04T14:05:00.000Z',
    updatedAt: '2026-03-04T14:05:00.000Z',
    rows: 5,
    matchedRows: 4,
    winners: { hook: 'hook-2.mp4', body: null, cta: null, placement: null },
    ...overrides,
  };
}

/** The same report in full, with the export's text to read again. */
export function buildJobReportView(overrides: Partial<JobReportView> = {}): JobReportView {
  return { ...buildJobReportSummary(), mapping: null, csv: '', report: buildAnalysisReport(), ...overrides };
}
