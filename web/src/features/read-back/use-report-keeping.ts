import { ADS_EXPORT_TOO_LARGE } from '@reelmix/contracts/browser';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { ApiError, toErrorMessage } from '../../api/http';
import { rereadJobReport, saveJobReport, type JobReportView } from '../../api/job-reports';
import { serverMessage } from '../../lib/server-message';
import { dueRequest, isTooLargeToKeep, keptCopyOf, sameRequest, type KeepRequest, type KeptCopy } from './kept-reading';
import type { ExportReadingState } from './use-export-reading';
import { invalidateKeptReports } from './use-job-reports';

/** Where keeping the export on screen with the job stands, as the line under the import says it. */
export type KeepStatus =
  | { kind: 'none' }
  | { kind: 'saving' }
  | { kind: 'kept'; reportId: string }
  | { kind: 'refused'; message: string; canRetry: boolean };

function send(jobId: string, request: KeepRequest): Promise<JobReportView> {
  if (request.reportId) return rereadJobReport(jobId, request.reportId, request.reading);
  if (request.export.origin.kind !== 'chosen') throw new Error('Only a chosen export can be kept as a new report.');
  return saveJobReport(jobId, request.export.origin.file, request.reading);
}

function refusalOf(error: unknown): KeepStatus {
  // The same file is as large on a second try; any other refusal may pass later (after a delete, or a wait).
  const tooLarge = error instanceof ApiError && error.status === 413;
  return { kind: 'refused', message: serverMessage(error) ?? toErrorMessage(error), canRetry: !tooLarge };
}

/**
 * Keeps the export on screen with the job: a newly chosen export is saved once it reads to a
 * report, and a kept one is read again on the server whenever its metric or mapping changes here.
 * Calls go one at a time; a refused one waits for Retry or the next change.
 */
export function useReportKeeping(jobId: string, exportReading: ExportReadingState) {
  const client = useQueryClient();
  const { loaded, reading, metric, mapping } = exportReading;
  const [lastKept, setLastKept] = useState<KeptCopy | null>(null);
  const sync = useMutation({
    mutationFn: (request: KeepRequest) => send(jobId, request),
    onSuccess: (view, request) => {
      setLastKept({ export: request.export, reportId: view.id, reading: request.reading });
      // Not awaited: the report is kept whether or not the list has caught up yet.
      void invalidateKeptReports(client, jobId);
    },
  });

  const kept = useMemo(() => (loaded ? keptCopyOf(loaded, lastKept) : null), [loaded, lastKept]);
  const shownReading = useMemo(() => (reading?.kind === 'report' ? { metric, mapping } : null), [reading, metric, mapping]);
  const request = useMemo(() => dueRequest(loaded, kept, shownReading), [loaded, kept, shownReading]);
  const failed = sync.isError && request !== null && sync.variables !== undefined && sameRequest(sync.variables, request);
  const { mutate } = sync;

  useEffect(() => {
    if (request && !sync.isPending && !failed) mutate(request);
  }, [request, sync.isPending, failed, mutate]);

  function status(): KeepStatus {
    if (!loaded || !shownReading) return { kind: 'none' };
    if (!kept && isTooLargeToKeep(loaded)) return { kind: 'refused', message: ADS_EXPORT_TOO_LARGE, canRetry: false };
    if (failed) return refusalOf(sync.error);
    if (request || (sync.isPending && sync.variables?.export === loaded)) return { kind: 'saving' };
    return kept ? { kind: 'kept', reportId: kept.reportId } : { kind: 'none' };
  }

  return {
    status: status(),
    /** The kept report on screen, for marking it in the list. */
    keptReportId: kept?.reportId ?? null,
    retry: () => {
      if (request) mutate(request);
    },
  };
}
