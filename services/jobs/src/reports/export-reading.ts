import { analyseExport, type DesignOutput, designOfJob, ExportFormatError, NoRowsMatchedError, NotCsvExportError } from '@reelmix/analysis';
import { type AnalysisReport, type ColumnMapping, type JobView, type VerdictMetric } from '@reelmix/contracts';
import { JobsErrors } from '../jobs-errors';

/** How an export is read: the metric verdicts compare, and the buyer's mapping where headers were not recognised. */
export interface ExportReading {
  metric: VerdictMetric;
  mapping: ColumnMapping | null;
}

/** What an export is read against: the job's finished outputs, of which there must be some. */
export function designToRead(job: JobView): DesignOutput[] {
  const design = designOfJob(job);
  if (design.length === 0) throw JobsErrors.noOutputsToRead();
  return design;
}

/**
 * Reads an export back against a job's design (a file that is not a CSV export, or whose rows
 * match none of the job's videos, is refused); `otherJobsFiles` are the customer's other jobs'
 * names that bear on it, so their rows are told apart and a name fitting both is left out. Refusals are the buyer's to fix, so they are
 * VALIDATION_FAILED with a message saying how; the headers found travel in the details so the
 * app can offer them for a mapping.
 */
export function readExport(design: DesignOutput[], csv: string, reading: ExportReading, otherJobsFiles: readonly string[] = []): AnalysisReport {
  try {
    return analyseExport(csv, design, { metric: reading.metric, mapping: reading.mapping ?? undefined, otherJobsFiles });
  } catch (error) {
    if (!(error instanceof ExportFormatError)) throw error;
    // Not a CSV, or no row of the job's: the reading's own words say why, and nothing is kept.
    if (error instanceof NotCsvExportError || error instanceof NoRowsMatchedError) throw JobsErrors.exportUnreadable(error.message);
    throw JobsErrors.exportColumnsMissing(error, reading.mapping !== null);
  }
}
