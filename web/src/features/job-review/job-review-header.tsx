import type { JobView } from '@reelmix/contracts';
import { counted, jobLabel } from '@reelmix/contracts/browser';
import { buttonClassName } from '@reelmix/ui';
import { Link } from 'react-router-dom';
import { ROUTES } from '../../routes';
import { inputCount } from '../dashboard/job-history';
import { expectedOutputs } from '../jobs/job-progress';

/** Which job is under review and what it will make, with the way back to the history. */
export function JobReviewHeader({ job }: { job: JobView }) {
  return (
    <div className="job-review__header">
      <div>
        <h1 className="page__title">Review Framing</h1>
        <p className="page__lead">
          <span className="job-review__id">{job.name}</span> ({jobLabel(job.number)}): {counted(inputCount(job), 'clip')}, {counted(expectedOutputs(job), 'video')} in{' '}
          {job.placements.join(', ')}.{job.status === 'pending' ? ' Check each clip, then render when it looks right.' : ''}
        </p>
      </div>
      <Link to={ROUTES.dashboard} className={buttonClassName({ variant: 'outline' })}>
        Back to Video History
      </Link>
    </div>
  );
}
