import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import {
  AD_DELIVERY_STATUSES,
  AD_PLATFORMS,
  type AdAccountView,
  type AdConnectionStatus,
  type AdConnectionView,
  type AdDeliveryStatus,
  type AdPageView,
  type AdPlatform,
  type AdSetRoundView,
  type AdSetView,
  type ConnectMetaBody,
  type ConnectTikTokBody,
  type CtaLink,
  type LiveResultsView,
  MAX_JOB_OUTPUTS,
  META_CALL_TO_ACTIONS,
  type MetaCallToAction,
  type PauseAdsBody,
  type PausedAds,
  type PublicationState,
  type PublicationView,
  type PublishedOutputState,
  type PublishedOutputView,
  PUBLISHED_OUTPUT_STATES,
  type PublishJobBody,
  PUBLISHING_LIMITS,
  TIKTOK_CALL_TO_ACTIONS,
  VERDICT_METRICS,
  type VerdictMetric,
} from '@reelmix/contracts';

const PUBLICATION_STATES: PublicationState[] = ['publishing', 'published', 'failed'];
const PLATFORM_ID = { pattern: '^[0-9]{1,32}$' } as const;
export const TIKTOK_ADVERTISER_ID = { ...PLATFORM_ID, example: '7012345678901234567' } as const;
/** A publish names a Meta ad account or a TikTok advertiser in the same field. */
const ACCOUNT_OF_EITHER = { pattern: '^(act_)?[0-9]{1,32}$', example: 'act_1234567890', description: 'A Meta ad account (`act_…`) or, for TikTok, an advertiser id (digits).' } as const;
const TOKEN = { minLength: PUBLISHING_LIMITS.accessTokenMinLength, maxLength: PUBLISHING_LIMITS.accessTokenMaxLength, pattern: '^[A-Za-z0-9._|-]+$' } as const;

@ApiSchema({ name: 'ConnectMetaBody' })
export class ConnectMetaBodySchema implements ConnectMetaBody {
  @ApiProperty({ ...TOKEN, description: 'A system-user (or user) access token with `ads_management`. Checked with Meta, then kept encrypted; it is never shown again.' })
  accessToken!: string;
}

@ApiSchema({ name: 'ConnectTikTokBody' })
export class ConnectTikTokBodySchema implements ConnectTikTokBody {
  @ApiProperty({ ...TOKEN, description: 'A TikTok Marketing API access token. Checked with TikTok, then kept encrypted; it is never shown again.' })
  accessToken!: string;
  @ApiProperty({
    type: [String],
    minItems: 1,
    maxItems: PUBLISHING_LIMITS.tiktokAdvertisersMax,
    items: { type: 'string', ...PLATFORM_ID },
    example: ['7012345678901234567'],
    description: 'The advertisers the token was granted; each is checked with TikTok.',
  })
  advertiserIds!: string[];
}

@ApiSchema({ name: 'AdAccount', description: 'A Meta ad account, or a TikTok advertiser.' })
export class AdAccountSchema implements AdAccountView {
  @ApiProperty(ACCOUNT_OF_EITHER) id!: string;
  @ApiProperty({ type: String, nullable: true }) name!: string | null;
  @ApiProperty({ type: String, nullable: true, example: 'USD' }) currency!: string | null;
}

@ApiSchema({ name: 'AdConnection', description: 'The saved Meta or TikTok connection; the token itself never leaves the server.' })
export class AdConnectionSchema implements AdConnectionView {
  @ApiProperty({ enum: AD_PLATFORMS }) platform!: AdPlatform;
  @ApiProperty({ description: 'The person or system user the token belongs to.' }) platformUserId!: string;
  @ApiProperty({ type: String, nullable: true }) platformUserName!: string | null;
  @ApiProperty({ description: 'The token\'s last four characters.' }) tokenHint!: string;
  @ApiProperty({ type: [AdAccountSchema] }) adAccounts!: AdAccountSchema[];
  @ApiProperty({ format: 'date-time' }) connectedAt!: string;
  @ApiProperty({ format: 'date-time', description: 'When the token was last checked with the platform.' }) checkedAt!: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'Null for tokens that do not expire (system users).' }) expiresAt!: string | null;
  @ApiProperty({ enum: ['connected', 'expired'], description: '`expired`: the platform refused the token since it was saved; connect again with a new one.' })
  state!: 'connected' | 'expired';
}

@ApiSchema({ name: 'AdConnectionStatus' })
export class AdConnectionStatusSchema implements AdConnectionStatus {
  @ApiProperty({ type: AdConnectionSchema, nullable: true, description: 'Null when no token is saved.' }) connection!: AdConnectionSchema | null;
  @ApiProperty({ description: 'Whether the app offers Facebook Login on its Integrations page (the server\'s Meta app is configured); a pasted token works either way.' })
  facebookLogin!: boolean;
}

