import 'reflect-metadata';
import { Type } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsIn, IsOptional, IsString, IsInt, IsUrl, IsUUID, Matches, Max, MaxLength, Min, MinLength, ValidateNested } from 'class-validator';
import {
  AD_DELIVERY_STATUSES,
  AD_PLATFORMS,
  type AdDeliveryStatus,
  type AdPlatform,
  META_CALL_TO_ACTIONS,
  type MetaCallToAction,
  PUBLISHING_LIMITS,
} from '../http/ad-publishing.dto';
import { VERDICT_METRICS, type VerdictMetric } from '../http/analysis-report.dto';
import { MAX_JOB_OUTPUTS } from '../http/download-name';
import { JobLookupRequest } from './jobs.rpc';

/** Platform ids are digits; Meta's ad accounts are `act_` and digits. Anything else never reaches a platform. */
const PLATFORM_ID = /^[0-9]{1,32}$/;
const AD_ACCOUNT_ID = /^act_[0-9]{1,32}$/;
/** A Meta ad account or a TikTok advertiser; the jobs service checks which the platform takes. */
const ACCOUNT_OF_EITHER = /^(act_)?[0-9]{1,32}$/;
const IDENTITY_TYPE = /^[A-Z_]{1,40}$/;

/** `PUT /api/integrations/meta`: a system-user or user token pasted by the buyer. */
export class ConnectMetaBody {
  @IsString()
  @MinLength(PUBLISHING_LIMITS.accessTokenMinLength)
  @MaxLength(PUBLISHING_LIMITS.accessTokenMaxLength)
  // Tokens are URL-safe characters; whitespace or quotes mean a paste went wrong.
  @Matches(/^[A-Za-z0-9._|-]+$/, { message: 'accessToken must be the token alone, without spaces or quotes' })
  accessToken!: string;
}

export class ConnectMetaRequest extends ConnectMetaBody {
  @IsUUID() userId!: string;
}

export class AdConnectionRequest {
  @IsUUID() userId!: string;
}

/** Where Meta's login dialog sends the browser back: the gateway's callback, the same at both steps. */
const LOGIN_REDIRECT = { protocols: ['http', 'https'], require_protocol: true, require_tld: false };

/** Facebook Login's first step: the dialog's address for this `state`. */
export class MetaLoginDialogRequest {
  @IsUUID() userId!: string;
  /** Random, bound to the buyer's browser by the gateway and checked there on return. */
  @Matches(/^[A-Za-z0-9_-]{32,128}$/) state!: string;
  @IsUrl(LOGIN_REDIRECT) @MaxLength(PUBLISHING_LIMITS.linkMaxLength) redirectUri!: string;
}

export interface MetaLoginDialog {
  url: string;
}

/** Facebook Login's last step: the code Meta handed back, traded for a token that is then connected as a pasted one is. */
export class ConnectMetaCodeRequest {
  @IsUUID() userId!: string;
  @IsString() @MinLength(1) @MaxLength(PUBLISHING_LIMITS.accessTokenMaxLength) code!: string;
  @IsUrl(LOGIN_REDIRECT) @MaxLength(PUBLISHING_LIMITS.linkMaxLength) redirectUri!: string;
}

/** Whether the server's Meta app is configured, so Facebook Login is offered. */
export interface MetaLoginOffer {
  offered: boolean;
}

export class AdSetsQuery {
  @Matches(AD_ACCOUNT_ID, { message: 'adAccountId must look like act_123' }) adAccountId!: string;
}

export class AdSetsRequest extends AdSetsQuery {
  @IsUUID() userId!: string;
}

/** `POST /api/jobs/{id}/publish`: where and how the job's videos become ads. */
/** The link of the ads whose CTA is the job's CTA clip at `position` (1-based, upload order). */
export class CtaLinkBody {
  @IsInt() @Min(1) @Max(PUBLISHING_LIMITS.ctaLinksMax) position!: number;
  @IsUrl({ protocols: ['https'], require_protocol: true }, { message: 'each CTA link must be an https:// address' })
  @MaxLength(PUBLISHING_LIMITS.linkMaxLength)
  link!: string;
}

