import { screen, within } from '@testing-library/react';
import { mockApi, proCustomer } from '../../../test/mock-api';
import { renderRoute } from '../../../test/render-route';
import { buildApiKey } from './developer.builder';
// The app loads the page lazily; loaded here up front, it appears within the queries' usual wait.
import '../../pages/developer-page';

/** Tests of the Developer page: a Pro customer, one key, no endpoints, unless a test says otherwise. */

export const KEYS_ROUTE = 'GET /api/keys';
export const ENDPOINTS_ROUTE = 'GET /api/webhooks';

export function openDeveloperPage(routes: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({ [KEYS_ROUTE]: { body: [buildApiKey()] }, [ENDPOINTS_ROUTE]: { body: [] }, ...routes }, { signedIn: proCustomer() });
  return { api, ...renderRoute('/developer') };
}

export const toastArea = () => within(screen.getByRole('region', { name: /Notifications/ }));

/** The section under a level-2 heading, e.g. 'API keys'. */
export async function section(name: string) {
  return within(await screen.findByRole('region', { name }));
}
