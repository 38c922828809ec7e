import type { AdminUserView, JobView, ProCancellationView, UserListView } from '@reelmix/contracts';
import { apiRead, apiWrite, type RequestOptions } from './http';

/** The user list always asks for pages of 10 (docs/product-rules.md#managing-users). */
export const USER_PAGE_SIZE = 10;

export type PlanFilter = 'all' | 'pro' | 'free';

export interface UserListQuery {
  page: number;
  plan: PlanFilter;
  search: string;
}

function userPath(id: string): string {
  return `/api/admin/users/${encodeURIComponent(id)}`;
}

/** `GET /admin/users?page&limit=10&plan&search`; an empty search is left out. */
export function listUsers({ page, plan, search }: UserListQuery, options?: RequestOptions): Promise<UserListView> {
  const query = new URLSearchParams({ page: String(page), limit: String(USER_PAGE_SIZE), plan });
  if (search.trim()) query.set('search', search.trim());
  return apiRead<UserListView>(`/admin/users?${query.toString()}`, options);
}

export interface NewProUser {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

/** `POST /admin/users/create-pro`. */
export function createProUser(user: NewProUser): Promise<AdminUserView> {
  return apiWrite<AdminUserView>('POST', '/admin/users/create-pro', user);
}

/** `DELETE /admin/users/{id}` (from the list). */
export function deleteUserFromList(id: string): Promise<unknown> {
  return apiWrite('DELETE', `/admin/users/${encodeURIComponent(id)}`);
}

/** `DELETE /api/admin/users/{id}` (from the detail screen). */
export function deleteUser(id: string): Promise<unknown> {
  return apiWrite('DELETE', userPath(id));
}

/** `GET /api/admin/users/{id}`. */
export function fetchUser(id: string, options?: RequestOptions): Promise<AdminUserView> {
  return apiRead<AdminUserView>(userPath(id), options);
}

/** `GET /api/admin/users/{id}/jobs`. */
export function fetchUserJobs(id: string, options?: RequestOptions): Promise<JobView[]> {
  return apiRead<JobView[]>(`${userPath(id)}/jobs`, options);
}

/** `PUT /api/admin/users/{id}`: the Pro toggle, which always clears a pending request (docs/product-rules.md#pro-by-an-admin). */
export function setUserPro(id: string, isPro: boolean): Promise<AdminUserView> {
  return apiWrite<AdminUserView>('PUT', userPath(id), { isPro, requestedPro: false });
}

/** `POST /api/admin/users/{id}/cancel-pro`. */
export function cancelUserPro(id: string, reason: string): Promise<ProCancellationView> {
  return apiWrite<ProCancellationView>('POST', `${userPath(id)}/cancel-pro`, { reason });
}

export interface UserMail {
  subject: string;
  message: string;
  template: string;
  to: string;
}

/** `POST /api/admin/users/{id}/mail`. */
export function sendUserMail(id: string, mail: UserMail): Promise<{ queued: boolean; id: string }> {
  return apiWrite<{ queued: boolean; id: string }>('POST', `${userPath(id)}/mail`, mail);
}
