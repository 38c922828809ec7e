import { proAccount, useSession } from '../support/accounts';
import type { BrowserStack } from '../support/browser-stack';
import { toastShown, visible } from '../support/page-expectations';
import { inBrowser, JOURNEY_TIMEOUT_MS } from '../support/page-session';

/** Video History for a new Pro user, and cancelling Pro from it (customer-spec §2, §4). */
export function membershipJourneys(app: BrowserStack): void {
  describe('membership', () => {
    it('shows a new Pro user an empty history and cancels the membership from the dashboard', () =>
      inBrowser(app, 'membership', async (session) => {
        const { page, context } = session;
        const customer = await proAccount(app.baseUrl, 'cancelling');
        await useSession(context, app.baseUrl, customer.cookie);
        await page.goto('/dashboard');
        await visible(page.getByText('No Video Jobs Yet'));
        await visible(page.getByRole('link', { name: 'Create Your First Video' }).or(page.getByRole('button', { name: 'Create Your First Video' })));
        await session.capture('dashboard-empty');

        await page.getByRole('button', { name: 'Cancel Membership' }).click();
        const dialog = page.getByRole('dialog', { name: 'Cancel Pro Subscription' });
        await visible(dialog.getByRole('button', { name: 'Keep Subscription' }));
        await session.capture('cancel-dialog', { dialog: true });
        await dialog.getByRole('button', { name: 'Cancel Subscription' }).click();
        await toastShown(page, 'Subscription Cancelled');
        await dialog.waitFor({ state: 'hidden' });
      }), JOURNEY_TIMEOUT_MS);
  });
}
