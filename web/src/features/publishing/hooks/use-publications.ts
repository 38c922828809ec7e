import type { PublicationView } from '@reelmix/contracts/browser';
import { useQuery } from '@tanstack/react-query';
import { fetchPublications } from '../../../api/ad-publishing';
import { queryKeys } from '../../../lib/query-keys';

/** How often a publish still under way is read again. */
export const PUBLICATIONS_POLL_MS = 2000;

const isPublishing = (publications: PublicationView[] | undefined) => publications?.some((publication) => publication.state === 'publishing') ?? false;

/** The job's publishes, polled every 2 s while any of them is still publishing. */
export function usePublications(jobId: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: queryKeys.jobPublications(jobId),
    queryFn: ({ signal }) => fetchPublications(jobId, { signal }),
    enabled,
    refetchOnMount: 'always',
    refetchInterval: (query) => (query.state.status !== 'error' && isPublishing(query.state.data) ? PUBLICATIONS_POLL_MS : false),
  });
}
