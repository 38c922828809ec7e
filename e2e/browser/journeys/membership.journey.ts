import { randomUUID } from 'node:crypto';
import { proAccount, useSession } from '../support/accounts';
import { adminCall, adminCookie, untilPlan } from '../support/admin';
import type { BrowserStack } from '../support/browser-stack';
import { atPath, toastShown, visible } from '../support/page-expectations';
import { inBrowser, JOURNEY_TIMEOUT_MS } from '../support/page-session';
import { TEST_CARD } from './registration.journey';

/** Video History for a new Pro user, and cancelling Pro from it (docs/product-rules.md#pro-access). */
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
      }, { honest: true }), JOURNEY_TIMEOUT_MS);

    it('tells a customer whose trial was used that Pro is charged today, lets them close the offer, and says what was charged', () =>
      inBrowser(app, 'returning-customer', async (session) => {
        const { page, context } = session;
        const customer = await proAccount(app.baseUrl, 'returning');
        const admin = await adminCookie(app.baseUrl);
        await adminCall(app.baseUrl, admin, 'POST', `/api/admin/users/${customer.id}/cancel-pro`, { reason: 'Asked by phone' });
        await untilPlan(app.baseUrl, admin, customer.id, false);
        await useSession(context, app.baseUrl, customer.cookie);

        await page.goto('/dashboard');
        const offer = page.getByRole('dialog', { name: 'Subscribe to Pro' });
        await visible(offer.getByText('Your free trial has been used. You will be charged $29.00 today.'));
        if (await offer.getByText(/No charge today|Start Free Trial/).count()) throw new Error('the offer still promises a free trial');
        await session.capture('offer-no-trial', { dialog: true });
        // A free user may close it and use the history underneath.
        await offer.getByRole('button', { name: 'Close' }).click();
        await offer.waitFor({ state: 'hidden' });
        await visible(page.getByText('No Video Jobs Yet'));

        await page.reload();
        await offer.getByLabel('Card Number').fill(TEST_CARD.number);
        await offer.getByLabel('Expiry Date').fill(TEST_CARD.expiry);
        await offer.getByLabel('CVC').fill(TEST_CARD.cvc);
        await offer.getByRole('button', { name: 'Pay $29.00 and Subscribe' }).click();
        await toastShown(page, 'Payment Successful');
        await visible(page.getByText(/You were charged \$29\.00 today and have Pro now\. Your next charge is on /));
        await untilPlan(app.baseUrl, admin, customer.id, true);
      }, { honest: true }), JOURNEY_TIMEOUT_MS);

    it('sends a browser with a broken e-mail download link to a page that explains it', () =>
      inBrowser(app, 'link-problem', async (session) => {
        const { page } = session;
        await page.goto(`/api/links/videos/${randomUUID()}--combination_1.mp4?u=${randomUUID()}&e=1&s=edited`);
        // An edited signature: the gateway sends the browser to the app's page, not raw JSON.
        await atPath(page, '/link-expired?reason=invalid');
        await visible(page.getByRole('heading', { level: 1, name: 'This download link is not valid' }));
        await visible(page.getByRole('link', { name: 'Sign In' }));
        await session.capture('link-problem');
      }, { honest: true }), JOURNEY_TIMEOUT_MS);
  });
}
