import type { AdminUserView } from '@reelmix/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cancelUserPro } from '../api/users';
import { queryKeys } from '../lib/query-keys';

/**
 * Ends Pro with a recorded reason. The user's record learns of it from billing a moment later, so
 * reading it again at once could still say Pro: the screen shows what was decided, as the toggle's
 * answer does, and the list is read afresh when next shown.
 */
export function useCancelPro(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reason: string) => cancelUserPro(id, reason),
    onSuccess: () => {
      queryClient.setQueryData<AdminUserView>(queryKeys.user(id), (user) => user && { ...user, isPro: false, requestedPro: false });
      return queryClient.invalidateQueries({ queryKey: ['users', 'list'] });
    },
  });
}
