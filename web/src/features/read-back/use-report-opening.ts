import type { JobReportSummary } from '@reelmix/contracts/browser';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { toErrorMessage } from '../../api/http';
import { fetchJobReport } from '../../api/job-reports';
import { serverMessage } from '../../lib/server-message';
import type { ExportReadingState } from './use-export-reading';

/**
 * Opens kept reports into the workspace, and the latest one on arriving at the page so the buyer
 * sees where they left off. A report still loading when another export is chosen is not shown.
 */
export function useReportOpening(jobId: string, reports: readonly JobReportSummary[] | undefined, exportReading: ExportReadingState) {
  const opening = useMutation({ mutationFn: (reportId: string) => fetchJobReport(jobId, reportId) });
  const { mutate, reset } = opening;
  const { openKept } = exportReading;
  const arrived = useRef(false);
  const nothingShown = exportReading.loaded === null;

  function open(reportId: string) {
    // Only the last call's callbacks run, so an earlier report answering late does not replace this one.
    mutate(reportId, { onSuccess: openKept });
  }

  useEffect(() => {
    if (arrived.current || reports === undefined) return;
    arrived.current = true;
    // An export chosen before the list came in is what the buyer wants to see.
    if (reports.length > 0 && nothingShown) mutate(reports[0].id, { onSuccess: openKept });
  }, [reports, nothingShown, mutate, openKept]);

  return {
    open,
    /** The report being fetched, to show it loading. */
    openingId: opening.isPending ? (opening.variables ?? null) : null,
    /** Why the last report asked for could not be opened. */
    error: opening.isError ? (serverMessage(opening.error) ?? toErrorMessage(opening.error)) : null,
    /** Another export was chosen: a report still loading must not replace it. */
    abandon: reset,
  };
}
