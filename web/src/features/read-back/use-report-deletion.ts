import type { JobReportSummary } from '@reelmix/contracts/browser';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toErrorMessage } from '../../api/http';
import { deleteJobReport } from '../../api/job-reports';
import { serverMessage } from '../../lib/server-message';
import { invalidateKeptReports } from './use-job-reports';

/** The delete flow of a kept report: asked, confirmed, then done or refused with the server's reason. */
export function useReportDeletion(jobId: string, { onDeleted }: { onDeleted: (report: JobReportSummary) => void }) {
  const client = useQueryClient();
  const [target, setTarget] = useState<JobReportSummary | null>(null);
  const [error, setError] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: (report: JobReportSummary) => deleteJobReport(jobId, report.id),
    onSuccess: () => invalidateKeptReports(client, jobId),
  });

  function ask(report: JobReportSummary) {
    setError(null);
    setTarget(report);
  }

  function cancel() {
    if (mutation.isPending) return;
    setTarget(null);
    setError(null);
  }

  function confirm(report: JobReportSummary) {
    setError(null);
    mutation.mutate(report, {
      onSuccess: () => {
        setTarget(null);
        onDeleted(report);
      },
      onError: (failure) => setError(serverMessage(failure) ?? toErrorMessage(failure)),
    });
  }

  return { target, error, deleting: mutation.isPending, ask, cancel, confirm };
}
