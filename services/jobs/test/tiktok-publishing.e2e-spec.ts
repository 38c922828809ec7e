import {
  type DomainError,
  ErrorCode,
  jobLabel,
  type JobView,
  type PublicationView,
  Rpc,
  TIKTOK_CALL_TO_ACTION_REFUSED,
  TIKTOK_NOT_CONNECTED,
  TIKTOK_TOKEN_EXPIRED,
  TIKTOK_TOKEN_REFUSED,
} from '@reelmix/contracts';
import { RpcClient } from '@reelmix/messaging';
import { type ObjectStorage, outputThumbnailKey } from '@reelmix/storage';
import { ControlledClock, FakeTikTokApi, type FakeTikTokTokenGrant, waitFor } from '@reelmix/testing';
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { JobOutput } from '../src/jobs/job-output.entity';
import { Job } from '../src/jobs/job.entity';
import { startIsolatedJobs } from './support/jobs-test-app';

const ADVERTISER = '7000000000000000001';
const AD_GROUP = '1810000000000000001';
const IDENTITY = '7100000000000000001';
const grantOf = (): FakeTikTokTokenGrant => ({
  advertiserIds: [
    {
      id: ADVERTISER,
      name: 'Summer sale',
      currency: 'USD',
      campaigns: [{ id: '1800000000000000001', name: 'Creative test', adGroups: [{ id: AD_GROUP, name: 'Broad', optimizationGoal: 'CLICK' }] }],
    },
  ],
  identities: [{ id: IDENTITY, type: 'CUSTOMIZED_USER', displayName: 'Glow Skincare' }],
});

/*
 * Publishing to TikTok through the same ledger as Meta, against the fake TikTok Marketing API:
 * a token and its advertisers checked and sealed, each output uploaded MD5-signed, waited on until
 * displayable, made one disabled ad named after it with its cover; a lost answer adopted, a revoked
 * token named; the report's 2-second views and conversions read into the same verdicts; losers disabled.
 */
