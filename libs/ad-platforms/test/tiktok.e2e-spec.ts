import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  TikTokAdsApi,
  TikTokClient,
  type TikTokClientOptions,
  TikTokRateLimitedError,
  TikTokTokenInvalidError,
  TikTokVideoNeverProcessedError,
  tiktokApiSettings,
  uploadTikTokVideo,
  waitForTikTokVideo,
} from '../src';
import { FakeTikTokApi, type FakeTikTokTokenGrant, INFO_READS_WHILE_PROCESSING, TIKTOK_UPLOAD_CHUNK_BYTES } from '@reelmix/testing';

const TOKEN = 'tt-advertiser-token-for-tests';
const ADVERTISER = '7012345678901234567';
const AD_GROUP = '1790000000000000101';
const IDENTITY = { id: '6990000000000000001', type: 'CUSTOMIZED_USER' as const };
const GRANT: FakeTikTokTokenGrant = {
  advertiserIds: [
    {
      id: ADVERTISER,
      name: 'Spring launch',
      campaigns: [{ id: '1780000000000000001', name: 'Traffic', adGroups: [{ id: AD_GROUP, name: 'Broad 18-45', optimizationGoal: 'CLICK' }] }],
    },
  ],
  identities: [{ ...IDENTITY, displayName: 'Reelmix Coffee' }],
};
/** Short waits, so a retried call costs milliseconds here. */
const QUICK_RETRIES = { attempts: 3, backoff: { baseMs: 10, maxMs: 100 }, maxWaitMs: 10 * 60_000 };
const RATE_LIMIT_BACKOFF_MS = 300;
const QUICK_POLLS = { pollEveryMs: 20, deadlineMs: 5_000 };

