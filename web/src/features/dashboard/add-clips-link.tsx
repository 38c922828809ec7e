import { buttonClassName } from '@reelmix/ui';
import { Link } from 'react-router-dom';
import { buildRoute, ROUTES } from '../../routes';

/** A finished job can grow: new clips make new combinations, and only those are rendered. */
export function AddClipsLink({ jobId }: { jobId: string }) {
  return (
    <Link to={buildRoute(ROUTES.jobAddClips, { params: { id: jobId } })} className={buttonClassName({ variant: 'outline', size: 'sm' })}>
      Add clips
    </Link>
  );
}
