import { AD_ACCOUNT_NOT_CONNECTED, AD_TOKEN_EXPIRED, type AdConnectionView, TIKTOK_CALL_TO_ACTIONS, TIKTOK_NOT_CONNECTED, TIKTOK_TOKEN_EXPIRED } from '@reelmix/contracts/browser';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, proCustomer } from '../../../../test/mock-api';
import { renderRoute } from '../../../../test/render-route';
import { JOB_ID } from '../../jobs/job-view.builder';
import { finishedJob } from '../../read-back/read-results.fixture';
import { LINK_MUST_BE_HTTPS } from '../publish-form-values';
import { CALL_TO_ACTION_LABELS } from '../publishing-labels';
import { buildAdSet, buildConnection, buildLastPublication, buildPublication, buildPublishedOutput, buildTikTokConnection } from '../publishing.builder';

const PUBLISH_ROUTE = `POST /api/jobs/${JOB_ID}/publish`;
const LAST_PUBLICATION_ROUTE = 'GET /api/integrations/meta/last-publication';
const TIKTOK_ROUTE = 'GET /api/integrations/tiktok';
const ADVERTISER = '7012345678901234567';
const PER_CTA = 'A different link for each CTA';
/** The finished job with two CTA clips, the second labelled in the library. */
const TWO_CTAS = { 'GET /api/jobs/user': { body: [finishedJob({ isPaid: true, ctaVideos: ['cta-a.mp4', 'cta-b.mp4'], clipLabels: { intro: [null, null], body: [null], cta: [null, 'Sale CTA'] } })] } };

/** The history with one finished job, as a customer whose Meta connection is `connection`. */
function openHistory(connection: AdConnectionView | null = buildConnection(), routes: Parameters<typeof mockApi>[0] = {}) {
  const publication = buildPublication();
  const api = mockApi(
    {
      'GET /api/jobs/user': { body: [finishedJob({ isPaid: true })] },
      'GET /api/integrations/meta': { body: { connection } },
      'GET /api/integrations/meta/ad-accounts': { body: connection?.adAccounts ?? [] },
      'GET /api/integrations/meta/ad-sets': { body: [buildAdSet(), buildAdSet({ id: '2002', name: 'Lookalike 1%', campaignName: 'Retargeting', optimizationGoal: 'LINK_CLICKS' })] },
      'GET /api/integrations/meta/pages': { body: [{ id: '4001', name: 'Reelmix Store' }] },
      [TIKTOK_ROUTE]: { body: { connection: null } },
      'GET /api/integrations/tiktok/ad-groups': { body: [buildAdSet({ id: '1790001', name: 'US 18-34', campaignName: 'Spark test', optimizationGoal: 'CLICK' })] },
      'GET /api/integrations/tiktok/identities': { body: [{ id: '6900001', identityType: 'CUSTOMIZED_USER', name: 'Shop Ads' }] },
      [LAST_PUBLICATION_ROUTE]: { body: { publication: null } },
      [PUBLISH_ROUTE]: { status: 202, body: publication },
      [`GET /api/jobs/${JOB_ID}/publications`]: { body: [publication] },
      ...routes,
    },
    { signedIn: proCustomer() },
  );
  renderRoute('/dashboard');
  return api;
}

async function openPublishDialog(user: ReturnType<typeof userEvent.setup>) {
  const card = within(await screen.findByRole('article', { name: `Job ${JOB_ID}` }));
  await user.click(card.getByRole('button', { name: 'Publish as ads' }));
  return within(await screen.findByRole('dialog', { name: 'Publish as ads' }));
}

/** Chooses the account, its first ad set and the Page, and writes the primary text. */
async function fillDestination(user: ReturnType<typeof userEvent.setup>, dialog: ReturnType<typeof within>) {
  await user.selectOptions(await dialog.findByRole('combobox', { name: 'Ad account' }), 'act_1');
  const adSet = dialog.getByRole('combobox', { name: 'Ad set' });
  await waitFor(() => expect(adSet).toBeEnabled());
  await user.selectOptions(adSet, '2001');
  await user.selectOptions(dialog.getByRole('combobox', { name: 'Page' }), '4001');
  await user.type(dialog.getByRole('textbox', { name: 'Primary text' }), 'Try it today');
}

