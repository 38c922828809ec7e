import type { AdminAuditAction, AdminAuditPageView } from '@reelmix/contracts/browser';
import { apiRead, type RequestOptions } from './http';

/** Entries per page of the audit log screen. */
export const AUDIT_LOG_PAGE_SIZE = 20;

export interface AuditLogQuery {
  page: number;
  /** Empty: every admin. */
  adminId: string;
  /** Empty: every action. */
  action: AdminAuditAction | '';
}

/** `GET /api/admin/audit-log?page&limit&adminId&action`: newest first; empty filters are left out. */
export function listAuditLog({ page, adminId, action }: AuditLogQuery, options?: RequestOptions): Promise<AdminAuditPageView> {
  const query = new URLSearchParams({ page: String(page), limit: String(AUDIT_LOG_PAGE_SIZE) });
  if (adminId) query.set('adminId', adminId);
  if (action) query.set('action', action);
  return apiRead<AdminAuditPageView>(`/api/admin/audit-log?${query.toString()}`, options);
}
