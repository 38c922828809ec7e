import { Badge, type BadgeVariant } from '@reelmix/ui';
import { capitalise } from '../lib/format';

const VARIANT: Record<string, BadgeVariant> = { completed: 'success', failed: 'destructive' };

/** Admin-spec §4 "Job status badges": success, destructive, a progress mark for processing, else secondary. */
export function JobStatusBadge({ status }: { status: string }) {
  return (
    <Badge variant={VARIANT[status] ?? 'secondary'} className="job-status">
      {status === 'processing' && <span className="job-status__progress" aria-hidden="true" />}
      {capitalise(status)}
    </Badge>
  );
}
