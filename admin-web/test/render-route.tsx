import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from '../src/app-providers';
import { appRoutes } from '../src/app';
import { ADMIN_BASENAME } from '../src/routes';

/** Renders the real admin route tree at a full browser path (e.g. `/admin/system`). */
export function renderRoute(path: string) {
  const router = createMemoryRouter(appRoutes, { basename: ADMIN_BASENAME, initialEntries: [path] });
  const view = render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router };
}
