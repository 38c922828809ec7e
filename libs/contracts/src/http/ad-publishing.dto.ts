/*
 * Publishing a job's videos as ads on an ad platform (Meta first), and reading their results back
 * live. The buyer connects an ad account with a token; each finished output then becomes one ad
 * video, one creative and one ad, named after the output, tracked per output so a retry never
 * makes a second ad. See docs/api.md, "Publishing to ad platforms".
 */
import type { AnalysisReport, VerdictMetric } from './analysis-report.dto';

export const AD_PLATFORMS = ['meta', 'tiktok'] as const;
export type AdPlatform = (typeof AD_PLATFORMS)[number];

/** Meta's call-to-action button types the publish form offers (a subset of the Marketing API's list). */
export const META_CALL_TO_ACTIONS = ['LEARN_MORE', 'SHOP_NOW', 'SIGN_UP', 'DOWNLOAD', 'GET_OFFER', 'ORDER_NOW', 'BOOK_TRAVEL', 'CONTACT_US', 'SUBSCRIBE', 'APPLY_NOW'] as const;
export type MetaCallToAction = (typeof META_CALL_TO_ACTIONS)[number];

/** The call-to-action types TikTok also offers (its ad/create enum); Meta's others are refused for a TikTok publish. */
export const TIKTOK_CALL_TO_ACTIONS = ['LEARN_MORE', 'SHOP_NOW', 'SIGN_UP', 'DOWNLOAD', 'ORDER_NOW', 'CONTACT_US', 'SUBSCRIBE', 'APPLY_NOW'] as const satisfies readonly MetaCallToAction[];

/** Each platform's name as the buyer reads it. */
export const AD_PLATFORM_NAMES: Record<AdPlatform, string> = { meta: 'Meta', tiktok: 'TikTok' };

export const AD_DELIVERY_STATUSES = ['PAUSED', 'ACTIVE'] as const;
export type AdDeliveryStatus = (typeof AD_DELIVERY_STATUSES)[number];

export const PUBLISHING_LIMITS = {
  accessTokenMinLength: 20,
  accessTokenMaxLength: 1024,
  /** Meta's limits for the ad's texts. */
  primaryTextMaxLength: 2200,
  headlineMaxLength: 255,
  linkMaxLength: 2048,
  /** A platform object id: digits, `act_` and digits for an ad account. */
  platformIdMaxLength: 40,
  /** CTA clips a job can have, so links given per CTA clip. */
  ctaLinksMax: 30,
  /** Advertisers one TikTok connection may name. */
  tiktokAdvertisersMax: 20,
  /** Publications kept per job (each a publish into one ad set). */
  publicationsPerJob: 20,
  /** Insights refreshed by hand at most this often per job. */
  manualRefreshEveryMs: 60 * 1000,
} as const;

export const AD_ACCOUNT_NOT_CONNECTED = 'Connect a Meta ad account first: paste a system-user access token on the Integrations page.';
export const AD_TOKEN_REFUSED = 'Meta refused this access token. Check that it is a valid system-user or user token with the ads_management permission, then paste it again.';
export const AD_TOKEN_EXPIRED = 'Meta no longer accepts the saved access token (it was revoked or has expired). Paste a new one on the Integrations page.';
export const AD_PLATFORM_UNREACHABLE = 'Meta could not be reached. Try again in a minute.';
export const AD_PLATFORM_RATE_LIMITED = 'Meta asks us to slow down for this ad account. Publishing resumes by itself; nothing is published twice.';
export const TIKTOK_NOT_CONNECTED = 'Connect a TikTok advertiser first: paste an access token and the advertiser ids on the Integrations page.';
export const TIKTOK_TOKEN_REFUSED = 'TikTok refused this access token or one of the advertiser ids. Check the token and that it was granted each advertiser, then paste them again.';
export const TIKTOK_TOKEN_EXPIRED = 'TikTok no longer accepts the saved access token (it was revoked or has expired). Paste a new one on the Integrations page.';
export const TIKTOK_UNREACHABLE = 'TikTok could not be reached. Try again in a minute.';
export const TIKTOK_RATE_LIMITED = 'TikTok asks us to slow down. Publishing resumes by itself; nothing is published twice.';
export const TIKTOK_CALL_TO_ACTION_REFUSED = `TikTok offers these calls to action: ${TIKTOK_CALL_TO_ACTIONS.join(', ')}.`;
export const AD_TOKENS_UNAVAILABLE = 'Connecting ad accounts is not set up on this server (no token encryption key).';
export const NOTHING_TO_PUBLISH = 'Every finished video of this job is already published into this ad set.';
export const JOB_NOT_PUBLISHABLE = 'This job has no finished videos to publish yet.';
export const AD_ACCOUNT_NOT_REACHABLE = 'The connected token cannot reach this ad account.';
export const TOO_MANY_PUBLICATIONS = `This job has been published ${PUBLISHING_LIMITS.publicationsPerJob} times; publish a new job for the next round.`;
export const REFRESH_TOO_SOON = 'Results were read less than a minute ago.';

