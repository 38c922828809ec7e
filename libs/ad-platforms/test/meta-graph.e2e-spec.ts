import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  MetaAdsApi,
  MetaGraphClient,
  type MetaGraphClientOptions,
  MetaRateLimitedError,
  MetaTokenInvalidError,
  MetaVideoNeverProcessedError,
  metaGraphSettings,
  uploadAdVideo,
  waitForVideoReady,
} from '../src';
import { FakeGraphApi, type FakeTokenGrant, MINUTES_TO_REGAIN_ACCESS, STATUS_POLLS_WHILE_PROCESSING, UPLOAD_CHUNK_BYTES } from '@reelmix/testing';

const TOKEN = 'EAAB-system-user-token-for-tests';
const AD_ACCOUNT = 'act_1';
const GRANT: FakeTokenGrant = {
  userId: '100',
  userName: 'Reelmix system user',
  adAccounts: [
    {
      id: AD_ACCOUNT,
      name: 'Spring launch',
      campaigns: [{ id: '2001', name: 'Video views', adSets: [{ id: '3001', name: 'Broad 18-45', optimizationGoal: 'THRUPLAY' }] }],
    },
  ],
  pages: [{ id: '4001', name: 'Reelmix Coffee' }],
};
/** Short waits, so a retried call costs milliseconds here. */
const QUICK_RETRIES = { attempts: 3, backoff: { baseMs: 10, maxMs: 100 }, maxWaitMs: 10 * 60_000 };
const FILE_SIZE = 3_000_000;

