import type { ColumnMapping, JobReportSummary, JobReportView, OtherJobsNames, VerdictMetric } from '@reelmix/contracts/browser';
import { apiRead, apiWrite, type RequestOptions } from './http';

export type { JobReportSummary, JobReportView };

/** How a kept export is read: the metric verdicts compare on, and the buyer's columns when they were chosen. */
export interface ReportReading {
  metric: VerdictMetric;
  mapping: ColumnMapping | null;
}

const reportsPath = (jobId: string) => `/jobs/${encodeURIComponent(jobId)}/reports`;
const reportPath = (jobId: string, reportId: string) => `${reportsPath(jobId)}/${encodeURIComponent(reportId)}`;

/** The reports a job keeps, newest first. */
export function fetchJobReports(jobId: string, options?: RequestOptions): Promise<JobReportSummary[]> {
  return apiRead<JobReportSummary[]>(reportsPath(jobId), options);
}

/** The customer's other jobs' output names that this job's export could meet (told apart, or refused as ambiguous). */
export function fetchOtherJobsNames(jobId: string, options?: RequestOptions): Promise<OtherJobsNames> {
  return apiRead<OtherJobsNames>(`${reportsPath(jobId)}/other-jobs-names`, options);
}

/** One kept report with its export's text, so it can be read again in the browser. */
export function fetchJobReport(jobId: string, reportId: string, options?: RequestOptions): Promise<JobReportView> {
  return apiRead<JobReportView>(reportPath(jobId, reportId), options);
}

/**
 * Keeps an export with the job: the CSV as the `export` file part, the reading as text fields.
 * Refused with 400 (columns not recognised), 409 (too many reports), 413 (too large) or 429.
 */
export function saveJobReport(jobId: string, file: File, { metric, mapping }: ReportReading): Promise<JobReportView> {
  const form = new FormData();
  form.append('export', file, file.name);
  form.append('metric', metric);
  if (mapping) form.append('mapping', JSON.stringify(mapping));
  return apiWrite<JobReportView>('POST', reportsPath(jobId), form);
}

/** Reads a kept report again with another metric or column mapping. */
export function rereadJobReport(jobId: string, reportId: string, { metric, mapping }: ReportReading): Promise<JobReportView> {
  return apiWrite<JobReportView>('PATCH', reportPath(jobId, reportId), mapping ? { metric, mapping } : { metric });
}

export function deleteJobReport(jobId: string, reportId: string): Promise<void> {
  return apiWrite<void>('DELETE', reportPath(jobId, reportId));
}
