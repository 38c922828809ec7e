import { useMutation, useQueryClient } from '@tanstack/react-query';
import { login } from '../api/admin-session';
import { queryKeys } from '../lib/query-keys';

export interface LoginValues {
  email: string;
  password: string;
}

/** Signs in; data of any earlier session is dropped and the answer becomes the guard's identity. */
export function useAdminLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ email, password }: LoginValues) => login(email, password),
    onSuccess: (admin) => {
      queryClient.removeQueries();
      queryClient.setQueryData(queryKeys.adminIdentity, admin);
    },
  });
}
