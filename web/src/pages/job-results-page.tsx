import { useParams } from 'react-router-dom';
import { CustomerGuard } from '../features/guard/customer-guard';
import { ReadResultsScreen } from '../features/read-back/read-results-screen';

/** Reading a finished job's ad results back, behind the customer guard like the history itself. */
export function JobResultsPage() {
  const { id = '' } = useParams();
  // Keyed by job, so moving between two jobs starts each without the other's export.
  return <CustomerGuard>{() => <ReadResultsScreen key={id} jobId={id} />}</CustomerGuard>;
}