/** The Graph client and its waits as Meta's limits and outages shape them, against the fake Graph API. */
describe('Meta Graph client against the fake Graph API', () => {
  let fake: FakeGraphApi;
  let workDir: string;
  let videoPath: string;
  let thumbnailPath: string;

  beforeAll(async () => {
    workDir = await mkdtemp(join(tmpdir(), 'ad-platforms-'));
    videoPath = join(workDir, 'j1-intro-a-body-b-cta-c.mp4');
    thumbnailPath = join(workDir, 'j1-intro-a-body-b-cta-c.jpg');
    await writeFile(videoPath, randomBytes(FILE_SIZE));
    await writeFile(thumbnailPath, randomBytes(2048));
  });

  afterAll(() => rm(workDir, { recursive: true, force: true }));

  beforeEach(async () => {
    fake = await FakeGraphApi.start();
    fake.addToken(TOKEN, GRANT);
  });

  afterEach(() => fake.stop());

  function client(options: Partial<MetaGraphClientOptions> = {}): MetaGraphClient {
    return new MetaGraphClient({
      settings: metaGraphSettings({ baseUrl: fake.url, version: fake.version }),
      accessToken: TOKEN,
      retry: QUICK_RETRIES,
      ...options,
    });
  }

  function requestsTo(method: string, path: RegExp) {
    return fake.requests.filter((request) => request.method === method && path.test(request.path));
  }

  function transferOffsets(): string[] {
    return requestsTo('POST', /\/advideos$/)
      .filter((request) => request.body.upload_phase === 'transfer')
      .map((request) => String(request.body.start_offset));
  }

  async function fileSha256(): Promise<string> {
    return createHash('sha256').update(await readFile(videoPath)).digest('hex');
  }

  function storedVideo(videoId: string) {
    return fake.state().adAccounts[AD_ACCOUNT].videos.find((video) => video.id === videoId);
  }

  it('uploads a 3 MB file in the chunks Meta names, and Meta holds the same bytes', async () => {
    const uploaded = await uploadAdVideo(client(), { adAccountId: AD_ACCOUNT, filePath: videoPath });
    expect(uploaded).toMatchObject({ fileSize: FILE_SIZE, chunks: Math.ceil(FILE_SIZE / UPLOAD_CHUNK_BYTES), resumes: 0 });
    expect(transferOffsets()).toEqual(['0', String(UPLOAD_CHUNK_BYTES), String(2 * UPLOAD_CHUNK_BYTES)]);
    expect(storedVideo(uploaded.videoId)).toMatchObject({ fileSize: FILE_SIZE, uploadComplete: true, sha256: await fileSha256() });
    // The token travels in the Authorization header only: never in a URL that a proxy could log.
    expect(fake.requests.every((request) => request.tokenFingerprint !== undefined && !('access_token' in request.query))).toBe(true);
  });

  it('after Meta refuses a chunk at the wrong offset, goes on from the offsets Meta names', async () => {
    // The second chunk reaches Meta but its answer is lost, so the client sends it again; Meta
    // has it already and answers where to resume instead.
    let transfers = 0;
    const droppingFetch: typeof fetch = async (url, init) => {
      const answer = await fetch(url, init);
      const body = init?.body;
      if (body instanceof FormData && body.get('upload_phase') === 'transfer' && ++transfers === 2) throw new TypeError('fetch failed');
      return answer;
    };
    const uploaded = await uploadAdVideo(client({ fetch: droppingFetch }), { adAccountId: AD_ACCOUNT, filePath: videoPath });

    const second = String(UPLOAD_CHUNK_BYTES);
    expect(transferOffsets()).toEqual(['0', second, second, String(2 * UPLOAD_CHUNK_BYTES)]);
    expect(uploaded.resumes).toBe(1);
    expect(storedVideo(uploaded.videoId)?.sha256).toBe(await fileSha256());
  });

  it('polls the video until Meta has processed it', async () => {
    const graph = client();
    const { videoId } = await uploadAdVideo(graph, { adAccountId: AD_ACCOUNT, filePath: videoPath });
    await waitForVideoReady(graph, videoId, { pollEveryMs: 10 });
    expect(requestsTo('GET', new RegExp(`/${videoId}$`))).toHaveLength(STATUS_POLLS_WHILE_PROCESSING + 1);
    expect(storedVideo(videoId)?.videoStatus).toBe('ready');
  });

  it('names a video that never finishes processing, within its deadline', async () => {
    fake.faults.neverFinishProcessing();
    const graph = client();
    const { videoId } = await uploadAdVideo(graph, { adAccountId: AD_ACCOUNT, filePath: videoPath });
    const startedAt = performance.now();
    const waiting = waitForVideoReady(graph, videoId, { deadlineMs: 300, pollEveryMs: 50 });
    await expect(waiting).rejects.toThrow(MetaVideoNeverProcessedError);
    await expect(waiting).rejects.toThrow(`Meta never finished processing video ${videoId}`);
    const tookMs = performance.now() - startedAt;
    expect(tookMs).toBeGreaterThanOrEqual(300);
    expect(tookMs).toBeLessThan(1000);
  });

  it('tries a call again once after a 500 and answers its success', async () => {
    fake.faults.failNext({ method: 'GET', path: /\/me$/ }, { status: 500, code: 2 });
    await expect(new MetaAdsApi(client()).me()).resolves.toEqual({ id: '100', name: 'Reelmix system user' });
    expect(requestsTo('GET', /\/me$/)).toHaveLength(2);
  });

  it('near the ad account’s limit, holds the next call for the pause it is given', async () => {
    const api = new MetaAdsApi(client({ usageWait: { thresholdPercent: 90, pauseAtThresholdMs: 400 } }));
    fake.faults.throttleAdAccount(AD_ACCOUNT, 95);
    await api.campaigns(AD_ACCOUNT);
    fake.faults.throttleAdAccount(AD_ACCOUNT, 10);
    const startedAt = performance.now();
    await api.campaigns(AD_ACCOUNT);
    expect(performance.now() - startedAt).toBeGreaterThanOrEqual(390);
  });

  it('when Meta blocks the ad account, waits the time its usage header estimates, then succeeds', async () => {
    // A virtual clock: Meta's estimate is minutes, which the test records instead of sitting out.
    let now = 0;
    const waits: number[] = [];
    const api = new MetaAdsApi(
      client({
        now: () => now,
        sleep: async (ms) => {
          waits.push(ms);
          now += ms;
          fake.faults.throttleAdAccount(AD_ACCOUNT, 0);
        },
      }),
    );
    fake.faults.throttleAdAccount(AD_ACCOUNT, 100);
    await expect(api.campaigns(AD_ACCOUNT)).resolves.toEqual([expect.objectContaining({ id: '2001', name: 'Video views' })]);
    expect(waits).toEqual([MINUTES_TO_REGAIN_ACCESS * 60_000]);
    expect(requestsTo('GET', /\/act_1\/campaigns$/)).toHaveLength(2);
  });

  it('hands a block longer than the retry policy sits through to the caller, with Meta’s estimate', async () => {
    fake.faults.throttleAdAccount(AD_ACCOUNT, 100);
    const error = await new MetaAdsApi(client({ retry: { ...QUICK_RETRIES, maxWaitMs: 60_000 } }))
      .campaigns(AD_ACCOUNT)
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(MetaRateLimitedError);
    expect((error as MetaRateLimitedError).retryAfterMs).toBe(MINUTES_TO_REGAIN_ACCESS * 60_000);
    expect(requestsTo('GET', /\/act_1\/campaigns$/)).toHaveLength(1);
  });

  it('a token revoked mid-way surfaces as MetaTokenInvalidError without a second try', async () => {
    fake.faults.revokeAfter(1, TOKEN);
    const api = new MetaAdsApi(client());
    await api.me();
    const error = await api.adAccounts().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(MetaTokenInvalidError);
    expect((error as MetaTokenInvalidError).problem).toBe('revoked');
    expect((error as Error).message).not.toContain(TOKEN);
    expect(requestsTo('GET', /\/me\/adaccounts$/)).toHaveLength(1);
  });

  it('reads the accounts, pages, campaigns and ad sets a buyer picks from', async () => {
    const api = new MetaAdsApi(client());
    await expect(api.adAccounts()).resolves.toEqual([expect.objectContaining({ id: AD_ACCOUNT, name: 'Spring launch' })]);
    await expect(api.pages()).resolves.toEqual([{ id: '4001', name: 'Reelmix Coffee' }]);
    await expect(api.adSets('2001')).resolves.toEqual([expect.objectContaining({ id: '3001', name: 'Broad 18-45', optimizationGoal: 'THRUPLAY' })]);
  });

  it('publishes a processed video as a PAUSED ad, pauses it after a run, and reads its insights', async () => {
    const graph = client();
    const api = new MetaAdsApi(graph);
    const { videoId } = await uploadAdVideo(graph, { adAccountId: AD_ACCOUNT, filePath: videoPath });
    await waitForVideoReady(graph, videoId, { pollEveryMs: 10 });
    const thumbnail = await api.uploadAdImage(AD_ACCOUNT, thumbnailPath);
    const creativeId = await api.createVideoCreative({
      adAccountId: AD_ACCOUNT,
      name: 'j1 intro-a body-b cta-c',
      pageId: '4001',
      videoId,
      thumbnail: { imageHash: thumbnail.hash },
      message: 'Fresh roast, every morning.',
      callToAction: { type: 'SHOP_NOW', link: 'https://example.com/coffee' },
    });
    const adId = await api.createAd({ adAccountId: AD_ACCOUNT, name: 'j1 intro-a body-b cta-c', adSetId: '3001', creativeId });

    const ads = () => fake.state().adAccounts[AD_ACCOUNT].ads;
    expect(ads()).toEqual([expect.objectContaining({ id: adId, status: 'PAUSED', creativeId, adsetId: '3001' })]);
    const creative = fake.state().adAccounts[AD_ACCOUNT].creatives.find((stored) => stored.id === creativeId);
    expect(creative?.objectStorySpec).toMatchObject({ page_id: '4001', video_data: { video_id: videoId, image_hash: thumbnail.hash } });

    await api.setAdStatus(adId, 'ACTIVE');
    expect(ads()[0].status).toBe('ACTIVE');
    await api.setAdStatus(adId, 'PAUSED');
    expect(ads()[0].status).toBe('PAUSED');

    fake.setInsights(adId, {
      impressions: '1520',
      spend: '12.34',
      inline_link_clicks: '31',
      actions: [
        { action_type: 'link_click', value: '31' },
        { action_type: 'video_view', value: '640' },
      ],
      video_play_actions: [{ action_type: 'video_view', value: '1402' }],
    });
    const expected = { adId, impressions: 1520, spend: '12.34', linkClicks: 31, threeSecondViews: 640, videoPlays: 1402 };
    await expect(api.adInsights(adId, { datePreset: 'last_7d' })).resolves.toEqual([expect.objectContaining(expected)]);
    await expect(api.adInsights(AD_ACCOUNT, { since: '2026-11-01', until: '2026-11-28' })).resolves.toEqual([expect.objectContaining(expected)]);
  });
});
