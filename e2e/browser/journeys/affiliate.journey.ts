import { logIn } from '../../fixtures/customer';
import { freeAccount, useSession } from '../support/accounts';
import type { BrowserStack } from '../support/browser-stack';
import { visible } from '../support/page-expectations';
import { inBrowser, JOURNEY_TIMEOUT_MS } from '../support/page-session';

const JOURNEY = 'affiliate';

/** The affiliate programme pages, signed out and signed in, and enrolling (docs/product-rules.md#affiliates). */
export function affiliateJourneys(app: BrowserStack): void {
  describe('affiliate programme', () => {
    it('shows the programme to a visitor with a way to sign up', () =>
      inBrowser(app, JOURNEY, async (session) => {
        const { page } = session;
        await page.goto('/affiliate-signup');
        await visible(page.getByText(/20%/).first());
        await session.capture('affiliate-signup');
        await page.goto('/affiliate');
        await visible(page.getByRole('heading', { name: 'Join Our Affiliate Program' }));
        await visible(page.getByRole('link', { name: 'Sign Up to Become an Affiliate' }).first());
      }), JOURNEY_TIMEOUT_MS);

    it('enrols a signed-in customer and shows the affiliate dashboard with the referral link', () =>
      inBrowser(app, JOURNEY, async (session) => {
        const { page, context } = session;
        const account = await freeAccount(app.amqpUrl);
        await useSession(context, app.baseUrl, (await logIn(app.baseUrl, account.email, account.password)).cookie);
        await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: app.baseUrl });
        await page.goto('/affiliate');
        await visible(page.getByRole('heading', { name: 'Join Our Affiliate Program' }));
        await session.capture('affiliate-not-enrolled');

        await page.getByRole('button', { name: 'Enroll as Affiliate' }).click();
        await visible(page.getByRole('heading', { name: 'Affiliate Dashboard' }));
        for (const card of ['Total Referrals', 'Total Earnings', 'Available Balance']) await visible(page.getByText(card, { exact: true }));
        const referral = new RegExp(`^${app.baseUrl.replace(/[.]/g, '\\.')}/\\?via=[\\w-]+$`);
        await visible(page.locator('input[value*="/?via="]').or(page.getByText(referral)));
        await session.capture('affiliate-enrolled');
        await page.getByRole('button', { name: 'Copy' }).click();
        const copied = String(await page.evaluate('navigator.clipboard.readText()'));
        if (!referral.test(copied)) throw new Error(`Copy put "${copied}" on the clipboard, not the referral link`);
      }), JOURNEY_TIMEOUT_MS);
  });
}
