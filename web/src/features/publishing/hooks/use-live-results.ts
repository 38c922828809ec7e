import type { VerdictMetric } from '@reelmix/contracts/browser';
import { useQuery } from '@tanstack/react-query';
import { fetchLiveResults } from '../../../api/ad-publishing';
import { queryKeys } from '../../../lib/query-keys';

/** The live report of the job's published ads, with verdicts on `metric`; kept on screen while another metric loads. */
export function useLiveResults(jobId: string, metric: VerdictMetric, { enabled }: { enabled: boolean }) {
  return useQuery({
    queryKey: queryKeys.jobLiveResults(jobId, metric),
    queryFn: ({ signal }) => fetchLiveResults(jobId, metric, { signal }),
    enabled,
    refetchOnMount: 'always',
    placeholderData: (previous) => previous,
  });
}
