import type { JobView } from '@reelmix/contracts';
import { Card, CardContent } from '@reelmix/ui';
import { JobStatusBadge } from '../../components/job-status-badge';
import { PageLoading } from '../../components/page-loading';
import { formatDateTime } from '../../lib/format';
import { messageOr } from '../../lib/server-message';

interface UserJobsListProps {
  jobs: JobView[] | undefined;
  error: unknown;
}

/** The Video Jobs tab (docs/product-rules.md#user-detail). */
export function UserJobsList({ jobs, error }: UserJobsListProps) {
  if (error) {
    return (
      <p className="form__error" role="alert">
        Failed to load video jobs: {messageOr(error, 'An unknown error occurred')}
      </p>
    );
  }
  if (!jobs) return <PageLoading label="Loading video jobs" />;
  if (jobs.length === 0) return <p className="empty">This user hasn&apos;t created any video jobs yet.</p>;
  return (
    <ul className="job-list">
      {jobs.map((job) => (
        <li key={job.id}>
          <Card className="job-list__item">
            <CardContent className="job-list__content">
              <div>
                <p className="job-list__title">Job #{job.id}</p>
                <time className="muted" dateTime={job.createdAt}>
                  {formatDateTime(job.createdAt)}
                </time>
              </div>
              <JobStatusBadge status={job.status} />
            </CardContent>
          </Card>
        </li>
      ))}
    </ul>
  );
}
