import { Link, NavLink } from 'react-router-dom';
import { buttonClassName } from '@reelmix/ui';
import { ROUTES } from '../routes';
import { Logo } from './logo';

/**
 * Site header. Every visitor is shown the signed-out links for now: the signed-in set
 * (Video History, Affiliate Program, Logout) arrives with the current-user query.
 */
export function SiteHeader() {
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
          <NavLink to={ROUTES.pricing} className="site-nav__link">
            Pricing
          </NavLink>
          <Link to={ROUTES.login} className={buttonClassName({ size: 'sm' })}>
            Login
          </Link>
        </nav>
      </div>
    </header>
  );
}
