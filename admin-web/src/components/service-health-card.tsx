import type { ServiceHealth } from '@reelmix/contracts';
import { Card, CardContent, CardHeader, CardTitle } from '@reelmix/ui';
import { CheckStateBadge } from './check-state-badge';

function humanize(name: string): string {
  return name.charAt(0).toUpperCase() + name.slice(1);
}

export function ServiceHealthCard({ service }: { service: ServiceHealth }) {
  const checks = Object.entries(service.checks);
  const titleId = `service-${service.name}-title`;
  return (
    <Card className={`service-card service-card--${service.status}`} role="group" aria-labelledby={titleId}>
      <CardHeader className="service-card__header">
        <CardTitle level={3} id={titleId}>
          {humanize(service.name)}
        </CardTitle>
        <CheckStateBadge state={service.status} />
      </CardHeader>
      <CardContent>
        <dl className="service-card__facts">
          {checks.map(([name, state]) => (
            <div key={name} className="service-card__fact">
              <dt>{humanize(name)}</dt>
              <dd>
                <CheckStateBadge state={state} />
              </dd>
            </div>
          ))}
          <div className="service-card__fact">
            <dt>Latency</dt>
            {/* No latency means the service never answered the health request. */}
            <dd>{service.latencyMs === undefined ? 'No answer' : `${Math.round(service.latencyMs)} ms`}</dd>
          </div>
        </dl>
        {checks.length === 0 && <p className="service-card__note">No checks reported.</p>}
        {service.error && (
          <p className="service-card__error">
            <span className="rm-visually-hidden">Error: </span>
            {service.error}
          </p>
        )}
      </CardContent>
    </Card>
  );
}
