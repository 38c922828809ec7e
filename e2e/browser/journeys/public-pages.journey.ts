import type { Page } from 'playwright-core';
import type { BrowserStack } from '../support/browser-stack';
import { atPath, loginLink, toastShown, visible } from '../support/page-expectations';
import { inBrowser, JOURNEY_TIMEOUT_MS } from '../support/page-session';

const JOURNEY = 'public-pages';

/** Fetches a file the page links to and fails unless it is there with the type a browser needs. */
async function expectServed(page: Page, url: string, type: string): Promise<void> {
  const answer = await page.request.get(url);
  const served = answer.headers()['content-type'] ?? '';
  if (answer.status() !== 200 || !served.startsWith(type)) throw new Error(`${url} answers ${answer.status()} ${served}, not 200 ${type}`);
}

/**
 * The demo's videos are there and play: each player has a poster and a video file the server
 * sends as video/mp4, and the browser reads its length (it loads metadata on its own).
 */
async function expectDemoPlayable(page: Page): Promise<void> {
  await visible(page.getByText(/^These videos were made by Reelmix from the 4 clips below/));
  const players = page.getByRole('list', { name: 'Videos made by Reelmix' }).locator('video');
  await visible(players);
  const count = await players.count();
  if (count === 0) throw new Error('the demo shows no videos');
  for (let index = 0; index < count; index += 1) {
    const player = players.nth(index);
    const [src, poster] = await Promise.all([player.getAttribute('src'), player.getAttribute('poster')]);
    if (!src || !poster) throw new Error(`demo video ${index + 1} has src ${src} and poster ${poster}`);
    await expectServed(page, src, 'video/mp4');
    await expectServed(page, poster, 'image/');
    await player.scrollIntoViewIfNeeded();
    await page.waitForFunction((video) => (video as unknown as { duration: number }).duration > 0, await player.elementHandle(), { timeout: 15000 });
  }
}

/** What a visitor can see without an account (docs/product-rules.md#who-may-do-what). */
export function publicPagesJourneys(app: BrowserStack): void {
  describe('public pages, signed out', () => {
    it('takes a visitor from the home page to pricing, and from pricing to the Pro sign-up', () =>
      inBrowser(app, JOURNEY, async (session) => {
        const { page } = session;
        await page.goto('/');
        await visible(page.getByRole('heading', { name: 'Create Video Variations' }));
        await visible(page.getByRole('button', { name: 'Log In to Upload' }));
        await visible(loginLink(page));
        await session.capture('home-signed-out');

        await page.getByRole('main').getByRole('link', { name: 'Get Started For Free' }).first().click();
        await atPath(page, '/pricing');
        await visible(page.getByText('$29/month'));
        await visible(page.getByText('7-Day Free Trial!'));
        await session.capture('pricing');

        await page.getByRole('button', { name: 'Sign up for Free Trial' }).click();
        await toastShown(page, 'Sign Up Required');
        await atPath(page, '/login?signup=pro');
        await visible(page.getByRole('tab', { name: 'Register', selected: true }));
      }, { honest: true }), JOURNEY_TIMEOUT_MS);

    it('shows how it works, sends the contact form, and shows privacy and terms from the footer', () =>
      inBrowser(app, JOURNEY, async (session) => {
        const { page } = session;
        const footer = page.getByRole('contentinfo');
        await page.goto('/how-it-works');
        for (const step of ['Upload Videos', 'Process', 'Download']) await visible(page.getByRole('heading', { name: step, exact: true }));
        await expectDemoPlayable(page);
        await session.capture('how-it-works');

        await footer.getByRole('link', { name: 'Contact Us' }).click();
        await atPath(page, '/contact');
        await page.getByLabel('Name', { exact: true }).fill('Dana Buyer');
        await page.getByLabel('Email', { exact: true }).fill('dana@example.com');
        await page.getByLabel('Subject', { exact: true }).fill('Bulk pricing');
        await page.getByLabel('Message', { exact: true }).fill('Do you offer team plans?');
        await session.capture('contact');
        await page.getByRole('button', { name: 'Send Message' }).click();
        await toastShown(page, 'Message Sent');
        if ((await page.getByLabel('Subject', { exact: true }).inputValue()) !== '') throw new Error('the contact form was not cleared after sending');

        await footer.getByRole('link', { name: 'Privacy Policy' }).click();
        await atPath(page, '/privacy-policy');
        await visible(page.getByRole('heading', { name: 'Privacy Policy', level: 1 }));
        await session.capture('privacy');

        await footer.getByRole('link', { name: 'Terms & Conditions' }).click();
        await atPath(page, '/terms');
        await visible(page.getByRole('heading', { name: 'Terms & Conditions', level: 1 }));
        await visible(page.getByText(/27 combinations/).first());
        await session.capture('terms');
      }, { honest: true }), JOURNEY_TIMEOUT_MS);

    it("shows 'Page Not Found' for an unknown address", () =>
      inBrowser(app, JOURNEY, async (session) => {
        const { page } = session;
        await page.goto('/no-such-page/anywhere');
        await visible(page.getByRole('heading', { name: 'Page Not Found' }));
        await session.capture('not-found');
        await page.getByRole('link', { name: 'Back to Home' }).click();
        await atPath(page, '/');
      }, { honest: true }), JOURNEY_TIMEOUT_MS);
  });
}
