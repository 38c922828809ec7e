import { type INestApplication } from '@nestjs/common';
import {
  AD_ACCOUNT_NOT_CONNECTED,
  AD_TOKEN_EXPIRED,
  AD_TOKEN_REFUSED,
  type DomainError,
  ErrorCode,
  jobLabel,
  type JobView,
  NOTHING_TO_PUBLISH,
  type PublicationView,
  Rpc,
} from '@reelmix/contracts';
import { RpcClient } from '@reelmix/messaging';
import { type ObjectStorage, outputThumbnailKey } from '@reelmix/storage';
import { ControlledClock, FakeGraphApi, type FakeTokenGrant, waitFor } from '@reelmix/testing';
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { AdConnection } from '../src/integrations/ad-connection.entity';
import { JobOutput } from '../src/jobs/job-output.entity';
import { Job } from '../src/jobs/job.entity';
import { OutputPublisher } from '../src/publishing/output-publisher';
import { PublishedOutput } from '../src/publishing/published-output.entity';
import { startIsolatedJobs } from './support/jobs-test-app';

const TOKEN = 'EAAB-test-system-user-token-0001';
const ACCOUNT = 'act_200000000000001';
const AD_SET = '400000000000001';
const PAGE = '500000000000001';
const GRANT: FakeTokenGrant = {
  userId: '100000000000001',
  userName: 'Test system user',
  adAccounts: [
    {
      id: ACCOUNT,
      name: 'Summer sale',
      currency: 'USD',
      campaigns: [{ id: '300000000000001', name: 'Creative test', adSets: [{ id: AD_SET, name: 'Broad', optimizationGoal: 'LINK_CLICKS' }] }],
    },
  ],
  pages: [{ id: PAGE, name: 'Glow Skincare' }],
};

/*
 * Publishing a job's videos as Meta ads, against the fake Graph API over HTTP: the token checked
 * and sealed, each output uploaded in chunks, waited on, made a creative and a paused ad named
 * after it; the ledger never makes a second ad (a grown job, a lost answer, a retry); rate limits
 * wait, a revoked token and a video that never finishes are named to the buyer; live insights
 * become the same verdicts as an imported export; losers are paused.
 */
