import { useQuery } from '@tanstack/react-query';
import { fetchOtherJobsNames } from '../../api/job-reports';
import { queryKeys } from '../../lib/query-keys';

const NONE: readonly string[] = [];

/**
 * The customer's other jobs' output names that this job's export could meet, so the browser reads
 * an export as the server keeps it: another job's rows told apart, a name fitting both refused.
 * Until they arrive (or if they cannot be had) the export is read against this job alone.
 */
export function useOtherJobsNames(jobId: string): readonly string[] {
  const names = useQuery({
    queryKey: queryKeys.otherJobsNames(jobId),
    queryFn: ({ signal }) => fetchOtherJobsNames(jobId, { signal }),
  });
  return names.data?.fileNames ?? NONE;
}
