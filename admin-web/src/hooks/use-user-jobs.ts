import { useQuery } from '@tanstack/react-query';
import { fetchUserJobs } from '../api/users';
import { queryKeys } from '../lib/query-keys';

/** The job list is fetched only once the user itself has loaded. */
export function useUserJobs(id: string, userLoaded: boolean) {
  const query = useQuery({
    queryKey: queryKeys.userJobs(id),
    queryFn: ({ signal }) => fetchUserJobs(id, { signal }),
    enabled: userLoaded,
    staleTime: 0,
  });
  return { jobs: query.data, isLoading: query.isPending, error: query.error };
}
