import type { VerdictMetric } from '@reelmix/contracts/browser';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshLiveResults } from '../../../api/ad-publishing';
import { queryKeys } from '../../../lib/query-keys';

/** Reads Meta's figures now; the answer replaces the live report shown for that metric. */
export function useRefreshLiveResults(jobId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (metric: VerdictMetric) => refreshLiveResults(jobId, metric),
    onSuccess: (results, metric) => client.setQueryData(queryKeys.jobLiveResults(jobId, metric), results),
  });
}
