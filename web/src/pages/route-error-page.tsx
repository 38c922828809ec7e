import { Link } from 'react-router-dom';
import { buttonClassName } from '@reelmix/ui';
import { ROUTES } from '../routes';

/**
 * Shown when a page throws while rendering. It replaces the whole layout, so it must not depend on
 * anything that could itself have failed.
 */
export function RouteErrorPage() {
  return (
    <main className="container page page--centered">
      <title>Something went wrong · Reelmix</title>
      <h1 className="page__title">Something went wrong</h1>
      <p className="page__lead">Please reload the page. If it keeps happening, contact us.</p>
      <Link to={ROUTES.home} className={buttonClassName()} reloadDocument>
        Back to Home
      </Link>
    </main>
  );
}
