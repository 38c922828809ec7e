import { SECTIONS } from '@reelmix/contracts';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { proAccount, useSession } from '../support/accounts';
import type { BrowserStack } from '../support/browser-stack';
import { jobPanel, loadedVideo, probeDownload, watchProgress } from '../support/job-panel';
import { atPath, visible } from '../support/page-expectations';
import { inBrowser } from '../support/page-session';
import { chooseClips, sectionClips } from '../support/upload-widget';
import { makeClip, makeTwoColourClip } from '../../fixtures/clips';
import { frameStats } from '../../fixtures/frames';
import type { Locator } from 'playwright-core';

/** 2 x 2 x 2 combinations, each in the two default placements (9:16 and 4:5). */
const OUTPUTS = 16;
const PLACEMENT_SIZES: Record<string, { width: number; height: number }> = {
  '9x16': { width: 1080, height: 1920 },
  '4x5': { width: 1080, height: 1350 },
};

/** The main job from the browser: upload, progress, results, history (docs/product-rules.md#the-upload-flow, docs/product-rules.md#jobs-and-progress). */
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
        // The framing review comes between upload and rendering; this journey keeps the defaults.
        await page.getByRole('button', { name: `Render ${OUTPUTS} videos` }).click();

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
        // The form opens again at once, so the next job needs no Start New Upload first.
        const introDrop = page.getByRole('button', { name: 'Add intro videos' });
        if ((await introDrop.getAttribute('aria-disabled')) === 'true') throw new Error('the drop areas stay greyed out after the job completed');

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
      }, { honest: true }), 240000);

    it('previews a landscape and a portrait clip in each placement, moves the focus point, and renders what the preview showed', () =>
      inBrowser(app, 'framing', async (session) => {
        const { page, context } = session;
        const customer = await proAccount(app.baseUrl, 'framer');
        await useSession(context, app.baseUrl, customer.cookie);
        await page.goto('/');
        // The hook's left half is red and its right half blue: which half the output keeps shows.
        await chooseClips(page, 'intro', [makeTwoColourClip(dir, 'wide-hook.mp4', { width: 640, height: 360 })]);
        await chooseClips(page, 'body', [makeClip(dir, 'tall-body.mp4', { width: 360, height: 640, seconds: 1 })]);
        await chooseClips(page, 'cta', [makeClip(dir, 'tall-cta.mp4', { width: 360, height: 640, seconds: 1 })]);
        await page.getByRole('button', { name: 'Start Creating Variations' }).click();

        const render = page.getByRole('button', { name: 'Render 2 videos' });
        await visible(render);
        const tiles = page.locator('li.framing-tile');
        await visible(tiles.nth(5));
        if ((await tiles.count()) !== 6) throw new Error(`expected 3 clips x 2 placements, saw ${await tiles.count()} tiles`);
        for (let i = 0; i < 6; i++) await shownPreview(tiles.nth(i));
        const hook = page.getByRole('listitem', { name: 'wide-hook.mp4 in 9:16' });
        await visible(hook.getByText('Auto: blur'));
        await session.capture('framing-review');

        // Fill, then move the focus to the clip's left edge: the preview turns red.
        await hook.getByRole('combobox', { name: 'Framing of wide-hook.mp4 in 9:16' }).selectOption('fill');
        const focus = hook.getByRole('slider', { name: 'Focus point of wide-hook.mp4 in 9:16' });
        await visible(focus);
        const box = await focus.boundingBox();
        if (!box) throw new Error('the focus point has no box');
        // Clicked at its left edge: the focus moves to the part of the clip under the pointer.
        await focus.click({ position: { x: 2, y: box.height / 2 } });
        await untilSaved(hook);
        const preview = await untilPreviewOf(hook, (stats) => stats.red > 200 && stats.blue < 40);
        await session.capture('framing-focus-moved');

        await render.click();
        const panel = jobPanel(page);
        await visible(panel.getByText('2 videos ready'), 180000);
        const output = panel.getByRole('listitem').filter({ hasText: '_9x16' }).first();
        const [download] = await Promise.all([page.waitForEvent('download'), output.getByRole('link', { name: /^Download / }).click()]);
        const file = join(dir, download.suggestedFilename());
        await download.saveAs(file);
        // The hook's second in the output: the red half edge to edge, as previewed, and no bars.
        const rendered = frameStats(file, 1);
        if (rendered.width !== 1080 || rendered.height !== 1920 || rendered.red < 200 || rendered.blue > 40 || rendered.nearBlack > 0.05) {
          throw new Error(`the output is not what the preview showed: ${JSON.stringify({ preview, rendered })}`);
        }
        await session.capture('framing-rendered');
      }, { honest: true }), 240000);

    it('leaves a hook-body pair out by clicking its cell, renders exactly the rest and names them by the template', () =>
      inBrowser(app, 'combinations', async (session) => {
        const { page, context } = session;
        const customer = await proAccount(app.baseUrl, 'planner');
        await useSession(context, app.baseUrl, customer.cookie);
        await page.goto('/');
        for (const section of SECTIONS) await chooseClips(page, section, sectionClips(dir, section, section === 'cta' ? 1 : 2));
        await page.getByRole('button', { name: 'Start Creating Variations' }).click();
        await visible(page.getByRole('button', { name: 'Render 8 videos' }));
        await visible(page.getByText(/4 of 4 combinations chosen, 8 videos in 2 placements/));

        await page.getByRole('button', { name: /^Hook 2 with body 1: .*, included$/ }).click();
        await visible(page.getByText(/3 of 4 combinations chosen, 6 videos in 2 placements/));
        await visible(page.getByRole('button', { name: /^Hook 2 with body 1: .*left out, excluded: h2-b1$/ }));
        const template = page.getByRole('textbox', { name: 'Name template' });
        await template.fill('{hook}_{h}{b}_{ratio}');
        await template.blur();
        await visible(page.getByRole('list', { name: 'Example names' }).getByText('intro-1_11_9x16.mp4'));
        await session.capture('combinations-chosen');

        const render = page.getByRole('button', { name: 'Render 6 videos' });
        await visible(render);
        await render.click();
        const panel = jobPanel(page);
        // While it renders: one estimate of the wait, no cut names, counts in the right number.
        await visible(panel);
        await session.checkHonesty('combinations-rendering');
        await visible(panel.getByText('6 videos ready'), 180000);
        const names = (await panel.getByRole('link', { name: /^Download / }).allInnerTexts()).join(' ');
        for (const name of ['intro-1_11_9x16', 'intro-1_12_4x5', 'intro-2_22_9x16']) if (!names.includes(name)) throw new Error(`${name} is not among the outputs: ${names}`);
        if (names.includes('intro-2_21')) throw new Error(`the left-out pair was rendered: ${names}`);
        await session.capture('combinations-rendered');
      }, { honest: true }), 240000);
  });
}

