import { TIKTOK_CODES, paramError, tikTokError } from '../tiktok-api-error';
import { newAdId, tikTokTime } from '../tiktok-ids';
import { isRecord, oneOf, optionalJson, pageOf, requiredString, requiredStringList } from '../tiktok-params';
import { type FakeTikTokAd, type FakeTikTokOperationStatus } from '../tiktok-shapes';
import { type AdvertiserRecord } from '../tiktok-store';
import { adGroupOf, reachableAdvertiser } from './access';
import { type Route, type RouteContext } from './route';

const OPERATION_STATUSES: readonly FakeTikTokOperationStatus[] = ['ENABLE', 'DISABLE', 'DELETE'];
/**
 * TikTok's documented default when a creative of `/ad/create/` leaves out `operation_status`: the ad
 * goes live. The field belongs to each creative; one sent beside `creatives` is not TikTok's and is
 * ignored, as TikTok ignores fields it does not know.
 */
const DEFAULT_OPERATION_STATUS: FakeTikTokOperationStatus = 'ENABLE';
const MAX_AD_TEXT = 100;
const MAX_AD_NAME = 512;
/** `/ad/status/update/` takes up to 20 ad ids a request. */
const MAX_STATUS_UPDATE_IDS = 20;

function text(creative: Record<string, unknown>, field: string, index: number, max: number): string {
  const value = creative[field];
  if (typeof value !== 'string' || value.length === 0)
    throw paramError(`creatives[${index}].${field}: Missing data for required field.`);
  if (value.length > max) throw paramError(`creatives[${index}].${field}: Longer than ${max} characters.`);
  return value;
}

/** Checks one creative the way TikTok refuses one: identity, ready video, cover image, text, link. */
function checkCreative(context: RouteContext, advertiser: AdvertiserRecord, creative: unknown, index: number) {
  if (!isRecord(creative)) throw paramError(`creatives[${index}]: Must be an object.`);
  const at = `creatives[${index}]`;
  const adName = text(creative, 'ad_name', index, MAX_AD_NAME);
  const identityId = text(creative, 'identity_id', index, MAX_AD_NAME);
  const identity = context.grant.identities.find((known) => known.id === identityId);
  if (!identity || identity.type !== creative.identity_type) {
    throw paramError(
      `${at}.identity_id: Identity ${identityId} of type ${String(creative.identity_type)} is not available.`,
    );
  }
  const format = creative.ad_format ?? 'SINGLE_VIDEO';
  if (format !== 'SINGLE_VIDEO') throw paramError(`${at}.ad_format: The fake serves only SINGLE_VIDEO.`);
  const videoId = text(creative, 'video_id', index, MAX_AD_NAME);
  const video = advertiser.videos.find((known) => known.id === videoId);
  if (!video) throw paramError(`${at}.video_id: Video ${videoId} does not exist under this advertiser.`);
  if (video.status !== 'ready') {
    throw tikTokError(TIKTOK_CODES.videoTranscoding, `${at}.video_id: Video ${videoId} is still transcoding.`);
  }
  const imageIds = creative.image_ids;
  if (!Array.isArray(imageIds) || imageIds.length === 0) {
    throw paramError(`${at}.image_ids: A cover image is required for a SINGLE_VIDEO ad.`);
  }
  for (const imageId of imageIds) {
    if (!advertiser.images.some((image) => image.id === imageId)) {
      throw paramError(`${at}.image_ids: Image ${String(imageId)} does not exist under this advertiser.`);
    }
  }
  const callToAction = creative.call_to_action;
  if (callToAction !== undefined && (typeof callToAction !== 'string' || !/^[A-Z_]+$/.test(callToAction))) {
    throw paramError(`${at}.call_to_action: Not a valid call to action.`);
  }
  const landingPageUrl = text(creative, 'landing_page_url', index, 2048);
  if (!/^https?:\/\/\S+$/.test(landingPageUrl)) throw paramError(`${at}.landing_page_url: Not a valid URL.`);
  const status = creative.operation_status;
  if (status !== undefined && status !== 'ENABLE' && status !== 'DISABLE') {
    throw paramError(`${at}.operation_status: Must be one of: ENABLE, DISABLE.`);
  }
  return {
    adName,
    identity,
    videoId,
    imageIds: imageIds as string[],
    adText: text(creative, 'ad_text', index, MAX_AD_TEXT),
    callToAction: callToAction as string | undefined,
    landingPageUrl,
    operationStatus: status as FakeTikTokOperationStatus | undefined,
  };
}

