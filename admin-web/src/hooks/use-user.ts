import { useQuery } from '@tanstack/react-query';
import { fetchUser } from '../api/users';
import { queryKeys } from '../lib/query-keys';

export function useUser(id: string) {
  const query = useQuery({ queryKey: queryKeys.user(id), queryFn: ({ signal }) => fetchUser(id, { signal }), staleTime: 0 });
  return { user: query.data, isLoading: query.isPending, error: query.error };
}