/** The TikTok client and its waits as TikTok's limits and outages shape them, against the fake TikTok API. */
describe('TikTok client against the fake TikTok API', () => {
  let fake: FakeTikTokApi;
  let workDir: string;
  let videoPath: string;
  let coverPath: string;

  beforeAll(async () => {
    workDir = await mkdtemp(join(tmpdir(), 'ad-platforms-tiktok-'));
    videoPath = join(workDir, 'j1-intro-a-body-b-cta-c.mp4');
    coverPath = join(workDir, 'j1-intro-a-body-b-cta-c.jpg');
    await writeFile(videoPath, randomBytes(2_000_000));
    await writeFile(coverPath, randomBytes(2048));
  });

  afterAll(() => rm(workDir, { recursive: true, force: true }));

  beforeEach(async () => {
    fake = await FakeTikTokApi.start();
    fake.addToken(TOKEN, GRANT);
  });

  afterEach(() => fake.stop());

  function client(options: Partial<TikTokClientOptions> = {}): TikTokClient {
    return new TikTokClient({
      settings: tiktokApiSettings({ baseUrl: fake.url }),
      accessToken: TOKEN,
      retry: QUICK_RETRIES,
      rateLimitBackoffMs: RATE_LIMIT_BACKOFF_MS,
      ...options,
    });
  }

  function requestsTo(method: string, path: RegExp) {
    return fake.requests.filter((request) => request.method === method && path.test(request.path));
  }

  async function sha256Of(filePath: string): Promise<string> {
    return createHash('sha256').update(await readFile(filePath)).digest('hex');
  }

  it('reads the advertiser, its campaigns, ad groups and identities', async () => {
    const api = new TikTokAdsApi(client());
    await expect(api.advertisers([ADVERTISER])).resolves.toEqual([{ id: ADVERTISER, name: 'Spring launch', currency: 'USD', status: 'STATUS_ENABLE', timezone: 'Etc/GMT' }]);
    await expect(api.campaigns(ADVERTISER)).resolves.toMatchObject([{ id: '1780000000000000001', name: 'Traffic', operationStatus: 'ENABLE' }]);
    await expect(api.adGroups(ADVERTISER, '1780000000000000001')).resolves.toMatchObject([{ id: AD_GROUP, campaignId: '1780000000000000001', optimizationGoal: 'CLICK' }]);
    await expect(api.identities(ADVERTISER)).resolves.toEqual([{ ...IDENTITY, displayName: 'Reelmix Coffee' }]);
    // The token travels only in its header: the fake keeps a fingerprint of it, and no query holds it.
    expect(fake.requests.every((request) => request.tokenFingerprint?.startsWith('sha256:') && !JSON.stringify(request.query).includes(TOKEN))).toBe(true);
  });

  it('uploads a whole video the fake’s MD5 check accepts, waits for processing, then runs a disabled ad, enables and disables it, and reads its report', async () => {
    const tiktok = client();
    const api = new TikTokAdsApi(tiktok);
    const uploaded = await uploadTikTokVideo(tiktok, { advertiserId: ADVERTISER, filePath: videoPath });
    expect(uploaded.chunks).toBe(0);
    const stored = fake.state().advertisers[ADVERTISER].videos.find((video) => video.id === uploaded.videoId);
    expect(stored?.sha256).toBe(await sha256Of(videoPath));

    const info = await waitForTikTokVideo(tiktok, ADVERTISER, uploaded.videoId, QUICK_POLLS);
    expect(info.video_cover_url).toBeTruthy();
    expect(requestsTo('GET', /\/file\/video\/ad\/info\/$/)).toHaveLength(INFO_READS_WHILE_PROCESSING + 1);

    const cover = await api.uploadAdImage(ADVERTISER, coverPath);
    const adId = await api.createVideoAd({
      advertiserId: ADVERTISER,
      adGroupId: AD_GROUP,
      name: 'j1 intro-a body-b cta-c',
      identity: IDENTITY,
      videoId: uploaded.videoId,
      coverImageId: cover.imageId,
      adText: 'Coffee that keeps up with you',
      callToAction: 'LEARN_MORE',
      landingPageUrl: 'https://reelmix.test/coffee',
    });
    await api.setAdStatus(ADVERTISER, [adId], 'ENABLE');
    await api.setAdStatus(ADVERTISER, [adId], 'DISABLE');
    const ad = fake.state().advertisers[ADVERTISER].ads.find((known) => known.id === adId);
    expect(ad?.statusHistory).toEqual(['DISABLE', 'ENABLE', 'DISABLE']);

    fake.setReport(adId, { impressions: 1520, spend: '12.34', clicks: 41, video_play_actions: 900, video_watched_2s: 610, video_watched_6s: 300, conversion: 7 });
    await expect(api.adInsights(ADVERTISER, { since: '2026-11-01', until: '2026-11-07' }, [adId])).resolves.toEqual([
      {
        adId,
        adName: 'j1 intro-a body-b cta-c',
        impressions: 1520,
        spend: '12.34',
        linkClicks: 41,
        twoSecondViews: 610,
        sixSecondViews: 300,
        videoPlays: 900,
        conversions: 7,
        dateStart: '2026-11-01',
        dateStop: '2026-11-07',
      },
    ]);
  });

  it('uploads a large video in the chunks the fake names, each signed, and the stored file is the rendered one', async () => {
    const largePath = join(workDir, 'j2-large.mp4');
    await writeFile(largePath, randomBytes(TIKTOK_UPLOAD_CHUNK_BYTES + 1_000_000));
    const uploaded = await uploadTikTokVideo(client(), { advertiserId: ADVERTISER, filePath: largePath, chunkedFromBytes: 1 });
    expect(uploaded.chunks).toBe(2);
    expect(requestsTo('POST', /\/file\/transfer\/upload\/$/).map((request) => String(request.body.start_offset))).toEqual(['0', String(TIKTOK_UPLOAD_CHUNK_BYTES)]);
    const stored = fake.state().advertisers[ADVERTISER].videos.find((video) => video.id === uploaded.videoId);
    expect(stored?.uploadType).toBe('UPLOAD_BY_FILE_ID');
    expect(stored?.sha256).toBe(await sha256Of(largePath));
  });

  it('names a video that never finishes processing once the deadline passes', async () => {
    const tiktok = client();
    const uploaded = await uploadTikTokVideo(tiktok, { advertiserId: ADVERTISER, filePath: videoPath, fileName: 'stuck.mp4' });
    fake.faults.neverFinishProcessing();
    const startedAt = Date.now();
    const error = await waitForTikTokVideo(tiktok, ADVERTISER, uploaded.videoId, { pollEveryMs: 20, deadlineMs: 300 }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(TikTokVideoNeverProcessedError);
    expect((error as Error).message).toContain(uploaded.videoId);
    expect(Date.now() - startedAt).toBeLessThan(2_000);
  });

  it('tries a system error again and answers the second try', async () => {
    fake.faults.failNext({ method: 'GET', path: /\/campaign\/get\/$/ }, { code: 50000 }, 1);
    await expect(new TikTokAdsApi(client()).campaigns(ADVERTISER)).resolves.toHaveLength(1);
    expect(requestsTo('GET', /\/campaign\/get\/$/)).toHaveLength(2);
  });

  it('waits its backoff after a rate limit, and hands a lasting one to the caller', async () => {
    fake.faults.failNext({ path: /\/identity\/get\/$/ }, { code: 40100 }, 1);
    const startedAt = Date.now();
    await expect(new TikTokAdsApi(client()).identities(ADVERTISER)).resolves.toHaveLength(1);
    expect(Date.now() - startedAt).toBeGreaterThanOrEqual(RATE_LIMIT_BACKOFF_MS);

    fake.faults.failNext({ path: /\/identity\/get\/$/ }, { code: 40100 }, 3);
    await expect(new TikTokAdsApi(client()).identities(ADVERTISER)).rejects.toBeInstanceOf(TikTokRateLimitedError);
  });

  it('does not retry a revoked token, before or during a run', async () => {
    fake.faults.revokeAfter(1, TOKEN);
    const api = new TikTokAdsApi(client());
    await expect(api.campaigns(ADVERTISER)).resolves.toHaveLength(1);
    const error = await api.adGroups(ADVERTISER).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(TikTokTokenInvalidError);
    expect((error as Error).message).not.toContain(TOKEN);
    expect(requestsTo('GET', /\/adgroup\/get\/$/)).toHaveLength(1);

    fake.revokeToken(TOKEN);
    await expect(api.identities(ADVERTISER)).rejects.toBeInstanceOf(TikTokTokenInvalidError);
    expect(requestsTo('GET', /\/identity\/get\/$/)).toHaveLength(1);
  });
});
