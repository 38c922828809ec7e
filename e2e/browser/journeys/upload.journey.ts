import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { proAccount, useSession } from '../support/accounts';
import type { BrowserStack } from '../support/browser-stack';
import { jobPanel, loadedVideo, probeDownload, watchProgress } from '../support/job-panel';
import { atPath, visible } from '../support/page-expectations';
import { inBrowser } from '../support/page-session';
import { chooseClips, type Section, sectionClips } from '../support/upload-widget';

const SECTIONS: Section[] = ['intro', 'body', 'cta'];
/** 2 x 2 x 2 combinations, each in the two default placements (9:16 and 4:5). */
const OUTPUTS = 16;
const PLACEMENT_SIZES: Record<string, { width: number; height: number }> = {
  '9x16': { width: 1080, height: 1920 },
  '4x5': { width: 1080, height: 1350 },
};

/** The main job from the browser: upload, progress, results, history (customer-spec §2, §4). */
export function uploadJourneys(app: BrowserStack): void {
  describe('upload, progress and results', () => {
    const dir = mkdtempSync(join(tmpdir(), 'reelmix-browser-clips-'));
    afterAll(() => rmSync(dir, { recursive: true, force: true }));

    it('uploads 2x2x2 clips, shows the job to completion with outputs listed as they arrive, plays an output, downloads one, and lists the job in the history', () =>
      inBrowser(app, 'upload', async (session) => {
        const { page, context } = session;
        const customer = await proAccount(app.baseUrl, 'uploader');
        await useSession(context, app.baseUrl, customer.cookie);
        await page.goto('/');
        for (const section of SECTIONS) await chooseClips(page, section, sectionClips(dir, section, 2));
        await visible(page.getByText('8 combinations', { exact: true }));
        await page.getByRole('button', { name: 'Start Creating Variations' }).click();

        const { progress, outputsBeforeDone } = await watchProgress(page, 180000);
        if (progress.length < 2 || progress.some((value, index) => index > 0 && value < progress[index - 1])) {
          throw new Error(`expected progress rising to 100%, saw ${progress.join('%, ')}%`);
        }
        // Each output is listed as soon as it is stored, not when the whole job is done.
        if (outputsBeforeDone < 1) throw new Error(`no output was listed before the job was done (progress ${progress.join('%, ')}%)`);
        const panel = jobPanel(page);
        await visible(panel.getByText(`${OUTPUTS} videos ready`));
        // The gateway hands every job to the background (backgroundProcessing: true); the widget
        // follows it there and shows Complete! once the job has finished, with the files cleared.
        await visible(page.getByRole('button', { name: 'Complete!' }));

        const first = panel.getByRole('listitem').filter({ has: page.locator('video') }).first();
        const shown = await first.innerText();
        const size = PLACEMENT_SIZES[/_(9x16|4x5)\.mp4/.exec(shown)?.[1] ?? ''];
        if (!size) throw new Error(`no output name with a placement in "${shown}"`);
        const played = await loadedVideo(first.locator('video'));
        if (played.width !== size.width || played.height !== size.height) throw new Error(`${shown} plays at ${played.width}x${played.height}`);

        const [download] = await Promise.all([page.waitForEvent('download'), first.getByRole('link', { name: /^Download / }).click()]);
        const file = join(dir, download.suggestedFilename());
        await download.saveAs(file);
        if (!file.endsWith('.mp4')) throw new Error(`the download is named ${download.suggestedFilename()}`);
        const saved = probeDownload(file);
        if (!saved.isMp4 || saved.width !== size.width || saved.height !== size.height) {
          throw new Error(`the download is not the ${size.width}x${size.height} mp4 shown: ${JSON.stringify(saved)}`);
        }
        await session.capture('job-results');

        await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Video History' }).click();
        await atPath(page, '/dashboard');
        await visible(page.getByRole('heading', { name: 'Pro Jobs History' }));
        await visible(page.getByText('Total Jobs'));
        await visible(page.getByText('Completed', { exact: true }).first());
        await visible(page.getByRole('link', { name: download.suggestedFilename().replace(/\.mp4$/, '') }).first());
        await session.capture('dashboard-with-job');
      }), 240000);
  });
}
