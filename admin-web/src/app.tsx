import { useState } from 'react';
import { createBrowserRouter, Navigate, RouterProvider, type RouteObject } from 'react-router-dom';
import { AppProviders } from './app-providers';
import { AdminShell } from './layouts/admin-shell';
import { NotFoundPage } from './pages/not-found-page';
import { RouteErrorPage } from './pages/route-error-page';
import { SystemPage } from './pages/system-page';
import { ADMIN_BASENAME, ROUTES } from './routes';

/**
 * The one route tree of the admin app, relative to `/admin`. Only the system screen exists so far;
 * the other admin screens (and the admin guard around them) are added here as they are built, and
 * until then their addresses reach the not-found page.
 */
export const appRoutes: RouteObject[] = [
  {
    path: ROUTES.root,
    element: <AdminShell />,
    errorElement: <RouteErrorPage />,
    children: [
      // The system screen is the only one built; the landing target moves to the dashboard once it exists.
      { index: true, element: <Navigate to={ROUTES.system} replace /> },
      { path: ROUTES.system, element: <SystemPage /> },
      { path: '*', element: <NotFoundPage /> },
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
