import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateAdminProfile } from '../api/admin-session';
import { queryKeys } from '../lib/query-keys';

/** Saves the profile and refreshes the admin-me data everywhere (the shell shows the new name at once). */
export function useUpdateAdminProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAdminProfile,
    onSuccess: (admin) => {
      queryClient.setQueryData(queryKeys.adminProfile, admin);
      queryClient.setQueryData(queryKeys.adminIdentity, admin);
    },
  });
}
