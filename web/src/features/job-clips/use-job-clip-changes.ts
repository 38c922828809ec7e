import type { JobView } from '@reelmix/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { addClipsToJob, removeJobClip } from '../../api/clips';
import { queryKeys } from '../../lib/query-keys';

/**
 * Adding and removing a job's clips. Each answers the changed job, which replaces the cached one;
 * the rest of the job's cached views (history, framing, plan) are refreshed, since they changed too.
 */
export function useJobClipChanges(jobId: string) {
  const client = useQueryClient();
  async function changed(job: JobView) {
    client.setQueryData(queryKeys.job(jobId), job);
    // The job itself was just set from the answer; asking for it again would only repeat it.
    const thisJob = queryKeys.job(jobId);
    const isThisJob = (key: readonly unknown[]) => key.length === thisJob.length && key.every((part, index) => part === thisJob[index]);
    await client.invalidateQueries({ queryKey: queryKeys.jobs, predicate: (query) => !isThisJob(query.queryKey) });
    await client.invalidateQueries({ queryKey: queryKeys.clipLibrary });
  }
  const add = useMutation({ mutationFn: (form: FormData) => addClipsToJob(jobId, form), onSuccess: changed });
  const remove = useMutation({ mutationFn: (jobClipId: string) => removeJobClip(jobId, jobClipId), onSuccess: changed });
  return { add, remove };
}
