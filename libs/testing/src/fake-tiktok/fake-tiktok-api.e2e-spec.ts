import { createHash, randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { type AddressInfo } from 'node:net';
import { FakeTikTokApi } from './fake-tiktok-api';
import { TIKTOK_CODES } from './tiktok-api-error';
import {
  ACCESS_TOKEN,
  ADVERTISER,
  AD_GROUP_ID,
  GRANT,
  IDENTITY,
  OTHER_ADVERTISER,
  callTikTok,
  createAd,
  md5,
  multipart,
  publishDisabledAd,
  readVideoInfo,
  readyVideo,
  succeeded,
  updateAdStatus,
  uploadCover,
  uploadVideoFile,
} from './tiktok-test-client';
import { INFO_READS_WHILE_PROCESSING, UPLOAD_CHUNK_BYTES } from './video-upload';

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** Serves one file over HTTP, for TikTok's UPLOAD_BY_URL. */
async function serveFile(bytes: Buffer): Promise<{ url: string; server: Server }> {
  const server = createServer((_request, response) => response.end(bytes));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/renders/autumn-by-url.mp4`, server };
}

describe('FakeTikTokApi', () => {
  let fake: FakeTikTokApi;

  beforeEach(async () => {
    fake = await FakeTikTokApi.start();
    fake.addToken(ACCESS_TOKEN, GRANT);
  });

  afterEach(() => fake.stop());

  it('answers which advertisers, campaigns, ad groups and identities the token reaches', async () => {
    const authorized = await callTikTok(fake, 'oauth2/advertiser/get/', {
      query: { app_id: '7000', secret: 'app-secret' },
    });
    expect(authorized.status).toBe(200);
    expect(authorized.body).toMatchObject({
      code: 0,
      message: 'OK',
      request_id: expect.stringMatching(/^\d{14}[0-9A-F]{16}$/),
      data: { list: [{ advertiser_id: ADVERTISER.id, advertiser_name: 'Reelmix Shop' }] },
    });
    expect((await succeeded(callTikTok(fake, 'user/info/'))).core_user_id).toMatch(/^\d{19}$/);

    const info = await succeeded(callTikTok(fake, 'advertiser/info/', { query: { advertiser_ids: [ADVERTISER.id] } }));
    expect(info.list).toEqual([
      expect.objectContaining({ advertiser_id: ADVERTISER.id, currency: 'EUR', status: 'STATUS_ENABLE' }),
    ]);

    const campaigns = await succeeded(callTikTok(fake, 'campaign/get/', { query: { advertiser_id: ADVERTISER.id } }));
    expect(campaigns).toMatchObject({
      list: [{ campaign_id: ADVERTISER.campaigns[0].id, campaign_name: 'Autumn launch', operation_status: 'ENABLE' }],
      page_info: { page: 1, total_number: 1, total_page: 1 },
    });
    const adGroups = await succeeded(
      callTikTok<{ list: unknown[] }>(fake, 'adgroup/get/', {
        query: {
          advertiser_id: ADVERTISER.id,
          filtering: { campaign_ids: [ADVERTISER.campaigns[0].id] },
          page_size: 1,
        },
      }),
    );
    expect(adGroups).toMatchObject({
      list: [{ adgroup_id: AD_GROUP_ID, adgroup_name: 'Traffic, 18-34', optimization_goal: 'CLICK' }],
      page_info: { page_size: 1, total_number: 2, total_page: 2 },
    });
    const identities = await succeeded(
      callTikTok(fake, 'identity/get/', { query: { advertiser_id: ADVERTISER.id, identity_type: 'CUSTOMIZED_USER' } }),
    );
    expect(identities.identity_list).toEqual([
      expect.objectContaining({ identity_id: IDENTITY.id, identity_type: 'CUSTOMIZED_USER', display_name: 'Reelmix' }),
    ]);
  });

  it('refuses advertisers the token is not authorized for (40001), bad parameters (40002) and unknown paths', async () => {
    fake.addToken('other-token', { advertiserIds: [OTHER_ADVERTISER], identities: [] });
    const hidden = await callTikTok(fake, 'campaign/get/', { query: { advertiser_id: OTHER_ADVERTISER.id } });
    expect(hidden.status).toBe(200);
    expect(hidden.body).toMatchObject({ code: TIKTOK_CODES.permissionError, data: {} });
    const missing = await callTikTok(fake, 'advertiser/info/');
    expect(missing.body).toMatchObject({
      code: TIKTOK_CODES.paramError,
      message: expect.stringContaining('advertiser_ids'),
    });
    expect((await callTikTok(fake, 'campaign/list/')).body.code).toBe(TIKTOK_CODES.routeNotFound);
  });

  it('takes a whole video only with its md5 signature, and reports it processing, then ready', async () => {
    const video = randomBytes(256 * 1024);
    const refused = await uploadVideoFile(fake, video, { signature: md5(Buffer.from('other bytes')) });
    expect(refused.body.code).toBe(TIKTOK_CODES.signatureError);
    expect(fake.state().advertisers[ADVERTISER.id].videos).toEqual([]);

    const [uploaded] = await succeeded(uploadVideoFile(fake, video, { fileName: 'autumn-v1.mp4' }));
    expect(uploaded).toMatchObject({
      video_id: expect.stringMatching(/^v10033g50000/),
      signature: md5(video),
      displayable: false,
    });
    const duplicate = await uploadVideoFile(fake, video, { fileName: 'autumn-v1.mp4' });
    expect(duplicate.body.code).toBe(TIKTOK_CODES.duplicatedMaterialName);

    for (let read = 0; read < INFO_READS_WHILE_PROCESSING; read += 1) {
      const [info] = (await succeeded(readVideoInfo(fake, [uploaded.video_id]))).list;
      expect(info).toMatchObject({ displayable: false, video_cover_url: null });
    }
    const [ready] = (await succeeded(readVideoInfo(fake, [uploaded.video_id, 'v10033g50000unknown']))).list;
    expect(ready).toMatchObject({ video_id: uploaded.video_id, displayable: true, size: video.length, duration: 15 });
    expect(ready.video_cover_url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\//);
    expect(fake.state().advertisers[ADVERTISER.id].videos).toEqual([
      expect.objectContaining({ id: uploaded.video_id, size: video.length, sha256: sha256(video), status: 'ready' }),
    ]);
  });

  it('takes a 21 MiB video in 20 MiB chunks, each checked by offset and md5, then by file_id', async () => {
    const video = randomBytes(UPLOAD_CHUNK_BYTES + 1024 * 1024);
    const start = await succeeded(
      callTikTok<{ upload_id: string; start_offset: number; end_offset: number }>(fake, 'file/start/upload/', {
        body: { advertiser_id: ADVERTISER.id, size: video.length, content_type: 'video', name: 'autumn-long.mp4' },
      }),
    );
    expect(start).toMatchObject({ start_offset: 0, end_offset: UPLOAD_CHUNK_BYTES });
    const transfer = (from: number, chunk: Buffer, signature = md5(chunk)) =>
      callTikTok<{ start_offset: number; end_offset: number }>(fake, 'file/transfer/upload/', {
        body: multipart(
          { advertiser_id: ADVERTISER.id, upload_id: start.upload_id, signature, start_offset: String(from) },
          { field: 'file', name: 'chunk', bytes: chunk },
        ),
      });
    const first = video.subarray(0, UPLOAD_CHUNK_BYTES);
    expect((await transfer(0, first, md5(Buffer.from('wrong')))).body.code).toBe(TIKTOK_CODES.signatureError);
    expect((await transfer(UPLOAD_CHUNK_BYTES, video.subarray(UPLOAD_CHUNK_BYTES))).body.code).toBe(
      TIKTOK_CODES.paramError,
    );
    expect(await succeeded(transfer(0, first))).toEqual({ start_offset: UPLOAD_CHUNK_BYTES, end_offset: video.length });
    const early = await callTikTok(fake, 'file/finish/upload/', {
      body: { advertiser_id: ADVERTISER.id, upload_id: start.upload_id },
    });
    expect(early.body.code).toBe(TIKTOK_CODES.paramError);
    const last = await succeeded(transfer(UPLOAD_CHUNK_BYTES, video.subarray(UPLOAD_CHUNK_BYTES)));
    expect(last).toEqual({ start_offset: video.length, end_offset: video.length });

    const finished = await succeeded(
      callTikTok<{ file_id: string; size: number }>(fake, 'file/finish/upload/', {
        body: { advertiser_id: ADVERTISER.id, upload_id: start.upload_id },
      }),
    );
    expect(finished.size).toBe(video.length);
    const byFileId = () =>
      callTikTok<Array<{ video_id: string }>>(fake, 'file/video/ad/upload/', {
        body: { advertiser_id: ADVERTISER.id, upload_type: 'UPLOAD_BY_FILE_ID', file_id: finished.file_id },
      });
    const [uploaded] = await succeeded(byFileId());
    expect(fake.state().advertisers[ADVERTISER.id].videos).toEqual([
      expect.objectContaining({
        id: uploaded.video_id,
        fileName: 'autumn-long.mp4',
        sha256: sha256(video),
        uploadType: 'UPLOAD_BY_FILE_ID',
      }),
    ]);
    expect((await byFileId()).body.code).toBe(TIKTOK_CODES.fileNotExist);
  });

  it('fetches a video given by URL, and takes a cover image only with its md5 signature', async () => {
    const video = randomBytes(64 * 1024);
    const { url, server } = await serveFile(video);
    try {
      const [uploaded] = await succeeded(
        callTikTok<Array<{ video_id: string; file_name: string }>>(fake, 'file/video/ad/upload/', {
          body: { advertiser_id: ADVERTISER.id, upload_type: 'UPLOAD_BY_URL', video_url: url },
        }),
      );
      expect(uploaded.file_name).toBe('autumn-by-url.mp4');
      expect(fake.state().advertisers[ADVERTISER.id].videos[0]).toMatchObject({
        sha256: sha256(video),
        uploadType: 'UPLOAD_BY_URL',
      });
    } finally {
      server.close();
    }

    const cover = Buffer.from('fake jpeg bytes');
    const wrong = await callTikTok(fake, 'file/image/ad/upload/', {
      body: multipart(
        { advertiser_id: ADVERTISER.id, upload_type: 'UPLOAD_BY_FILE', image_signature: md5(Buffer.from('x')) },
        { field: 'image_file', name: 'cover.jpg', bytes: cover },
      ),
    });
    expect(wrong.body.code).toBe(TIKTOK_CODES.signatureError);
    const imageId = await uploadCover(fake, cover);
    expect(fake.state().advertisers[ADVERTISER.id].images).toEqual([
      expect.objectContaining({ id: imageId, fileName: 'cover.jpg', md5: md5(cover), size: cover.length }),
    ]);
  });

  it('creates an ad DISABLE, enables it, disables it again, and refuses one on a video still transcoding', async () => {
    const adId = await publishDisabledAd(fake, randomBytes(32 * 1024));
    expect(adId).toMatch(/^\d{19}$/);
    expect((await succeeded(updateAdStatus(fake, [adId], 'ENABLE'))).status).toBe('ENABLE');
    const listed = await succeeded(
      callTikTok<{ list: unknown[] }>(fake, 'ad/get/', {
        query: { advertiser_id: ADVERTISER.id, filtering: { ad_ids: [adId] } },
      }),
    );
    expect(listed.list).toEqual([
      expect.objectContaining({ ad_id: adId, operation_status: 'ENABLE', secondary_status: 'AD_STATUS_DELIVERY_OK' }),
    ]);
    expect(await succeeded(updateAdStatus(fake, [adId], 'DISABLE'))).toEqual({ ad_ids: [adId], status: 'DISABLE' });
    const [ad] = fake.state().advertisers[ADVERTISER.id].ads;
    expect(ad).toMatchObject({
      adGroupId: AD_GROUP_ID,
      campaignId: ADVERTISER.campaigns[0].id,
      identityId: IDENTITY.id,
      callToAction: 'SHOP_NOW',
      operationStatus: 'DISABLE',
      statusHistory: ['DISABLE', 'ENABLE', 'DISABLE'],
    });
    expect((await updateAdStatus(fake, ['1800000000000000000'], 'ENABLE')).body.code).toBe(TIKTOK_CODES.paramError);

    fake.faults.neverFinishProcessing();
    const [stuck] = await succeeded(uploadVideoFile(fake, randomBytes(1024)));
    for (let read = 0; read < INFO_READS_WHILE_PROCESSING + 3; read += 1) await readVideoInfo(fake, [stuck.video_id]);
    expect((await succeeded(readVideoInfo(fake, [stuck.video_id]))).list[0]).toMatchObject({ displayable: false });
    expect((await createAd(fake, stuck.video_id, ad.imageIds[0], 'DISABLE')).body.code).toBe(
      TIKTOK_CODES.videoTranscoding,
    );
  });

  it('creates an ad that goes live when its creative leaves out operation_status, as TikTok documents', async () => {
    const videoId = await readyVideo(fake, randomBytes(2048));
    const imageId = await uploadCover(fake);
    const created = await succeeded(createAd(fake, videoId, imageId));
    expect(fake.state().advertisers[ADVERTISER.id].ads[0]).toMatchObject({
      id: created.ad_ids[0],
      operationStatus: 'ENABLE',
    });

    // operation_status belongs to each creative; beside `creatives` it is not TikTok's field and changes nothing.
    const creative = {
      ad_name: 'Autumn v2',
      identity_id: IDENTITY.id,
      identity_type: IDENTITY.type,
      video_id: videoId,
      image_ids: [imageId],
      ad_text: 'New autumn colours',
      landing_page_url: 'https://shop.example.com/autumn',
    };
    const misplaced = await succeeded(
      callTikTok<{ ad_ids: string[] }>(fake, 'ad/create/', {
        body: {
          advertiser_id: ADVERTISER.id,
          adgroup_id: AD_GROUP_ID,
          operation_status: 'DISABLE',
          creatives: [creative],
        },
      }),
    );
    expect(fake.state().advertisers[ADVERTISER.id].ads[1]).toMatchObject({
      id: misplaced.ad_ids[0],
      operationStatus: 'ENABLE',
    });
  });

  it('reports an ad-level BASIC report with the metrics asked for, as strings', async () => {
    const adId = await publishDisabledAd(fake, randomBytes(4096));
    fake.setReport(adId, { impressions: 1200, spend: '4.56', clicks: 12, video_watched_2s: 800 });
    const query = {
      advertiser_id: ADVERTISER.id,
      report_type: 'BASIC',
      data_level: 'AUCTION_AD',
      dimensions: ['ad_id'],
      metrics: ['spend', 'impressions', 'clicks', 'video_watched_2s', 'conversion', 'ad_name'],
      start_date: '2026-11-01',
      end_date: '2026-11-28',
      filtering: [{ field_name: 'ad_ids', filter_type: 'IN', filter_value: JSON.stringify([adId]) }],
    };
    const report = await succeeded(callTikTok(fake, 'report/integrated/get/', { query }));
    expect(report).toMatchObject({
      list: [
        {
          dimensions: { ad_id: adId },
          metrics: {
            spend: '4.56',
            impressions: '1200',
            clicks: '12',
            video_watched_2s: '800',
            conversion: '0',
            ad_name: 'Autumn v1',
          },
        },
      ],
      page_info: { total_number: 1 },
    });
    const badMetric = await callTikTok(fake, 'report/integrated/get/', { query: { ...query, metrics: ['views'] } });
    expect(badMetric.body.code).toBe(TIKTOK_CODES.paramError);
    const noDates = await callTikTok(fake, 'report/integrated/get/', {
      query: { ...query, start_date: undefined, end_date: undefined },
    });
    expect(noDates.body.code).toBe(TIKTOK_CODES.paramError);
  });

  it('answers 40104 without a token and 40105 for an unknown or revoked one', async () => {
    expect((await callTikTok(fake, 'user/info/', { token: null })).body.code).toBe(TIKTOK_CODES.emptyAccessToken);
    expect((await callTikTok(fake, 'user/info/', { token: 'not-a-token' })).body.code).toBe(
      TIKTOK_CODES.invalidAccessToken,
    );
    fake.revokeToken(ACCESS_TOKEN);
    const revoked = await callTikTok(fake, 'user/info/');
    expect(revoked).toMatchObject({ status: 200, body: { code: TIKTOK_CODES.invalidAccessToken, data: {} } });
  });

  it('plays planned faults: codes a number of times, a gateway status, and a token revoked after some calls', async () => {
    fake.faults.failNext(
      { method: 'POST', path: /\/file\/video\/ad\/upload\/$/ },
      { code: TIKTOK_CODES.requestTooFrequent },
      2,
    );
    fake.faults.failNext({ path: /\/user\/info\/$/ }, { code: TIKTOK_CODES.systemError, httpStatus: 503 });
    const video = randomBytes(1024);
    expect((await uploadVideoFile(fake, video)).body).toMatchObject({
      code: 40100,
      message: expect.stringMatching(/too many requests/i),
    });
    expect((await uploadVideoFile(fake, video)).body.code).toBe(40100);
    expect((await uploadVideoFile(fake, video)).body.code).toBe(0);
    const outage = await callTikTok(fake, 'user/info/');
    expect(outage).toMatchObject({ status: 503, body: { code: 50000 } });
    expect((await callTikTok(fake, 'user/info/')).body.code).toBe(0);

    fake.faults.revokeAfter(2, ACCESS_TOKEN);
    expect((await callTikTok(fake, 'user/info/')).body.code).toBe(0);
    expect((await callTikTok(fake, 'user/info/')).body.code).toBe(0);
    expect((await callTikTok(fake, 'user/info/')).body.code).toBe(TIKTOK_CODES.invalidAccessToken);
  });

  it('limits calls per second with code 40100 when started with a limit', async () => {
    const limited = await FakeTikTokApi.start({ requestsPerSecond: 2 });
    try {
      limited.addToken(ACCESS_TOKEN, GRANT);
      const codes = [];
      for (let call = 0; call < 3; call += 1) codes.push((await callTikTok(limited, 'user/info/')).body.code);
      expect(codes).toEqual([0, 0, TIKTOK_CODES.requestTooFrequent]);
    } finally {
      await limited.stop();
    }
  });

  it('records requests with tokens only as fingerprints and app secrets redacted', async () => {
    await callTikTok(fake, 'oauth2/advertiser/get/', { query: { app_id: '7000', secret: 'app-secret-value' } });
    await uploadVideoFile(fake, randomBytes(512));
    const recorded = JSON.stringify(fake.requests);
    expect(recorded).not.toContain(ACCESS_TOKEN);
    expect(recorded).not.toContain('app-secret-value');
    expect(fake.requests[0]).toMatchObject({
      method: 'GET',
      path: '/open_api/v1.3/oauth2/advertiser/get/',
      query: { app_id: '7000', secret: '[redacted]' },
      tokenFingerprint: expect.stringMatching(/^sha256:[0-9a-f]{16}$/),
    });
    expect(fake.requests[1].body.video_file).toEqual({ filename: 'autumn.mp4', size: 512, sha256: expect.any(String) });
  });
});
