import type { HealthReport } from '@reelmix/contracts';
import { CheckStateBadge } from './check-state-badge';

function downCount(report: HealthReport): number {
  return report.services.filter((service) => service.status === 'down').length;
}

export function OverallStatus({ report }: { report: HealthReport }) {
  const down = downCount(report);
  const summary =
    report.status === 'up'
      ? 'All systems operational'
      : down > 0
        ? `${down} of ${report.services.length} services down`
        : 'The gateway reports a problem';

  return (
    <section className={`overall overall--${report.status}`} aria-labelledby="overall-title">
      <div className="overall__row">
        <h2 id="overall-title" className="overall__title">
          Overall status
        </h2>
        <CheckStateBadge state={report.status} />
      </div>
      <p className="overall__summary">{summary}</p>
      <p className="overall__checked">
        Checked at <time dateTime={report.checkedAt}>{new Date(report.checkedAt).toLocaleString()}</time>
      </p>
    </section>
  );
}
