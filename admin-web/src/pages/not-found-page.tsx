import { Link } from 'react-router-dom';
import { buttonClassName } from '@reelmix/ui';
import { ROUTES } from '../routes';

export function NotFoundPage() {
  return (
    <div className="page page--centered">
      <title>Page Not Found · Reelmix Admin</title>
      <h1 className="page__title">Page Not Found</h1>
      <p className="page__lead">This admin page does not exist or has moved.</p>
      <Link to={ROUTES.dashboard} className={buttonClassName()}>
        Go to Dashboard
      </Link>
    </div>
  );
}
