import { useQuery } from '@tanstack/react-query';
import { fetchJobFraming } from '../../api/framing';
import { queryKeys } from '../../lib/query-keys';
import { isRetryableJobError } from '../jobs/use-job-status';

/** A job's framing review: asked once, then kept current by the answers to each change. */
export function useJobFraming(jobId: string) {
  const query = useQuery({
    queryKey: queryKeys.jobFraming(jobId),
    queryFn: ({ signal }) => fetchJobFraming(jobId, { signal }),
    // A refetch on window focus would replace previews the buyer is looking at for nothing new.
    refetchOnWindowFocus: false,
    // Asked again only when the server or the connection failed, the way a job's status is.
    retry: (failureCount, error) => failureCount < 1 && isRetryableJobError(error),
  });
  return { framing: query.data, isLoading: query.isPending, error: query.error, retry: () => void query.refetch() };
}
