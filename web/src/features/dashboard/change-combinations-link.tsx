import { buttonClassName } from '@reelmix/ui';
import { Link } from 'react-router-dom';
import { buildRoute, ROUTES } from '../../routes';

/**
 * A finished job's combinations can change again: a balanced test's rest, a pair let back in.
 * The review marks what the job already has and renders only what it lacks.
 */
export function ChangeCombinationsLink({ jobId }: { jobId: string }) {
  return (
    <Link to={buildRoute(ROUTES.jobFraming, { params: { id: jobId } })} className={buttonClassName({ variant: 'outline', size: 'sm' })}>
      Change combinations
    </Link>
  );
}
