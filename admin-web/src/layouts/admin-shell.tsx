import { Spinner } from '@reelmix/ui';
import { Suspense } from 'react';
import { NavLink, Outlet } from 'react-router-dom';
import { LogoutButton } from '../features/session/logout-button';
import { useAdminIdentity } from '../hooks/use-admin-identity';
import { ROUTES } from '../routes';

const NAV_ITEMS = [
  { to: ROUTES.dashboard, label: 'Dashboard' },
  { to: ROUTES.users, label: 'Users' },
  { to: ROUTES.affiliates, label: 'Affiliates' },
  { to: ROUTES.profile, label: 'Profile' },
  { to: ROUTES.settings, label: 'Settings' },
  { to: ROUTES.auditLog, label: 'Audit log' },
  { to: ROUTES.system, label: 'System' },
] as const;

export const MAIN_CONTENT_ID = 'main-content';

/** The frame around every signed-in admin screen: navigation, the admin's name and Logout. */
export function AdminShell() {
  const { admin } = useAdminIdentity();
  const name = [admin?.firstName, admin?.lastName].filter(Boolean).join(' ') || admin?.email;

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
        <div className="shell__account">
          {name && (
            <span className="shell__admin">
              <span className="rm-visually-hidden">Signed in as </span>
              {name}
            </span>
          )}
          <LogoutButton />
        </div>
      </header>
      <main id={MAIN_CONTENT_ID} className="shell__main" tabIndex={-1}>
        {/* Screens are loaded on first visit; the shell stays while one arrives. */}
        <Suspense
          fallback={
            <div className="page__loading">
              <Spinner size="lg" label="Loading" />
            </div>
          }
        >
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}
