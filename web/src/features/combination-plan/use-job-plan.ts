import { useQuery } from '@tanstack/react-query';
import { fetchJobPlan } from '../../api/combination-plan';
import { queryKeys } from '../../lib/query-keys';
import { isRetryableJobError } from '../jobs/use-job-status';

/** A job's combination plan: asked once, then kept current by the answers to each change. */
export function useJobPlan(jobId: string) {
  const query = useQuery({
    queryKey: queryKeys.jobPlan(jobId),
    queryFn: ({ signal }) => fetchJobPlan(jobId, { signal }),
    // The plan only changes through this screen's own saves, whose answers replace it.
    refetchOnWindowFocus: false,
    retry: (failureCount, error) => failureCount < 1 && isRetryableJobError(error),
  });
  return { plan: query.data, isLoading: query.isPending, error: query.error, retry: () => void query.refetch() };
}
