import { useMutation, useQueryClient } from '@tanstack/react-query';
import { startRender } from '../../api/jobs';
import { queryKeys } from '../../lib/query-keys';

/** Starts a reviewed job's render (POST /api/process/{id}); the answer says what the job is doing. */
export function useStartRender(jobId: string) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: () => startRender(jobId),
    // The history and this job are no longer what the cache holds; they are read afresh where they show next.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: queryKeys.jobs, refetchType: 'none' }),
    // A failed answer can still hide a started job (a proxy that gave up while the start went on):
    // the review asks again, and shows the job as started if it is.
    onError: () => void queryClient.invalidateQueries({ queryKey: queryKeys.jobFraming(jobId) }),
  });
  return { startRender: mutation.mutateAsync };
}
