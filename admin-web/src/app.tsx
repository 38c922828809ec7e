import { lazy, useState } from 'react';
import { createBrowserRouter, Navigate, RouterProvider, type RouteObject } from 'react-router-dom';
import { AppProviders } from './app-providers';
import { AdminGuard } from './features/session/admin-guard';
import { AdminShell } from './layouts/admin-shell';
import { LoginPage } from './pages/login-page';
import { NotFoundPage } from './pages/not-found-page';
import { RouteErrorPage } from './pages/route-error-page';
import { ADMIN_BASENAME, ROUTES } from './routes';

// Screens behind the guard load on first visit, so the login screen is all a signed-out visit downloads.
const DashboardPage = lazy(() => import('./pages/dashboard-page').then((module) => ({ default: module.DashboardPage })));
const UsersPage = lazy(() => import('./pages/users-page').then((module) => ({ default: module.UsersPage })));
const UserDetailPage = lazy(() => import('./pages/user-detail-page').then((module) => ({ default: module.UserDetailPage })));
const UserMailPage = lazy(() => import('./pages/user-mail-page').then((module) => ({ default: module.UserMailPage })));
const ProfilePage = lazy(() => import('./pages/profile-page').then((module) => ({ default: module.ProfilePage })));
const SettingsPage = lazy(() => import('./pages/settings-page').then((module) => ({ default: module.SettingsPage })));
const AffiliatesPage = lazy(() => import('./pages/affiliates-page').then((module) => ({ default: module.AffiliatesPage })));
const SystemPage = lazy(() => import('./pages/system-page').then((module) => ({ default: module.SystemPage })));
const AuditLogPage = lazy(() => import('./pages/audit-log-page').then((module) => ({ default: module.AuditLogPage })));

/**
 * The one route tree of the admin app, relative to `/admin` (docs/product-rules.md#the-admin-area): the login screen on
 * its own, every other screen inside the shell behind the admin guard.
 */
export const appRoutes: RouteObject[] = [
  {
    path: ROUTES.root,
    errorElement: <RouteErrorPage />,
    children: [
      { path: ROUTES.login, element: <LoginPage /> },
      {
        element: <AdminGuard />,
        children: [
          {
            element: <AdminShell />,
            children: [
              { index: true, element: <Navigate to={ROUTES.dashboard} replace /> },
              { path: ROUTES.dashboard, element: <DashboardPage /> },
              { path: ROUTES.users, element: <UsersPage /> },
              { path: ROUTES.userDetail, element: <UserDetailPage /> },
              { path: ROUTES.userMail, element: <UserMailPage /> },
              { path: ROUTES.profile, element: <ProfilePage /> },
              { path: ROUTES.settings, element: <SettingsPage /> },
              { path: ROUTES.affiliates, element: <AffiliatesPage /> },
              { path: ROUTES.system, element: <SystemPage /> },
              { path: ROUTES.auditLog, element: <AuditLogPage /> },
              { path: '*', element: <NotFoundPage /> },
            ],
          },
        ],
      },
    ],
  },
];

export function App() {
  // Created on mount rather than at import, so tests can import `appRoutes` without a browser router.
  const [router] = useState(() => createBrowserRouter(appRoutes, { basename: ADMIN_BASENAME }));
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
