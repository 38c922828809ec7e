import { createHash, randomBytes } from 'node:crypto';
import { FakeGraphApi } from './fake-graph-api';
import {
  AD_ACCOUNT,
  AD_SET_ID,
  GRANT,
  PAGE,
  SYSTEM_USER_TOKEN,
  callGraph,
  createVideoCreative,
  multipart,
  publishAd,
  readyVideo,
  uploadWholeVideo,
} from './graph-test-client';

const MEGABYTE = 1024 * 1024;

/** Creatives, thumbnails, ads and their insights, as a publisher creates and then reads them. */
describe('FakeGraphApi ads', () => {
  let fake: FakeGraphApi;

  beforeEach(async () => {
    fake = await FakeGraphApi.start();
    fake.addToken(SYSTEM_USER_TOKEN, GRANT);
  });

  afterEach(() => fake.stop());

  it('creates a video creative only for a granted page and a ready video', async () => {
    const processing = await uploadWholeVideo(fake, randomBytes(3 * MEGABYTE));
    const notReady = await createVideoCreative(fake, processing);
    expect(notReady.body.error).toMatchObject({ code: 100, error_user_title: 'Video Not Ready' });

    const videoId = await readyVideo(fake, randomBytes(MEGABYTE));
    const otherPage = await createVideoCreative(fake, videoId, '100000000000999');
    expect(otherPage.body.error).toMatchObject({ code: 100, message: expect.stringContaining('page_id') });

    const created = await createVideoCreative(fake, videoId);
    expect(created.body.id).toMatch(/^\d+$/);
    expect(fake.state().adAccounts[AD_ACCOUNT.id].creatives).toEqual([
      expect.objectContaining({ id: created.body.id, pageId: PAGE.id, videoId }),
    ]);
  });

  it('takes a thumbnail image and answers its hash, which a creative can then use', async () => {
    const bytes = randomBytes(2048);
    const form = multipart({}, { field: 'filename', name: 'thumb.jpg', bytes });
    const answer = await callGraph<{ images: Record<string, { hash: string; url: string }> }>(
      fake,
      `${AD_ACCOUNT.id}/adimages`,
      { form },
    );
    const hash = createHash('md5').update(bytes).digest('hex');
    expect(answer.body.images['thumb.jpg']).toEqual({ hash, url: expect.stringContaining(hash) });
    expect(fake.state().adAccounts[AD_ACCOUNT.id].images).toEqual([expect.objectContaining({ hash, size: 2048 })]);

    const videoId = await readyVideo(fake, randomBytes(MEGABYTE));
    const withThumbnail = (imageHash: string) =>
      fetch(`${fake.url}/${fake.version}/${AD_ACCOUNT.id}/adcreatives`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${SYSTEM_USER_TOKEN}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({
          name: 'Autumn v1',
          object_story_spec: { page_id: PAGE.id, video_data: { video_id: videoId, image_hash: imageHash } },
        }),
      }).then((response) => response.json() as Promise<{ id?: string; error?: { code: number } }>);
    expect(await withThumbnail(hash)).toEqual({ id: expect.stringMatching(/^\d+$/) });
    expect(await withThumbnail('0'.repeat(32))).toMatchObject({ error: { code: 100 } });
  });

  it('creates an ad, lists and reads it, and pauses it', async () => {
    const adId = await publishAd(fake, randomBytes(MEGABYTE), 'ACTIVE');

    const listed = await callGraph(fake, `${AD_ACCOUNT.id}/ads`, {
      query: { fields: 'id,name,status,adset_id,creative' },
    });
    expect(listed.body.data).toEqual([
      { id: adId, name: 'Autumn v1', status: 'ACTIVE', adset_id: AD_SET_ID, creative: { id: expect.any(String) } },
    ]);

    const paused = await callGraph(fake, adId, { form: { status: 'PAUSED' } });
    expect(paused.body).toEqual({ success: true });
    expect((await callGraph(fake, adId, { query: { fields: 'status,effective_status' } })).body).toEqual({
      id: adId,
      status: 'PAUSED',
      effective_status: 'PAUSED',
    });
    expect(fake.state().adAccounts[AD_ACCOUNT.id].ads).toEqual([expect.objectContaining({ id: adId, status: 'PAUSED' })]);
  });

  it('refuses an ad set of another account and an unknown creative', async () => {
    const creativeId = (await createVideoCreative(fake, await readyVideo(fake, randomBytes(MEGABYTE)))).body.id;
    const wrongAdSet = await callGraph(fake, `${AD_ACCOUNT.id}/ads`, {
      form: { name: 'x', adset_id: '1234', creative: JSON.stringify({ creative_id: creativeId }), status: 'PAUSED' },
    });
    expect(wrongAdSet.body.error).toMatchObject({ code: 100, message: expect.stringContaining('adset_id') });
    const wrongCreative = await callGraph(fake, `${AD_ACCOUNT.id}/ads`, {
      form: { name: 'x', adset_id: AD_SET_ID, creative: JSON.stringify({ creative_id: '1' }), status: 'PAUSED' },
    });
    expect(wrongCreative.body.error).toMatchObject({ code: 100, message: expect.stringContaining('creative_id') });
  });

  it('answers the insights a test sets, per ad and per account filtered by ad, and none before', async () => {
    const adId = await publishAd(fake, randomBytes(MEGABYTE));
    const fields = 'ad_id,ad_name,impressions,spend,inline_link_clicks,actions,video_play_actions';
    expect((await callGraph(fake, `${adId}/insights`, { query: { fields } })).body).toEqual({ data: [] });

    fake.setInsights(adId, {
      impressions: '1200',
      spend: '4.56',
      actions: [
        { action_type: 'video_view', value: '300' },
        { action_type: 'link_click', value: '12' },
        { action_type: 'offsite_conversion.fb_pixel_purchase', value: '2' },
      ],
      video_play_actions: [{ action_type: 'video_view', value: '640' }],
    });

    const perAd = await callGraph(fake, `${adId}/insights`, { query: { fields, date_preset: 'last_7d' } });
    expect(perAd.body.data).toEqual([
      {
        ad_id: adId,
        ad_name: 'Autumn v1',
        impressions: '1200',
        spend: '4.56',
        inline_link_clicks: '0',
        actions: expect.arrayContaining([{ action_type: 'link_click', value: '12' }]),
        video_play_actions: [{ action_type: 'video_view', value: '640' }],
      },
    ]);
    const filtering = JSON.stringify([{ field: 'ad.id', operator: 'IN', value: [adId] }]);
    const perAccount = await callGraph(fake, `${AD_ACCOUNT.id}/insights`, {
      query: { level: 'ad', filtering, fields: 'ad_id,impressions,date_start,date_stop' },
    });
    expect(perAccount.body.data).toEqual([
      { ad_id: adId, impressions: '1200', date_start: expect.any(String), date_stop: expect.any(String) },
    ]);
    const otherAd = JSON.stringify([{ field: 'ad.id', operator: 'IN', value: ['1'] }]);
    const none = await callGraph(fake, `${AD_ACCOUNT.id}/insights`, { query: { level: 'ad', filtering: otherAd } });
    expect(none.body.data).toEqual([]);
  });
});
