import type { AuditLogQuery } from '../api/audit-log';
import type { UserListQuery } from '../api/users';

/**
 * Every react-query key of the admin app. Hooks read with these and mutations invalidate with them;
 * one first element per resource, so a prefix invalidates the whole family.
 */
export const queryKeys = {
  systemHealth: ['system', 'health'] as const,
  /** The guard's `GET /admin/me`. */
  adminIdentity: ['admin', 'identity'] as const,
  /** The profile form's `GET /api/admin/me`. */
  adminProfile: ['admin', 'profile'] as const,
  stats: ['stats'] as const,
  users: ['users'] as const,
  userList: (query: UserListQuery) => ['users', 'list', query] as const,
  user: (id: string) => ['users', 'detail', id] as const,
  userJobs: (id: string) => ['users', 'jobs', id] as const,
  emailSettings: ['settings', 'email'] as const,
  webhookStatus: ['settings', 'webhook'] as const,
  affiliates: ['affiliates'] as const,
  auditLog: (query: AuditLogQuery) => ['audit-log', query] as const,
};
