import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type JobView, renameJob } from '../../api/jobs';
import { queryKeys } from '../../lib/query-keys';

/** Renames a job; the job and the history then show the new name. */
export function useRenameJob(jobId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => renameJob(jobId, name),
    onSuccess: (job) => {
      client.setQueryData(queryKeys.job(jobId), job);
      // Shown at once in the history; the refetch after brings whatever else changed meanwhile.
      client.setQueryData(queryKeys.userJobs, (jobs: JobView[] | undefined) => jobs?.map((listed) => (listed.id === job.id ? job : listed)));
      return client.invalidateQueries({ queryKey: queryKeys.userJobs });
    },
  });
}
