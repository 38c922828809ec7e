import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';
import { TIKTOK_REPORT_METRICS, type TikTokAdInsights, type TikTokReportPeriod, type TikTokReportRow, reportPeriodParams, tiktokAdInsightsFrom } from './ad-report';
import { fileMd5 } from './file-signature';
import { type TikTokClient } from './tiktok-client';

export interface TikTokAdvertiser {
  id: string;
  name?: string;
  currency?: string;
  /** E.g. STATUS_ENABLE. */
  status?: string;
  timezone?: string;
}

export interface TikTokCampaign {
  id: string;
  name?: string;
  /** What the buyer set: ENABLE or DISABLE. */
  operationStatus?: string;
  /** What TikTok does with it, review and budget included. */
  secondaryStatus?: string;
  objectiveType?: string;
}

export interface TikTokAdGroup {
  id: string;
  name?: string;
  campaignId?: string;
  /** What TikTok optimises delivery for, e.g. CLICK, CONVERT, REACH. */
  optimizationGoal?: string;
  operationStatus?: string;
}

/** Who an ad speaks as: a custom identity (a name and picture) or a TikTok account. */
export interface TikTokIdentity {
  id: string;
  type: string;
  displayName?: string;
}

/** An ad's delivery switch as the product sets it. */
export type TikTokAdStatus = 'ENABLE' | 'DISABLE';

export interface TikTokVideoAdInput {
  advertiserId: string;
  adGroupId: string;
  name: string;
  identity: { id: string; type: string };
  videoId: string;
  /** The cover: an image id from uploadAdImage. TikTok requires one for a video ad. */
  coverImageId: string;
  /** The text shown with the video. */
  adText: string;
  /** E.g. LEARN_MORE. */
  callToAction?: string;
  landingPageUrl?: string;
  /** DISABLE unless said: an ad that is created live spends money before anyone has looked at it. */
  status?: TikTokAdStatus;
}

/**
 * The Marketing API calls the product makes, typed. Reads and status changes are retried per the
 * client's policy; creates (images, ads) are not repeated after a request that got no answer, so
 * an unsure create never makes a second ad.
 */
export class TikTokAdsApi {
  constructor(private readonly client: TikTokClient) {}

  /** Who the token belongs to (`GET /user/info/`). */
  async user(): Promise<{ id: string; name?: string }> {
    const answer = await this.client.get<{ core_user_id?: string | number; display_name?: string }>('/user/info/', {});
    return { id: String(answer?.core_user_id ?? ''), name: answer?.display_name };
  }

  /** The advertisers the token was granted, by id (TikTok lists them only with the app's secret). */
  async advertisers(advertiserIds: string[]): Promise<TikTokAdvertiser[]> {
    const answer = await this.client.get<{ list?: { advertiser_id: string | number; name?: string; currency?: string; status?: string; timezone?: string }[] }>(
      '/advertiser/info/',
      { advertiser_ids: advertiserIds, fields: ['advertiser_id', 'name', 'currency', 'status', 'timezone'] },
    );
    return (answer?.list ?? []).map((row) => ({ id: String(row.advertiser_id), name: row.name, currency: row.currency, status: row.status, timezone: row.timezone }));
  }

  async campaigns(advertiserId: string): Promise<TikTokCampaign[]> {
    const rows = await this.client.collect<{ campaign_id: string | number; campaign_name?: string; operation_status?: string; secondary_status?: string; objective_type?: string }>(
      '/campaign/get/',
      { advertiser_id: advertiserId },
      'list',
    );
    return rows.map((row) => ({
      id: String(row.campaign_id),
      name: row.campaign_name,
      operationStatus: row.operation_status,
      secondaryStatus: row.secondary_status,
      objectiveType: row.objective_type,
    }));
  }

  /** The ad groups of an advertiser, or of one campaign. */
  async adGroups(advertiserId: string, campaignId?: string): Promise<TikTokAdGroup[]> {
    const rows = await this.client.collect<{ adgroup_id: string | number; adgroup_name?: string; campaign_id?: string | number; optimization_goal?: string; operation_status?: string }>(
      '/adgroup/get/',
      { advertiser_id: advertiserId, filtering: campaignId ? { campaign_ids: [campaignId] } : undefined },
      'list',
    );
    return rows.map((row) => ({
      id: String(row.adgroup_id),
      name: row.adgroup_name,
      campaignId: row.campaign_id === undefined ? undefined : String(row.campaign_id),
      optimizationGoal: row.optimization_goal,
      operationStatus: row.operation_status,
    }));
  }

