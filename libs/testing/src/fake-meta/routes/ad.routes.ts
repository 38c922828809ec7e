import { invalidParameter, unknownObject } from '../graph-api-error';
import { oneOf, optionalString, requiredJsonObject, requiredString } from '../graph-params';
import { newGraphId } from '../graph-ids';
import { type FakeAd, type FakeAdStatus } from '../graph-shapes';
import { selectFields } from '../field-selection';
import { pageOf } from '../paging';
import { nodeInAccount, reachableAccount, reachableNode } from './access';
import { type Route } from './route';

const AD_STATUSES: readonly FakeAdStatus[] = ['ACTIVE', 'PAUSED', 'ARCHIVED', 'DELETED'];

export const AD_SHAPE = {
  nodeType: 'Ad',
  known: [
    'id',
    'name',
    'status',
    'configured_status',
    'effective_status',
    'adset_id',
    'campaign_id',
    'account_id',
    'creative',
    'created_time',
    'updated_time',
  ],
  defaults: ['id'],
} as const;

/** The fake skips review: an ad's effective status is the one it was given. */
export function adNode(ad: FakeAd): Record<string, unknown> {
  return {
    id: ad.id,
    name: ad.name,
    status: ad.status,
    configured_status: ad.status,
    effective_status: ad.status,
    adset_id: ad.adsetId,
    campaign_id: ad.campaignId,
    account_id: ad.adAccountId.replace(/^act_/, ''),
    creative: { id: ad.creativeId },
    created_time: ad.createdTime,
    updated_time: ad.updatedTime,
  };
}

export const adRoutes: readonly Route[] = [
  {
    method: 'POST',
    pattern: ':account/ads',
    handle: (context) => {
      const account = reachableAccount(context);
      const adAccountId = account.seed.id;
      const name = requiredString(context.params, 'name');
      const adsetId = requiredString(context.params, 'adset_id');
      if (!nodeInAccount(context, adsetId, 'adset', adAccountId)) {
        throw invalidParameter(`Param adset_id must be an ad set of this ad account; got ${adsetId}`);
      }
      const creative = requiredJsonObject(context.params, 'creative');
      const creativeId = creative.creative_id;
      if (typeof creativeId !== 'string' || !nodeInAccount(context, creativeId, 'creative', adAccountId)) {
        throw invalidParameter(`Param creative[creative_id] must be a creative of this ad account`);
      }
      const now = context.store.now().toISOString();
      const ad: FakeAd = {
        id: newGraphId(),
        adAccountId,
        name,
        adsetId,
        campaignId: context.store.adSets.get(adsetId)?.campaignId ?? '',
        creativeId,
        status: oneOf(context.params, 'status', AD_STATUSES) ?? 'ACTIVE',
        createdTime: now,
        updatedTime: now,
      };
      context.store.addAd(ad);
      return { id: ad.id };
    },
  },
  {
    method: 'GET',
    pattern: ':account/ads',
    handle: (context) => {
      const account = reachableAccount(context);
      const fields = optionalString(context.params, 'fields');
      const rows = account.ads
        .filter((ad) => ad.status !== 'DELETED')
        .map((ad) => selectFields(adNode(ad), fields, AD_SHAPE));
      const query = { limit: optionalString(context.params, 'limit'), after: optionalString(context.params, 'after') };
      return pageOf(rows, query, context.url);
    },
  },
  {
    method: 'POST',
    pattern: ':id',
    handle: (context) => {
      const node = reachableNode(context, ['ad', 'video', 'creative', 'campaign', 'adset']);
      const ad = context.store.ad(node.id);
      // Only ads can be changed here; Meta refuses a change it does not support as an unsupported post.
      if (!ad) throw unknownObject('POST', node.id);
      const status = oneOf(context.params, 'status', AD_STATUSES);
      const name = optionalString(context.params, 'name');
      if (status === undefined && name === undefined) throw invalidParameter('Nothing to update: send status or name');
      if (status !== undefined) ad.status = status;
      if (name !== undefined) ad.name = name;
      ad.updatedTime = context.store.now().toISOString();
      return { success: true };
    },
  },
];
