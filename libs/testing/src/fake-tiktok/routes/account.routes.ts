import { noAdvertiserPermission, paramError } from '../tiktok-api-error';
import { isRecord, oneOf, optionalJson, pageOf, requiredString, requiredStringList } from '../tiktok-params';
import { type FakeTikTokIdentityType } from '../tiktok-shapes';
import { type AdvertiserRecord } from '../tiktok-store';
import { reachableAdvertiser } from './access';
import { type Route, type RouteContext } from './route';

/** Who the token is, which advertisers it reaches, and the campaigns, ad groups and identities seeded. */

const IDENTITY_TYPES: readonly FakeTikTokIdentityType[] = ['CUSTOMIZED_USER', 'TT_USER'];
/** Seeded objects have no history; they all read as created at this fixed time. */
const SEEDED_AT = '2026-01-05 09:00:00';

function advertiserInfo(advertiser: AdvertiserRecord): Record<string, unknown> {
  const { id, name, currency } = advertiser.seed;
  return {
    advertiser_id: id,
    name,
    currency: currency ?? 'USD',
    status: 'STATUS_ENABLE',
    role: 'ROLE_ADVERTISER',
    timezone: 'Etc/GMT',
    display_timezone: 'Etc/GMT',
    company: name,
    create_time: SEEDED_AT,
  };
}

/** `filtering` is a JSON object whose id lists narrow the rows; other filters are accepted and ignored. */
function filterIds(context: RouteContext, field: string): string[] | undefined {
  const filtering = optionalJson(context.params, 'filtering');
  if (filtering === undefined) return undefined;
  if (!isRecord(filtering)) throw paramError('filtering: Must be a JSON object.');
  const ids = filtering[field];
  if (ids === undefined) return undefined;
  if (!Array.isArray(ids) || !ids.every((id) => typeof id === 'string')) {
    throw paramError(`filtering.${field}: Must be a list of strings.`);
  }
  return ids as string[];
}

function campaignsOf(advertiser: AdvertiserRecord) {
  return advertiser.seed.campaigns.map((campaign) => ({
    campaign_id: campaign.id,
    campaign_name: campaign.name,
    advertiser_id: advertiser.seed.id,
    objective_type: 'TRAFFIC',
    operation_status: 'ENABLE',
    secondary_status: 'CAMPAIGN_STATUS_ENABLE',
    budget_mode: 'BUDGET_MODE_INFINITE',
    create_time: SEEDED_AT,
    modify_time: SEEDED_AT,
  }));
}

function adGroupsOf(advertiser: AdvertiserRecord) {
  return advertiser.seed.campaigns.flatMap((campaign) =>
    campaign.adGroups.map((adGroup) => ({
      adgroup_id: adGroup.id,
      adgroup_name: adGroup.name,
      campaign_id: campaign.id,
      advertiser_id: advertiser.seed.id,
      optimization_goal: adGroup.optimizationGoal ?? 'CLICK',
      operation_status: 'ENABLE',
      secondary_status: 'ADGROUP_STATUS_DELIVERY_OK',
      placement_type: 'PLACEMENT_TYPE_NORMAL',
      placements: ['PLACEMENT_TIKTOK'],
      create_time: SEEDED_AT,
      modify_time: SEEDED_AT,
    })),
  );
}

export const accountRoutes: readonly Route[] = [
  {
    method: 'GET',
    path: 'oauth2/advertiser/get/',
    handle: (context) => {
      // The fake knows no apps: any app_id and secret are accepted, but both must be sent.
      requiredString(context.params, 'app_id');
      requiredString(context.params, 'secret');
      return {
        list: context.grant.advertiserIds.map(({ id, name }) => ({ advertiser_id: id, advertiser_name: name })),
      };
    },
  },
  {
    method: 'GET',
    path: 'user/info/',
    handle: (context) => ({
      core_user_id: context.coreUserId,
      display_name: 'Reelmix publisher',
      email: 'publisher@reelmix.test',
      avatar_url: null,
      create_time: Date.parse(SEEDED_AT.replace(' ', 'T') + 'Z') / 1000,
    }),
  },
  {
    method: 'GET',
    path: 'advertiser/info/',
    handle: (context) => {
      const ids = requiredStringList(context.params, 'advertiser_ids');
      for (const id of ids) {
        if (!context.store.advertisers.has(id) || !context.store.reaches(context.grant, id)) {
          throw noAdvertiserPermission(id);
        }
      }
      return { list: ids.map((id) => advertiserInfo(context.store.advertiser(id))) };
    },
  },
  {
    method: 'GET',
    path: 'campaign/get/',
    handle: (context) => {
      const wanted = filterIds(context, 'campaign_ids');
      const rows = campaignsOf(reachableAdvertiser(context)).filter(
        (row) => !wanted || wanted.includes(row.campaign_id),
      );
      return pageOf(rows, context.params);
    },
  },
  {
    method: 'GET',
    path: 'adgroup/get/',
    handle: (context) => {
      const campaigns = filterIds(context, 'campaign_ids');
      const adGroups = filterIds(context, 'adgroup_ids');
      const rows = adGroupsOf(reachableAdvertiser(context)).filter(
        (row) =>
          (!campaigns || campaigns.includes(row.campaign_id)) && (!adGroups || adGroups.includes(row.adgroup_id)),
      );
      return pageOf(rows, context.params);
    },
  },
  {
    method: 'GET',
    path: 'identity/get/',
    handle: (context) => {
      reachableAdvertiser(context);
      const type = oneOf(context.params, 'identity_type', IDENTITY_TYPES);
      const rows = context.grant.identities
        .filter((identity) => type === undefined || identity.type === type)
        .map((identity) => ({
          identity_id: identity.id,
          identity_type: identity.type,
          display_name: identity.displayName,
          profile_image: `${context.baseUrl}/fake-cdn/avatar/${identity.id}.jpg`,
        }));
      const { list, page_info } = pageOf(rows, context.params);
      return { identity_list: list, page_info };
    },
  },
];
