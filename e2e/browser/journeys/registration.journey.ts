import type { CurrentUser } from '@reelmix/contracts';
import { PASSWORD, uniqueEmail } from '../support/accounts';
import type { BrowserStack } from '../support/browser-stack';
import { atPath, logoutButton, toastShown, visible } from '../support/page-expectations';
import { inBrowser, JOURNEY_TIMEOUT_MS } from '../support/page-session';

/** The built-in test provider's card (tools/start.mjs prints it), with an expiry five years out. */
export const TEST_CARD = { number: '4242 4242 4242 4242', expiry: `12/${String((new Date().getFullYear() + 5) % 100).padStart(2, '0')}`, cvc: '123' };

/** Registration needs a card: the account exists only once the payment step succeeds (docs/product-rules.md#registration-trial-and-billing). */
export function registrationJourneys(app: BrowserStack): void {
  describe('registration', () => {
    it('registers from the Register tab with the test card and lands signed in on the trial', () =>
      inBrowser(app, 'registration', async (session) => {
        const { page } = session;
        const email = uniqueEmail('registered');
        await page.goto('/login?signup=pro');
        const form = page.getByRole('tabpanel', { name: 'Register' });
        await form.getByLabel('Email').fill(email);
        await form.getByLabel('Password', { exact: true }).fill(PASSWORD);
        await form.getByLabel('Confirm Password').fill(PASSWORD);
        await session.capture('register');
        await form.getByRole('button', { name: 'Create Account' }).click();

        const dialog = page.getByRole('dialog', { name: 'Start Your 7-Day Free Trial' });
        await visible(dialog.getByText('Pro Plan - $29/month'));
        await dialog.getByLabel('Card Number').fill(TEST_CARD.number);
        await dialog.getByLabel('Expiry Date').fill(TEST_CARD.expiry);
        await dialog.getByLabel('CVC').fill(TEST_CARD.cvc);
        await session.capture('payment-dialog', { dialog: true });
        await dialog.getByRole('button', { name: 'Start Free Trial' }).click();

        // 'Welcome to Reelmix!' (docs/product-rules.md#registration-trial-and-billing).
        await toastShown(page, 'Welcome to Reelmix!');
        await atPath(page, '/');
        await visible(logoutButton(page));
        const me = await page.request.get('/api/auth/me');
        const user = (await me.json()) as CurrentUser;
        if (user.email !== email || user.subscriptionStatus !== 'trialing') {
          throw new Error(`expected ${email} on the trial, the session is ${JSON.stringify(user)}`);
        }
        await visible(page.getByRole('heading', { name: 'Create Video Variations' }));
        await session.capture('home-signed-in');
      }, { honest: true }), JOURNEY_TIMEOUT_MS);
  });
}
