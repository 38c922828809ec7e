import type { CurrentUser } from '@reelmix/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchCurrentUser } from '../api/auth';
import { queryKeys } from '../lib/query-keys';

/**
 * Who is signed in (docs/product-rules.md#sessions): `null` when nobody is. Never retried, refetched
 * when the window regains focus; a failure other than 401 counts as signed out.
 */
export function useCurrentUser() {
  const query = useQuery({
    queryKey: queryKeys.currentUser,
    queryFn: fetchCurrentUser,
    retry: false,
    refetchOnWindowFocus: true,
  });
  return { user: query.isError ? null : (query.data ?? null), isLoading: query.isPending, query };
}

/** Replaces the cached user, e.g. with the answer of a login or a cancellation. */
export function useSetCurrentUser(): (user: CurrentUser | null) => void {
  const client = useQueryClient();
  return (user) => client.setQueryData(queryKeys.currentUser, user);
}