@ApiSchema({ name: 'TikTokConnectionStatus' })
export class TikTokConnectionStatusSchema {
  @ApiProperty({ type: AdConnectionSchema, nullable: true, description: 'Null when no token is saved.' }) connection!: AdConnectionSchema | null;
}

@ApiSchema({ name: 'AdSet', description: 'A Meta ad set, or a TikTok ad group.' })
export class AdSetSchema implements AdSetView {
  @ApiProperty(PLATFORM_ID) id!: string;
  @ApiProperty({ type: String, nullable: true }) name!: string | null;
  @ApiProperty({ type: String, nullable: true }) campaignId!: string | null;
  @ApiProperty({ type: String, nullable: true }) campaignName!: string | null;
  @ApiProperty({ type: String, nullable: true, example: 'ACTIVE' }) status!: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'What the platform optimises delivery for; the results count this event.' }) optimizationGoal!: string | null;
}

@ApiSchema({ name: 'CtaLink', description: 'The link of the ads whose CTA is the job\'s CTA clip at `position`.' })
export class CtaLinkSchema implements CtaLink {
  @ApiProperty({ minimum: 1, description: 'The CTA clip\'s place in the job, 1-based in upload order.' }) position!: number;
  @ApiProperty({ description: 'An https:// address.' }) link!: string;
}

@ApiSchema({ name: 'AdPage', description: 'A Facebook Page, or a TikTok identity, that the ads run as.' })
export class AdPageSchema implements AdPageView {
  @ApiProperty(PLATFORM_ID) id!: string;
  @ApiPropertyOptional({ pattern: '^[A-Z_]{1,40}$', example: 'CUSTOMIZED_USER', description: 'TikTok only: the identity\'s type, sent with its id when publishing.' }) identityType?: string;
  @ApiProperty({ type: String, nullable: true }) name!: string | null;
}

@ApiSchema({ name: 'PublishJobBody' })
export class PublishJobBodySchema implements PublishJobBody {
  @ApiProperty({ enum: AD_PLATFORMS }) platform!: AdPlatform;
  @ApiProperty(ACCOUNT_OF_EITHER) adAccountId!: string;
  @ApiProperty({ ...PLATFORM_ID, description: 'The ad set (TikTok: ad group) every ad is created in.' }) adSetId!: string;
  @ApiProperty({ ...PLATFORM_ID, description: 'The Facebook Page (TikTok: identity) the ads run as.' }) pageId!: string;
  @ApiPropertyOptional({ pattern: '^[A-Z_]{1,40}$', example: 'CUSTOMIZED_USER', description: 'TikTok only: the identity\'s type, as the identities list gives it.' }) identityType?: string;
  @ApiProperty({ minLength: 1, maxLength: PUBLISHING_LIMITS.primaryTextMaxLength, description: 'The ad\'s primary text (TikTok: its ad text).' }) primaryText!: string;
  @ApiPropertyOptional({ maxLength: PUBLISHING_LIMITS.headlineMaxLength, description: 'Meta only.' }) headline?: string;
  @ApiProperty({ enum: META_CALL_TO_ACTIONS, description: `TikTok takes ${TIKTOK_CALL_TO_ACTIONS.join(', ')}.` }) callToAction!: MetaCallToAction;
  @ApiProperty({ format: 'uri', maxLength: PUBLISHING_LIMITS.linkMaxLength, description: 'An https:// address.' }) link!: string;
  @ApiPropertyOptional({ type: [CtaLinkSchema], maxItems: PUBLISHING_LIMITS.ctaLinksMax, description: 'A link of its own per CTA clip; the ads of a CTA without one go to `link`.' })
  ctaLinks?: CtaLinkSchema[];
  @ApiPropertyOptional({ enum: AD_DELIVERY_STATUSES, default: 'PAUSED', description: 'PAUSED unless asked: an ad created live spends money before anyone has looked at it.' })
  status?: AdDeliveryStatus;
}

@ApiSchema({ name: 'PublishedOutput', description: 'One output on its way to becoming an ad: video, creative, ad.' })
export class PublishedOutputSchema implements PublishedOutputView {
  @ApiProperty() fileName!: string;
  @ApiProperty({ enum: PUBLISHED_OUTPUT_STATES }) state!: PublishedOutputState;
  @ApiProperty({ description: 'The ad\'s name on the platform: the output\'s name without `.mp4`, which is how results are matched back.' }) adName!: string;
  @ApiProperty({ type: String, nullable: true }) videoId!: string | null;
  @ApiProperty({ type: String, nullable: true }) creativeId!: string | null;
  @ApiProperty({ type: String, nullable: true }) adId!: string | null;
  @ApiProperty({ enum: AD_DELIVERY_STATUSES, nullable: true }) adStatus!: AdDeliveryStatus | null;
  @ApiProperty({ type: String, nullable: true, description: 'Why it failed, in words for the buyer.' }) error!: string | null;
  @ApiProperty({ format: 'date-time' }) updatedAt!: string;
}