/**
 * What the wait below reads of a tile in the page. This program has no DOM types (the services share
 * it), and React's types, loaded for the mail templates, declare the DOM's element types empty.
 */
interface TileInPage {
  querySelector(selector: string): unknown;
  querySelectorAll(selector: string): Iterable<{ complete: boolean; naturalWidth: number }>;
}

/**
 * Waits until a tile shows a loaded preview and is not loading another. Scrolled to first:
 * previews load as they come into view.
 */
async function shownPreview(tile: Locator): Promise<void> {
  await tile.scrollIntoViewIfNeeded({ timeout: 15000 });
  await tile.page().waitForFunction(
    (handle) => {
      const element = handle as unknown as TileInPage | null;
      return (
        element !== null &&
        !element.querySelector('.preview-image--next, .preview-image__busy') &&
        [...element.querySelectorAll('img')].some((image) => image.complete && image.naturalWidth > 0)
      );
    },
    await tile.elementHandle({ timeout: 15000 }),
    { timeout: 15000 },
  );
}

/** Waits for a tile's save to finish without an error. */
async function untilSaved(tile: Locator): Promise<void> {
  await tile.getByText('Saving...').waitFor({ state: 'detached', timeout: 15000 });
  if (await tile.getByRole('alert').count()) throw new Error(`the framing was not saved: ${await tile.getByRole('alert').innerText()}`);
}

/** Fetches the tile's current preview (as the page does, with its cookies) until it meets `wanted`. */
async function untilPreviewOf(tile: Locator, wanted: (stats: ReturnType<typeof frameStats>) => boolean): Promise<ReturnType<typeof frameStats>> {
  const started = Date.now();
  let last: ReturnType<typeof frameStats> | undefined;
  while (Date.now() - started < 15000) {
    const src = await tile.locator('img.preview-image').last().getAttribute('src');
    if (src) {
      const bytes = await tile.page().evaluate(async (url) => Array.from(new Uint8Array(await (await fetch(url)).arrayBuffer())), src);
      const file = join(tmpdir(), `reelmix-preview-${process.pid}.jpg`);
      writeFileSync(file, Buffer.from(bytes));
      last = frameStats(file);
      rmSync(file, { force: true });
      if (wanted(last)) return last;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the preview never showed the change: ${JSON.stringify(last)}`);
}
