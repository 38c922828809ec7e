import { useMutation, useQueryClient } from '@tanstack/react-query';
import { setUserPro } from '../api/users';
import { queryKeys } from '../lib/query-keys';

/** Flips Pro for one user; the answer replaces the user on screen and the list is asked again. */
export function useTogglePro(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (isPro: boolean) => setUserPro(id, isPro),
    onSuccess: (user) => {
      queryClient.setQueryData(queryKeys.user(id), user);
      return queryClient.invalidateQueries({ queryKey: ['users', 'list'] });
    },
  });
}
