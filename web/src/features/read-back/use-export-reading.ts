import { readExportHeaders, type ColumnMapping, type DesignOutput } from '@reelmix/analysis';
import { ADS_EXPORT_NOT_CSV, type JobReportView, type VerdictMetric } from '@reelmix/contracts/browser';
import { useMemo, useState } from 'react';
import type { ReportReading } from '../../api/job-reports';
import { readExport, type ExportReading } from './export-analysis';

/** Where the export on screen came from: a file just chosen, or a report the job keeps. */
export type ExportOrigin = { kind: 'chosen'; file: File } | { kind: 'kept'; reportId: string; reading: ReportReading };

/** One export on screen. Each choice or opening makes a new one, so its identity tells exports apart. */
export interface LoadedExport {
  fileName: string;
  csvText: string;
  origin: ExportOrigin;
}

const NO_OTHER_NAMES: readonly string[] = [];

/**
 * The import's state: the export's text, the metric and the buyer's column mapping. The reading is
 * derived from them, so choosing another metric or mapping reads the same text again in the browser.
 */
export function useExportReading(design: readonly DesignOutput[], otherJobsFiles: readonly string[] = NO_OTHER_NAMES) {
  const [loaded, setLoaded] = useState<LoadedExport | null>(null);
  const [metric, setMetric] = useState<VerdictMetric>('ctr');
  const [mapping, setMapping] = useState<ColumnMapping | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  // The file being read from disk: named only until its reading is on screen.
  const [pendingName, setPendingName] = useState<string | null>(null);
  // Asked to see the mapping step again after a mapped export was read.
  const [remapping, setRemapping] = useState(false);

  const reading: ExportReading | null = useMemo(
    () => (loaded ? readExport({ csvText: loaded.csvText, design, metric, mapping, otherJobsFiles }) : null),
    [loaded, design, metric, mapping, otherJobsFiles],
  );

  function show(next: LoadedExport | null, nextMapping: ColumnMapping | null) {
    setProblem(null);
    setMapping(nextMapping);
    setRemapping(false);
    setLoaded(next);
  }

  async function loadFile(file: File) {
    setPendingName(file.name);
    try {
      const csvText = await file.text();
      // A new export has its own columns: a mapping made for the last one would not fit it.
      show({ fileName: file.name, csvText, origin: { kind: 'chosen', file } }, null);
    } catch {
      setProblem(`${file.name} could not be read. Please choose the file again.`);
    } finally {
      setPendingName(null);
    }
  }

  /** Shows a kept report read the way it was kept. */
  function openKept(view: JobReportView) {
    const kept: ReportReading = { metric: view.metric, mapping: view.mapping };
    setMetric(view.metric);
    show({ fileName: view.fileName, csvText: view.csv, origin: { kind: 'kept', reportId: view.id, reading: kept } }, view.mapping);
  }

  const ownHeaders = useMemo(() => (loaded && remapping ? readExportHeaders(loaded.csvText) : []), [loaded, remapping]);

  return {
    loaded,
    fileName: loaded?.fileName ?? null,
    pendingName,
    reading,
    metric,
    mapping,
    problem,
    remapping,
    /** The export's headers, for choosing columns again after a mapped or recognised read. */
    ownHeaders,
    setMetric,
    loadFile,
    openKept,
    /** Back to the empty import, e.g. once the report on screen is deleted. */
    clear: () => show(null, null),
    rejectFile: () => setProblem(ADS_EXPORT_NOT_CSV),
    applyMapping: (next: ColumnMapping) => {
      setMapping(next);
      setRemapping(false);
    },
    startRemapping: () => setRemapping(true),
    cancelRemapping: () => setRemapping(false),
  };
}

export type ExportReadingState = ReturnType<typeof useExportReading>;
