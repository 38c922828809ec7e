import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { listUsers, type UserListQuery } from '../api/users';
import { queryKeys } from '../lib/query-keys';

/** One page of the user list; the previous page stays on screen while the next one loads. */
export function useUserList(query: UserListQuery) {
  const result = useQuery({
    queryKey: queryKeys.userList(query),
    queryFn: ({ signal }) => listUsers(query, { signal }),
    placeholderData: keepPreviousData,
    // Other admins change the list too; a return to it should show the current state.
    staleTime: 0,
  });
  return {
    users: result.data?.users ?? [],
    total: result.data?.total ?? 0,
    isLoading: result.isPending,
    isFetching: result.isFetching,
    error: result.error,
  };
}