describe('jobs: publishing to TikTok', () => {
  const clock = new ControlledClock();
  let tiktok: FakeTikTokApi;
  let stop: (() => Promise<void>) | undefined;
  let rpc: RpcClient;
  let db: DataSource;
  let storage: ObjectStorage;
  let mediaDir: string;
  let video: string;
  let thumbnail: string;

  const lookup = (userId: string, jobId: string) => ({ userId, jobId, plan: 'pro' as const });
  const refusalOf = (work: Promise<unknown>) =>
    work.then(
      () => {
        throw new Error('expected a refusal');
      },
      (error: DomainError) => error,
    );
  const body = { platform: 'tiktok' as const, adAccountId: ADVERTISER, adSetId: AD_GROUP, pageId: IDENTITY, identityType: 'CUSTOMIZED_USER', primaryText: 'Dry skin? Not for long.', callToAction: 'SHOP_NOW' as const, link: 'https://glow.example/offer' };
  const publish = (userId: string, jobId: string, extra: Record<string, unknown> = {}) => rpc.request('jobs', Rpc.PublishJob, { ...lookup(userId, jobId), ...body, ...extra });
  const publications = (userId: string, jobId: string) => rpc.request('jobs', Rpc.ListPublications, lookup(userId, jobId));
  const settled = (views: PublicationView[]) => views.length > 0 && views.every((view) => view.state !== 'publishing');
  const untilSettled = async (userId: string, jobId: string) => {
    await waitFor(async () => settled(await publications(userId, jobId)), { what: 'the publications to settle', timeoutMs: 30_000 });
    return publications(userId, jobId);
  };
  const adsOf = (videoId: string | null) => (tiktok.state().advertisers[ADVERTISER]?.ads ?? []).filter((ad) => ad.videoId === videoId);

  async function connectedUser(token = `act.${randomUUID()}`): Promise<string> {
    tiktok.addToken(token, grantOf());
    const userId = randomUUID();
    await rpc.request('jobs', Rpc.ConnectTikTok, { userId, accessToken: token, advertiserIds: [ADVERTISER] });
    return userId;
  }

  async function finishedJob(userId: string, hooks = 2): Promise<JobView> {
    const clip = (section: 'intro' | 'body' | 'cta', name: string) => ({ clipId: randomUUID(), section, objectKey: `sources/${userId}/${randomUUID()}.mp4`, originalName: name, durationSec: 1 });
    const intros = Array.from({ length: hooks }, (_, i) => clip('intro', `hook${i + 1}.mp4`));
    const job = await rpc.request('jobs', Rpc.CreateJob, { userId, plan: 'pro', placements: ['9:16'], clips: [...intros, clip('body', 'body.mp4'), clip('cta', 'cta.mp4')] });
    for (let hook = 1; hook <= hooks; hook++) {
      const fileName = `${jobLabel(job.number)}-h${hook}-b1-c1_9x16.mp4`;
      const objectKey = `outputs/${userId}/${job.id}/${fileName}`;
      await storage.putFile(objectKey, video);
      await storage.putFile(outputThumbnailKey(objectKey), thumbnail);
      await db.getRepository(JobOutput).insert({ jobId: job.id, fileName, intro: hook, body: 1, cta: 1, placement: '9:16', objectKey, doneAt: clock.now(), durationSec: 1, sizeBytes: '1000', sha256: 'a'.repeat(64) });
    }
    await db.getRepository(Job).update({ id: job.id }, { status: 'completed', completedAt: clock.now() });
    return job;
  }

  beforeAll(async () => {
    mediaDir = mkdtempSync(join(tmpdir(), 'tiktok-media-'));
    video = join(mediaDir, 'out.mp4');
    thumbnail = join(mediaDir, 'out.jpg');
    execFileSync('ffmpeg', ['-v', 'error', '-f', 'lavfi', '-i', 'testsrc2=size=360x640:rate=30', '-f', 'lavfi', '-i', 'sine=frequency=440', '-t', '1', '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-shortest', video]);
    execFileSync('ffmpeg', ['-v', 'error', '-i', video, '-frames:v', '1', thumbnail]);
    tiktok = await FakeTikTokApi.start();
    ({ rpc, db, storage, stop } = await startIsolatedJobs(clock, { TIKTOK_API_URL: tiktok.url, PUBLISH_POLL_MS: '100', PUBLISH_PROCESSING_DEADLINE_MS: '6000' }));
  });

  afterAll(async () => {
    await stop?.();
    await tiktok?.stop();
    rmSync(mediaDir, { recursive: true, force: true });
  });

  it('checks a token and its advertisers with TikTok, keeps it sealed, and lists ad groups and identities', async () => {
    const userId = randomUUID();
    expect(await refusalOf(rpc.request('jobs', Rpc.ConnectTikTok, { userId, accessToken: 'act.not-a-token-of-anyone', advertiserIds: [ADVERTISER] }))).toMatchObject({
      code: ErrorCode.ValidationFailed,
      message: TIKTOK_TOKEN_REFUSED,
    });
    const token = `act.${randomUUID()}`;
    tiktok.addToken(token, grantOf());
    expect(await refusalOf(rpc.request('jobs', Rpc.ConnectTikTok, { userId, accessToken: token, advertiserIds: ['7999999999999999999'] }))).toMatchObject({ message: TIKTOK_TOKEN_REFUSED });
    const view = await rpc.request('jobs', Rpc.ConnectTikTok, { userId, accessToken: token, advertiserIds: [ADVERTISER] });
    expect(view).toMatchObject({ platform: 'tiktok', tokenHint: token.slice(-4), state: 'connected', adAccounts: [{ id: ADVERTISER, name: 'Summer sale', currency: 'USD' }] });
    expect(JSON.stringify(view)).not.toContain(token);
    expect(await rpc.request('jobs', Rpc.TikTokAdGroups, { userId, advertiserId: ADVERTISER })).toEqual([
      { id: AD_GROUP, name: 'Broad', campaignId: '1800000000000000001', campaignName: 'Creative test', status: 'ENABLE', optimizationGoal: 'CLICK' },
    ]);
    expect(await rpc.request('jobs', Rpc.TikTokIdentities, { userId, advertiserId: ADVERTISER })).toEqual([{ id: IDENTITY, name: 'Glow Skincare', identityType: 'CUSTOMIZED_USER' }]);
    // Meta's connection is another: this buyer has none.
    expect((await rpc.request('jobs', Rpc.MetaConnection, { userId })).connection).toBeNull();
  });

  it('publishes each output as one disabled TikTok ad named after it, with its cover, and adopts an ad whose answer was lost', async () => {
    const userId = await connectedUser();
    const job = await finishedJob(userId);
    expect(await refusalOf(publish(userId, job.id, { callToAction: 'BOOK_TRAVEL' }))).toMatchObject({ message: TIKTOK_CALL_TO_ACTION_REFUSED });
    expect(await refusalOf(publish(randomUUID(), job.id))).toMatchObject({ code: ErrorCode.NotFound });
    await publish(userId, job.id);
    const [view] = await untilSettled(userId, job.id);
    expect(view).toMatchObject({ platform: 'tiktok', counts: { published: 2, failed: 0 } });
    for (const output of view.outputs) {
      const [ad] = adsOf(output.videoId);
      expect(adsOf(output.videoId)).toHaveLength(1);
      expect(ad).toMatchObject({ id: output.adId, adName: output.adName, adGroupId: AD_GROUP, identityId: IDENTITY, operationStatus: 'DISABLE', adText: body.primaryText, callToAction: 'SHOP_NOW', landingPageUrl: body.link });
      expect(ad.imageIds).toHaveLength(1);
    }

    // As if the process died between TikTok's answer and the ledger's save.
    const lost = view.outputs[0];
    await db.query(`UPDATE "jobs"."published_outputs" SET "ad_id" = NULL, "state" = 'creating', "due_at" = now(), "lease_until" = NULL WHERE "job_id" = $1 AND "file_name" = $2`, [job.id, lost.fileName]);
    await waitFor(async () => (await publications(userId, job.id))[0].outputs[0].adId !== null, { what: 'the ad to be found again' });
    expect((await publications(userId, job.id))[0].outputs[0].adId).toBe(lost.adId);
    expect(adsOf(lost.videoId)).toHaveLength(1);
  });

  it('names a token TikTok revoked to the buyer and refuses to publish without a connection', async () => {
    const noConnection = randomUUID();
    const job = await finishedJob(noConnection, 1);
    expect(await refusalOf(publish(noConnection, job.id))).toMatchObject({ code: ErrorCode.Conflict, message: TIKTOK_NOT_CONNECTED });

    const token = `act.${randomUUID()}`;
    const userId = await connectedUser(token);
    const own = await finishedJob(userId, 1);
    await publish(userId, own.id);
    tiktok.faults.revokeAfter(1, token);
    const [view] = await untilSettled(userId, own.id);
    expect(view.outputs[0]).toMatchObject({ state: 'failed', error: TIKTOK_TOKEN_EXPIRED });
    expect((await rpc.request('jobs', Rpc.TikTokConnection, { userId }))?.state).toBe('expired');
  });

  it('reads the report into the same verdicts (2-second views as the hook rate) and disables the losers', async () => {
    const userId = await connectedUser();
    const job = await finishedJob(userId, 2);
    await publish(userId, job.id, { status: 'ACTIVE' });
    const [view] = await untilSettled(userId, job.id);
    const [winner, loser] = view.outputs;
    tiktok.setReport(winner.adId as string, { impressions: 100000, spend: '100.00', clicks: 3000, video_watched_2s: 40000, conversion: 300 });
    tiktok.setReport(loser.adId as string, { impressions: 100000, spend: '100.00', clicks: 1000, video_watched_2s: 20000, conversion: 40 });
    const live = await rpc.request('jobs', Rpc.RefreshInsights, lookup(userId, job.id));
    expect(live.report?.sections.hook.winner).toBe('hook1.mp4');
    expect(live.report?.totals).toMatchObject({ impressions: 200000, clicks: 4000, results: 340, hookViews: 60000 });

    expect(await rpc.request('jobs', Rpc.PauseAds, { ...lookup(userId, job.id), adIds: [loser.adId as string] })).toEqual({ paused: [loser.adId] });
    const ads = tiktok.state().advertisers[ADVERTISER].ads;
    expect(ads.find((ad) => ad.id === loser.adId)?.statusHistory).toEqual(['ENABLE', 'DISABLE']);
    expect(ads.find((ad) => ad.id === winner.adId)?.operationStatus).toBe('ENABLE');
  });
});
