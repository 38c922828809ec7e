import { type JobView, SECTIONS, type UploadSection } from '@reelmix/contracts';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { makeClip } from '../../fixtures/clips';
import { proAccount, useSession } from '../support/accounts';
import type { BrowserStack } from '../support/browser-stack';
import { downloadBundle, filesUnder, manifestOf } from '../support/bundle-download';
import { latestJobId, untilCompleted } from '../support/job-api';
import { jobPanel } from '../support/job-panel';
import { atPath, visible } from '../support/page-expectations';
import { inBrowser } from '../support/page-session';
import { chooseClips, chosenClips } from '../support/upload-widget';

/*
 * Lengths chosen so that no combination lies within 0.2 s of the 9-15 s budget's ends: 27
 * combinations from 6.4 s to 16.6 s, 20 inside the budget, 15 once h2-b3 and h1-c2 are left out.
 * A fourth hook of 3.4 s makes 9 more combinations, 7 inside the budget (no rule names hook 4).
 */
const LENGTHS: Record<UploadSection, number[]> = { intro: [2.4, 4.2, 6.2], body: [3, 5, 7], cta: [1, 2, 3.4] };
const FIRST_RUN = 15;
const ADDED_HOOK_SECONDS = 3.4;
const SECOND_RUN = 7;

/** Named as a buyer names clips: a campaign, a format, a version, far longer than a column. */
const clipName = (section: UploadSection, number: number) => `${section}-${number}_summer-sale_UGC-creator-testimonial_v3-final-cut.mp4`;
const WINNER = clipName('intro', 2);
/** The first hook's label in the library: the results name it by its label, not its file name. */
const FIRST_HOOK_LABEL = 'UGC Sarah v3';
/** The job's name once renamed; the zip is named after it. */
const JOB_NAME = 'Summer sale hook test';

interface ManifestRow {
  file: string;
  sha256: string;
}

/** Width and height of an image or a video's first stream. */
function sizeOf(path: string): string {
  return execFileSync('ffprobe', ['-v', 'error', '-select_streams', 'v:0', '-show_entries', 'stream=width,height', '-of', 'csv=p=0', path]).toString().trim();
}

/**
 * The bundle as an ads manager takes it: the placement's folder, groups of at most ten videos,
 * a JPEG thumbnail at the video's size beside each video, and a manifest naming every video.
 */
function checkBundle(bundle: string, outputs: number): ManifestRow[] {
  const files = filesUnder(bundle);
  const videos = files.filter((file) => file.endsWith('.mp4'));
  if (videos.length !== outputs) throw new Error(`the bundle holds ${videos.length} videos, not ${outputs}: ${files.join(', ')}`);
  const groups = new Map<string, number>();
  for (const video of videos) {
    const match = /^9x16\/(\d\d-\d\d)\/[^/]+\.mp4$/.exec(video);
    if (!match) throw new Error(`${video} is not in a 9x16/NN-NN/ folder`);
    groups.set(match[1], (groups.get(match[1]) ?? 0) + 1);
    const thumbnail = video.replace(/\.mp4$/, '.jpg');
    if (!files.includes(thumbnail)) throw new Error(`${video} has no thumbnail beside it`);
    if (sizeOf(join(bundle, thumbnail)) !== sizeOf(join(bundle, video))) throw new Error(`${thumbnail} is not at the video's size`);
  }
  if ([...groups.values()].some((count) => count > 10)) throw new Error(`a folder holds more than ten videos: ${JSON.stringify([...groups])}`);
  if (!files.includes('manifest.csv')) throw new Error('the bundle has no manifest.csv');
  const csvRows = readFileSync(join(bundle, 'manifest.csv'), 'utf8').trim().split('\n').length - 1;
  const manifest = manifestOf<ManifestRow>(bundle);
  if (manifest.length !== outputs || csvRows !== outputs) throw new Error(`the manifests list ${manifest.length} (json) and ${csvRows} (csv) videos, not ${outputs}`);
  return manifest;
}

