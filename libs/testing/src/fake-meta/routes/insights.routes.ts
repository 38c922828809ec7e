import { invalidParameter } from '../graph-api-error';
import { optionalJson, optionalString } from '../graph-params';
import { type FakeAd } from '../graph-shapes';
import { selectFields } from '../field-selection';
import { INSIGHTS_FIELDS, adFilter, insightsRowFor } from '../insights-rows';
import { pageOf } from '../paging';
import { reachableAccount, reachableNode } from './access';
import { type Route, type RouteContext } from './route';

const INSIGHTS_SHAPE = {
  nodeType: 'AdsInsights',
  known: INSIGHTS_FIELDS,
  defaults: ['impressions', 'spend', 'date_start', 'date_stop'],
} as const;

/**
 * One row per ad with insights set, in the fields asked for. `date_preset`, `time_range` and
 * `breakdowns` are accepted and ignored: each ad has the one row the test set.
 */
function insightsOf(context: RouteContext, ads: FakeAd[]) {
  const fields = optionalString(context.params, 'fields');
  const rows = ads.flatMap((ad) => {
    const row = insightsRowFor(context.store, ad);
    return row ? [selectFields(row, fields, INSIGHTS_SHAPE)] : [];
  });
  const query = { limit: optionalString(context.params, 'limit'), after: optionalString(context.params, 'after') };
  return pageOf(rows, query, context.url);
}

export const insightsRoutes: readonly Route[] = [
  {
    method: 'GET',
    pattern: ':account/insights',
    handle: (context) => {
      const account = reachableAccount(context);
      const level = optionalString(context.params, 'level');
      if (level !== 'ad') throw invalidParameter('This fake serves account insights at level=ad only');
      const keep = adFilter(optionalJson(context.params, 'filtering'));
      return insightsOf(context, account.ads.filter(keep));
    },
  },
  {
    method: 'GET',
    pattern: ':id/insights',
    handle: (context) => {
      const node = reachableNode(context, ['ad', 'adset']);
      if (node.kind === 'ad') return insightsOf(context, [context.store.ad(node.id)!]);
      // An ad set's insights broken down per ad, as `level=ad` asks Meta for them.
      if (optionalString(context.params, 'level') !== 'ad') throw invalidParameter('This fake serves ad set insights at level=ad only');
      const account = context.store.state().adAccounts[node.adAccountId];
      const ads = (account?.ads ?? []).filter((ad) => ad.adsetId === node.id).map((ad) => context.store.ad(ad.id)!);
      return insightsOf(context, ads);
    },
  },
];
