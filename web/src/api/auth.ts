import type { CurrentUser } from '@reelmix/contracts';
import { ApiError, apiRead, apiWrite } from './http';

/** The signed-in customer, or null when there is none (401 means none: docs/product-rules.md#sessions). */
export async function fetchCurrentUser(): Promise<CurrentUser | null> {
  try {
    return await apiRead<CurrentUser>('/auth/me');
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export function login(email: string, password: string): Promise<CurrentUser> {
  return apiWrite<CurrentUser>('POST', '/auth/login', { email, password });
}

export function logout(): Promise<unknown> {
  return apiWrite('POST', '/auth/logout');
}

export interface RegistrationForm {
  email: string;
  password: string;
  confirmPassword: string;
  requestedPro: boolean;
  referralCode?: string;
}

/** Checks the form and the address; the account is created only after the card step. */
export function checkRegistration(form: RegistrationForm): Promise<{ status: 'payment_required'; email: string; requestedPro: boolean }> {
  return apiWrite('POST', '/auth/register', form);
}

export function requestPasswordReset(email: string): Promise<unknown> {
  return apiWrite('POST', '/auth/forgot-password', { email });
}

export function resetPassword(token: string, password: string, confirmPassword: string): Promise<unknown> {
  return apiWrite('POST', '/auth/reset-password', { token, password, confirmPassword });
}
