import { Button } from '@reelmix/ui';
import { ErrorPanel } from '../components/error-panel';
import { PageLoading } from '../components/page-loading';
import { RecentActivity } from '../features/dashboard/recent-activity';
import { StatCards } from '../features/dashboard/stat-cards';
import { SystemStatusPanel } from '../features/dashboard/system-status-panel';
import { useAdminStats } from '../hooks/use-admin-stats';
import { useErrorToast } from '../hooks/use-error-toast';
import { messageOr } from '../lib/server-message';

/** The admin dashboard (docs/product-rules.md#admin-dashboard). */
export function DashboardPage() {
  const { stats, isLoading, error, isRefreshing, refresh } = useAdminStats();
  useErrorToast(error, 'Failed to fetch statistics', error ? messageOr(error, 'An unknown error occurred') : undefined);

  return (
    <div className="page">
      <title>Dashboard · Reelmix Admin</title>
      <div className="page__heading">
        <h1 className="page__title">Dashboard</h1>
        <p className="page__lead">Platform figures at a glance.</p>
      </div>

      {isLoading && <PageLoading label="Loading statistics" />}

      {error && !stats && (
        <ErrorPanel
          title="Failed to fetch statistics"
          message={messageOr(error, 'An unknown error occurred')}
          action={
            <Button variant="outline" onClick={refresh} loading={isRefreshing}>
              Try again
            </Button>
          }
        />
      )}

      {stats && (
        <>
          <StatCards stats={stats} />
          <div className="dashboard__panels">
            <RecentActivity activity={stats.activity ?? []} />
            <SystemStatusPanel system={stats.system} />
          </div>
        </>
      )}
    </div>
  );
}
