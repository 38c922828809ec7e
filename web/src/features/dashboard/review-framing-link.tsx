import { buttonClassName } from '@reelmix/ui';
import { Link } from 'react-router-dom';
import { buildRoute, ROUTES } from '../../routes';

/**
 * A pending job was uploaded but never sent to rendering (the buyer left during the framing
 * review); this is the way back to that review and its render button.
 */
export function ReviewFramingLink({ jobId }: { jobId: string }) {
  return (
    <div className="job-card__waiting">
      <p className="job-card__waiting-text">This job is waiting for you to check its framing and start the render.</p>
      <Link to={buildRoute(ROUTES.jobFraming, { params: { id: jobId } })} className={buttonClassName()}>
        Review Framing and Render
      </Link>
    </div>
  );
}
