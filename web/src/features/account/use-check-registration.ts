import { useMutation } from '@tanstack/react-query';
import { checkRegistration, type RegistrationForm } from '../../api/auth';
import { ApiError } from '../../api/http';
import { serverMessage } from '../../lib/server-message';

const SERVER_CONNECTION_ERROR = 'Server connection error. Please try again.';

/** Registration step 1: the gateway checks the form and the address; nothing is created yet. */
export function useCheckRegistration() {
  return useMutation({
    mutationFn: async (form: RegistrationForm) => {
      const answer = await checkRegistration(form);
      // An empty 200 cannot say the check passed.
      if (!answer) throw new Error(SERVER_CONNECTION_ERROR);
      return answer;
    },
  });
}

/** The registration check's messages (docs/product-rules.md#accounts-and-passwords). */
export function registrationFailureMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 409) return 'This email is already registered. Please use the login tab to access your account.';
    return serverMessage(error) ?? `Registration failed (${error.status})`;
  }
  if (error instanceof SyntaxError) return SERVER_CONNECTION_ERROR;
  if (error instanceof Error && error.message === SERVER_CONNECTION_ERROR) return SERVER_CONNECTION_ERROR;
  return 'Could not start registration';
}