describe('publishing a finished job to Meta', () => {
  it('sends a buyer without a connection to the Integrations page', async () => {
    const user = userEvent.setup();
    const api = openHistory(null);

    const dialog = await openPublishDialog(user);
    const alert = await dialog.findByRole('alert');
    expect(alert).toHaveTextContent(AD_ACCOUNT_NOT_CONNECTED);
    expect(alert).toHaveTextContent(TIKTOK_NOT_CONNECTED);
    expect(dialog.getByRole('link', { name: 'Open Integrations' })).toHaveAttribute('href', '/integrations');
    expect(api.callsTo('GET /api/integrations/meta/ad-accounts')).toEqual([]);
  });

  it('asks for a new token when the saved one has expired', async () => {
    const user = userEvent.setup();
    openHistory(buildConnection({ state: 'expired' }));

    const dialog = await openPublishDialog(user);
    expect(await dialog.findByRole('alert')).toHaveTextContent(AD_TOKEN_EXPIRED);
  });

  it('offers only Meta when TikTok is not connected', async () => {
    const user = userEvent.setup();
    openHistory();

    const dialog = await openPublishDialog(user);
    const platform = within(await dialog.findByRole('group', { name: 'Platform' }));
    expect(platform.getByRole('radio', { name: 'Meta' })).toBeChecked();
    expect(platform.getByRole('radio', { name: 'TikTok' })).toBeDisabled();
    expect(platform.getByText('(connect it on the Integrations page)')).toBeInTheDocument();
    // A platform never connected is only not offered; its refusal is for a dialog with nothing to offer.
    expect(dialog.queryByText(TIKTOK_NOT_CONNECTED)).not.toBeInTheDocument();
    expect(dialog.getByRole('form', { name: 'Publish to Meta' })).toBeInTheDocument();
  });

  it('shows the chosen ad set’s campaign and goal, requires an https link, and sends paused ads by default', async () => {
    const user = userEvent.setup();
    const api = openHistory();

    const dialog = await openPublishDialog(user);
    await fillDestination(user, dialog);
    expect(dialog.getByRole('combobox', { name: 'Ad set' })).toHaveAccessibleDescription('Campaign: Spring sale. Optimisation goal: OFFSITE_CONVERSIONS.');
    expect(dialog.getByRole('option', { name: 'Lookalike 1% (campaign Retargeting, optimised for LINK_CLICKS)' })).toBeInTheDocument();
    expect(dialog.getByRole('checkbox', { name: 'Create ads paused' })).toBeChecked();
    // One CTA clip has nothing to tell apart: its link is the main one.
    expect(dialog.queryByRole('checkbox', { name: PER_CTA })).not.toBeInTheDocument();
    await user.selectOptions(dialog.getByRole('combobox', { name: 'Call to action' }), 'Shop now');

    const link = dialog.getByRole('textbox', { name: 'Link' });
    await user.type(link, 'http://example.com/shop');
    await user.click(dialog.getByRole('button', { name: 'Publish 4 ads' }));
    expect(link).toHaveAccessibleDescription(expect.stringContaining(LINK_MUST_BE_HTTPS));
    expect(api.callsTo(PUBLISH_ROUTE)).toEqual([]);

    await user.clear(link);
    await user.type(link, 'https://example.com/shop');
    await user.click(dialog.getByRole('button', { name: 'Publish 4 ads' }));

    await waitFor(() => expect(api.callsTo(PUBLISH_ROUTE)).toHaveLength(1));
    expect(api.callsTo(PUBLISH_ROUTE)[0].body).toEqual({
      platform: 'meta',
      adAccountId: 'act_1',
      adSetId: '2001',
      pageId: '4001',
      primaryText: 'Try it today',
      callToAction: 'SHOP_NOW',
      link: 'https://example.com/shop',
      status: 'PAUSED',
    });
    expect(await dialog.findByRole('table', { name: 'Publishing progress' })).toBeInTheDocument();
  });

  it('starts the next round where the last publish went: same account, ad set, Page and texts, still paused', async () => {
    const user = userEvent.setup();
    const last = buildLastPublication();
    const api = openHistory(buildConnection(), { [LAST_PUBLICATION_ROUTE]: { body: { publication: last } } });

    const dialog = await openPublishDialog(user);
    expect(await dialog.findByText(/Filled in from your last publish/)).toHaveTextContent(
      'Filled in from your last publish, into ad set 2001: the next round goes into the same ad set unless you choose another.',
    );
    const adSet = dialog.getByRole('combobox', { name: 'Ad set' });
    await waitFor(() => expect(adSet).toBeEnabled());
    expect(dialog.getByRole('combobox', { name: 'Ad account' })).toHaveValue('act_1');
    expect(adSet).toHaveValue('2001');
    expect(dialog.getByRole('combobox', { name: 'Page' })).toHaveValue('4001');
    expect(dialog.getByRole('textbox', { name: 'Primary text' })).toHaveValue(last.primaryText);
    expect(dialog.getByRole('textbox', { name: 'Headline (optional)' })).toHaveValue(last.headline);
    expect(dialog.getByRole('combobox', { name: 'Call to action' })).toHaveValue('SHOP_NOW');
    expect(dialog.getByRole('textbox', { name: 'Link' })).toHaveValue(last.link);
    expect(dialog.getByRole('checkbox', { name: 'Create ads paused' })).toBeChecked();

    // The buyer may still change any of it.
    await user.selectOptions(adSet, '2002');
    await user.click(dialog.getByRole('button', { name: 'Publish 4 ads' }));
    await waitFor(() => expect(api.callsTo(PUBLISH_ROUTE)).toHaveLength(1));
    expect(api.callsTo(PUBLISH_ROUTE)[0].body).toEqual({
      platform: 'meta',
      adAccountId: 'act_1',
      adSetId: '2002',
      pageId: '4001',
      primaryText: last.primaryText,
      headline: last.headline,
      callToAction: 'SHOP_NOW',
      link: last.link,
      status: 'PAUSED',
    });
  });

  it('asks, once ticked, for a link per CTA clip, refuses one that is not https and sends only those filled in', async () => {
    const user = userEvent.setup();
    const api = openHistory(buildConnection(), TWO_CTAS);

    const dialog = await openPublishDialog(user);
    await fillDestination(user, dialog);
    await user.type(dialog.getByRole('textbox', { name: 'Link' }), 'https://example.com/shop');
    const perCta = dialog.getByRole('checkbox', { name: PER_CTA });
    expect(perCta).not.toBeChecked();
    expect(dialog.queryByRole('textbox', { name: 'Link for cta-a.mp4' })).not.toBeInTheDocument();

    await user.click(perCta);
    const first = dialog.getByRole('textbox', { name: 'Link for cta-a.mp4' });
    expect(dialog.getByRole('textbox', { name: 'Link for Sale CTA' })).toHaveValue('');
    await user.type(first, 'example.com/sale');
    await user.click(dialog.getByRole('button', { name: 'Publish 4 ads' }));
    expect(first).toHaveAccessibleDescription(LINK_MUST_BE_HTTPS);
    expect(api.callsTo(PUBLISH_ROUTE)).toEqual([]);

    await user.clear(first);
    await user.type(first, 'https://example.com/sale');
    await user.click(dialog.getByRole('button', { name: 'Publish 4 ads' }));
    await waitFor(() => expect(api.callsTo(PUBLISH_ROUTE)).toHaveLength(1));
    expect(api.callsTo(PUBLISH_ROUTE)[0].body).toMatchObject({ link: 'https://example.com/shop', ctaLinks: [{ position: 1, link: 'https://example.com/sale' }] });
  });

  it("starts with the last publish's CTA links ticked and filled in", async () => {
    const user = userEvent.setup();
    const last = buildLastPublication({ ctaLinks: [{ position: 2, link: 'https://example.com/sale' }] });
    const api = openHistory(buildConnection(), { ...TWO_CTAS, [LAST_PUBLICATION_ROUTE]: { body: { publication: last } } });

    const dialog = await openPublishDialog(user);
    expect(await dialog.findByRole('checkbox', { name: PER_CTA })).toBeChecked();
    expect(dialog.getByRole('textbox', { name: 'Link for cta-a.mp4' })).toHaveValue('');
    expect(dialog.getByRole('textbox', { name: 'Link for Sale CTA' })).toHaveValue('https://example.com/sale');
    await waitFor(() => expect(dialog.getByRole('combobox', { name: 'Ad set' })).toHaveValue('2001'));
    await user.click(dialog.getByRole('button', { name: 'Publish 4 ads' }));

    await waitFor(() => expect(api.callsTo(PUBLISH_ROUTE)).toHaveLength(1));
    expect(api.callsTo(PUBLISH_ROUTE)[0].body).toMatchObject({ link: last.link, ctaLinks: [{ position: 2, link: 'https://example.com/sale' }] });
  });

  it('asks again for an ad set the last publish used that Meta no longer lists', async () => {
    const user = userEvent.setup();
    const api = openHistory(buildConnection(), { [LAST_PUBLICATION_ROUTE]: { body: { publication: buildLastPublication({ adSetId: '2999' }) } } });

    const dialog = await openPublishDialog(user);
    const adSet = await dialog.findByRole('combobox', { name: 'Ad set' });
    await waitFor(() => expect(adSet).toBeEnabled());
    expect(adSet).toHaveValue('');
    await user.click(dialog.getByRole('button', { name: 'Publish 4 ads' }));

    expect(adSet).toHaveAccessibleDescription(expect.stringContaining('Choose the ad set the ads go into.'));
    expect(api.callsTo(PUBLISH_ROUTE)).toEqual([]);
  });

  it('starts empty when the last publish cannot be read', async () => {
    const user = userEvent.setup();
    openHistory(buildConnection(), { [LAST_PUBLICATION_ROUTE]: { status: 503, body: { error: 'Service Unavailable' } } });

    const dialog = await openPublishDialog(user);
    expect(await dialog.findByRole('combobox', { name: 'Ad account' })).toHaveValue('');
    expect(dialog.getByRole('textbox', { name: 'Primary text' })).toHaveValue('');
    expect(dialog.queryByText(/Filled in from your last publish/)).not.toBeInTheDocument();
  });

  it('warns that unpaused ads spend at once, and sends them active with the headline', async () => {
    const user = userEvent.setup();
    const api = openHistory();

    const dialog = await openPublishDialog(user);
    await fillDestination(user, dialog);
    await user.type(dialog.getByRole('textbox', { name: 'Headline (optional)' }), 'Spring sale');
    await user.type(dialog.getByRole('textbox', { name: 'Link' }), 'https://example.com/shop');
    await user.click(dialog.getByRole('checkbox', { name: 'Create ads paused' }));
    expect(dialog.getByRole('alert')).toHaveTextContent(/start spending this ad set's budget as soon as Meta approves them/);

    await user.click(dialog.getByRole('button', { name: 'Publish 4 ads' }));
    await waitFor(() => expect(api.callsTo(PUBLISH_ROUTE)).toHaveLength(1));
    expect(api.callsTo(PUBLISH_ROUTE)[0].body).toMatchObject({ headline: 'Spring sale', callToAction: 'LEARN_MORE', status: 'ACTIVE' });
  });

  it("shows the server's refusal of a publish", async () => {
    const user = userEvent.setup();
    openHistory(buildConnection(), { [PUBLISH_ROUTE]: { status: 409, body: { error: 'Conflict', message: 'Every finished video of this job is already published into this ad set.' } } });

    const dialog = await openPublishDialog(user);
    await fillDestination(user, dialog);
    await user.type(dialog.getByRole('textbox', { name: 'Link' }), 'https://example.com/shop');
    await user.click(dialog.getByRole('button', { name: 'Publish 4 ads' }));

    expect(await dialog.findByRole('alert')).toHaveTextContent('Every finished video of this job is already published into this ad set.');
  });

  it('follows the publish until every video is an ad or has failed', async () => {
    const user = userEvent.setup();
    const running = buildPublication([
      buildPublishedOutput({ fileName: 'h1-b1-c1_9x16.mp4', state: 'published', adId: '7001' }),
      buildPublishedOutput({ fileName: 'h1-b1-c1_4x5.mp4', state: 'uploading' }),
      buildPublishedOutput({ fileName: 'h2-b1-c1_9x16.mp4', state: 'queued' }),
      buildPublishedOutput({ fileName: 'h2-b1-c1_4x5.mp4', state: 'failed', error: 'Meta rejected the video: it is shorter than one second.' }),
    ]);
    const done = buildPublication([
      ...running.outputs.slice(0, 1),
      buildPublishedOutput({ fileName: 'h1-b1-c1_4x5.mp4', adId: '7002' }),
      buildPublishedOutput({ fileName: 'h2-b1-c1_9x16.mp4', adId: '7003' }),
      running.outputs[3],
    ]);
    let reads = 0;
    const api = openHistory(buildConnection(), {
      [PUBLISH_ROUTE]: { status: 202, body: running },
      [`GET /api/jobs/${JOB_ID}/publications`]: () => ({ body: [(reads += 1) > 1 ? done : running] }),
    });

    const dialog = await openPublishDialog(user);
    await fillDestination(user, dialog);
    await user.type(dialog.getByRole('textbox', { name: 'Link' }), 'https://example.com/shop');
    await user.click(dialog.getByRole('button', { name: 'Publish 4 ads' }));

    expect(await dialog.findByRole('status')).toHaveTextContent('Publishing… 1 published, 1 failed, 2 in progress.');
    const table = within(dialog.getByRole('table', { name: 'Publishing progress' }));
    expect(table.getByRole('row', { name: /^h1-b1-c1_9x16\.mp4/ })).toHaveTextContent('PublishedAd 7001');
    expect(table.getByRole('row', { name: /^h1-b1-c1_4x5\.mp4/ })).toHaveTextContent('Uploading the video');
    expect(table.getByRole('row', { name: /^h2-b1-c1_9x16\.mp4/ })).toHaveTextContent('Waiting');
    expect(table.getByRole('row', { name: /^h2-b1-c1_4x5\.mp4/ })).toHaveTextContent('FailedMeta rejected the video: it is shorter than one second.');

    // Read again every 2 s while it runs, and no more once it has ended.
    await waitFor(() => expect(dialog.getByRole('status')).toHaveTextContent('Done: 3 published, 1 failed.'), { timeout: 6000 });
    expect(table.getByRole('row', { name: /^h2-b1-c1_9x16\.mp4/ })).toHaveTextContent('Ad 7003');
    const readsWhenDone = api.callsTo(`GET /api/jobs/${JOB_ID}/publications`).length;
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(api.callsTo(`GET /api/jobs/${JOB_ID}/publications`)).toHaveLength(readsWhenDone);
  }, 15_000);
});

/** Chooses the advertiser, its ad group and identity, and writes the ad text and link. */
async function fillTikTok(user: ReturnType<typeof userEvent.setup>, dialog: ReturnType<typeof within>) {
  await user.selectOptions(await dialog.findByRole('combobox', { name: 'Advertiser' }), ADVERTISER);
  const adGroup = dialog.getByRole('combobox', { name: 'Ad group' });
  await waitFor(() => expect(adGroup).toBeEnabled());
  await user.selectOptions(adGroup, '1790001');
  const identity = dialog.getByRole('combobox', { name: 'Identity' });
  await waitFor(() => expect(identity).toBeEnabled());
  await user.selectOptions(identity, '6900001');
  await user.type(dialog.getByRole('textbox', { name: 'Ad text' }), 'Glow in 7 days');
  await user.type(dialog.getByRole('textbox', { name: 'Link' }), 'https://example.com/shop');
}

describe('publishing a finished job to TikTok', () => {
  it("publishes into the chosen advertiser's ad group as an identity, with TikTok's fields only, paused by default", async () => {
    const user = userEvent.setup();
    const api = openHistory(null, { [TIKTOK_ROUTE]: { body: { connection: buildTikTokConnection() } } });

    const dialog = await openPublishDialog(user);
    const platform = within(await dialog.findByRole('group', { name: 'Platform' }));
    expect(platform.getByRole('radio', { name: 'TikTok' })).toBeChecked();
    expect(platform.getByRole('radio', { name: 'Meta' })).toBeDisabled();
    expect(dialog.getByRole('form', { name: 'Publish to TikTok' })).toBeInTheDocument();
    expect(dialog.queryByRole('textbox', { name: 'Headline (optional)' })).not.toBeInTheDocument();
    expect(dialog.queryByRole('combobox', { name: 'Page' })).not.toBeInTheDocument();
    const actions = within(dialog.getByRole('combobox', { name: 'Call to action' })).getAllByRole('option');
    expect(actions.map((option) => option.textContent)).toEqual(TIKTOK_CALL_TO_ACTIONS.map((action) => CALL_TO_ACTION_LABELS[action]));

    await fillTikTok(user, dialog);
    const asked = api.fetchMock.mock.calls.map(([input]) => String(input));
    expect(asked).toEqual(expect.arrayContaining([expect.stringContaining(`/api/integrations/tiktok/ad-groups?advertiserId=${ADVERTISER}`), expect.stringContaining(`/api/integrations/tiktok/identities?advertiserId=${ADVERTISER}`)]));
    expect(dialog.getByRole('combobox', { name: 'Ad group' })).toHaveAccessibleDescription('Campaign: Spark test. Optimisation goal: CLICK.');
    expect(dialog.getByRole('checkbox', { name: 'Create ads paused' })).toBeChecked();
    expect(dialog.getByText('The ads wait, paused, in TikTok Ads Manager until you switch them on.')).toBeInTheDocument();
    await user.selectOptions(dialog.getByRole('combobox', { name: 'Call to action' }), 'Shop now');
    await user.click(dialog.getByRole('button', { name: 'Publish 4 ads' }));

    await waitFor(() => expect(api.callsTo(PUBLISH_ROUTE)).toHaveLength(1));
    expect(api.callsTo(PUBLISH_ROUTE)[0].body).toEqual({
      platform: 'tiktok',
      adAccountId: ADVERTISER,
      adSetId: '1790001',
      pageId: '6900001',
      identityType: 'CUSTOMIZED_USER',
      primaryText: 'Glow in 7 days',
      callToAction: 'SHOP_NOW',
      link: 'https://example.com/shop',
      status: 'PAUSED',
    });
    expect(api.callsTo('GET /api/integrations/meta/ad-accounts')).toEqual([]);
  });

  it("names TikTok's fields when they are missing, and warns in TikTok's words when ads go live", async () => {
    const user = userEvent.setup();
    const api = openHistory(null, { [TIKTOK_ROUTE]: { body: { connection: buildTikTokConnection() } } });

    const dialog = await openPublishDialog(user);
    await user.click(await dialog.findByRole('checkbox', { name: 'Create ads paused' }));
    expect(dialog.getByRole('alert')).toHaveTextContent("The ads are created active: they start spending this ad group's budget as soon as TikTok approves them.");
    await user.click(dialog.getByRole('button', { name: 'Publish 4 ads' }));

    expect(dialog.getByRole('combobox', { name: 'Advertiser' })).toHaveAccessibleDescription('Choose the advertiser.');
    expect(dialog.getByRole('combobox', { name: 'Ad group' })).toHaveAccessibleDescription(expect.stringContaining('Choose the ad group the ads go into.'));
    expect(dialog.getByRole('combobox', { name: 'Identity' })).toHaveAccessibleDescription(expect.stringContaining('Choose the identity the ads run as.'));
    expect(dialog.getByRole('textbox', { name: 'Ad text' })).toHaveAccessibleDescription("Write the ad's text.");
    expect(api.callsTo(PUBLISH_ROUTE)).toEqual([]);
  });

  it('lets the buyer switch between connected platforms, each form starting afresh', async () => {
    const user = userEvent.setup();
    const api = openHistory(buildConnection(), { [TIKTOK_ROUTE]: { body: { connection: buildTikTokConnection() } } });

    const dialog = await openPublishDialog(user);
    const platform = within(await dialog.findByRole('group', { name: 'Platform' }));
    expect(platform.getByRole('radio', { name: 'Meta' })).toBeChecked();
    await user.type(dialog.getByRole('textbox', { name: 'Primary text' }), 'For Meta');
    await user.click(platform.getByRole('radio', { name: 'TikTok' }));

    expect(await dialog.findByRole('textbox', { name: 'Ad text' })).toHaveValue('');
    await fillTikTok(user, dialog);
    await user.click(dialog.getByRole('button', { name: 'Publish 4 ads' }));
    await waitFor(() => expect(api.callsTo(PUBLISH_ROUTE)).toHaveLength(1));
    expect(api.callsTo(PUBLISH_ROUTE)[0].body).toMatchObject({ platform: 'tiktok', adAccountId: ADVERTISER, primaryText: 'Glow in 7 days' });
  });

  it('starts from the last TikTok publish, taking the identity type from the list', async () => {
    const user = userEvent.setup();
    const last = buildLastPublication({ platform: 'tiktok', identityType: 'CUSTOMIZED_USER', adAccountId: ADVERTISER, adSetId: '1790001', pageId: '6900001', primaryText: 'Round one', headline: null, callToAction: 'SIGN_UP' });
    const api = openHistory(buildConnection(), { [TIKTOK_ROUTE]: { body: { connection: buildTikTokConnection() } }, [LAST_PUBLICATION_ROUTE]: { body: { publication: last } } });

    const dialog = await openPublishDialog(user);
    expect(within(await dialog.findByRole('group', { name: 'Platform' })).getByRole('radio', { name: 'TikTok' })).toBeChecked();
    expect(dialog.getByText(/Filled in from your last publish/)).toHaveTextContent('into ad group 1790001: the next round goes into the same ad group');
    const identity = dialog.getByRole('combobox', { name: 'Identity' });
    await waitFor(() => expect(identity).toHaveValue('6900001'));
    await user.click(dialog.getByRole('button', { name: 'Publish 4 ads' }));

    await waitFor(() => expect(api.callsTo(PUBLISH_ROUTE)).toHaveLength(1));
    expect(api.callsTo(PUBLISH_ROUTE)[0].body).toMatchObject({ platform: 'tiktok', adSetId: '1790001', pageId: '6900001', identityType: 'CUSTOMIZED_USER', callToAction: 'SIGN_UP' });
  });

  it('sends a TikTok publish with a link per CTA clip too', async () => {
    const user = userEvent.setup();
    const api = openHistory(null, { ...TWO_CTAS, [TIKTOK_ROUTE]: { body: { connection: buildTikTokConnection() } } });

    const dialog = await openPublishDialog(user);
    await fillTikTok(user, dialog);
    await user.click(dialog.getByRole('checkbox', { name: PER_CTA }));
    await user.type(dialog.getByRole('textbox', { name: 'Link for Sale CTA' }), 'https://example.com/sale');
    await user.click(dialog.getByRole('button', { name: 'Publish 4 ads' }));

    await waitFor(() => expect(api.callsTo(PUBLISH_ROUTE)).toHaveLength(1));
    expect(api.callsTo(PUBLISH_ROUTE)[0].body).toMatchObject({ platform: 'tiktok', link: 'https://example.com/shop', ctaLinks: [{ position: 2, link: 'https://example.com/sale' }] });
  });

  it('asks for a new TikTok token when the saved one has expired and Meta is not connected', async () => {
    const user = userEvent.setup();
    openHistory(null, { [TIKTOK_ROUTE]: { body: { connection: buildTikTokConnection({ state: 'expired' }) } } });

    const dialog = await openPublishDialog(user);
    expect(await dialog.findByRole('alert')).toHaveTextContent(TIKTOK_TOKEN_EXPIRED);
    expect(dialog.getByRole('link', { name: 'Open Integrations' })).toHaveAttribute('href', '/integrations');
  });
});
