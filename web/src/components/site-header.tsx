import { useQueryClient } from '@tanstack/react-query';
import { Link, NavLink, useNavigate } from 'react-router-dom';
import { Button, buttonClassName, useToast } from '@reelmix/ui';
import { logout } from '../api/auth';
import { queryKeys } from '../lib/query-keys';
import { ROUTES } from '../routes';
import { useCurrentUser } from '../session/use-current-user';
import { Logo } from './logo';

/** Site header (docs/product-rules.md#customer-screens): How It Works always; Video History, Library, Developer, Affiliate Program, Account and Logout when signed in; Pricing and Login otherwise. */
export function SiteHeader() {
  const { user } = useCurrentUser();
  const signOut = useSignOut();
  return (
    <header className="site-header">
      <div className="container site-header__inner">
        <Link to={ROUTES.home} className="site-header__logo" aria-label="Reelmix home">
          <Logo />
        </Link>
        <nav aria-label="Main" className="site-nav">
          <NavLink to={ROUTES.howItWorks} className="site-nav__link">
            How It Works
          </NavLink>
          {user ? (
            <>
              <NavLink to={ROUTES.dashboard} className="site-nav__link">
                Video History
              </NavLink>
              <NavLink to={ROUTES.library} className="site-nav__link">
                Library
              </NavLink>
              <NavLink to={ROUTES.developer} className="site-nav__link">
                Developer
              </NavLink>
              <NavLink to={ROUTES.affiliate} className="site-nav__link">
                Affiliate Program
              </NavLink>
              <NavLink to={ROUTES.account} className="site-nav__link">
                Account
              </NavLink>
              <Button size="sm" variant="outline" onClick={signOut}>
                Logout
              </Button>
            </>
          ) : (
            <>
              <NavLink to={ROUTES.pricing} className="site-nav__link">
                Pricing
              </NavLink>
              <Link to={ROUTES.login} className={buttonClassName({ size: 'sm' })}>
                Login
              </Link>
            </>
          )}
        </nav>
      </div>
    </header>
  );
}

/** docs/product-rules.md#sessions: 'Logged Out' on success; 'Logout failed' on failure. Clears every cached answer. */
function useSignOut(): () => Promise<void> {
  const client = useQueryClient();
  const navigate = useNavigate();
  const { toast } = useToast();
  return async () => {
    try {
      await logout();
      client.setQueryData(queryKeys.currentUser, null);
      client.removeQueries({ queryKey: queryKeys.jobs });
      client.removeQueries({ queryKey: queryKeys.sessions });
      // Key names and endpoint addresses are the account's; the next person at this browser must not see them.
      client.removeQueries({ queryKey: queryKeys.developer });
      toast({ title: 'Logged Out', description: 'You have been successfully logged out.' });
      void navigate(ROUTES.home);
    } catch {
      toast({ title: 'Logout failed', description: 'Failed to log out. Please try again.', variant: 'destructive' });
    }
  };
}