  async identities(advertiserId: string): Promise<TikTokIdentity[]> {
    const rows = await this.client.collect<{ identity_id: string | number; identity_type: string; display_name?: string }>(
      '/identity/get/',
      { advertiser_id: advertiserId },
      'identity_list',
    );
    return rows.map((row) => ({ id: String(row.identity_id), type: row.identity_type, displayName: row.display_name }));
  }

  /** Uploads a cover to the advertiser's asset library with its MD5; answers the image id. */
  async uploadAdImage(advertiserId: string, filePath: string): Promise<{ imageId: string; url?: string }> {
    const signature = await fileMd5(filePath);
    const name = basename(filePath);
    const answer = await this.client.postMultipart<{ image_id?: string; image_url?: string }>(
      '/file/image/ad/upload/',
      async () => {
        const form = new FormData();
        form.set('advertiser_id', advertiserId);
        form.set('upload_type', 'UPLOAD_BY_FILE');
        form.set('image_signature', signature);
        form.set('image_file', new Blob([await readFile(filePath)]), name);
        return form;
      },
      { creates: true },
    );
    if (!answer?.image_id) throw new Error(`TikTok stored no image id for ${name}`);
    return { imageId: String(answer.image_id), url: answer.image_url };
  }

  /** A single-video ad in an ad group, DISABLE unless said; answers the ad's id. */
  async createVideoAd(input: TikTokVideoAdInput): Promise<string> {
    const creative = {
      ad_name: input.name,
      ad_format: 'SINGLE_VIDEO',
      identity_id: input.identity.id,
      identity_type: input.identity.type,
      video_id: input.videoId,
      image_ids: [input.coverImageId],
      ad_text: input.adText,
      ...(input.callToAction ? { call_to_action: input.callToAction } : {}),
      ...(input.landingPageUrl ? { landing_page_url: input.landingPageUrl } : {}),
      operation_status: input.status ?? 'DISABLE',
    };
    const answer = await this.client.post<{ ad_ids?: (string | number)[]; creatives?: { ad_id?: string | number }[] }>(
      '/ad/create/',
      { advertiser_id: input.advertiserId, adgroup_id: input.adGroupId, creatives: [creative] },
      { creates: true },
    );
    const adId = answer?.ad_ids?.[0] ?? answer?.creatives?.[0]?.ad_id;
    if (adId === undefined) throw new Error(`TikTok answered no ad id for ${input.name}`);
    return String(adId);
  }

  /**
   * The ads of an ad group with this exact name, with their video: after a create whose answer was
   * lost, the ad may exist, and finding it is how a retry keeps from making a second one. A name
   * alone proves nothing; the caller matches the video too.
   */
  async adsNamed(advertiserId: string, adGroupId: string, name: string): Promise<{ id: string; videoId?: string; status?: string }[]> {
    const rows = await this.client.collect<{ ad_id: string | number; ad_name?: string; adgroup_id?: string | number; video_id?: string; operation_status?: string }>(
      '/ad/get/',
      { advertiser_id: advertiserId, filtering: { adgroup_ids: [adGroupId] } },
      'list',
    );
    return rows
      .filter((row) => row.ad_name === name && String(row.adgroup_id) === adGroupId)
      .map((row) => ({ id: String(row.ad_id), videoId: row.video_id === undefined ? undefined : String(row.video_id), status: row.operation_status }));
  }

  /** Disables (a losing variation) or enables ads. Setting a status twice is harmless, so it is retried. */
  async setAdStatus(advertiserId: string, adIds: string[], status: TikTokAdStatus): Promise<void> {
    const answer = await this.client.post<{ ad_ids?: (string | number)[] }>('/ad/status/update/', { advertiser_id: advertiserId, ad_ids: adIds, operation_status: status });
    const confirmed = new Set((answer?.ad_ids ?? []).map(String));
    const missing = adIds.filter((adId) => !confirmed.has(adId));
    if (missing.length > 0) throw new Error(`TikTok did not confirm ads ${missing.join(', ')} are ${status}`);
  }

  /** Per-ad figures of an advertiser over a period, for every ad or the ones named. */
  async adInsights(advertiserId: string, period: TikTokReportPeriod, adIds?: string[]): Promise<TikTokAdInsights[]> {
    const rows = await this.client.collect<TikTokReportRow>(
      '/report/integrated/get/',
      {
        advertiser_id: advertiserId,
        report_type: 'BASIC',
        data_level: 'AUCTION_AD',
        dimensions: ['ad_id'],
        metrics: TIKTOK_REPORT_METRICS,
        ...reportPeriodParams(period),
        filtering: adIds ? [{ field_name: 'ad_ids', filter_type: 'IN', filter_value: JSON.stringify(adIds) }] : undefined,
      },
      'list',
    );
    return rows.map((row) => tiktokAdInsightsFrom(row, period));
  }
}