export class PublishJobBody {
  @IsIn(AD_PLATFORMS) platform!: AdPlatform;
  @Matches(ACCOUNT_OF_EITHER, { message: 'adAccountId must be a Meta ad account (act_123) or a TikTok advertiser id' }) adAccountId!: string;
  @Matches(PLATFORM_ID, { message: 'adSetId must be the ad set\'s (TikTok: ad group\'s) numeric id' }) adSetId!: string;
  @Matches(PLATFORM_ID, { message: 'pageId must be the Page\'s (TikTok: identity\'s) numeric id' }) pageId!: string;
  /** TikTok only: the identity's type, as TikTok lists it. */
  @IsOptional() @Matches(IDENTITY_TYPE, { message: 'identityType must be a TikTok identity type such as CUSTOMIZED_USER' }) identityType?: string;
  @IsString() @MinLength(1) @MaxLength(PUBLISHING_LIMITS.primaryTextMaxLength) primaryText!: string;
  @IsOptional() @IsString() @MaxLength(PUBLISHING_LIMITS.headlineMaxLength) headline?: string;
  @IsIn(META_CALL_TO_ACTIONS) callToAction!: MetaCallToAction;
  @IsUrl({ protocols: ['https'], require_protocol: true }, { message: 'link must be an https:// address' })
  @MaxLength(PUBLISHING_LIMITS.linkMaxLength)
  link!: string;
  /** Per CTA clip, a link of its own; the ads of a CTA without one go to `link`. */
  @IsOptional() @IsArray() @ArrayMaxSize(PUBLISHING_LIMITS.ctaLinksMax) @ValidateNested({ each: true }) @Type(() => CtaLinkBody) ctaLinks?: CtaLinkBody[];
  /** PAUSED unless asked: an ad created live spends money before anyone has looked at it. */
  @IsOptional() @IsIn(AD_DELIVERY_STATUSES) status?: AdDeliveryStatus;
}

export class PublishJobRequest extends JobLookupRequest {
  @IsIn(AD_PLATFORMS) platform!: AdPlatform;
  @Matches(ACCOUNT_OF_EITHER) adAccountId!: string;
  @Matches(PLATFORM_ID) adSetId!: string;
  @Matches(PLATFORM_ID) pageId!: string;
  @IsOptional() @Matches(IDENTITY_TYPE) identityType?: string;
  @IsString() @MinLength(1) @MaxLength(PUBLISHING_LIMITS.primaryTextMaxLength) primaryText!: string;
  @IsOptional() @IsString() @MaxLength(PUBLISHING_LIMITS.headlineMaxLength) headline?: string;
  @IsIn(META_CALL_TO_ACTIONS) callToAction!: MetaCallToAction;
  @IsUrl({ protocols: ['https'], require_protocol: true }) @MaxLength(PUBLISHING_LIMITS.linkMaxLength) link!: string;
  @IsOptional() @IsArray() @ArrayMaxSize(PUBLISHING_LIMITS.ctaLinksMax) @ValidateNested({ each: true }) @Type(() => CtaLinkBody) ctaLinks?: CtaLinkBody[];
  @IsOptional() @IsIn(AD_DELIVERY_STATUSES) status?: AdDeliveryStatus;
}

/** `PUT /api/integrations/tiktok`: a TikTok Marketing API access token and the advertisers it was granted. */
export class ConnectTikTokBody extends ConnectMetaBody {
  @IsArray() @ArrayMinSize(1) @ArrayMaxSize(PUBLISHING_LIMITS.tiktokAdvertisersMax) @Matches(PLATFORM_ID, { each: true, message: 'advertiserIds must be TikTok advertiser ids (digits)' })
  advertiserIds!: string[];
}

export class ConnectTikTokRequest extends ConnectTikTokBody {
  @IsUUID() userId!: string;
}

export class TikTokAdvertiserQuery {
  @Matches(PLATFORM_ID, { message: 'advertiserId must be a TikTok advertiser id (digits)' }) advertiserId!: string;
}

export class TikTokAdvertiserRequest extends TikTokAdvertiserQuery {
  @IsUUID() userId!: string;
}

/** `GET /api/jobs/{id}/results?metric=`: the verdicts compare parts on this metric. */
export class LiveResultsRequest extends JobLookupRequest {
  @IsOptional() @IsIn(VERDICT_METRICS) metric?: VerdictMetric;
}

/** `POST /api/jobs/{id}/ads/pause`: the buyer's confirmed choice of ads to pause. */
export class PauseAdsBody {
  @IsArray() @ArrayMinSize(1) @ArrayMaxSize(MAX_JOB_OUTPUTS)
  @IsString({ each: true }) @MaxLength(PUBLISHING_LIMITS.platformIdMaxLength, { each: true }) @Matches(PLATFORM_ID, { each: true }) adIds!: string[];
}

export class PauseAdsRequest extends JobLookupRequest {
  @IsArray() @ArrayMinSize(1) @ArrayMaxSize(MAX_JOB_OUTPUTS) @IsString({ each: true }) @Matches(PLATFORM_ID, { each: true }) adIds!: string[];
}

export interface PausedAds {
  paused: string[];
}
