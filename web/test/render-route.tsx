import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from '../src/app-providers';
import { appRoutes } from '../src/app';

/**
 * Renders the real route tree at `path`, with the same providers the app uses. `state` is the
 * router state another page would have navigated there with.
 */
export function renderRoute(path: string, state?: unknown) {
  const router = createMemoryRouter(appRoutes, { initialEntries: [state === undefined ? path : { pathname: path, state }] });
  const view = render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router };
}