/** Planning a creative test in the browser, growing it, and taking the bundle away (issue: plan the test). */
export function creativeTestJourneys(app: BrowserStack): void {
  describe('a planned creative test', () => {
    const dir = mkdtempSync(join(tmpdir(), 'reelmix-browser-test-design-'));
    afterAll(() => rmSync(dir, { recursive: true, force: true }));

    it('plans 3x3x3 with two pairs left out and a 9-15 s budget, renders it, adds a hook rendering only the new combinations, downloads the bundle, reads the ads export back and starts a job with the winner', () =>
      inBrowser(app, 'creative-test', async (session) => {
        const { page, context } = session;
        const customer = await proAccount(app.baseUrl, 'tester');
        await useSession(context, app.baseUrl, customer.cookie);
        await page.goto('/');
        for (const section of SECTIONS) {
          const files = LENGTHS[section].map((seconds, index) => makeClip(dir, clipName(section, index + 1), { width: 160, height: 120, seconds }));
          await chooseClips(page, section, files);
        }
        await page.getByRole('checkbox', { name: '4:5 (Feed)' }).uncheck();
        await page.getByRole('button', { name: 'Start Creating Variations' }).click();
        await visible(page.getByText(/27 of 27 combinations chosen/));

        const rule = page.getByRole('textbox', { name: 'Add a rule' });
        for (const pair of ['h2-b3', 'h1-c2']) {
          await rule.fill(pair);
          await rule.press('Enter');
          await visible(page.getByRole('list', { name: 'Rules' }).getByText(pair));
        }
        await page.getByRole('checkbox', { name: 'Only lengths from' }).check();
        await page.getByRole('spinbutton', { name: 'Shortest length in seconds' }).fill('9');
        await page.getByRole('spinbutton', { name: 'Longest length in seconds' }).fill('15');
        await page.getByRole('spinbutton', { name: 'Longest length in seconds' }).blur();
        await visible(page.getByText(new RegExp(`${FIRST_RUN} of 27 combinations chosen, ${FIRST_RUN} videos in 1 placement`)));
        await session.capture('planned');

        await page.getByRole('button', { name: `Render ${FIRST_RUN} videos` }).click();
        // While it renders: one estimate of the wait, no cut names, counts in the right number.
        await visible(jobPanel(page));
        await session.checkHonesty('rendering');
        await visible(jobPanel(page).getByText(`${FIRST_RUN} videos ready`), 300000);
        // A new customer: their one job.
        const jobId = await latestJobId(page);
        const first = await untilCompleted(page, jobId, FIRST_RUN, 30000);
        await session.capture('first-run');

        // Every clip uploaded is in the library, with its poster.
        await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Library' }).click();
        await atPath(page, '/library');
        const cards = page.getByRole('list', { name: 'Clips' }).getByRole('listitem');
        await visible(cards.nth(8));
        if ((await cards.count()) !== 9) throw new Error(`the library lists ${await cards.count()} clips, not the 9 uploaded`);
        // Posters load lazily; the first card's is in view.
        const poster = page.getByRole('img', { name: /^Preview of / }).first();
        await page.waitForFunction((image) => image !== null && (image as unknown as { naturalWidth: number }).naturalWidth > 0, await poster.elementHandle());
        await session.capture('library');
        // A label names the clip wherever the results show it.
        await page.getByRole('button', { name: `Label ${clipName('intro', 1)}` }).click();
        await page.keyboard.type(FIRST_HOOK_LABEL);
        await page.keyboard.press('Enter');
        await visible(page.getByRole('button', { name: `Edit the label of ${clipName('intro', 1)}` }));
        await visible(cards.getByText(FIRST_HOOK_LABEL, { exact: true }));
        await session.capture('library-labelled');

        await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Video History' }).click();
        await atPath(page, '/dashboard');
        // The job is renamed in place; its zip is named after its label and its new name.
        await page.getByRole('button', { name: /^Rename job / }).first().click();
        const nameBox = page.getByRole('textbox', { name: 'Job name' });
        await nameBox.fill(JOB_NAME);
        await nameBox.press('Enter');
        await visible(page.getByRole('heading', { name: JOB_NAME, exact: true }));
        await session.capture('history-renamed');
        const firstDownload = await downloadBundle(page, dir, 'first');
        const zipName = firstDownload.suggested;
        if (!zipName.startsWith('reelmix-j') || JOB_NAME.split(' ').some((word) => !zipName.includes(word))) {
          throw new Error(`the zip is offered as ${zipName}, not as reelmix-j<number> with the words of "${JOB_NAME}"`);
        }
        const firstBundle = checkBundle(firstDownload.folder, FIRST_RUN);

        await page.getByRole('link', { name: 'Add clips' }).first().click();
        await atPath(page, `/jobs/${jobId}/add`);
        await chooseClips(page, 'intro', [makeClip(dir, clipName('intro', 4), { width: 120, height: 160, seconds: ADDED_HOOK_SECONDS })]);
        await session.capture('adding-a-hook');
        await page.getByRole('button', { name: 'Add to job' }).click();
        await atPath(page, `/jobs/${jobId}/framing`);
        // The budget and the rules still hold: only the fourth hook's combinations inside it are new.
        await visible(page.getByText(new RegExp(`${FIRST_RUN + SECOND_RUN} of 36 combinations chosen, .*; ${FIRST_RUN} already rendered, ${SECOND_RUN} new`)));
        await session.capture('review-after-adding');
        await page.getByRole('button', { name: `Render ${SECOND_RUN} new videos` }).click();
        await atPath(page, '/dashboard');
        const second = await untilCompleted(page, jobId, FIRST_RUN + SECOND_RUN, 300000);
        const added = second.outputs?.filter((output) => !first.outputs?.some((old) => old.fileName === output.fileName)) ?? [];
        if (added.length !== SECOND_RUN || added.some((output) => output.intro !== 4)) {
          throw new Error(`the second run made ${added.map((output) => output.fileName).join(', ')}, not the fourth hook's ${SECOND_RUN}`);
        }

        await page.reload();
        await visible(page.getByText(`${FIRST_RUN + SECOND_RUN} (9:16)`));
        await session.capture('history-after-adding');
        const bundle = checkBundle((await downloadBundle(page, dir, 'second')).folder, FIRST_RUN + SECOND_RUN);
        // What the first run made was not made again: the same files, byte for byte.
        for (const row of firstBundle) {
          const again = bundle.find((candidate) => candidate.file === row.file);
          if (again?.sha256 !== row.sha256) throw new Error(`${row.file} changed in the second run`);
        }

        // The ads ran: the export says hook 2 wins, and its verdict leads to a new job with it.
        const exportFile = join(dir, 'meta-export.csv');
        writeFileSync(exportFile, metaExport(second));
        await page.getByRole('link', { name: 'Read results' }).first().click();
        await atPath(page, `/jobs/${jobId}/results`);
        const [chooser] = await Promise.all([page.waitForEvent('filechooser'), page.getByRole('button', { name: 'Choose an export file' }).click()]);
        await chooser.setFiles(exportFile);
        const hooksRead = page.getByRole('region', { name: 'Hooks', exact: true });
        await visible(hooksRead.getByText(`Winner: ${WINNER}`));
        await visible(page.getByText(new RegExp(`${FIRST_RUN + SECOND_RUN} of ${FIRST_RUN + SECOND_RUN + 1} rows matched`)));
        // Each hook's rate with its interval and effect, under its whole name, then its figures.
        const rates = hooksRead.getByRole('figure', { name: 'CTR by hook, with 95% intervals' }).getByRole('listitem');
        await visible(rates.nth(3));
        const winnerRate = await rates.filter({ hasText: WINNER }).innerText();
        if (!/\d\.\d%\s*\(\d\.\d%–\d\.\d%\)/.test(winnerRate) || !winnerRate.includes('as likely to be clicked')) {
          throw new Error(`the winner's rate does not read as a rate with its interval and effect: ${winnerRate}`);
        }
        await visible(hooksRead.getByRole('rowheader').filter({ hasText: WINNER }));
        await visible(hooksRead.getByRole('rowheader', { name: FIRST_HOOK_LABEL }));
        // At desktop and at phone width, each held to page-honesty.ts: names whole, every figure in reach.
        await session.capture('read-back');

        // The report is kept with the job: the history says what it came to, and it opens again.
        await visible(page.getByRole('status').getByText('Kept with this job'));
        await page.getByRole('link', { name: 'Back to Video History' }).click();
        await atPath(page, '/dashboard');
        await visible(page.getByText(`1 report · latest: Hook ${WINNER} wins`));
        await session.capture('history-with-report');
        await page.getByRole('link', { name: 'Read results' }).first().click();
        await atPath(page, `/jobs/${jobId}/results`);
        await visible(page.getByRole('region', { name: 'Hooks' }).getByText(`Winner: ${WINNER}`));
        await visible(page.getByRole('listitem', { name: 'meta-export.csv' }).getByText('Shown'));
        await session.capture('kept-report');
        await page.getByRole('button', { name: 'Start a new job with the winners' }).click();
        await atPath(page, '/');
        // The upload page puts the winners into their sections once it knows the account's plan.
        await visible(page.getByRole('list', { name: 'Chosen intro videos' }).getByRole('listitem').first());
        const hooks = await chosenClips(page, 'intro');
        if (hooks.length !== 1 || !hooks[0].includes(WINNER)) throw new Error(`the new job's hooks are ${hooks.join(', ')}, not the winner`);
        // One placement ran, so it is the one chosen (the upload page's default is 9:16 and 4:5).
        if (await page.getByRole('checkbox', { name: '4:5 (Feed)' }).isChecked()) throw new Error('the new job did not keep the tested placement alone');
        await session.capture('winners-chosen');
      }, { honest: true }), 600000);
  });
}

/**
 * A Meta Ads Manager export of the job's ads, named as a buyer names them (a campaign prefix, a
 * version suffix), plus one row of another campaign: 8,000 impressions each, hook 2 at three
 * times the others' click-through.
 */
function metaExport(job: JobView): string {
  const rows = (job.outputs ?? []).map((output) => {
    const clicks = output.intro === 2 ? 240 : 80;
    return `"Summer sale | ${output.fileName.replace(/\.mp4$/, '')} | v1",40.00,"8,000",${clicks},${clicks / 10},2400`;
  });
  return ['Ad name,Amount spent (USD),Impressions,Link clicks,Results,3-second video plays', ...rows, 'Brand always-on,12.00,"3,000",30,2,900', ''].join('\n');
}
