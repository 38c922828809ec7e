import { AD_TOKEN_REFUSED, type JobView, type PublicationView, SECTIONS } from '@reelmix/contracts';
import type { FakeAd, FakeTokenGrant } from '@reelmix/testing';
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { makeClip } from '../../fixtures/clips';
import { proAccount, useSession } from '../support/accounts';
import type { BrowserStack } from '../support/browser-stack';
import type { StackMeta } from '../support/fake-meta';
import { jobPanel } from '../support/job-panel';
import { atPath, visible } from '../support/page-expectations';
import { inBrowser, type PageSession } from '../support/page-session';
import { chooseClips, chosenClips, sectionClips } from '../support/upload-widget';

/** 2 hooks x 2 bodies x 2 CTAs in the one placement chosen (9:16): eight videos, eight ads. */
const OUTPUTS = 8;
const TOKEN = 'EAAB-publishing-journey-system-user-token';
const AD_ACCOUNT = 'act_210000000000001';
const AD_SET = '410000000000001';
const PAGE = '510000000000001';
const GRANT: FakeTokenGrant = {
  userId: '110000000000001',
  userName: 'Glow Skincare ads',
  adAccounts: [
    {
      id: AD_ACCOUNT,
      name: 'Glow Skincare',
      currency: 'USD',
      campaigns: [{ id: '310000000000001', name: 'Hook test', adSets: [{ id: AD_SET, name: 'Broad, link clicks', optimizationGoal: 'LINK_CLICKS' }] }],
    },
  ],
  pages: [{ id: PAGE, name: 'Glow Skincare' }],
};
const AD_TEXT = { primaryText: 'Dry skin? Not for long.', headline: 'Glow in 7 days', link: 'https://glow.example/offer' };
/** Meta's figures per ad: the same reach everywhere, hook 1's ads clicked four times as often as hook 2's. */
const IMPRESSIONS = 20000;
const LINK_CLICKS: Record<number, number> = { 1: 600, 2: 150 };
const HOOK_VIEWS: Record<number, number> = { 1: 6000, 2: 3000 };
const WINNER = 'intro-1.mp4';
const CHALLENGER = 'challenger-hook.mp4';
/** Publishing a finished job to Meta from the browser, reading the live verdict and running the next round in the same ad set. */
export function publishingJourneys(app: BrowserStack, meta: StackMeta): void {
  describe('publishing to Meta', () => {
    const dir = mkdtempSync(join(tmpdir(), 'reelmix-browser-publishing-'));
    afterAll(() => rmSync(dir, { recursive: true, force: true }));

    it('connects a token, publishes a 2x2x2 job into an ad set, reads a hook winner live, pauses the losers and publishes the next round into the same ad set', () =>
      inBrowser(app, 'publishing', async (session) => {
        const { page, context } = session;
        meta.api.addToken(TOKEN, GRANT);
        const customer = await proAccount(app.baseUrl, 'publisher');
        await useSession(context, app.baseUrl, customer.cookie);

        await page.goto('/');
        for (const section of SECTIONS) await chooseClips(page, section, sectionClips(dir, section, 2));
        const firstJob = await renderOnePlacement(page);

        await connectMeta(session);

        // Round 1 goes out active, so pausing the losers later has something to change.
        await openPublishDialog(page, firstJob.id);
        const dialog = page.getByRole('dialog', { name: 'Publish as ads' });
        await dialog.getByRole('combobox', { name: 'Ad account' }).selectOption({ label: 'Glow Skincare (act_210000000000001), USD' });
        const adSet = dialog.getByRole('combobox', { name: 'Ad set' });
        // Options of a closed select count as hidden: the ad set's is waited on until it is there.
        await adSet.getByRole('option', { name: /^Broad, link clicks/ }).waitFor({ state: 'attached' });
        await adSet.selectOption(AD_SET);
        await dialog.getByRole('combobox', { name: 'Page' }).selectOption({ label: 'Glow Skincare' });
        await dialog.getByRole('textbox', { name: 'Primary text' }).fill(AD_TEXT.primaryText);
        await dialog.getByRole('textbox', { name: 'Headline (optional)' }).fill(AD_TEXT.headline);
        await dialog.getByRole('combobox', { name: 'Call to action' }).selectOption({ label: 'Shop now' });
        await dialog.getByRole('textbox', { name: 'Link' }).fill(AD_TEXT.link);
        await dialog.getByRole('checkbox', { name: 'Create ads paused' }).uncheck();
        await visible(dialog.getByRole('alert').getByText(/created active/));
        await session.capture('publish-form', { dialog: true });
        await dialog.getByRole('button', { name: `Publish ${OUTPUTS} ads` }).click();
        await watchPublishing(dialog);
        await session.capture('published', { dialog: true });
        const firstAds = await checkAdsOnMeta(page, meta, firstJob, 1, 'ACTIVE');
        await closeDialog(dialog);

        // Meta's side: the ads ran, and hook 1's are clicked four times as often.
        for (const { ad, hook } of firstAds) {
          const clicks = String(LINK_CLICKS[hook]);
          meta.api.setInsights(ad.id, {
            impressions: String(IMPRESSIONS),
            spend: '40.00',
            inline_link_clicks: clicks,
            actions: [
              { action_type: 'link_click', value: clicks },
              { action_type: 'video_view', value: String(HOOK_VIEWS[hook]) },
            ],
          });
        }
        await resultsCard(page, firstJob.id).getByRole('link', { name: 'Read results' }).click();
        await atPath(page, `/jobs/${firstJob.id}/results`);
        const live = page.getByRole('region', { name: 'Live results' });
        await visible(live.getByText('Not read from Meta yet.'));
        await live.getByRole('button', { name: 'Refresh now' }).click();
        await visible(live.getByText(new RegExp(`^Last read .* from ${OUTPUTS} ads\\.$`)));
        await visible(live.getByRole('region', { name: 'Hooks', exact: true }).getByText(`Winner: ${WINNER}`));
        await session.capture('live-verdict');

        await live.getByRole('button', { name: 'Pause losing ads' }).click();
        const pauseDialog = page.getByRole('dialog', { name: 'Pause losing ads' });
        const losers = firstAds.filter(({ hook }) => hook === 2);
        const listed = await pauseDialog.getByRole('list', { name: 'Ads to pause' }).getByRole('listitem').allInnerTexts();
        if (listed.length !== losers.length || losers.some(({ ad }) => !listed.some((line) => line.endsWith(`ad ${ad.id}`)))) {
          throw new Error(`the dialog lists ${listed.join('; ')}, not the ${losers.length} ads of hook 2`);
        }
        await session.capture('pause-losers', { dialog: true });
        await pauseDialog.getByRole('button', { name: `Pause ${losers.length} ads` }).click();
        await visible(live.getByRole('status').getByText(`Paused ${losers.length} ads on Meta:`));
        await visible(live.getByRole('list', { name: 'Paused ads' }).getByRole('listitem').nth(losers.length - 1));
        const statuses = new Map(adsInAdSet(meta).map((ad) => [ad.id, ad.status]));
        const wrong = firstAds.filter(({ ad, hook }) => statuses.get(ad.id) !== (hook === 2 ? 'PAUSED' : 'ACTIVE'));
        if (wrong.length > 0) throw new Error(`after pausing the losers, on Meta: ${firstAds.map(({ ad, hook }) => `hook ${hook} ${statuses.get(ad.id)}`).join(', ')}`);
        await session.capture('losers-paused');

        // The next round: the winning hook from the library against a new challenger.
        await live.getByRole('button', { name: 'Start a new job with the winners' }).click();
        await atPath(page, '/');
        await visible(page.getByRole('list', { name: 'Chosen intro videos' }).getByRole('listitem').first());
        const seeded = await chosenClips(page, 'intro');
        if (seeded.length !== 1 || !seeded[0].includes(WINNER)) throw new Error(`the next round starts with the hooks ${seeded.join(', ')}, not the winner`);
        await chooseClips(page, 'intro', [makeClip(dir, CHALLENGER, { width: 160, height: 120, seconds: 0.5 })]);
        await session.capture('next-round-upload');
        const secondJob = await renderOnePlacement(page, { placementKept: true });

        await openPublishDialog(page, secondJob.id);
        await visible(dialog.getByText(`Filled in from your last publish, into ad set ${AD_SET}`));
        await untilChosen(dialog.getByRole('combobox', { name: 'Ad set' }), AD_SET);
        if (!(await dialog.getByRole('checkbox', { name: 'Create ads paused' }).isChecked())) throw new Error('the next round would go out active without being asked');
        await session.capture('next-round-form', { dialog: true });
        await dialog.getByRole('button', { name: `Publish ${OUTPUTS} ads` }).click();
        await watchPublishing(dialog);
        await checkAdsOnMeta(page, meta, secondJob, 2, 'PAUSED');
        await closeDialog(dialog);

        await resultsCard(page, secondJob.id).getByRole('link', { name: 'Read results' }).click();
        await atPath(page, `/jobs/${secondJob.id}/results`);
        const rounds = page.getByRole('navigation', { name: 'Rounds in this ad set' });
        await visible(rounds.getByText('Round 2 (this job)'));
        if ((await rounds.getByText('Round 2 (this job)').getAttribute('aria-current')) !== 'page') throw new Error('round 2 is not marked as the page shown');
        await session.capture('rounds');
        await rounds.getByRole('link', { name: new RegExp(`^Round 1 \\(${escaped(firstJob.name)}\\)$`) }).click();
        await atPath(page, `/jobs/${firstJob.id}/results`);
        await visible(page.getByRole('navigation', { name: 'Rounds in this ad set' }).getByRole('link', { name: /^Round 2 / }));
      }, { honest: true }), 600000);
  });
}

