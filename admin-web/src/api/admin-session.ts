import type { AdminView } from '@reelmix/contracts';
import { apiGet, apiRead, apiWrite, type RequestOptions } from './http';

/** `POST /admin/login`; the answer is the signed-in admin, and the session cookie comes with it. */
export function login(email: string, password: string): Promise<AdminView> {
  return apiWrite<AdminView>('POST', '/admin/login', { email, password });
}

/** `POST /admin/logout`: clears the admin session. */
export function logout(): Promise<{ success: true }> {
  return apiWrite<{ success: true }>('POST', '/admin/logout');
}

/**
 * `GET /admin/me`, the guard's check: the admin, or null when the answer is not OK (docs/product-rules.md#the-admin-area:
 * "the admin identity check returns nothing on failure").
 */
export async function fetchAdminIdentity(options?: RequestOptions): Promise<AdminView | null> {
  const response = await apiGet('/admin/me', options);
  if (!response.ok) return null;
  return (await response.json()) as AdminView;
}

/** `GET /api/admin/me`: the profile form's first name, last name and e-mail. */
export function fetchAdminProfile(options?: RequestOptions): Promise<AdminView> {
  return apiRead<AdminView>('/api/admin/me', options);
}

export interface AdminProfileChange {
  firstName: string;
  lastName: string;
  email: string;
}

/** `PUT /api/admin/profile`. */
export function updateAdminProfile(change: AdminProfileChange): Promise<AdminView> {
  return apiWrite<AdminView>('PUT', '/api/admin/profile', change);
}

export interface PasswordChange {
  currentPassword: string;
  newPassword: string;
}

/** `PUT /api/admin/change-password`. */
export function changeAdminPassword(change: PasswordChange): Promise<{ changed: boolean }> {
  return apiWrite<{ changed: boolean }>('PUT', '/api/admin/change-password', change);
}
