import { Spinner } from '@reelmix/ui';
import { toErrorMessage } from '../api/http';
import { HealthErrorCard } from '../components/health-error-card';
import { OverallStatus } from '../components/overall-status';
import { ServiceHealthCard } from '../components/service-health-card';
import { SYSTEM_HEALTH_REFRESH_MS, useSystemHealth } from '../hooks/use-system-health';

export function SystemPage() {
  const { report, isLoading, isRefreshing, error, refresh } = useSystemHealth();

  return (
    <div className="page">
      <title>System Status · Reelmix Admin</title>
      <div className="page__heading">
        <h1 className="page__title">System Status</h1>
        <p className="page__lead">Live health of the gateway and every service, refreshed every {SYSTEM_HEALTH_REFRESH_MS / 1000} seconds.</p>
      </div>

      {isLoading && (
        <div className="page__loading">
          <Spinner size="lg" label="Loading system health" />
        </div>
      )}

      {error && (
        <HealthErrorCard message={toErrorMessage(error)} showingLastKnown={report !== undefined} onRetry={refresh} retrying={isRefreshing} />
      )}

      {report && (
        <>
          <OverallStatus report={report} />
          <section aria-labelledby="services-title">
            <h2 id="services-title" className="section__title">
              Services
            </h2>
            {report.services.length === 0 ? (
              <p>No services reported.</p>
            ) : (
              <div className="service-grid">
                {report.services.map((service) => (
                  <ServiceHealthCard key={service.name} service={service} />
                ))}
              </div>
            )}
          </section>
        </>
      )}
    </div>
  );
}
