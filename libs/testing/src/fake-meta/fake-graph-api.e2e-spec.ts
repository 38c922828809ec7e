import { createHash, randomBytes } from 'node:crypto';
import { FakeGraphApi } from './fake-graph-api';
import {
  AD_ACCOUNT,
  GRANT,
  OTHER_AD_ACCOUNT,
  PAGE,
  SYSTEM_USER_TOKEN,
  callGraph,
  multipart,
  type GraphAnswer,
} from './graph-test-client';
import { STATUS_POLLS_WHILE_PROCESSING, UPLOAD_CHUNK_BYTES } from './video-upload';

const MEGABYTE = 1024 * 1024;
const AD_SET_ID = AD_ACCOUNT.campaigns[0].adSets[0].id;

type Offsets = { start_offset: string; end_offset: string };

/** The publishing path a client takes: find accounts, upload, wait for processing, create the ad, read insights. */
describe('FakeGraphApi', () => {
  let fake: FakeGraphApi;

  beforeEach(async () => {
    fake = await FakeGraphApi.start();
    fake.addToken(SYSTEM_USER_TOKEN, GRANT);
  });

  afterEach(() => fake.stop());

  async function startUpload(fileSize: number) {
    const answer = await callGraph<Offsets & { upload_session_id: string; video_id: string }>(
      fake,
      `${AD_ACCOUNT.id}/advideos`,
      { form: { upload_phase: 'start', file_size: String(fileSize) } },
    );
    expect(answer.status).toBe(200);
    return answer.body;
  }

  function transfer(sessionId: string, startOffset: number, chunk: Buffer) {
    const form = multipart(
      { upload_phase: 'transfer', upload_session_id: sessionId, start_offset: String(startOffset) },
      { field: 'video_file_chunk', name: 'chunk', bytes: chunk },
    );
    return callGraph<Offsets>(fake, `${AD_ACCOUNT.id}/advideos`, { form });
  }

  async function uploadedVideo(bytes = randomBytes(3 * MEGABYTE)): Promise<string> {
    const form = multipart({ title: 'v1' }, { field: 'source', name: 'v1.mp4', bytes });
    const answer = await callGraph<{ id: string }>(fake, `${AD_ACCOUNT.id}/advideos`, { form });
    return answer.body.id;
  }

  function pollStatus(videoId: string) {
    return callGraph<{ status: { video_status: string; processing_progress: number } }>(fake, videoId, {
      query: { fields: 'status' },
    });
  }

  async function readyVideo(): Promise<string> {
    const videoId = await uploadedVideo();
    for (let poll = 0; poll <= STATUS_POLLS_WHILE_PROCESSING; poll += 1) await pollStatus(videoId);
    return videoId;
  }

  async function creative(videoId: string, pageId = PAGE.id): Promise<GraphAnswer<{ id: string }>> {
    const spec = {
      page_id: pageId,
      video_data: {
        video_id: videoId,
        image_url: 'https://cdn.example.com/thumb.jpg',
        message: 'New autumn colours',
        title: 'Autumn',
        call_to_action: { type: 'SHOP_NOW', value: { link: 'https://shop.example.com/autumn' } },
      },
    };
    return callGraph(fake, `${AD_ACCOUNT.id}/adcreatives`, {
      form: { name: 'Autumn v1', object_story_spec: JSON.stringify(spec) },
    });
  }

  async function publishedAd(status = 'PAUSED'): Promise<string> {
    const creativeId = (await creative(await readyVideo())).body.id;
    const answer = await callGraph<{ id: string }>(fake, `${AD_ACCOUNT.id}/ads`, {
      form: { name: 'Autumn v1', adset_id: AD_SET_ID, creative: JSON.stringify({ creative_id: creativeId }), status },
    });
    expect(answer.status).toBe(200);
    return answer.body.id;
  }

  it('answers who the token is and which ad accounts, pages, campaigns and ad sets it reaches', async () => {
    const me = await callGraph(fake, 'me', { query: { fields: 'id,name' }, tokenIn: 'query' });
    expect(me.body).toEqual({ id: GRANT.userId, name: GRANT.userName });

    const accounts = await callGraph(fake, 'me/adaccounts', {
      query: { fields: 'id,account_id,name,currency,account_status' },
    });
    expect(accounts.body.data).toEqual([
      { id: AD_ACCOUNT.id, account_id: '1111222233334444', name: 'Reelmix Shop', currency: 'EUR', account_status: 1 },
    ]);
    expect((await callGraph(fake, 'me/accounts')).body.data).toEqual([PAGE]);

    const campaigns = await callGraph(fake, `${AD_ACCOUNT.id}/campaigns`, { query: { fields: 'id,name' } });
    expect(campaigns.body.data).toEqual([{ id: AD_ACCOUNT.campaigns[0].id, name: 'Autumn launch' }]);
    const adSets = await callGraph(fake, `${AD_ACCOUNT.id}/adsets`, {
      query: { fields: 'id,name,campaign_id,optimization_goal,status', limit: '1' },
    });
    expect(adSets.body).toMatchObject({
      data: [
        {
          id: AD_SET_ID,
          name: 'Video views, 18-34',
          campaign_id: AD_ACCOUNT.campaigns[0].id,
          optimization_goal: 'THRUPLAY',
          status: 'ACTIVE',
        },
      ],
      paging: { next: expect.stringContaining('after=') },
    });
    const byCampaign = await callGraph(fake, `${AD_ACCOUNT.campaigns[0].id}/adsets`, { query: { fields: 'id' } });
    expect(byCampaign.body.data).toHaveLength(2);
  });

  it('hides ad accounts the token does not reach and refuses unknown fields, as Graph does', async () => {
    fake.addToken('EAAB-other', { ...GRANT, adAccounts: [OTHER_AD_ACCOUNT] });
    const hidden = await callGraph(fake, `${OTHER_AD_ACCOUNT.id}/campaigns`);
    expect(hidden.status).toBe(400);
    expect(hidden.body.error).toMatchObject({ type: 'GraphMethodException', code: 100, error_subcode: 33 });
    expect(hidden.body.error?.fbtrace_id).toMatch(/^\S{11}$/);

    const badField = await callGraph(fake, 'me', { query: { fields: 'id,birthday' } });
    expect(badField.body.error).toMatchObject({ code: 100, message: expect.stringContaining('(birthday)') });
  });

  it('takes a 3 MB video in 1 MB chunks and keeps its size and sha256', async () => {
    const video = randomBytes(3 * MEGABYTE);
    const start = await startUpload(video.length);
    expect(start).toMatchObject({ start_offset: '0', end_offset: String(UPLOAD_CHUNK_BYTES) });
    expect(start.video_id).toMatch(/^\d{15,}$/);

    let offsets: Offsets = start;
    let transfers = 0;
    while (offsets.start_offset !== offsets.end_offset) {
      const from = Number(offsets.start_offset);
      const answer = await transfer(start.upload_session_id, from, video.subarray(from, Number(offsets.end_offset)));
      expect(answer.status).toBe(200);
      offsets = answer.body;
      transfers += 1;
    }
    expect(transfers).toBe(3);
    expect(offsets).toEqual({ start_offset: String(video.length), end_offset: String(video.length) });

    const finish = await callGraph(fake, `${AD_ACCOUNT.id}/advideos`, {
      form: { upload_phase: 'finish', upload_session_id: start.upload_session_id, title: 'Autumn v1' },
    });
    expect(finish.body).toEqual({ success: true });
    expect(fake.state().adAccounts[AD_ACCOUNT.id].videos).toEqual([
      expect.objectContaining({
        id: start.video_id,
        fileSize: video.length,
        sha256: createHash('sha256').update(video).digest('hex'),
        title: 'Autumn v1',
        uploadComplete: true,
      }),
    ]);
  });

  it('refuses a chunk at the wrong offset with code 6001/1363037 and the offsets to resume from', async () => {
    const video = randomBytes(3 * MEGABYTE);
    const start = await startUpload(video.length);
    await transfer(start.upload_session_id, 0, video.subarray(0, MEGABYTE));

    const skipped = await transfer(start.upload_session_id, 2 * MEGABYTE, video.subarray(2 * MEGABYTE));
    expect(skipped.status).toBe(400);
    expect(skipped.body.error).toMatchObject({
      type: 'OAuthException',
      code: 6001,
      error_subcode: 1363037,
      error_data: { start_offset: MEGABYTE, end_offset: 2 * MEGABYTE },
      error_user_title: 'Error Uploading Video',
    });

    const resumed = await transfer(start.upload_session_id, MEGABYTE, video.subarray(MEGABYTE, 2 * MEGABYTE));
    expect(resumed.body).toEqual({ start_offset: String(2 * MEGABYTE), end_offset: String(3 * MEGABYTE) });
    const early = await callGraph(fake, `${AD_ACCOUNT.id}/advideos`, {
      form: { upload_phase: 'finish', upload_session_id: start.upload_session_id },
    });
    expect(early.body.error).toMatchObject({ code: 6001, error_data: { start_offset: 2 * MEGABYTE } });
  });

  it('reports a finished upload as processing for a couple of polls, then ready', async () => {
    const videoId = await uploadedVideo();

    const statuses: string[] = [];
    for (let poll = 0; poll <= STATUS_POLLS_WHILE_PROCESSING; poll += 1) {
      statuses.push((await pollStatus(videoId)).body.status.video_status);
    }
    expect(statuses).toEqual(['processing', 'processing', 'ready']);
    const ready = await pollStatus(videoId);
    expect(ready.body).toMatchObject({ id: videoId, status: { video_status: 'ready', processing_progress: 100 } });
  });

  it('creates a video creative only for a granted page and a ready video', async () => {
    const processing = await uploadedVideo();
    const notReady = await creative(processing);
    expect(notReady.body.error).toMatchObject({ code: 100, error_user_title: 'Video Not Ready' });

    const videoId = await readyVideo();
    const otherPage = await creative(videoId, '100000000000999');
    expect(otherPage.body.error).toMatchObject({ code: 100, message: expect.stringContaining('page_id') });

    const created = await creative(videoId);
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

    const videoId = await readyVideo();
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
    const adId = await publishedAd('ACTIVE');

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
    const creativeId = (await creative(await readyVideo())).body.id;
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
    const adId = await publishedAd();
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

  it('reports business use case, ad account and app usage on every answer', async () => {
    const listing = await callGraph(fake, `${AD_ACCOUNT.id}/campaigns`);
    const usage = JSON.parse(listing.headers.get('x-business-use-case-usage')!);
    expect(usage).toEqual({
      '1111222233334444': [
        {
          type: 'ads_management',
          call_count: expect.any(Number),
          total_cputime: expect.any(Number),
          total_time: expect.any(Number),
          estimated_time_to_regain_access: 0,
        },
      ],
    });
    expect(JSON.parse(listing.headers.get('x-ad-account-usage')!)).toMatchObject({ acc_id_util_pct: expect.any(Number) });
    expect(JSON.parse(listing.headers.get('x-app-usage')!)).toEqual({
      call_count: expect.any(Number),
      total_cputime: expect.any(Number),
      total_time: expect.any(Number),
    });

    const refused = await callGraph(fake, 'me', { token: null });
    expect(refused.body.error).toMatchObject({ code: 104 });
    expect(refused.headers.get('x-business-use-case-usage')).toBe('{}');
    expect(refused.headers.get('x-app-usage')).not.toBeNull();
  });

  it('records requests with their fields and files but never the token in clear', async () => {
    const start = await startUpload(10);
    await transfer(start.upload_session_id, 0, Buffer.alloc(10, 1));
    await callGraph(fake, 'me', { tokenIn: 'query' });
    await callGraph(fake, `${AD_ACCOUNT.id}/adcreatives`, {
      form: { name: 'x', object_story_spec: '{}', access_token: SYSTEM_USER_TOKEN },
      token: null,
    });

    expect(fake.requests[1]).toMatchObject({
      method: 'POST',
      path: `/v24.0/${AD_ACCOUNT.id}/advideos`,
      body: { upload_phase: 'transfer', start_offset: '0', video_file_chunk: { size: 10, sha256: expect.any(String) } },
    });
    expect(fake.requests[2].query.access_token).toBe('[redacted]');
    expect(fake.requests[3].body.access_token).toBe('[redacted]');
    expect(new Set(fake.requests.map((request) => request.tokenFingerprint))).toEqual(
      new Set([`sha256:${createHash('sha256').update(SYSTEM_USER_TOKEN).digest('hex').slice(0, 16)}`]),
    );
    expect(JSON.stringify(fake.requests)).not.toContain(SYSTEM_USER_TOKEN);
  });
});
