import { noAdvertiserPermission, paramError } from '../tiktok-api-error';
import { requiredString } from '../tiktok-params';
import { type AdGroupRecord, type AdvertiserRecord } from '../tiktok-store';
import { type RouteContext } from './route';

/** The `advertiser_id` parameter, if the token is authorized for it; else 40001 as TikTok answers. */
export function reachableAdvertiser(context: RouteContext): AdvertiserRecord {
  const id = requiredString(context.params, 'advertiser_id');
  if (!/^\d+$/.test(id)) throw paramError('advertiser_id: Not a valid advertiser id.');
  if (!context.store.advertisers.has(id) || !context.store.reaches(context.grant, id)) {
    throw noAdvertiserPermission(id);
  }
  return context.store.advertiser(id);
}

export function adGroupOf(context: RouteContext, advertiserId: string, adGroupId: string): AdGroupRecord {
  const adGroup = context.store.adGroups.get(adGroupId);
  if (!adGroup || adGroup.advertiserId !== advertiserId) {
    throw paramError(`adgroup_id: Ad group ${adGroupId} does not exist under advertiser ${advertiserId}.`);
  }
  return adGroup;
}
