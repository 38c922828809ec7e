import type { JobStatus } from '@reelmix/contracts';
import { Badge, type BadgeVariant } from '@reelmix/ui';
import { statusLabel } from './job-history';

const VARIANT: Partial<Record<JobStatus, BadgeVariant>> = { completed: 'success', failed: 'destructive' };

/** A job's status as the history styles it (docs/product-rules.md#video-history). */
export function JobStatusBadge({ status }: { status: JobStatus }) {
  return (
    <Badge variant={VARIANT[status] ?? 'secondary'} className="job-status">
      {status === 'processing' ? <span className="job-status__progress" aria-hidden="true" /> : null}
      {statusLabel(status)}
    </Badge>
  );
}
