import type { CurrentUser } from '@reelmix/contracts';
import { buttonClassName } from '@reelmix/ui';
import { Link } from 'react-router-dom';
import { ROUTES } from '../../routes';
import { CancelMembershipCard } from './cancel-membership-card';
import { HistoryEmpty, HistoryError, HistoryLoading } from './history-states';
import { JobSections } from './job-sections';
import { useUserJobs } from './use-user-jobs';
import './dashboard.css';

/** Video History (docs/product-rules.md#video-history): the signed-in user's jobs and, for Pro users, cancelling. */
export function VideoHistory({ user }: { user: CurrentUser }) {
  const { jobs, isLoading, isError } = useUserJobs();
  return (
    <div className="container page">
      <div className="history-header">
        <div>
          <h1 className="page__title">Video History</h1>
          <p className="page__lead">Your video jobs and their downloads.</p>
        </div>
        <Link to={ROUTES.home} className={buttonClassName()}>
          Create New Job
        </Link>
      </div>
      {isError ? <HistoryError /> : null}
      {isLoading ? <HistoryLoading /> : null}
      {jobs && jobs.length === 0 ? <HistoryEmpty /> : null}
      {jobs && jobs.length > 0 ? <JobSections jobs={jobs} /> : null}
      {user.isPro ? <CancelMembershipCard user={user} /> : null}
    </div>
  );
}
