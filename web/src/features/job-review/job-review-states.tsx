import { Button, buttonClassName, Spinner } from '@reelmix/ui';
import { Link } from 'react-router-dom';
import { ROUTES } from '../../routes';

export function JobReviewLoading() {
  return (
    <div className="container page page--centered">
      <Spinner size="lg" label="Loading the job" />
    </div>
  );
}

/** Missing, someone else's, or no longer in a free history (403): for the buyer all read the same. */
export function JobReviewNotFound() {
  return (
    <div className="container page page--centered">
      <title>Job Not Found · Reelmix</title>
      <h1 className="page__title">Job Not Found</h1>
      <p className="page__lead">This job does not exist or is no longer in your history.</p>
      <Link to={ROUTES.dashboard} className={buttonClassName()}>
        Back to Video History
      </Link>
    </div>
  );
}

export function JobReviewError({ onRetry }: { onRetry: () => void }) {
  return (
    <div className="container page page--centered" role="alert">
      <title>Review Framing · Reelmix</title>
      <h1 className="page__title">Job Not Loaded</h1>
      <p className="page__lead">The job could not be loaded. Please try again.</p>
      <div className="page__actions">
        <Button onClick={onRetry}>Try Again</Button>
        <Link to={ROUTES.dashboard} className={buttonClassName({ variant: 'outline' })}>
          Back to Video History
        </Link>
      </div>
    </div>
  );
}
