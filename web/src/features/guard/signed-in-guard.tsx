import type { CurrentUser } from '@reelmix/contracts';
import { Spinner } from '@reelmix/ui';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { buildRoute, ROUTES } from '../../routes';
import { useCurrentUser } from '../../session/use-current-user';

export interface SignedInGuardProps {
  /** The guarded screen, given the signed-in user. */
  children: (user: CurrentUser) => ReactNode;
}

/**
 * Shows the screen to a signed-in customer, whatever their plan; nobody signed in (401 or a
 * failed call) goes to the login page and comes back here afterwards.
 */
export function SignedInGuard({ children }: SignedInGuardProps) {
  const { user, isLoading } = useCurrentUser();
  const location = useLocation();

  if (isLoading) {
    return (
      <div className="container page page--centered">
        <Spinner size="lg" label="Loading your account" />
      </div>
    );
  }
  if (!user) {
    const back = `${location.pathname}${location.search}`;
    return <Navigate to={buildRoute(ROUTES.login, { query: { redirect: back } })} replace />;
  }
  return <>{children(user)}</>;
}