describe('jobs: publishing to Meta', () => {
  const clock = new ControlledClock();
  let meta: FakeGraphApi;
  let stop: (() => Promise<void>) | undefined;
  let app: INestApplication;
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
  const publishBody = { platform: 'meta' as const, adAccountId: ACCOUNT, adSetId: AD_SET, pageId: PAGE, primaryText: 'Dry skin? Not for long.', headline: 'Glow in 7 days', callToAction: 'SHOP_NOW' as const, link: 'https://glow.example/offer' };
  const publish = (userId: string, jobId: string, extra: Record<string, unknown> = {}) => rpc.request('jobs', Rpc.PublishJob, { ...lookup(userId, jobId), ...publishBody, ...extra });
  const publications = (userId: string, jobId: string) => rpc.request('jobs', Rpc.ListPublications, lookup(userId, jobId));
  const settled = (views: PublicationView[]) => views.length > 0 && views.every((view) => view.state !== 'publishing');
  const untilSettled = async (userId: string, jobId: string) => {
    await waitFor(async () => settled(await publications(userId, jobId)), { what: 'the publications to settle', timeoutMs: 30_000 });
    return publications(userId, jobId);
  };
  const adsIn = (adSetId = AD_SET) => (meta.state().adAccounts[ACCOUNT]?.ads ?? []).filter((ad) => ad.adsetId === adSetId);
  /** Every user's first job is `j1`, so ads are told apart by their creative (of this output's own video), never by name alone. */
  const adsOfCreative = (creativeId: string | null) => adsIn().filter((ad) => ad.creativeId === creativeId);
  const creativesOfVideo = (videoId: string | null) => (meta.state().adAccounts[ACCOUNT]?.creatives ?? []).filter((creative) => creative.videoId === videoId);

  /** A finished job of `hooks` hooks, one body and one CTA, its outputs stored as small real mp4s; the last has no kept thumbnail. */
  async function finishedJob(userId: string, hooks = 2): Promise<JobView> {
    const clip = (section: 'intro' | 'body' | 'cta', name: string) => ({ clipId: randomUUID(), section, objectKey: `sources/${userId}/${randomUUID()}.mp4`, originalName: name, durationSec: 1 });
    const intros = Array.from({ length: hooks }, (_, i) => clip('intro', `hook${i + 1}.mp4`));
    const job = await rpc.request('jobs', Rpc.CreateJob, { userId, plan: 'pro', placements: ['9:16'], clips: [...intros, clip('body', 'body.mp4'), clip('cta', 'cta.mp4')] });
    await addOutputs(userId, job, Array.from({ length: hooks }, (_, i) => i + 1));
    return job;
  }

  async function addOutputs(userId: string, job: JobView, hooks: number[]): Promise<void> {
    for (const hook of hooks) {
      const fileName = `${jobLabel(job.number)}-h${hook}-b1-c1_9x16.mp4`;
      const objectKey = `outputs/${userId}/${job.id}/${fileName}`;
      await storage.putFile(objectKey, video);
      if (hook !== hooks[hooks.length - 1]) await storage.putFile(outputThumbnailKey(objectKey), thumbnail);
      await db.getRepository(JobOutput).insert({ jobId: job.id, fileName, intro: hook, body: 1, cta: 1, placement: '9:16', objectKey, doneAt: clock.now(), durationSec: 1, sizeBytes: '1000', sha256: 'a'.repeat(64) });
    }
    await db.getRepository(Job).update({ id: job.id }, { status: 'completed', completedAt: clock.now() });
  }

  async function connectedUser(): Promise<string> {
    const userId = randomUUID();
    await rpc.request('jobs', Rpc.ConnectMeta, { userId, accessToken: TOKEN });
    return userId;
  }

  beforeAll(async () => {
    mediaDir = mkdtempSync(join(tmpdir(), 'publish-media-'));
    video = join(mediaDir, 'out.mp4');
    thumbnail = join(mediaDir, 'out.jpg');
    // 1.2 MB of video, so the upload takes two of the fake's 1 MiB chunks.
    execFileSync('ffmpeg', ['-v', 'error', '-f', 'lavfi', '-i', 'testsrc2=size=360x640:rate=30', '-f', 'lavfi', '-i', 'sine=frequency=440', '-t', '2', '-c:v', 'libx264', '-b:v', '5M', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-shortest', video]);
    execFileSync('ffmpeg', ['-v', 'error', '-i', video, '-frames:v', '1', thumbnail]);
    meta = await FakeGraphApi.start();
    meta.addToken(TOKEN, GRANT);
    ({ app, rpc, db, storage, stop } = await startIsolatedJobs(clock, {
      META_GRAPH_URL: meta.url,
      META_GRAPH_VERSION: meta.version,
      PUBLISH_POLL_MS: '100',
      PUBLISH_PROCESSING_DEADLINE_MS: '6000',
    }));
  });

  afterAll(async () => {
    await stop?.();
    await meta?.stop();
    rmSync(mediaDir, { recursive: true, force: true });
  });

  it('checks a pasted token with Meta, keeps it sealed and shows who it is and which ad accounts it reaches', async () => {
    const userId = randomUUID();
    const refused = await refusalOf(rpc.request('jobs', Rpc.ConnectMeta, { userId, accessToken: 'EAAB-not-a-token-of-anyone' }));
    expect(refused).toMatchObject({ code: ErrorCode.ValidationFailed, message: AD_TOKEN_REFUSED });

    const view = await rpc.request('jobs', Rpc.ConnectMeta, { userId, accessToken: TOKEN });
    expect(view).toMatchObject({ platform: 'meta', platformUserId: GRANT.userId, platformUserName: 'Test system user', tokenHint: '0001', state: 'connected' });
    expect(view.adAccounts).toEqual([{ id: ACCOUNT, name: 'Summer sale', currency: 'USD' }]);
    const stored = await db.getRepository(AdConnection).findOneByOrFail({ userId });
    expect(stored.tokenSealed).not.toContain(TOKEN);
    expect(JSON.stringify(view)).not.toContain(TOKEN);

    expect(await rpc.request('jobs', Rpc.MetaAdSets, { userId, adAccountId: ACCOUNT })).toEqual([
      { id: AD_SET, name: 'Broad', campaignId: '300000000000001', campaignName: 'Creative test', status: 'ACTIVE', optimizationGoal: 'LINK_CLICKS' },
    ]);
    expect(await rpc.request('jobs', Rpc.MetaPages, { userId })).toEqual([{ id: PAGE, name: 'Glow Skincare' }]);
    expect(await refusalOf(rpc.request('jobs', Rpc.MetaAdSets, { userId, adAccountId: 'act_999' }))).toMatchObject({ code: ErrorCode.NotFound });

    expect(await rpc.request('jobs', Rpc.DisconnectMeta, { userId })).toEqual({ disconnected: true });
    expect((await rpc.request('jobs', Rpc.MetaConnection, { userId })).connection).toBeNull();
  });

  it('publishes each finished output as one paused ad named after it, and a grown job only its new videos', async () => {
    const userId = await connectedUser();
    const job = await finishedJob(userId);
    const stranger = await connectedUser();
    expect(await refusalOf(publish(stranger, job.id))).toMatchObject({ code: ErrorCode.NotFound });

    const started = await publish(userId, job.id);
    expect(started).toMatchObject({ state: 'publishing', adSetId: AD_SET, status: 'PAUSED' });
    const [view] = await untilSettled(userId, job.id);
    expect(view.counts).toMatchObject({ published: 2, failed: 0 });
    const names = view.outputs.map((output) => output.adName);
    expect(names).toEqual([`${jobLabel(job.number)}-h1-b1-c1_9x16`, `${jobLabel(job.number)}-h2-b1-c1_9x16`]);

    const state = meta.state().adAccounts[ACCOUNT];
    const ads = view.outputs.flatMap((output) => adsOfCreative(output.creativeId));
    expect(ads.map((ad) => ad.name).sort()).toEqual(names);
    expect(ads.every((ad) => ad.status === 'PAUSED' && ad.adsetId === AD_SET)).toBe(true);
    const creative = state.creatives.find((candidate) => candidate.id === ads[0].creativeId);
    expect(creative?.objectStorySpec).toMatchObject({ page_id: PAGE, video_data: { message: publishBody.primaryText, title: publishBody.headline, call_to_action: { type: 'SHOP_NOW', value: { link: publishBody.link } } } });
    const uploaded = state.videos.find((candidate) => candidate.id === view.outputs[0].videoId);
    expect(uploaded).toMatchObject({ uploadComplete: true, videoStatus: 'ready' });

    expect(await refusalOf(publish(userId, job.id))).toMatchObject({ code: ErrorCode.Conflict, message: NOTHING_TO_PUBLISH });

    await addOutputs(userId, job, [3]);
    await publish(userId, job.id);
    const all = await untilSettled(userId, job.id);
    expect(all[1].outputs.map((output) => output.adName)).toEqual([`${jobLabel(job.number)}-h3-b1-c1_9x16`]);
    for (const output of all.flatMap((publication) => publication.outputs)) expect(adsOfCreative(output.creativeId)).toHaveLength(1);
    expect(all.flatMap((publication) => publication.outputs)).toHaveLength(3);
  });

  it('adopts an ad made before a crash kept its id, rather than making a second one', async () => {
    const userId = await connectedUser();
    const job = await finishedJob(userId, 1);
    await publish(userId, job.id);
    const [view] = await untilSettled(userId, job.id);
    const adId = view.outputs[0].adId;
    // As if the process died between Meta's answer and the ledger's save.
    await db.getRepository(PublishedOutput).update({ jobId: job.id }, { adId: null, state: 'creating', dueAt: clock.now(), leaseUntil: null });
    await waitFor(async () => (await publications(userId, job.id))[0].outputs[0].adId !== null, { what: 'the ad to be found again' });
    expect((await publications(userId, job.id))[0].outputs[0].adId).toBe(adId);
    expect(adsOfCreative(view.outputs[0].creativeId)).toHaveLength(1);
  });

  it('leaves a row to the publisher that holds its lease: an attempt that outlived its own writes nothing and makes no ad', async () => {
    const userId = await connectedUser();
    const job = await finishedJob(userId, 1);
    await publish(userId, job.id);
    const [view] = await untilSettled(userId, job.id);
    const heldByOther = new Date(clock.now().getTime() + 3_600_000);
    await db.getRepository(PublishedOutput).update({ jobId: job.id }, { adId: null, state: 'creating', leaseUntil: heldByOther });
    const row = await db.getRepository(PublishedOutput).findOneByOrFail({ jobId: job.id });
    const adsBefore = adsIn().length;
    // This attempt's lease ran out long ago; another publisher took the row since.
    await app.get(OutputPublisher).advance({ ...row, creativeId: null, leaseUntil: new Date(clock.now().getTime() - 60_000) });
    expect(adsIn()).toHaveLength(adsBefore);
    expect(creativesOfVideo(view.outputs[0].videoId)).toHaveLength(1);
    expect(await db.getRepository(PublishedOutput).findOneByOrFail({ id: row.id })).toMatchObject({ adId: null, state: 'creating', leaseUntil: heldByOther });
  });

  it('retries a Meta 5xx, waits out a rate limit without failing, and publishes once each', async () => {
    const userId = await connectedUser();
    const job = await finishedJob(userId, 1);
    meta.faults.failNext({ method: 'POST', path: /\/adcreatives$/ }, { status: 500, code: 2 }, 1);
    meta.faults.failNext({ method: 'POST', path: /\/ads$/ }, { status: 400, code: 80004 }, 1);
    await publish(userId, job.id);
    await waitFor(async () => (await db.getRepository(PublishedOutput).findOneByOrFail({ jobId: job.id })).dueAt.getTime() > clock.now().getTime() + 10_000, {
      what: 'the rate limit to push the output back',
    });
    const waiting = await db.getRepository(PublishedOutput).findOneByOrFail({ jobId: job.id });
    expect(waiting).toMatchObject({ state: 'creating', error: null, adId: null });
    expect(waiting.creativeId).not.toBeNull();
    await db.getRepository(PublishedOutput).update({ jobId: job.id }, { dueAt: clock.now() });
    const [view] = await untilSettled(userId, job.id);
    expect(view.counts).toMatchObject({ published: 1, failed: 0 });
    expect(adsOfCreative(view.outputs[0].creativeId)).toHaveLength(1);
    expect(creativesOfVideo(view.outputs[0].videoId)).toHaveLength(1);
  });

  it('names a token revoked mid-publish to the buyer, and publishes the rest with a new one', async () => {
    const userId = randomUUID();
    const first = 'EAAB-test-token-to-revoke-0002';
    meta.addToken(first, GRANT);
    await rpc.request('jobs', Rpc.ConnectMeta, { userId, accessToken: first });
    const job = await finishedJob(userId, 2);
    await publish(userId, job.id);
    // A few calls into the uploads, the token stops working.
    meta.faults.revokeAfter(3, first);
    const [failed] = await untilSettled(userId, job.id);
    expect(failed.counts.failed).toBeGreaterThan(0);
    expect(failed.outputs.filter((output) => output.state === 'failed').every((output) => output.error === AD_TOKEN_EXPIRED)).toBe(true);
    expect((await rpc.request('jobs', Rpc.MetaConnection, { userId })).connection?.state).toBe('expired');
    expect(await refusalOf(publish(userId, job.id))).toMatchObject({ code: ErrorCode.Conflict, message: AD_TOKEN_EXPIRED });
    const failedEvents = await db.query(`SELECT 1 FROM "jobs"."outbox" WHERE "event_name" = 'publication.failed.v1' AND "payload"->>'jobId' = $1`, [job.id]);
    expect(failedEvents).toHaveLength(failed.counts.failed);

    await rpc.request('jobs', Rpc.ConnectMeta, { userId, accessToken: TOKEN });
    await publish(userId, job.id);
    const views = await untilSettled(userId, job.id);
    const published = views.flatMap((view) => view.outputs).filter((output) => output.state === 'published');
    expect(published.map((output) => output.adName).sort()).toEqual([`${jobLabel(job.number)}-h1-b1-c1_9x16`, `${jobLabel(job.number)}-h2-b1-c1_9x16`]);
    for (const output of published) expect(adsOfCreative(output.creativeId)).toHaveLength(1);
  });

  it('gives up on a video Meta never finishes processing, says so, and uploads it anew on the next try', async () => {
    const userId = await connectedUser();
    const job = await finishedJob(userId, 1);
    meta.faults.neverFinishProcessing();
    try {
      await publish(userId, job.id);
      const [failed] = await untilSettled(userId, job.id);
      expect(failed.outputs[0]).toMatchObject({ state: 'failed', videoId: null, error: expect.stringContaining('did not finish processing') });
    } finally {
      meta.faults.finishProcessingAgain();
    }
    await publish(userId, job.id);
    const views = await untilSettled(userId, job.id);
    expect(views[1].outputs[0]).toMatchObject({ state: 'published' });
  });

  it('sends each CTA clip\'s ads to the link given for that CTA, and the others to the publish\'s link', async () => {
    const userId = await connectedUser();
    const clip = (section: 'intro' | 'body' | 'cta', name: string) => ({ clipId: randomUUID(), section, objectKey: `sources/${userId}/${randomUUID()}.mp4`, originalName: name, durationSec: 1 });
    const job = await rpc.request('jobs', Rpc.CreateJob, { userId, plan: 'pro', placements: ['9:16'], clips: [clip('intro', 'hook.mp4'), clip('body', 'body.mp4'), clip('cta', 'shop.mp4'), clip('cta', 'quiz.mp4')] });
    for (const cta of [1, 2]) {
      const fileName = `${jobLabel(job.number)}-h1-b1-c${cta}_9x16.mp4`;
      const objectKey = `outputs/${userId}/${job.id}/${fileName}`;
      await storage.putFile(objectKey, video);
      await db.getRepository(JobOutput).insert({ jobId: job.id, fileName, intro: 1, body: 1, cta, placement: '9:16', objectKey, doneAt: clock.now(), durationSec: 1, sizeBytes: '1000', sha256: 'a'.repeat(64) });
    }
    await db.getRepository(Job).update({ id: job.id }, { status: 'completed', completedAt: clock.now() });
    const quizLink = 'https://glow.example/quiz';
    const started = await publish(userId, job.id, { ctaLinks: [{ position: 2, link: quizLink }] });
    expect(started.ctaLinks).toEqual([{ position: 2, link: quizLink }]);
    const [view] = await untilSettled(userId, job.id);
    const linkOfOutput = (fileName: string) => {
      const output = view.outputs.find((candidate) => candidate.fileName === fileName);
      const creative = meta.state().adAccounts[ACCOUNT].creatives.find((candidate) => candidate.id === output?.creativeId);
      return (creative?.objectStorySpec as { video_data?: { call_to_action?: { value?: { link?: string } } } }).video_data?.call_to_action?.value?.link;
    };
    expect(linkOfOutput(`${jobLabel(job.number)}-h1-b1-c1_9x16.mp4`)).toBe(publishBody.link);
    expect(linkOfOutput(`${jobLabel(job.number)}-h1-b1-c2_9x16.mp4`)).toBe(quizLink);
  });

  it('refuses to publish without a connection', async () => {
    const userId = randomUUID();
    const job = await finishedJob(userId, 1);
    expect(await refusalOf(publish(userId, job.id))).toMatchObject({ code: ErrorCode.Conflict, message: AD_ACCOUNT_NOT_CONNECTED });
  });

  it('lists the jobs published into the same ad set as the rounds of one test, the owner\'s only, and starts the next publish where the last went', async () => {
    const userId = await connectedUser();
    expect(await rpc.request('jobs', Rpc.LastPublication, { userId })).toBeNull();
    const first = await finishedJob(userId, 1);
    const second = await finishedJob(userId, 1);
    const stranger = await connectedUser();
    const strangers = await finishedJob(stranger, 1);
    await publish(userId, first.id);
    await publish(stranger, strangers.id);
    await publish(userId, second.id, { primaryText: 'Round two: glow faster.', callToAction: 'LEARN_MORE' });
    await untilSettled(userId, second.id);

    const round = (job: JobView, current: boolean) => ({ jobId: job.id, jobName: job.name, jobNumber: job.number, adSetId: AD_SET, firstPublishedAt: expect.any(String), current });
    const ofFirst = await rpc.request('jobs', Rpc.LiveResults, lookup(userId, first.id));
    expect(ofFirst.rounds).toEqual([round(first, true), round(second, false)]);
    const ofSecond = await rpc.request('jobs', Rpc.LiveResults, lookup(userId, second.id));
    expect(ofSecond.rounds).toEqual([round(first, false), round(second, true)]);
    expect(Date.parse(ofSecond.rounds[0].firstPublishedAt)).toBeLessThanOrEqual(Date.parse(ofSecond.rounds[1].firstPublishedAt));
    // The stranger's job is in the same ad set, yet each customer sees only their own rounds.
    expect((await rpc.request('jobs', Rpc.LiveResults, lookup(stranger, strangers.id))).rounds).toEqual([round(strangers, true)]);

    expect(await rpc.request('jobs', Rpc.LastPublication, { userId })).toEqual({
      platform: 'meta',
      adAccountId: ACCOUNT,
      adSetId: AD_SET,
      pageId: PAGE,
      identityType: null,
      ctaLinks: [],
      primaryText: 'Round two: glow faster.',
      headline: publishBody.headline,
      callToAction: 'LEARN_MORE',
      link: publishBody.link,
      publishedAt: expect.any(String),
    });
    expect(await rpc.request('jobs', Rpc.LastPublication, { userId: stranger })).toMatchObject({ primaryText: publishBody.primaryText });
  });

  it('reads live insights into the same verdicts as an export, refreshes at most once a minute, and pauses the losers', async () => {
    const userId = await connectedUser();
    const job = await finishedJob(userId, 2);
    await publish(userId, job.id, { status: 'ACTIVE' });
    const [view] = await untilSettled(userId, job.id);
    const [winner, loser] = view.outputs;
    meta.setInsights(winner.adId as string, { impressions: '100000', spend: '100.00', inline_link_clicks: '3000', actions: [{ action_type: 'link_click', value: '3000' }, { action_type: 'video_view', value: '40000' }] });
    meta.setInsights(loser.adId as string, { impressions: '100000', spend: '100.00', inline_link_clicks: '1000', actions: [{ action_type: 'link_click', value: '1000' }, { action_type: 'video_view', value: '20000' }] });

    expect(await rpc.request('jobs', Rpc.LiveResults, lookup(userId, job.id))).toMatchObject({ report: null, readAt: null, ads: 0 });
    const live = await rpc.request('jobs', Rpc.RefreshInsights, lookup(userId, job.id));
    expect(live.readAt).not.toBeNull();
    expect(live.ads).toBe(2);
    expect(live.report?.sections.hook.winner).toBe('hook1.mp4');
    expect(live.report?.totals).toMatchObject({ impressions: 200000, clicks: 4000, results: 4000, hookViews: 60000 });
    expect(await refusalOf(rpc.request('jobs', Rpc.RefreshInsights, lookup(userId, job.id)))).toMatchObject({ code: ErrorCode.RateLimited });
    const byHookRate = await rpc.request('jobs', Rpc.LiveResults, { ...lookup(userId, job.id), metric: 'hookRate' });
    expect(byHookRate.report?.sections.hook.winner).toBe('hook1.mp4');

    expect(await refusalOf(rpc.request('jobs', Rpc.PauseAds, { ...lookup(userId, job.id), adIds: ['123456789012345'] }))).toMatchObject({ code: ErrorCode.NotFound });
    expect(await rpc.request('jobs', Rpc.PauseAds, { ...lookup(userId, job.id), adIds: [loser.adId as string] })).toEqual({ paused: [loser.adId] });
    const ads = adsIn().filter((ad) => ad.id === winner.adId || ad.id === loser.adId);
    expect(Object.fromEntries(ads.map((ad) => [ad.id, ad.status]))).toEqual({ [winner.adId as string]: 'ACTIVE', [loser.adId as string]: 'PAUSED' });
  });
});
