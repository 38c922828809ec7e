import { Badge, type BadgeVariant } from '@reelmix/ui';
import { capitalise } from '../lib/format';

const VARIANT: Record<string, BadgeVariant> = { completed: 'success', failed: 'destructive' };

/** A job's status as the admin area styles it (docs/product-rules.md#video-history): success, destructive, a progress mark for processing, else secondary. */
export function JobStatusBadge({ status }: { status: string }) {
  return (
    <Badge variant={VARIANT[status] ?? 'secondary'} className="job-status">
      {status === 'processing' && <span className="job-status__progress" aria-hidden="true" />}
      {capitalise(status)}
    </Badge>
  );
}
