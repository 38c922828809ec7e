import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';
import { AD_INSIGHT_FIELDS, type AdInsights, type AdInsightsAnswerRow, type InsightsPeriod, adInsightsFrom, insightsPeriodParams } from './ad-insights';
import { type MetaGraphClient } from './graph-client';

export interface MetaUser {
  id: string;
  name?: string;
}

export interface MetaAdAccount {
  /** `act_<id>`. */
  id: string;
  name?: string;
  accountStatus?: number;
  currency?: string;
}

export interface MetaPage {
  id: string;
  name?: string;
}

export interface MetaCampaign {
  id: string;
  name?: string;
  /** What the buyer set (ACTIVE, PAUSED). */
  status?: string;
  /** What Meta does with it, review and billing included (e.g. CAMPAIGN_PAUSED, WITH_ISSUES). */
  effectiveStatus?: string;
}

export interface MetaAdSet {
  id: string;
  name?: string;
  status?: string;
  campaignId?: string;
  /** What Meta optimises delivery for, e.g. `THRUPLAY`, `LINK_CLICKS`. */
  optimizationGoal?: string;
}

/** An ad's delivery switch as the product sets it. */
export type AdStatus = 'ACTIVE' | 'PAUSED';

export interface VideoCreativeInput {
  adAccountId: string;
  name: string;
  pageId: string;
  videoId: string;
  /** The thumbnail: a hash from uploadAdImage, or a public image URL. Meta requires one. */
  thumbnail: { imageHash: string } | { imageUrl: string };
  /** The text above the video. */
  message?: string;
  title?: string;
  /** E.g. `{ type: 'LEARN_MORE', link: 'https://…' }`. */
  callToAction?: { type: string; link: string };
}

export interface AdInput {
  adAccountId: string;
  name: string;
  adSetId: string;
  creativeId: string;
  /** PAUSED unless said: an ad that is created live spends money before anyone has looked at it. */
  status?: AdStatus;
}

interface IdAnswer {
  id: string;
}

/**
 * The Marketing API calls the product makes, typed. Reads and status changes are retried per the
 * client's policy; creates are not repeated after a request that got no answer (see
 * GraphCallOptions.creates), so an unsure create never makes a second ad.
 */
export class MetaAdsApi {
  constructor(private readonly client: MetaGraphClient) {}

  me(): Promise<MetaUser> {
    return this.client.get<MetaUser>('/me', { fields: 'id,name' });
  }

  async adAccounts(): Promise<MetaAdAccount[]> {
    const rows = await this.client.collect<{ id: string; name?: string; account_status?: number; currency?: string }>('/me/adaccounts', {
      fields: 'id,name,account_status,currency',
    });
    return rows.map((row) => ({ id: row.id, name: row.name, accountStatus: row.account_status, currency: row.currency }));
  }

  /** The Pages the person can run ads for (Meta's `/me/accounts`). */
  async pages(): Promise<MetaPage[]> {
    const rows = await this.client.collect<{ id: string; name?: string }>('/me/accounts', { fields: 'id,name' });
    return rows.map((row) => ({ id: row.id, name: row.name }));
  }

  async campaigns(adAccountId: string): Promise<MetaCampaign[]> {
    const rows = await this.client.collect<{ id: string; name?: string; status?: string; effective_status?: string }>(`/${adAccountId}/campaigns`, {
      fields: 'id,name,status,effective_status',
    });
    return rows.map((row) => ({ id: row.id, name: row.name, status: row.status, effectiveStatus: row.effective_status }));
  }

  /** The ad sets under a campaign (or a whole ad account). */
  async adSets(parentId: string): Promise<MetaAdSet[]> {
    const rows = await this.client.collect<{ id: string; name?: string; status?: string; campaign_id?: string; optimization_goal?: string }>(
      `/${parentId}/adsets`,
      { fields: 'id,name,status,campaign_id,optimization_goal' },
    );
    return rows.map((row) => ({ id: row.id, name: row.name, status: row.status, campaignId: row.campaign_id, optimizationGoal: row.optimization_goal }));
  }

