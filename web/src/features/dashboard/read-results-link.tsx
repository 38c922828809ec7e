import { buttonClassName } from '@reelmix/ui';
import { Link } from 'react-router-dom';
import { buildRoute, ROUTES } from '../../routes';

/** Once a finished job's ads have run, its export shows which hook, body and CTA win. */
export function ReadResultsLink({ jobId }: { jobId: string }) {
  return (
    <Link to={buildRoute(ROUTES.jobResults, { params: { id: jobId } })} className={buttonClassName({ variant: 'outline', size: 'sm' })}>
      Read results
    </Link>
  );
}
