import { ADMIN_AUDIT_ACTIONS, type AdminAuditAction } from '@reelmix/contracts/browser';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { AuditLogQuery } from '../../api/audit-log';

function toAction(value: string | null): AdminAuditAction | '' {
  return ADMIN_AUDIT_ACTIONS.find((action) => action === value) ?? '';
}

function toPage(value: string | null): number {
  const page = Number.parseInt(value ?? '', 10);
  return Number.isInteger(page) && page > 0 ? page : 1;
}

function readQuery(params: URLSearchParams): AuditLogQuery {
  return { page: toPage(params.get('page')), adminId: params.get('admin') ?? '', action: toAction(params.get('action')) };
}

function writeQuery(query: AuditLogQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.page > 1) params.set('page', String(query.page));
  if (query.adminId) params.set('admin', query.adminId);
  if (query.action) params.set('action', query.action);
  return params;
}

/** The page and filters live in the address, so a reload or a shared link shows the same entries. A new filter starts at page 1. */
export function useAuditLogParams() {
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => readQuery(params), [params]);
  const change = useCallback((next: Partial<AuditLogQuery>) => setParams((current) => writeQuery({ ...readQuery(current), ...next })), [setParams]);
  return {
    query,
    setPage: useCallback((page: number) => change({ page }), [change]),
    setAdmin: useCallback((adminId: string) => change({ adminId, page: 1 }), [change]),
    setAction: useCallback((action: AdminAuditAction | '') => change({ action, page: 1 }), [change]),
  };
}