  /**
   * The ads of an ad set with this exact name, with their creative: after a create whose answer
   * was lost, the ad may exist, and finding it is how a retry keeps from making a second one. A
   * name alone proves nothing (another tool may use it); the caller matches the creative too.
   */
  async adsNamed(adAccountId: string, adSetId: string, name: string): Promise<{ id: string; status?: string; creativeId?: string }[]> {
    const rows = await this.client.collect<{ id: string; name?: string; adset_id?: string; status?: string; creative?: { id?: string } }>(`/${adAccountId}/ads`, {
      fields: 'id,name,adset_id,status,creative',
      filtering: [
        { field: 'adset.id', operator: 'EQUAL', value: adSetId },
        { field: 'ad.name', operator: 'EQUAL', value: name },
      ],
    });
    // Filtered again here: the filter narrows the answer, the check is ours.
    return rows
      .filter((row) => row.name === name && String(row.adset_id) === adSetId)
      .map((row) => ({ id: row.id, status: row.status, creativeId: row.creative?.id === undefined ? undefined : String(row.creative.id) }));
  }

  /** The account's creatives with this exact name, with the video each shows, for the same reason as adsNamed. */
  async creativesNamed(adAccountId: string, name: string): Promise<{ id: string; videoId?: string }[]> {
    const rows = await this.client.collect<{ id: string; name?: string; video_id?: string }>(`/${adAccountId}/adcreatives`, {
      fields: 'id,name,video_id',
      filtering: [{ field: 'name', operator: 'EQUAL', value: name }],
    });
    return rows.filter((row) => row.name === name).map((row) => ({ id: row.id, videoId: row.video_id === undefined ? undefined : String(row.video_id) }));
  }

  /** Uploads a thumbnail to the ad account's image library; answers its hash. */
  async uploadAdImage(adAccountId: string, filePath: string): Promise<{ hash: string; url?: string }> {
    const bytes = await readFile(filePath);
    const name = basename(filePath);
    const answer = await this.client.postMultipart<{ images?: Record<string, { hash?: string; url?: string }> }>(`/${adAccountId}/adimages`, () => {
      const form = new FormData();
      form.set('filename', new Blob([bytes]), name);
      return form;
    });
    const image = answer.images?.[name] ?? Object.values(answer.images ?? {})[0];
    if (!image?.hash) throw new Error(`Meta stored no image hash for ${name}`);
    return { hash: image.hash, url: image.url };
  }

  /** A creative that shows the video as a Page post; answers the creative's id. */
  async createVideoCreative(input: VideoCreativeInput): Promise<string> {
    const videoData = {
      video_id: input.videoId,
      ...('imageHash' in input.thumbnail ? { image_hash: input.thumbnail.imageHash } : { image_url: input.thumbnail.imageUrl }),
      ...(input.message ? { message: input.message } : {}),
      ...(input.title ? { title: input.title } : {}),
      ...(input.callToAction ? { call_to_action: { type: input.callToAction.type, value: { link: input.callToAction.link } } } : {}),
    };
    const answer = await this.client.post<IdAnswer>(
      `/${input.adAccountId}/adcreatives`,
      { name: input.name, object_story_spec: { page_id: input.pageId, video_data: videoData } },
      { creates: true },
    );
    return answer.id;
  }

  /** An ad in an ad set from a creative, PAUSED unless said; answers the ad's id. */
  async createAd(input: AdInput): Promise<string> {
    const answer = await this.client.post<IdAnswer>(
      `/${input.adAccountId}/ads`,
      { name: input.name, adset_id: input.adSetId, creative: { creative_id: input.creativeId }, status: input.status ?? 'PAUSED' },
      { creates: true },
    );
    return answer.id;
  }

  /** Pauses (a losing variation) or resumes an ad. Setting a status twice is harmless, so it is retried. */
  async setAdStatus(adId: string, status: AdStatus): Promise<void> {
    const answer = await this.client.post<{ success?: boolean }>(`/${adId}`, { status });
    if (answer.success !== true) throw new Error(`Meta did not confirm ad ${adId} is ${status}`);
  }

  /** Per-ad figures for an ad, ad set, campaign or ad account over a period. */
  async adInsights(objectId: string, period: InsightsPeriod): Promise<AdInsights[]> {
    const rows = await this.client.collect<AdInsightsAnswerRow>(`/${objectId}/insights`, {
      level: 'ad',
      fields: AD_INSIGHT_FIELDS.join(','),
      ...insightsPeriodParams(period),
    });
    return rows.map(adInsightsFrom);
  }
}
