import { analyseExport, type DesignOutput, designOfJob, ExportFormatError } from '@reelmix/analysis';
import { type AnalysisReport, type ColumnMapping, DomainError, ErrorCode, type JobView, type VerdictMetric } from '@reelmix/contracts';

/** How an export is read: the metric verdicts compare, and the buyer's mapping where headers were not recognised. */
export interface ExportReading {
  metric: VerdictMetric;
  mapping: ColumnMapping | null;
}

export const NO_OUTPUTS_MESSAGE = 'This job has no finished videos yet: read an export back once it has rendered.';

/** The columns an export must have when its headers are read without a mapping. */
const REQUIRED_COLUMNS = 'Ad name and Impressions';

const listOf = (names: string[]) => (names.length <= 1 ? names.join('') : `${names.slice(0, -1).join(', ')} or ${names[names.length - 1]}`);

/**
 * What the buyer is told when the columns are not found: which are missing, and what to do. A
 * mapping's names are quoted, since they are the buyer's own words for the export's headers.
 */
export function exportFormatMessage(error: Pick<ExportFormatError, 'missing'>, mapped: boolean): string {
  const names = mapped ? error.missing.map((name) => `"${name}"`) : error.missing;
  const columns = `${listOf(names)} column${names.length > 1 ? 's' : ''}`;
  if (mapped) return `The export has no ${columns}. Choose columns the export has, or export again with them.`;
  return `The export has no ${columns}. Choose the columns in the app, or export again with the ${REQUIRED_COLUMNS} columns.`;
}

/** What an export is read against: the job's finished outputs, of which there must be some. */
export function designToRead(job: JobView): DesignOutput[] {
  const design = designOfJob(job);
  if (design.length === 0) throw new DomainError(ErrorCode.ValidationFailed, NO_OUTPUTS_MESSAGE);
  return design;
}

/**
 * Reads an export back against a job's design. Refusals are the buyer's to fix, so they are
 * VALIDATION_FAILED with a message saying how; the headers found travel in the details so the
 * app can offer them for a mapping.
 */
export function readExport(design: DesignOutput[], csv: string, reading: ExportReading): AnalysisReport {
  try {
    return analyseExport(csv, design, { metric: reading.metric, mapping: reading.mapping ?? undefined });
  } catch (error) {
    if (!(error instanceof ExportFormatError)) throw error;
    throw new DomainError(ErrorCode.ValidationFailed, exportFormatMessage(error, reading.mapping !== null), { headers: error.headers, missing: error.missing });
  }
}
