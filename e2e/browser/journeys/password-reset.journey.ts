import { freeAccount, logInThroughUi } from '../support/accounts';
import type { BrowserStack } from '../support/browser-stack';
import { resetPathFromMailbox } from '../support/dev-mailbox';
import { atPath, toastShown, visible } from '../support/page-expectations';
import { inBrowser, JOURNEY_TIMEOUT_MS } from '../support/page-session';

const NEW_PASSWORD = 'a newer password';

/** Forgot password, the mailed link, the reset screen (docs/product-rules.md#password-reset). */
export function passwordResetJourneys(app: BrowserStack): void {
  describe('forgot and reset password', () => {
    it('mails a reset link from the login page, resets through it, and logs in with the new password', () =>
      inBrowser(app, 'password-reset', async (session) => {
        const { page } = session;
        const account = await freeAccount(app.amqpUrl);
        await page.goto('/login');
        await page.getByRole('tabpanel', { name: 'Login' }).getByText('Forgot password').click();

        const dialog = page.getByRole('dialog', { name: 'Reset Password' });
        await dialog.getByLabel('Email').fill(account.email);
        await dialog.getByRole('button', { name: 'Send Reset Email' }).click();
        await toastShown(page, 'Reset Email Sent');
        await visible(dialog.getByText(/reset email has been sent/i));
        await dialog.getByRole('button', { name: 'Close' }).last().click();
        await dialog.waitFor({ state: 'hidden' });

        await page.goto(await resetPathFromMailbox(app.baseUrl, account.email));
        await page.getByLabel('New Password').fill(NEW_PASSWORD);
        await page.getByLabel('Confirm Password').fill('something else');
        await page.getByRole('button', { name: 'Reset Password' }).click();
        await visible(page.getByText('Passwords do not match'));
        await page.getByLabel('Confirm Password').fill(NEW_PASSWORD);
        await session.capture('reset-password');
        await page.getByRole('button', { name: 'Reset Password' }).click();
        await toastShown(page, 'Password Reset Successful');
        await atPath(page, '/login');

        await logInThroughUi(page, account.email, NEW_PASSWORD);
      }), JOURNEY_TIMEOUT_MS);
  });
}
