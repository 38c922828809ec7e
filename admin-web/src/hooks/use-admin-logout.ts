import { useMutation, useQueryClient } from '@tanstack/react-query';
import { logout } from '../api/admin-session';
import { queryKeys } from '../lib/query-keys';

/**
 * Ends the admin session. The cached identity becomes "nobody", so the guard sends the screen to
 * the login page at once; everything else the session read is dropped.
 */
export function useAdminLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSuccess: () => {
      queryClient.setQueryData(queryKeys.adminIdentity, null);
      queryClient.removeQueries({ predicate: (query) => query.queryHash !== JSON.stringify(queryKeys.adminIdentity) });
    },
  });
}
