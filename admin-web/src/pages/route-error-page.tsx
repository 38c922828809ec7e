import { buttonClassName } from '@reelmix/ui';
import { ADMIN_BASENAME } from '../routes';

/**
 * Shown when a screen throws while rendering. It replaces the whole shell, so it offers a full
 * reload of the app rather than anything that could itself have failed.
 */
export function RouteErrorPage() {
  return (
    <main className="page page--centered">
      <title>Something went wrong · Reelmix Admin</title>
      <h1 className="page__title">Something went wrong</h1>
      <p className="page__lead">Please reload the page.</p>
      <a href={`${ADMIN_BASENAME}/`} className={buttonClassName()}>
        Reload admin
      </a>
    </main>
  );
}
