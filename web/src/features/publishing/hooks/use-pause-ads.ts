import { useMutation, useQueryClient } from '@tanstack/react-query';
import { pauseAds } from '../../../api/ad-publishing';
import { queryKeys } from '../../../lib/query-keys';

/** Pauses chosen ads; the publications are read again so each ad's status shows it. */
export function usePauseAds(jobId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (adIds: string[]) => pauseAds(jobId, adIds),
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.jobPublications(jobId) }),
  });
}
