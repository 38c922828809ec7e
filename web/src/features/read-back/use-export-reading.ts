import { readExportHeaders, type ColumnMapping, type DesignOutput } from '@reelmix/analysis';
import type { VerdictMetric } from '@reelmix/contracts/browser';
import { useMemo, useState } from 'react';
import { readExport, type ExportReading } from './export-analysis';

interface LoadedExport {
  fileName: string;
  csvText: string;
}

/**
 * The import's state: the export's text, the metric and the buyer's column mapping. The reading is
 * derived from them, so choosing another metric or mapping reads the same text again, and nothing
 * leaves the browser.
 */
export function useExportReading(design: readonly DesignOutput[]) {
  const [loaded, setLoaded] = useState<LoadedExport | null>(null);
  const [metric, setMetric] = useState<VerdictMetric>('ctr');
  const [mapping, setMapping] = useState<ColumnMapping | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  // Asked to see the mapping step again after a mapped export was read.
  const [remapping, setRemapping] = useState(false);

  const reading: ExportReading | null = useMemo(
    () => (loaded ? readExport({ csvText: loaded.csvText, design, metric, mapping }) : null),
    [loaded, design, metric, mapping],
  );

  async function loadFile(file: File) {
    try {
      const csvText = await file.text();
      setProblem(null);
      // A new export has its own columns: a mapping made for the last one would not fit it.
      setMapping(null);
      setRemapping(false);
      setLoaded({ fileName: file.name, csvText });
    } catch {
      setProblem(`${file.name} could not be read. Please choose the file again.`);
    }
  }

  const ownHeaders = useMemo(() => (loaded && remapping ? readExportHeaders(loaded.csvText) : []), [loaded, remapping]);

  return {
    fileName: loaded?.fileName ?? null,
    reading,
    metric,
    mapping,
    problem,
    remapping,
    /** The export's headers, for choosing columns again after a mapped or recognised read. */
    ownHeaders,
    setMetric,
    loadFile,
    rejectFile: () => setProblem('Please choose a CSV file: export the report from Ads Manager as CSV.'),
    applyMapping: (next: ColumnMapping) => {
      setMapping(next);
      setRemapping(false);
    },
    startRemapping: () => setRemapping(true),
    cancelRemapping: () => setRemapping(false),
  };
}
