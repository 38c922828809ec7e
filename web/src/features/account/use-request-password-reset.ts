import { useMutation } from '@tanstack/react-query';
import { requestPasswordReset } from '../../api/auth';
import { serverMessage } from '../../lib/server-message';

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: (email: string) => requestPasswordReset(email) });
}

/** The server's message, else 'An error occurred' (docs/product-rules.md#password-reset). */
export function passwordResetRequestFailureMessage(error: unknown): string {
  return serverMessage(error) ?? 'An error occurred';
}
