import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type AuditLogQuery, listAuditLog } from '../api/audit-log';
import { queryKeys } from '../lib/query-keys';

/** One page of the audit log; the previous page stays on screen while the next one loads. */
export function useAuditLog(query: AuditLogQuery) {
  const result = useQuery({
    queryKey: queryKeys.auditLog(query),
    queryFn: ({ signal }) => listAuditLog(query, { signal }),
    placeholderData: keepPreviousData,
    // Every admin write adds to it: a return to the page should show the latest.
    staleTime: 0,
  });
  return {
    entries: result.data?.entries ?? [],
    total: result.data?.total ?? 0,
    admins: result.data?.admins ?? [],
    isLoading: result.isPending,
    isFetching: result.isFetching,
    error: result.error,
  };
}
