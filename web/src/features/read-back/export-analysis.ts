import { analyseExport, ExportFormatError, NoRowsMatchedError, NotCsvExportError, type ColumnMapping, type DesignOutput } from '@reelmix/analysis';
import type { AnalysisReport, VerdictMetric } from '@reelmix/contracts/browser';

/** What reading one export against the job's design came to. */
export type ExportReading =
  | { kind: 'report'; report: AnalysisReport }
  /** The columns needed were not recognised (or the buyer's mapping named columns the export lacks). */
  | { kind: 'needs-mapping'; headers: string[]; missing: string[] }
  /** Not a CSV export, or none of its rows is the job's: said as it is, with nothing to keep. */
  | { kind: 'refused'; reason: 'not-csv' | 'no-match'; message: string }
  | { kind: 'unreadable'; message: string };

export interface ExportReadingInput {
  csvText: string;
  design: readonly DesignOutput[];
  metric: VerdictMetric;
  mapping: ColumnMapping | null;
  /** The customer's other jobs' names that bear on this job's (server: other-jobs-names). */
  otherJobsFiles?: readonly string[];
}

/** Runs the analysis: missing columns become the mapping step, a file it refuses says why. */
export function readExport({ csvText, design, metric, mapping, otherJobsFiles = [] }: ExportReadingInput): ExportReading {
  try {
    return { kind: 'report', report: analyseExport(csvText, design, { metric, otherJobsFiles, ...(mapping ? { mapping } : {}) }) };
  } catch (error) {
    if (error instanceof NotCsvExportError) return { kind: 'refused', reason: 'not-csv', message: error.message };
    if (error instanceof NoRowsMatchedError) return { kind: 'refused', reason: 'no-match', message: error.message };
    if (error instanceof ExportFormatError) return { kind: 'needs-mapping', headers: error.headers, missing: error.missing };
    return { kind: 'unreadable', message: error instanceof Error ? error.message : 'The file could not be read.' };
  }
}
