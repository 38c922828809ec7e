import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteUser, deleteUserFromList } from '../api/users';
import { queryKeys } from '../lib/query-keys';

/**
 * Deletes a user. The list and the detail screen call the two paths of docs/product-rules.md#the-admin-area
 * (`/admin/users/{id}` and `/api/admin/users/{id}`); the effect is the same. Cached details of the
 * user are dropped unless a screen still shows them: that screen leaves first, then calls `forget`.
 */
export function useDeleteUser(from: 'list' | 'detail') {
  const queryClient = useQueryClient();
  const forget = (id: string) => {
    queryClient.removeQueries({ queryKey: queryKeys.user(id) });
    queryClient.removeQueries({ queryKey: queryKeys.userJobs(id) });
  };
  const mutation = useMutation({
    mutationFn: (id: string) => (from === 'list' ? deleteUserFromList(id) : deleteUser(id)),
    onSuccess: (_answer, id) => {
      queryClient.removeQueries({ queryKey: queryKeys.user(id), type: 'inactive' });
      queryClient.removeQueries({ queryKey: queryKeys.userJobs(id), type: 'inactive' });
      return queryClient.invalidateQueries({ queryKey: ['users', 'list'] });
    },
  });
  return { ...mutation, forget };
}
