import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createProUser } from '../api/users';
import { queryKeys } from '../lib/query-keys';

export function useCreateProUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.users }),
  });
}