/** The connected Meta login as the Integrations page shows it; the token itself never leaves the server. */
export interface AdConnectionView {
  platform: AdPlatform;
  /** The person or system user the token belongs to. */
  platformUserId: string;
  platformUserName: string | null;
  /** The token's last four characters, so the buyer can tell which one is saved. */
  tokenHint: string;
  adAccounts: AdAccountView[];
  connectedAt: string;
  /** When the token was last checked against the platform. */
  checkedAt: string;
  /** When the token stops working, when the platform says; system-user tokens do not expire. */
  expiresAt: string | null;
  /** `expired`: the platform refused the token since it was saved; it must be pasted again. */
  state: 'connected' | 'expired';
}

export interface AdAccountView {
  /** `act_<digits>`. */
  id: string;
  name: string | null;
  currency: string | null;
}

export interface AdSetView {
  id: string;
  name: string | null;
  campaignId: string | null;
  campaignName: string | null;
  status: string | null;
  /** What the platform optimises delivery for; the results count this event. */
  optimizationGoal: string | null;
}

/** A Meta Page, or a TikTok identity (then with its type), that the ads speak as. */
export interface AdPageView {
  id: string;
  /** TikTok only: CUSTOMIZED_USER, AUTH_CODE, TT_USER or BC_AUTH_TT. */
  identityType?: string;
  name: string | null;
}

/** Where one output stands on its way to becoming an ad. */
export const PUBLISHED_OUTPUT_STATES = ['queued', 'uploading', 'processing', 'creating', 'published', 'failed'] as const;
export type PublishedOutputState = (typeof PUBLISHED_OUTPUT_STATES)[number];

export interface PublishedOutputView {
  fileName: string;
  state: PublishedOutputState;
  /** The ad's name on the platform: the output's name without `.mp4`. */
  adName: string;
  videoId: string | null;
  creativeId: string | null;
  adId: string | null;
  /** The ad's delivery status as last set by Reelmix. */
  adStatus: AdDeliveryStatus | null;
  /** Why it failed, in words for the buyer. */
  error: string | null;
  updatedAt: string;
}

export type PublicationState = 'publishing' | 'published' | 'failed';

export interface CtaLink {
  position: number;
  link: string;
}

/** One publish of a job into one ad set. */
export interface PublicationView {
  id: string;
  jobId: string;
  platform: AdPlatform;
  adAccountId: string;
  adSetId: string;
  pageId: string;
  primaryText: string;
  headline: string | null;
  callToAction: MetaCallToAction;
  link: string;
  /** Links given per CTA clip (1-based position); the other CTAs' ads go to `link`. */
  ctaLinks: CtaLink[];
  status: AdDeliveryStatus;
  state: PublicationState;
  counts: Record<PublishedOutputState, number>;
  outputs: PublishedOutputView[];
  createdAt: string;
  updatedAt: string;
}

/**
 * One round of a test run in one ad set. A customer's jobs published into the same ad set are the
 * rounds of one test (each round the winners of the last plus new challengers), in the order each
 * was first published into it; only the customer's own jobs are ever listed.
 */
export interface AdSetRoundView {
  jobId: string;
  jobName: string;
  /** The job's place in the customer's sequence (`j12`); contracts job-name makes its label. */
  jobNumber: number;
  adSetId: string;
  /** When the job was first published into this ad set: the rounds' order. */
  firstPublishedAt: string;
  /** The job whose results are being read. */
  current: boolean;
}

/** `GET /api/jobs/{id}/results`: the job's live report from the platform's insights. */
export interface LiveResultsView {
  jobId: string;
  /** Null until insights have been read once with some figures. */
  report: AnalysisReport | null;
  metric: VerdictMetric;
  /** When the platform was last read; null before the first read. */
  readAt: string | null;
  /** When the next scheduled read is due. */
  nextReadAt: string | null;
  ads: number;
  /** The most impressions any section's verdict still needs before it can name a winner (0 when none waits, null when unknown). */
  impressionsNeeded: number | null;
  /** Why the last read failed, if it did. */
  lastError: string | null;
  /**
   * The rounds of every ad set this job is published into, this job included: per ad set (in
   * ad set id order), oldest round first.
   */
  rounds: AdSetRoundView[];
}

/** Where and how the customer last published: the next round's publish form starts from it. */
export type LastPublicationView = Pick<PublicationView, 'platform' | 'adAccountId' | 'adSetId' | 'pageId' | 'primaryText' | 'headline' | 'callToAction' | 'link' | 'ctaLinks'> & {
  /** TikTok: the identity's type; null for Meta. */
  identityType: string | null;
  publishedAt: string;
};

/** `GET /api/integrations/meta/last-publication`: the customer's most recent publication, or null before the first. */
export interface LastPublicationStatus {
  publication: LastPublicationView | null;
}

/** `GET /api/integrations/meta`: the saved connection, or null when none is. */
export interface AdConnectionStatus {
  connection: AdConnectionView | null;
  /** Whether this server offers Facebook Login (its Meta app is configured) beside the pasted token. */
  facebookLogin: boolean;
}
