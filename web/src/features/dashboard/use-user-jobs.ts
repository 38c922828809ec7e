import { useQuery } from '@tanstack/react-query';
import { fetchUserJobs } from '../../api/jobs';
import { queryKeys } from '../../lib/query-keys';
import { useCurrentUser } from '../../session/use-current-user';

// docs/product-rules.md#video-history: the history follows running jobs without a reload.
const HISTORY_REFRESH_MS = 5000;

/** The signed-in user's jobs, newest first; refreshed every 5 s and on focus, only while signed in. */
export function useUserJobs() {
  const signedIn = useCurrentUser().user !== null;
  const query = useQuery({
    queryKey: queryKeys.userJobs,
    queryFn: ({ signal }) => fetchUserJobs({ signal }),
    enabled: signedIn,
    refetchInterval: signedIn ? HISTORY_REFRESH_MS : false,
    refetchOnWindowFocus: signedIn,
  });
  return { jobs: query.data, isLoading: query.isPending && signedIn, isError: query.isError };
}
