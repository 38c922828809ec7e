import { useQuery, type QueryClient } from '@tanstack/react-query';
import { fetchJobReports } from '../../api/job-reports';
import { queryKeys } from '../../lib/query-keys';

/** The reports a job keeps, newest first. */
export function useJobReports(jobId: string) {
  return useQuery({
    queryKey: queryKeys.jobReports(jobId),
    queryFn: ({ signal }) => fetchJobReports(jobId, { signal }),
  });
}

/** After a report is kept, read again or deleted: the job's list, and the history that names each job's latest. */
export function invalidateKeptReports(client: QueryClient, jobId: string): Promise<unknown> {
  return Promise.all([
    client.invalidateQueries({ queryKey: queryKeys.jobReports(jobId) }),
    client.invalidateQueries({ queryKey: queryKeys.userJobs }),
  ]);
}
