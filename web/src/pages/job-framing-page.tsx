import { useParams } from 'react-router-dom';
import { CustomerGuard } from '../features/guard/customer-guard';
import { JobReviewScreen } from '../features/job-review/job-review-screen';

/** A job's framing review reopened from the history, behind the customer guard like the history itself. */
export function JobFramingPage() {
  const { id = '' } = useParams();
  // Keyed by job, so moving between two jobs' reviews starts each afresh.
  return <CustomerGuard>{() => <JobReviewScreen key={id} jobId={id} />}</CustomerGuard>;
}
