import type { AdConnectionView, AdSetRoundView, AdSetView, LastPublicationView, LiveResultsView, PublicationView, PublishedOutputState, PublishedOutputView } from '@reelmix/contracts/browser';
import { PUBLISHED_OUTPUT_STATES } from '@reelmix/contracts/browser';
import { JOB_ID } from '../jobs/job-view.builder';
import { buildAnalysisReport } from '../read-back/analysis-report.builder';

/** Test data of publishing: a connected system user reaching one ad account, and publications of `buildJobView()`'s outputs. */

const AN_HOUR_AGO = () => new Date(Date.now() - 3_600_000).toISOString();

export function buildConnection(overrides: Partial<AdConnectionView> = {}): AdConnectionView {
  return {
    platform: 'meta',
    platformUserId: '1000001',
    platformUserName: 'Reelmix Publisher',
    tokenHint: 'abcd',
    adAccounts: [{ id: 'act_1', name: 'Spring sale', currency: 'USD' }],
    connectedAt: AN_HOUR_AGO(),
    checkedAt: AN_HOUR_AGO(),
    expiresAt: null,
    state: 'connected',
    ...overrides,
  };
}

/** A TikTok token connected with one advertiser, 7012345678901234567 ("Shop US"). */
export function buildTikTokConnection(overrides: Partial<AdConnectionView> = {}): AdConnectionView {
  return buildConnection({
    platform: 'tiktok',
    platformUserId: '6800001',
    platformUserName: 'Shop Ads',
    tokenHint: 'wxyz',
    adAccounts: [{ id: '7012345678901234567', name: 'Shop US', currency: 'USD' }],
    ...overrides,
  });
}

export function buildAdSet(overrides: Partial<AdSetView> = {}): AdSetView {
  return {
    id: '2001',
    name: 'Broad 18-45',
    campaignId: '3001',
    campaignName: 'Spring sale',
    status: 'ACTIVE',
    optimizationGoal: 'OFFSITE_CONVERSIONS',
    ...overrides,
  };
}

export function buildPublishedOutput(overrides: Partial<PublishedOutputView> = {}): PublishedOutputView {
  const fileName = overrides.fileName ?? 'h1-b1-c1_9x16.mp4';
  const published = (overrides.state ?? 'published') === 'published';
  return {
    fileName,
    state: 'published',
    adName: fileName.replace(/\.mp4$/, ''),
    videoId: published ? '5001' : null,
    creativeId: published ? '6001' : null,
    adId: published ? '7001' : null,
    adStatus: published ? 'PAUSED' : null,
    error: null,
    updatedAt: new Date().toISOString(),
    ...overrides,
  };
}

function countsOf(outputs: PublishedOutputView[]): Record<PublishedOutputState, number> {
  const counts = Object.fromEntries(PUBLISHED_OUTPUT_STATES.map((state) => [state, 0])) as Record<PublishedOutputState, number>;
  for (const output of outputs) counts[output.state] += 1;
  return counts;
}

/** A publish of `outputs` (all four of `finishedJob()`'s outputs published, ads 7001-7004, unless told). */
export function buildPublication(outputs?: PublishedOutputView[], overrides: Partial<PublicationView> = {}): PublicationView {
  const shown =
    outputs ??
    ['h1-b1-c1_9x16.mp4', 'h1-b1-c1_4x5.mp4', 'h2-b1-c1_9x16.mp4', 'h2-b1-c1_4x5.mp4'].map((fileName, index) => buildPublishedOutput({ fileName, adId: `700${index + 1}` }));
  const state = shown.some((output) => !['published', 'failed'].includes(output.state)) ? 'publishing' : shown.every((output) => output.state === 'failed') ? 'failed' : 'published';
  return {
    id: 'publication-1',
    jobId: JOB_ID,
    platform: 'meta',
    adAccountId: 'act_1',
    adSetId: '2001',
    pageId: '4001',
    primaryText: 'Try it today',
    headline: null,
    callToAction: 'LEARN_MORE',
    link: 'https://example.com/shop',
    ctaLinks: [],
    status: 'PAUSED',
    state,
    counts: countsOf(shown),
    outputs: shown,
    createdAt: AN_HOUR_AGO(),
    updatedAt: new Date().toISOString(),
    ...overrides,
  };
}

/** Live results read a minute ago, with `buildAnalysisReport()` (hook-2 wins) and enough impressions. */
export function buildLiveResults(overrides: Partial<LiveResultsView> = {}): LiveResultsView {
  return {
    jobId: JOB_ID,
    report: buildAnalysisReport(),
    metric: 'ctr',
    readAt: new Date(Date.now() - 60_000).toISOString(),
    nextReadAt: new Date(Date.now() + 3_600_000).toISOString(),
    ads: 4,
    impressionsNeeded: 0,
    lastError: null,
    rounds: [buildRound()],
    ...overrides,
  };
}

/** `buildJobView()` as a round of ad set 2001, first published an hour ago. */
export function buildRound(overrides: Partial<AdSetRoundView> = {}): AdSetRoundView {
  return { jobId: JOB_ID, jobName: 'Spring test', jobNumber: 1, adSetId: '2001', firstPublishedAt: AN_HOUR_AGO(), current: true, ...overrides };
}

/** The customer's latest publish: into ad set 2001 of act_1 as Page 4001 (the destinations `buildConnection()` and `buildAdSet()` offer). */
export function buildLastPublication(overrides: Partial<LastPublicationView> = {}): LastPublicationView {
  return {
    platform: 'meta',
    adAccountId: 'act_1',
    adSetId: '2001',
    pageId: '4001',
    identityType: null,
    ctaLinks: [],
    primaryText: 'Round one texts',
    headline: 'Glow in 7 days',
    callToAction: 'SHOP_NOW',
    link: 'https://example.com/round-one',
    publishedAt: AN_HOUR_AGO(),
    ...overrides,
  };
}
