import { selectFields } from '../field-selection';
import { optionalString } from '../graph-params';
import { type AdAccountRecord, type AdSetRecord } from '../graph-store';
import { pageOf } from '../paging';
import { reachableAccount, reachableNode } from './access';
import { type Route, type RouteContext } from './route';

/** Who the token is, what it reaches, and the campaigns and ad sets the test seeded. */

const USER_SHAPE = { nodeType: 'User', known: ['id', 'name'], defaults: ['id', 'name'] } as const;
const AD_ACCOUNT_SHAPE = {
  nodeType: 'AdAccount',
  known: ['id', 'account_id', 'name', 'currency', 'account_status'],
  defaults: ['id'],
} as const;
const PAGE_SHAPE = { nodeType: 'Page', known: ['id', 'name'], defaults: ['id', 'name'] } as const;
const CAMPAIGN_SHAPE = {
  nodeType: 'Campaign',
  known: ['id', 'name', 'status', 'effective_status', 'account_id'],
  defaults: ['id'],
} as const;
export const AD_SET_SHAPE = {
  nodeType: 'AdSet',
  known: ['id', 'name', 'campaign_id', 'optimization_goal', 'status', 'effective_status', 'account_id'],
  defaults: ['id'],
} as const;

/** Meta's `account_status` 1 is an active account. */
const ACCOUNT_ACTIVE = 1;

function adAccountNode(account: AdAccountRecord): Record<string, unknown> {
  const { id, name, currency } = account.seed;
  return { id, account_id: id.replace(/^act_/, ''), name, currency: currency ?? 'USD', account_status: ACCOUNT_ACTIVE };
}

export function adSetNode(id: string, adSet: AdSetRecord): Record<string, unknown> {
  return {
    id,
    name: adSet.seed.name,
    campaign_id: adSet.campaignId,
    optimization_goal: adSet.seed.optimizationGoal ?? 'LINK_CLICKS',
    status: 'ACTIVE',
    effective_status: 'ACTIVE',
    account_id: adSet.adAccountId.replace(/^act_/, ''),
  };
}

export function campaignNode(id: string, context: RouteContext): Record<string, unknown> {
  const campaign = context.store.campaigns.get(id);
  return {
    id,
    name: campaign?.seed.name,
    status: 'ACTIVE',
    effective_status: 'ACTIVE',
    account_id: campaign?.adAccountId.replace(/^act_/, ''),
  };
}

function fields(context: RouteContext): string | undefined {
  return optionalString(context.params, 'fields');
}

function listed(context: RouteContext, rows: Record<string, unknown>[]) {
  const query = { limit: optionalString(context.params, 'limit'), after: optionalString(context.params, 'after') };
  return pageOf(rows, query, context.url);
}

function adSetsWhere(context: RouteContext, keep: (adSet: AdSetRecord) => boolean) {
  const rows = [...context.store.adSets.entries()]
    .filter(([, adSet]) => keep(adSet))
    .map(([id, adSet]) => selectFields(adSetNode(id, adSet), fields(context), AD_SET_SHAPE));
  return listed(context, rows);
}

export const accountRoutes: readonly Route[] = [
  {
    method: 'GET',
    pattern: 'me',
    handle: (context) =>
      selectFields({ id: context.grant.userId, name: context.grant.userName }, fields(context), USER_SHAPE),
  },
  {
    method: 'GET',
    pattern: 'me/adaccounts',
    handle: (context) =>
      listed(
        context,
        context.grant.adAccounts.map(({ id }) =>
          selectFields(adAccountNode(context.store.account(id)), fields(context), AD_ACCOUNT_SHAPE),
        ),
      ),
  },
  {
    method: 'GET',
    pattern: 'me/accounts',
    handle: (context) =>
      listed(
        context,
        context.grant.pages.map((page) => selectFields({ ...page }, fields(context), PAGE_SHAPE)),
      ),
  },
  {
    method: 'GET',
    pattern: ':account',
    handle: (context) => selectFields(adAccountNode(reachableAccount(context)), fields(context), AD_ACCOUNT_SHAPE),
  },
  {
    method: 'GET',
    pattern: ':account/campaigns',
    handle: (context) => {
      const account = reachableAccount(context);
      const rows = account.seed.campaigns.map(({ id }) =>
        selectFields(campaignNode(id, context), fields(context), CAMPAIGN_SHAPE),
      );
      return listed(context, rows);
    },
  },
  {
    method: 'GET',
    pattern: ':account/adsets',
    handle: (context) => {
      const account = reachableAccount(context);
      return adSetsWhere(context, (adSet) => adSet.adAccountId === account.seed.id);
    },
  },
  {
    method: 'GET',
    pattern: ':id/adsets',
    handle: (context) => {
      const campaign = reachableNode(context, ['campaign']);
      return adSetsWhere(context, (adSet) => adSet.campaignId === campaign.id);
    },
  },
];

export { CAMPAIGN_SHAPE };
