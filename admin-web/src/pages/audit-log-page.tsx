import { Card, CardContent } from '@reelmix/ui';
import { AUDIT_LOG_PAGE_SIZE } from '../api/audit-log';
import { ErrorPanel } from '../components/error-panel';
import { ListPagination } from '../components/list-pagination';
import { PageLoading } from '../components/page-loading';
import { AuditLogFilters } from '../features/audit-log/audit-log-filters';
import { AuditLogTable } from '../features/audit-log/audit-log-table';
import { useAuditLogParams } from '../features/audit-log/use-audit-log-params';
import { useAuditLog } from '../hooks/use-audit-log';
import { messageOr } from '../lib/server-message';

const ENTRIES = ['entry', 'entries'] as const;

/** The admin audit log: every sign-in and every change an admin made, newest first. */
export function AuditLogPage() {
  const { query, setPage, setAdmin, setAction } = useAuditLogParams();
  const { entries, total, admins, isLoading, isFetching, error } = useAuditLog(query);
  const pageCount = Math.max(1, Math.ceil(total / AUDIT_LOG_PAGE_SIZE));

  return (
    <div className="page">
      <title>Audit log · Reelmix Admin</title>
      <div className="page__heading">
        <h1 className="page__title">Audit Log</h1>
        <p className="page__lead">Who signed in and what every admin changed, newest first. Passwords and secrets show only as changed.</p>
      </div>

      <Card>
        <CardContent className="users__content">
          <AuditLogFilters adminId={query.adminId} action={query.action} admins={admins} onAdmin={setAdmin} onAction={setAction} />

          {isLoading && <PageLoading label="Loading the audit log" />}

          {error && entries.length === 0 && !isLoading && (
            <ErrorPanel level={2} title="Could not load the audit log" message={messageOr(error, 'An unknown error occurred')} />
          )}

          {!isLoading && !error && entries.length === 0 && <p className="empty">No entries match.</p>}

          {entries.length > 0 && (
            <div aria-busy={isFetching || undefined}>
              <AuditLogTable entries={entries} admins={admins} />
            </div>
          )}

          {!isLoading && !(error && entries.length === 0) && (
            <ListPagination total={total} page={query.page} pageCount={pageCount} onPage={setPage} noun={ENTRIES} label="Audit log pages" />
          )}
        </CardContent>
      </Card>
    </div>
  );
}
