import { NavLink, Outlet } from 'react-router-dom';
import { ROUTES } from '../routes';

const NAV_ITEMS = [
  { to: ROUTES.dashboard, label: 'Dashboard' },
  { to: ROUTES.users, label: 'Users' },
  { to: ROUTES.profile, label: 'Profile' },
  { to: ROUTES.settings, label: 'Settings' },
  { to: ROUTES.system, label: 'System' },
] as const;

export const MAIN_CONTENT_ID = 'main-content';

/** The frame around every admin screen. The admin's name and Logout join it with the admin session. */
export function AdminShell() {
  return (
    <div className="shell">
      <a className="skip-link" href={`#${MAIN_CONTENT_ID}`}>
        Skip to content
      </a>
      <header className="shell__header">
        <div className="shell__brand">
          <span className="shell__logo" aria-hidden="true">
            ▶
          </span>
          Reelmix Admin
        </div>
        <nav aria-label="Admin" className="shell__nav">
          {NAV_ITEMS.map((item) => (
            <NavLink key={item.to} to={item.to} className="shell__nav-link">
              {item.label}
            </NavLink>
          ))}
        </nav>
      </header>
      <main id={MAIN_CONTENT_ID} className="shell__main" tabIndex={-1}>
        <Outlet />
      </main>
    </div>
  );
}