@ApiSchema({ name: 'PublishedOutputCounts', description: 'How many outputs are in each state.' })
class PublishedOutputCountsSchema implements Record<PublishedOutputState, number> {
  @ApiProperty() queued!: number;
  @ApiProperty() uploading!: number;
  @ApiProperty() processing!: number;
  @ApiProperty() creating!: number;
  @ApiProperty() published!: number;
  @ApiProperty() failed!: number;
}

@ApiSchema({ name: 'Publication', description: 'One publish of a job into one ad set; publishing again into it adds only what is missing.' })
export class PublicationSchema implements PublicationView {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ format: 'uuid' }) jobId!: string;
  @ApiProperty({ enum: AD_PLATFORMS }) platform!: AdPlatform;
  @ApiProperty(ACCOUNT_OF_EITHER) adAccountId!: string;
  @ApiProperty(PLATFORM_ID) adSetId!: string;
  @ApiProperty(PLATFORM_ID) pageId!: string;
  @ApiProperty() primaryText!: string;
  @ApiProperty({ type: String, nullable: true }) headline!: string | null;
  @ApiProperty({ enum: META_CALL_TO_ACTIONS }) callToAction!: MetaCallToAction;
  @ApiProperty() link!: string;
  @ApiProperty({ type: [CtaLinkSchema], description: 'Links given per CTA clip (1-based position); the other CTAs\' ads go to `link`.' }) ctaLinks!: CtaLinkSchema[];
  @ApiProperty({ enum: AD_DELIVERY_STATUSES }) status!: AdDeliveryStatus;
  @ApiProperty({ enum: PUBLICATION_STATES }) state!: PublicationState;
  @ApiProperty({ type: PublishedOutputCountsSchema }) counts!: PublishedOutputCountsSchema;
  @ApiProperty({ type: [PublishedOutputSchema] }) outputs!: PublishedOutputSchema[];
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
  @ApiProperty({ format: 'date-time' }) updatedAt!: string;
}

@ApiSchema({ name: 'AdSetRound', description: 'One of the customer\'s jobs published into an ad set this job is in: the rounds of one test, oldest first.' })
export class AdSetRoundSchema implements AdSetRoundView {
  @ApiProperty({ format: 'uuid' }) jobId!: string;
  @ApiProperty() jobName!: string;
  @ApiProperty({ description: 'The job\'s place in the customer\'s sequence (`j12`).' }) jobNumber!: number;
  @ApiProperty(PLATFORM_ID) adSetId!: string;
  @ApiProperty({ format: 'date-time', description: 'When the job was first published into this ad set: the rounds\' order.' }) firstPublishedAt!: string;
  @ApiProperty({ description: 'The job whose results these are.' }) current!: boolean;
}

@ApiSchema({ name: 'LiveResults', description: 'A job\'s live report from the ad platform\'s insights of its ads, read on a schedule or on demand.' })
export class LiveResultsSchema implements Omit<LiveResultsView, 'report'> {
  @ApiProperty({ format: 'uuid' }) jobId!: string;
  @ApiProperty({
    type: 'object',
    additionalProperties: true,
    nullable: true,
    description: 'The analysis report (per hook, body, CTA and placement: rates with 95% intervals, effects, verdicts), as docs/api.md describes for ads reports. Null until insights were read with some figures.',
  })
  report!: object | null;
  @ApiProperty({ enum: VERDICT_METRICS }) metric!: VerdictMetric;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) readAt!: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'When the next scheduled read is due.' }) nextReadAt!: string | null;
  @ApiProperty({ description: 'Ads whose insights are read.' }) ads!: number;
  @ApiProperty({ type: Number, nullable: true, description: 'The most impressions any section\'s verdict still needs before it can name a winner; 0 when none waits, null when unknown.' })
  impressionsNeeded!: number | null;
  @ApiProperty({ type: String, nullable: true, description: 'Why the last read failed, if it did.' }) lastError!: string | null;
  @ApiProperty({ type: [AdSetRoundSchema], description: 'The rounds of every ad set this job is published into, this job included: per ad set, oldest first publish first. Only the customer\'s own jobs.' })
  rounds!: AdSetRoundSchema[];
}

@ApiSchema({ name: 'PauseAdsBody' })
export class PauseAdsBodySchema implements PauseAdsBody {
  @ApiProperty({ type: [String], minItems: 1, maxItems: MAX_JOB_OUTPUTS, description: 'Ids of this job\'s ads (from its publications).', example: ['120210000000000001'] })
  adIds!: string[];
}

@ApiSchema({ name: 'PausedAds' })
export class PausedAdsSchema implements PausedAds {
  @ApiProperty({ type: [String], description: 'The ads now paused.' }) paused!: string[];
}
