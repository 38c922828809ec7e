import type { JobView } from '@reelmix/contracts';
import { Button } from '@reelmix/ui';
import { useMemo } from 'react';
import { AnalysisReportView } from './analysis-report-view';
import { ColumnMappingForm } from './column-mapping-form';
import { ExportDropZone } from './export-drop-zone';
import { designOfJob } from './job-design';
import { MetricChoice } from './metric-choice';
import { RenderWinners } from './render-winners';
import { useExportReading } from './use-export-reading';

/** The import, the column mapping when it is needed, and the report of one job's export. */
export function ReadResultsWorkspace({ job }: { job: JobView }) {
  const design = useMemo(() => designOfJob(job), [job]);
  const exportReading = useExportReading(design);
  const { reading, fileName, mapping } = exportReading;

  if (design.length === 0) {
    return <p className="read-back-note">This job has no finished videos yet, so there are no results to read.</p>;
  }

  return (
    <div className="read-back-workspace">
      <ExportDropZone
        fileName={fileName}
        onFile={(file) => void exportReading.loadFile(file)}
        onRejected={exportReading.rejectFile}
      />
      {exportReading.problem ? (
        <p className="read-back-problem" role="alert">
          {exportReading.problem}
        </p>
      ) : null}

      {reading?.kind === 'unreadable' ? (
        <p className="read-back-problem" role="alert">
          The export could not be read: {reading.message}
        </p>
      ) : null}

      {reading?.kind === 'needs-mapping' ? (
        <ColumnMappingForm
          // Each refusal starts the form from the mapping just tried.
          key={`${fileName}-${JSON.stringify(mapping)}`}
          headers={reading.headers}
          previous={mapping}
          explanation={
            mapping
              ? `The export has no column named ${reading.missing.join(', ')}. Please check the columns below.`
              : `The columns of this export were not recognised (no ${reading.missing.join(', ')} column). Say which column holds each figure.`
          }
          onSubmit={exportReading.applyMapping}
        />
      ) : null}

      {reading?.kind === 'report' && exportReading.remapping ? (
        <ColumnMappingForm
          headers={exportReading.ownHeaders}
          previous={mapping}
          explanation="Say which column holds each figure; the export is read again with them."
          onSubmit={exportReading.applyMapping}
          onCancel={exportReading.cancelRemapping}
        />
      ) : null}

      {reading?.kind === 'report' && !exportReading.remapping ? (
        <>
          <div className="read-back-controls">
            <MetricChoice value={exportReading.metric} onChange={exportReading.setMetric} />
            <Button variant="outline" size="sm" onClick={exportReading.startRemapping}>
              Choose columns
            </Button>
          </div>
          <AnalysisReportView report={reading.report} />
          <RenderWinners job={job} report={reading.report} />
        </>
      ) : null}
    </div>
  );
}
