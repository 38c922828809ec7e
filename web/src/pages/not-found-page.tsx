import { Link } from 'react-router-dom';
import { buttonClassName } from '@reelmix/ui';
import { ROUTES } from '../routes';

export function NotFoundPage() {
  return (
    <div className="container page page--centered">
      <title>Page Not Found · Reelmix</title>
      <h1 className="page__title">Page Not Found</h1>
      <p className="page__lead">The page you are looking for does not exist or has moved.</p>
      <Link to={ROUTES.home} className={buttonClassName()}>
        Back to Home
      </Link>
    </div>
  );
}
