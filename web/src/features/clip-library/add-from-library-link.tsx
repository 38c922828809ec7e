import { buttonClassName } from '@reelmix/ui';
import { Link } from 'react-router-dom';
import { libraryForJobPath } from './library-for-job';

/** A finished job grows from the library: the chosen clips open the job's add-clips page. */
export function AddFromLibraryLink({ jobId }: { jobId: string }) {
  return (
    <Link to={libraryForJobPath(jobId)} className={buttonClassName({ variant: 'outline', size: 'sm' })}>
      Add clips from the library
    </Link>
  );
}