/** Waits for a select to show `value`: a value carried over shows once the list holding it has loaded. */
async function untilChosen(select: Locator, value: string): Promise<void> {
  const deadline = Date.now() + 15000;
  let shown = await select.inputValue();
  while (shown !== value) {
    if (Date.now() > deadline) throw new Error(`${await select.getAttribute('id')} shows "${shown}", not ${value}`);
    await select.page().waitForTimeout(100);
    shown = await select.inputValue();
  }
}

function escaped(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * From the upload page with its clips chosen: keeps 9:16 alone, reviews and renders, and waits
 * for the eight videos. `placementKept`: the page was seeded with the tested placement alone.
 */
async function renderOnePlacement(page: Page, { placementKept = false } = {}): Promise<JobView> {
  const feed = page.getByRole('checkbox', { name: '4:5 (Feed)' });
  if (placementKept) {
    if (await feed.isChecked()) throw new Error('the next round did not keep the tested placement alone');
  } else await feed.uncheck();
  await page.getByRole('button', { name: 'Start Creating Variations' }).click();
  await page.getByRole('button', { name: `Render ${OUTPUTS} videos` }).click();
  await visible(jobPanel(page).getByText(`${OUTPUTS} videos ready`), 180000);
  const [job] = (await (await page.request.get('/api/jobs')).json()) as JobView[];
  if (job?.status !== 'completed' || job.outputs?.length !== OUTPUTS) throw new Error(`the newest job is not ${OUTPUTS} finished videos: ${JSON.stringify(job?.counts)}`);
  return job;
}

/** On Integrations: a wrong token is refused with Meta's reason, the fake's token connects. */
async function connectMeta(session: PageSession): Promise<void> {
  const { page } = session;
  await page.goto('/integrations');
  await visible(page.getByRole('heading', { name: 'Integrations', level: 1 }));
  const card = page.getByRole('region', { name: 'Meta ads' });
  const token = card.getByLabel('Access token');
  await token.fill('EAAB-a-token-meta-never-issued');
  await card.getByRole('button', { name: 'Connect' }).click();
  await visible(card.getByRole('alert').getByText(AD_TOKEN_REFUSED));
  await session.capture('token-refused');
  await token.fill(TOKEN);
  await card.getByRole('button', { name: 'Connect' }).click();
  await visible(card.getByText(`Connected as ${GRANT.userName}.`));
  await visible(card.getByRole('list', { name: 'Ad accounts' }).getByText(`Glow Skincare (${AD_ACCOUNT}), USD`));
  if ((await page.content()).includes(TOKEN)) throw new Error('the page shows the saved token');
  await session.capture('connected');
}

/** The job's card in Video History. */
function resultsCard(page: Page, jobId: string): Locator {
  return page.getByRole('article').filter({ has: page.locator(`a[href="/jobs/${jobId}/results"]`) });
}

async function openPublishDialog(page: Page, jobId: string): Promise<void> {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Video History' }).click();
  await atPath(page, '/dashboard');
  await resultsCard(page, jobId).getByRole('button', { name: 'Publish as ads' }).click();
  const dialog = page.getByRole('dialog', { name: 'Publish as ads' });
  await visible(dialog.getByRole('button', { name: `Publish ${OUTPUTS} ads` }));
  // Meta is the one platform connected, so it is the one chosen.
  if (!(await dialog.getByRole('radio', { name: 'Meta' }).isChecked())) throw new Error('the dialog does not publish to Meta');
}

/**
 * Follows the dialog's summary until every video is an ad: it says "Publishing…" first (the
 * publish call's own answer), then "Done: 8 published.", and each row names its ad.
 */
async function watchPublishing(dialog: Locator): Promise<void> {
  const summary = dialog.getByRole('status');
  await visible(summary);
  const first = await summary.innerText();
  if (!first.startsWith('Publishing…')) throw new Error(`the publish opened with "${first}"`);
  await visible(summary.getByText(/^Done:$/), 60000);
  const done = await summary.innerText();
  if (!done.startsWith(`Done: ${OUTPUTS} published.`)) throw new Error(`the publish ended with "${done}"`);
  const rows = dialog.getByRole('table', { name: 'Publishing progress' }).getByRole('row').filter({ has: dialog.page().getByRole('rowheader') });
  const asAds = rows.filter({ has: dialog.page().getByRole('cell', { name: 'Published', exact: true }) }).filter({ hasText: /Ad \d{15,18}/ });
  if ((await rows.count()) !== OUTPUTS || (await asAds.count()) !== OUTPUTS) throw new Error(`the progress lists: ${(await rows.allInnerTexts()).join(' | ')}`);
}

/** The dialog's own Close button, beside the title's ×, which is named Close too. */
async function closeDialog(dialog: Locator): Promise<void> {
  await dialog.getByRole('button', { name: 'Close' }).filter({ hasText: 'Close' }).click();
  await dialog.waitFor({ state: 'detached' });
}

interface AdOfHook {
  ad: FakeAd;
  hook: number;
}

function adsInAdSet(meta: StackMeta): FakeAd[] {
  return (meta.api.state().adAccounts[AD_ACCOUNT]?.ads ?? []).filter((ad) => ad.adsetId === AD_SET);
}

/**
 * What Meta holds of the job, its `round`th in the ad set: one ad per video there, each `status`, named after its video,
 * of a creative on the Page with the buyer's texts whose video is the job's file byte for byte.
 * Answers each ad with the hook its video opens with.
 */
async function checkAdsOnMeta(page: Page, meta: StackMeta, job: JobView, round: number, status: FakeAd['status']): Promise<AdOfHook[]> {
  const [publication] = (await (await page.request.get(`/api/jobs/${job.id}/publications`)).json()) as PublicationView[];
  const state = meta.api.state().adAccounts[AD_ACCOUNT];
  const found: AdOfHook[] = [];
  for (const output of job.outputs ?? []) {
    const published = publication?.outputs.find((candidate) => candidate.fileName === output.fileName);
    const ad = adsInAdSet(meta).find((candidate) => candidate.id === published?.adId);
    const creative = state?.creatives.find((candidate) => candidate.id === ad?.creativeId);
    const video = state?.videos.find((candidate) => candidate.id === creative?.videoId);
    const bytes = await (await page.request.get(output.path)).body();
    const problem = !ad
      ? 'has no ad in the ad set'
      : ad.status !== status
        ? `has an ad ${ad.status}`
        : ad.name !== output.fileName.replace(/\.mp4$/, '')
          ? `has an ad named ${ad.name}`
          : creative?.pageId !== PAGE || !JSON.stringify(creative.objectStorySpec).includes(AD_TEXT.primaryText)
            ? 'has no creative on the Page with its text'
            : video?.sha256 !== createHash('sha256').update(bytes).digest('hex')
              ? 'has a creative of another video'
              : null;
    if (problem) throw new Error(`${output.fileName} ${problem}`);
    found.push({ ad: ad as FakeAd, hook: output.intro });
  }
  if (new Set(found.map(({ ad }) => ad.creativeId)).size !== OUTPUTS) throw new Error(`the job's ${OUTPUTS} ads share creatives`);
  // Nothing else was made: one ad per video of each round published so far.
  const inAdSet = adsInAdSet(meta).length;
  if (inAdSet !== OUTPUTS * round) throw new Error(`the ad set holds ${inAdSet} ads after round ${round}, not ${OUTPUTS * round}`);
  return found;
}
