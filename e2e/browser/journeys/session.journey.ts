import { freeAccount, fillLoginForm, logInThroughUi } from '../support/accounts';
import type { BrowserStack } from '../support/browser-stack';
import { atPath, loginLink, logoutButton, toastShown, visible } from '../support/page-expectations';
import { inBrowser, JOURNEY_TIMEOUT_MS } from '../support/page-session';

const JOURNEY = 'session';

/** Login, logout and the customer guard (docs/product-rules.md#sessions, docs/product-rules.md#who-may-do-what). */
export function sessionJourneys(app: BrowserStack): void {
  describe('login and logout', () => {
    it('refuses a wrong password with a message, then logs in to the redirect address and logs out', () =>
      inBrowser(app, JOURNEY, async (session) => {
        const { page } = session;
        const account = await freeAccount(app.amqpUrl);
        await page.goto('/login?redirect=/how-it-works');
        await visible(page.getByRole('tab', { name: 'Login', selected: true }));
        await session.capture('login');

        await fillLoginForm(page, account.email, 'not the password');
        await toastShown(page, 'Login failed');
        await visible(page.getByRole('status').getByText('Invalid credentials', { exact: true }));
        await visible(loginLink(page));
        await atPath(page, '/login?redirect=/how-it-works');

        await logInThroughUi(page, account.email, account.password, '/how-it-works');
        await toastShown(page, 'Login successful');

        await logoutButton(page).click();
        await toastShown(page, 'Logged Out');
        await visible(loginLink(page));
        const me = await page.request.get('/api/auth/me');
        if (me.status() !== 401) throw new Error(`after logout /api/auth/me answered ${me.status()}`);
      }), JOURNEY_TIMEOUT_MS);

    it('sends a visitor who opens the dashboard to the login page', () =>
      inBrowser(app, JOURNEY, async ({ page }) => {
        await page.goto('/dashboard');
        await page.waitForURL((url) => url.pathname === '/login');
        await visible(page.getByRole('tab', { name: 'Login' }));
      }), JOURNEY_TIMEOUT_MS);
  });
}
