import { useMutation } from '@tanstack/react-query';
import { resetPassword } from '../../api/auth';
import { serverMessage } from '../../lib/server-message';
import type { ResetPasswordValues } from './account-schemas';

export function useResetPassword(token: string) {
  return useMutation({
    mutationFn: ({ password, confirmPassword }: ResetPasswordValues) => resetPassword(token, password, confirmPassword),
  });
}

/** The server's message, else 'Could not reset password' (docs/product-rules.md#password-reset). */
export function resetFailureMessage(error: unknown): string {
  return serverMessage(error) ?? 'Could not reset password';
}
