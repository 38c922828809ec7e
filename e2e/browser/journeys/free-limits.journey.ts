import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freeAccount, logInThroughUi } from '../support/accounts';
import type { BrowserStack } from '../support/browser-stack';
import { toast, visible } from '../support/page-expectations';
import { inBrowser, JOURNEY_TIMEOUT_MS } from '../support/page-session';
import { chooseClips, chosenClips, sectionClips } from '../support/upload-widget';

/** The free plan's limits, told before anything is sent (docs/product-rules.md#plans-and-limits). */
export function freeLimitsJourneys(app: BrowserStack): void {
  describe('free plan limits', () => {
    const dir = mkdtempSync(join(tmpdir(), 'reelmix-browser-limits-'));
    afterAll(() => rmSync(dir, { recursive: true, force: true }));

    it("keeps three of four intro clips for a free user and says 'Too Many Files'", () =>
      inBrowser(app, 'free-limits', async (session) => {
        const { page } = session;
        const account = await freeAccount(app.amqpUrl);
        await page.goto('/login');
        await logInThroughUi(page, account.email, account.password);

        await chooseClips(page, 'intro', sectionClips(dir, 'intro', 4));
        await visible(toast(page, 'Too Many Files'));
        await visible(page.getByRole('status').getByText(/^Maximum 3 files allowed for the intro videos\./));
        const kept = await chosenClips(page, 'intro');
        if (kept.length !== 3 || kept.some((item) => item.includes('intro-4.mp4'))) throw new Error(`the intro area kept: ${kept.join(' | ')}`);
        await session.capture('too-many-files');
      }, { honest: true }), JOURNEY_TIMEOUT_MS);
  });
}
