import { useQuery } from '@tanstack/react-query';
import { ApiError } from '../../api/http';
import { fetchJob } from '../../api/jobs';
import { queryKeys } from '../../lib/query-keys';
import { isJobActive, JOB_POLL_MS } from './job-progress';

const MAX_RETRIES = 2;

/** Only a lost connection or a server fault is worth asking again; a 403 or 404 will not change. */
export function isRetryableJobError(error: unknown): boolean {
  if (error instanceof ApiError) return error.status >= 500;
  // fetch rejects with a TypeError when the network fails.
  return error instanceof TypeError;
}

export interface JobStatusOptions {
  enabled?: boolean;
  /** Follow the job until it ends; off for a screen that only needs it once (a job under review stays pending). */
  poll?: boolean;
}

/** One job, polled every 3 s until it is completed or failed (docs/product-rules.md#jobs-and-progress). */
export function useJobStatus(jobId: string, { enabled = true, poll = true }: JobStatusOptions = {}) {
  return useQuery({
    queryKey: queryKeys.job(jobId),
    enabled,
    queryFn: ({ signal }) => fetchJob(jobId, { signal }),
    refetchInterval: (query) => (poll && query.state.status !== 'error' && isJobActive(query.state.data?.status) ? JOB_POLL_MS : false),
    retry: (failureCount, error) => failureCount < MAX_RETRIES && isRetryableJobError(error),
  });
}
