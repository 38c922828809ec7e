import type { JobStatus } from '@reelmix/contracts';
import { Badge, type BadgeVariant } from '@reelmix/ui';
import { statusLabel } from './job-history';

const VARIANT: Partial<Record<JobStatus, BadgeVariant>> = { completed: 'success', failed: 'destructive' };

/** Customer-spec §4 "Status styling in history". */
export function JobStatusBadge({ status }: { status: JobStatus }) {
  return (
    <Badge variant={VARIANT[status] ?? 'secondary'} className="job-status">
      {status === 'processing' ? <span className="job-status__progress" aria-hidden="true" /> : null}
      {statusLabel(status)}
    </Badge>
  );
}
