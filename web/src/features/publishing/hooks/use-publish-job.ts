import { useMutation, useQueryClient } from '@tanstack/react-query';
import { publishJob, type PublishJobBody } from '../../../api/ad-publishing';
import { queryKeys } from '../../../lib/query-keys';

export function usePublishJob(jobId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: PublishJobBody) => publishJob(jobId, body),
    // The list is read again at once, and polled from there while the new publication runs; the
    // customer's last publish is this one now, so the next form starts from it.
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: queryKeys.metaLastPublication });
      return client.invalidateQueries({ queryKey: queryKeys.jobPublications(jobId) });
    },
  });
}