/** The ad as `/ad/get/` lists it; the fake skips review, so an enabled ad is delivering. */
function adRow(ad: FakeTikTokAd): Record<string, unknown> {
  return {
    ad_id: ad.id,
    ad_name: ad.adName,
    advertiser_id: ad.advertiserId,
    campaign_id: ad.campaignId,
    adgroup_id: ad.adGroupId,
    operation_status: ad.operationStatus,
    secondary_status: ad.operationStatus === 'ENABLE' ? 'AD_STATUS_DELIVERY_OK' : 'AD_STATUS_DISABLE',
    ad_format: 'SINGLE_VIDEO',
    identity_id: ad.identityId,
    identity_type: ad.identityType,
    video_id: ad.videoId,
    image_ids: ad.imageIds,
    ad_text: ad.adText,
    call_to_action: ad.callToAction ?? null,
    landing_page_url: ad.landingPageUrl,
    create_time: ad.createTime,
    modify_time: ad.modifyTime,
  };
}

function filteredIds(context: RouteContext, field: string): string[] | undefined {
  const filtering = optionalJson(context.params, 'filtering');
  if (filtering === undefined) return undefined;
  if (!isRecord(filtering)) throw paramError('filtering: Must be a JSON object.');
  const ids = filtering[field];
  return Array.isArray(ids) ? ids.map(String) : undefined;
}

export const adRoutes: readonly Route[] = [
  {
    method: 'POST',
    path: 'ad/create/',
    handle: (context) => {
      const advertiser = reachableAdvertiser(context);
      const adGroupId = requiredString(context.params, 'adgroup_id');
      const adGroup = adGroupOf(context, advertiser.seed.id, adGroupId);
      const creatives = optionalJson(context.params, 'creatives');
      if (!Array.isArray(creatives) || creatives.length === 0)
        throw paramError('creatives: Missing data for required field.');
      // Every creative is checked before any ad is made: TikTok creates all or none.
      const checked = creatives.map((creative, index) => checkCreative(context, advertiser, creative, index));
      const now = tikTokTime(context.store.now());
      const ads = checked.map((creative): FakeTikTokAd => {
        const status = creative.operationStatus ?? DEFAULT_OPERATION_STATUS;
        return {
          id: newAdId(),
          advertiserId: advertiser.seed.id,
          campaignId: adGroup.campaignId,
          adGroupId,
          adName: creative.adName,
          identityId: creative.identity.id,
          identityType: creative.identity.type,
          videoId: creative.videoId,
          imageIds: creative.imageIds,
          adText: creative.adText,
          callToAction: creative.callToAction,
          landingPageUrl: creative.landingPageUrl,
          operationStatus: status,
          statusHistory: [status],
          createTime: now,
          modifyTime: now,
        };
      });
      for (const ad of ads) context.store.addAd(ad);
      return { ad_ids: ads.map((ad) => ad.id), creatives: ads.map(adRow) };
    },
  },
  {
    method: 'POST',
    path: 'ad/status/update/',
    handle: (context) => {
      const advertiser = reachableAdvertiser(context);
      const adIds = requiredStringList(context.params, 'ad_ids');
      if (adIds.length > MAX_STATUS_UPDATE_IDS) throw paramError(`ad_ids: At most ${MAX_STATUS_UPDATE_IDS} ids.`);
      const status = oneOf(context.params, 'operation_status', OPERATION_STATUSES);
      if (status === undefined) throw paramError('operation_status: Missing data for required field.');
      const ads = adIds.map((adId) => {
        const ad = advertiser.ads.find((known) => known.id === adId);
        if (!ad || ad.operationStatus === 'DELETE')
          throw paramError(`ad_ids: Ad ${adId} does not exist under this advertiser.`);
        return ad;
      });
      const now = tikTokTime(context.store.now());
      for (const ad of ads) {
        ad.operationStatus = status;
        ad.statusHistory.push(status);
        ad.modifyTime = now;
      }
      return { ad_ids: adIds, status };
    },
  },
  {
    method: 'GET',
    path: 'ad/get/',
    handle: (context) => {
      const advertiser = reachableAdvertiser(context);
      const adIds = filteredIds(context, 'ad_ids');
      const adGroupIds = filteredIds(context, 'adgroup_ids');
      const rows = advertiser.ads
        .filter((ad) => ad.operationStatus !== 'DELETE')
        .filter((ad) => (!adIds || adIds.includes(ad.id)) && (!adGroupIds || adGroupIds.includes(ad.adGroupId)))
        .map(adRow);
      return pageOf(rows, context.params);
    },
  },
];
