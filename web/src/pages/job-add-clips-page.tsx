import { useParams } from 'react-router-dom';
import { CustomerGuard } from '../features/guard/customer-guard';
import { JobAddClipsScreen } from '../features/job-clips/job-add-clips-screen';

/** Adding clips to a job from the history, behind the customer guard like the history itself. */
export function JobAddClipsPage() {
  const { id = '' } = useParams();
  return <CustomerGuard>{(user) => <JobAddClipsScreen key={id} jobId={id} user={user} />}</CustomerGuard>;
}
