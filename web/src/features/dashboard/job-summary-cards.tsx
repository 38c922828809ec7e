import type { JobView } from '@reelmix/contracts';
import { Card } from '@reelmix/ui';
import { countSince } from './job-history';

/** Counted over paid jobs only (docs/product-rules.md#video-history). */
export function JobSummaryCards({ paidJobs }: { paidJobs: readonly JobView[] }) {
  const figures = [
    { label: 'Total Jobs', value: paidJobs.length },
    { label: 'Last 7 Days', value: countSince(paidJobs, 7) },
    { label: 'Last 30 Days', value: countSince(paidJobs, 30) },
  ];
  return (
    <ul className="summary-cards" aria-label="Job summary">
      {figures.map((figure) => (
        <li key={figure.label}>
          <Card className="summary-card">
            <span className="summary-card__label">{figure.label}</span>
            <span className="summary-card__value">{figure.value}</span>
          </Card>
        </li>
      ))}
    </ul>
  );
}
