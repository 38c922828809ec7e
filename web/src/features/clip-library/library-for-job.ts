import { ROUTES } from '../../routes';

/**
 * The library opened for one job names the job in its address, not in router state, so a reload
 * or a shared link still adds to that job.
 */
const JOB_PARAM = 'job';

/** The library page that adds its selection to `jobId` rather than starting a new job. */
export function libraryForJobPath(jobId: string): string {
  return `${ROUTES.library}?${new URLSearchParams({ [JOB_PARAM]: jobId }).toString()}`;
}

/** The job the library was opened for; null when it was opened on its own. */
export function jobOfLibrary(search: URLSearchParams): string | null {
  return search.get(JOB_PARAM) || null;
}
