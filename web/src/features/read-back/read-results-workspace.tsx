import type { JobView } from '@reelmix/contracts';
import { Button } from '@reelmix/ui';
import { useMemo } from 'react';
import { AnalysisReportView } from './analysis-report-view';
import { ColumnMappingForm } from './column-mapping-form';
import { DeleteReportDialog } from './delete-report-dialog';
import { ExportDropZone } from './export-drop-zone';
import { designOfJob } from '@reelmix/analysis';
import { KeepStatusLine } from './keep-status-line';
import { KeptReportsList } from './kept-reports-list';
import { MetricChoice } from './metric-choice';
import { RenderWinners } from './render-winners';
import { useExportReading } from './use-export-reading';
import { useJobReports } from './use-job-reports';
import { useOtherJobsNames } from './use-other-jobs-names';
import { useReportDeletion } from './use-report-deletion';
import { useReportKeeping } from './use-report-keeping';
import { useReportOpening } from './use-report-opening';

/**
 * The import, the column mapping when it is needed, and the report of one job's export. Exports are
 * read in the browser and kept with the job, so the reports kept earlier can be opened again.
 */
export function ReadResultsWorkspace({ job }: { job: JobView }) {
  const design = useMemo(() => designOfJob(job), [job]);
  const exportReading = useExportReading(design, useOtherJobsNames(job.id));
  const { reading, fileName, mapping } = exportReading;
  const reports = useJobReports(job.id);
  const keeping = useReportKeeping(job.id, exportReading);
  const opening = useReportOpening(job.id, reports.data, exportReading);
  const deletion = useReportDeletion(job.id, {
    // The report on screen is gone with its export, so the workspace starts again empty.
    onDeleted: (report) => {
      if (report.id === keeping.keptReportId) exportReading.clear();
    },
  });

  function chooseFile(file: File) {
    opening.abandon();
    void exportReading.loadFile(file);
  }

  if (design.length === 0) {
    return <p className="read-back-note">This job has no finished videos yet, so there are no results to read.</p>;
  }

  return (
    <div className="read-back-workspace">
      <ExportDropZone pendingName={exportReading.pendingName} exampleFileName={design[0]?.file} onFile={chooseFile} onRejected={exportReading.rejectFile} />
      <KeepStatusLine status={keeping.status} onRetry={keeping.retry} />
      {opening.openingId && !fileName ? (
        <p className="read-back-note" role="status">
          Opening the report kept with this job…
        </p>
      ) : null}
      {opening.error ? (
        <p className="read-back-problem" role="alert">
          The report could not be opened: {opening.error}
        </p>
      ) : null}
      {exportReading.problem ? (
        <p className="read-back-problem" role="alert">
          {exportReading.problem}
        </p>
      ) : null}

      {reading?.kind === 'refused' ? (
        <div className="read-back-refusal">
          <p className="read-back-problem" role="alert">
            {reading.message}
          </p>
          {/* Rows may match once the ad name is read from another column. */}
          {reading.reason === 'no-match' && !exportReading.remapping ? (
            <Button variant="outline" size="sm" onClick={exportReading.startRemapping}>
              Choose columns
            </Button>
          ) : null}
        </div>
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

      {(reading?.kind === 'report' || (reading?.kind === 'refused' && reading.reason === 'no-match')) && exportReading.remapping ? (
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
          <AnalysisReportView report={reading.report} fileName={fileName} />
          <RenderWinners job={job} report={reading.report} />
        </>
      ) : null}

      {reports.data && reports.data.length > 0 ? (
        <KeptReportsList
          reports={reports.data}
          shownId={keeping.keptReportId}
          openingId={opening.openingId}
          onOpen={(report) => opening.open(report.id)}
          onDelete={deletion.ask}
        />
      ) : null}
      {reports.isError ? <p className="read-back-note">The reports kept for this job could not be loaded.</p> : null}
      <DeleteReportDialog
        report={deletion.target}
        deleting={deletion.deleting}
        error={deletion.error}
        onConfirm={deletion.confirm}
        onClose={deletion.cancel}
      />
    </div>
  );
}
