import { useMutation } from '@tanstack/react-query';
import { login } from '../../api/auth';
import { serverMessage } from '../../lib/server-message';
import { useSetCurrentUser } from '../../session/use-current-user';
import type { LoginValues } from './account-schemas';

/** Signs in and puts the answered user in the cache, so every screen knows at once. */
export function useLogin() {
  const setCurrentUser = useSetCurrentUser();
  return useMutation({
    mutationFn: ({ email, password }: LoginValues) => login(email, password),
    onSuccess: (user) => setCurrentUser(user),
  });
}

/** The server's message, else 'Invalid credentials' (docs/product-rules.md#accounts-and-passwords). */
export function loginFailureMessage(error: unknown): string {
  return serverMessage(error) ?? 'Invalid credentials';
}
