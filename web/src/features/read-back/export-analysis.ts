import { analyseExport, ExportFormatError, type ColumnMapping, type DesignOutput } from '@reelmix/analysis';
import type { AnalysisReport, VerdictMetric } from '@reelmix/contracts/browser';

/** What reading one export against the job's design came to. */
export type ExportReading =
  | { kind: 'report'; report: AnalysisReport }
  /** The columns needed were not recognised (or the buyer's mapping named columns the export lacks). */
  | { kind: 'needs-mapping'; headers: string[]; missing: string[] }
  | { kind: 'unreadable'; message: string };

export interface ExportReadingInput {
  csvText: string;
  design: readonly DesignOutput[];
  metric: VerdictMetric;
  mapping: ColumnMapping | null;
}

/** Runs the analysis and turns its one expected failure into the mapping step instead of an error. */
export function readExport({ csvText, design, metric, mapping }: ExportReadingInput): ExportReading {
  try {
    return { kind: 'report', report: analyseExport(csvText, design, { metric, ...(mapping ? { mapping } : {}) }) };
  } catch (error) {
    if (error instanceof ExportFormatError) return { kind: 'needs-mapping', headers: error.headers, missing: error.missing };
    return { kind: 'unreadable', message: error instanceof Error ? error.message : 'The file could not be read.' };
  }
}
