import { paramError } from '../tiktok-api-error';
import {
  isRecord,
  optionalJson,
  optionalString,
  optionalStringList,
  pageOf,
  requiredString,
  requiredStringList,
} from '../tiktok-params';
import { type FakeTikTokAd, type FakeTikTokMetrics } from '../tiktok-shapes';
import { type AdvertiserRecord } from '../tiktok-store';
import { reachableAdvertiser } from './access';
import { type Route, type RouteContext } from './route';

/** `/report/integrated/get/` for a synchronous BASIC report at ad level (`AUCTION_AD`), one row per ad. */

/** Every counter `setReport` takes; the same names are the metrics a report may ask for. */
export const REPORT_METRICS: readonly (keyof FakeTikTokMetrics)[] = [
  'spend',
  'impressions',
  'clicks',
  'reach',
  'ctr',
  'cpc',
  'cpm',
  'video_play_actions',
  'video_watched_2s',
  'video_watched_6s',
  'video_views_p25',
  'video_views_p50',
  'video_views_p75',
  'video_views_p100',
  'average_video_play',
  'conversion',
  'cost_per_conversion',
  'conversion_rate',
  'likes',
  'comments',
  'shares',
  'follows',
  'profile_visits',
];

/** Attribute metrics TikTok serves at ad level: names and ids of what the ad belongs to. */
const ATTRIBUTE_METRICS = [
  'ad_name',
  'adgroup_id',
  'adgroup_name',
  'campaign_id',
  'campaign_name',
  'currency',
] as const;
const DEFAULT_METRICS = ['spend', 'impressions'];
const DATE = /^\d{4}-\d{2}-\d{2}$/;

function attribute(advertiser: AdvertiserRecord, ad: FakeTikTokAd, name: (typeof ATTRIBUTE_METRICS)[number]): string {
  const campaign = advertiser.seed.campaigns.find((known) => known.id === ad.campaignId);
  switch (name) {
    case 'ad_name':
      return ad.adName;
    case 'adgroup_id':
      return ad.adGroupId;
    case 'adgroup_name':
      return campaign?.adGroups.find((adGroup) => adGroup.id === ad.adGroupId)?.name ?? '';
    case 'campaign_id':
      return ad.campaignId;
    case 'campaign_name':
      return campaign?.name ?? '';
    case 'currency':
      return advertiser.seed.currency ?? 'USD';
  }
}

/** `filtering=[{"field_name":"ad_ids","filter_type":"IN","filter_value":"[\"…\"]"}]`; other filters are ignored. */
function filteredAdIds(context: RouteContext): string[] | undefined {
  const filtering = optionalJson(context.params, 'filtering');
  if (filtering === undefined) return undefined;
  if (!Array.isArray(filtering)) throw paramError('filtering: Must be a list of filters.');
  const filter = filtering.find((item) => isRecord(item) && item.field_name === 'ad_ids');
  if (!isRecord(filter)) return undefined;
  const value: unknown =
    typeof filter.filter_value === 'string' ? JSON.parse(filter.filter_value) : filter.filter_value;
  if (!Array.isArray(value)) throw paramError('filtering.filter_value: Must be a JSON list of ids.');
  return value.map(String);
}

function checkPeriod(context: RouteContext): string {
  if (optionalString(context.params, 'query_lifetime') === 'true') return '';
  const start = requiredString(context.params, 'start_date');
  const end = requiredString(context.params, 'end_date');
  if (!DATE.test(start) || !DATE.test(end)) throw paramError('start_date, end_date: Must be YYYY-MM-DD.');
  if (start > end) throw paramError('end_date: Must not be before start_date.');
  return end;
}

export const reportRoutes: readonly Route[] = [
  {
    method: 'GET',
    path: 'report/integrated/get/',
    handle: (context) => {
      const advertiser = reachableAdvertiser(context);
      if (requiredString(context.params, 'report_type') !== 'BASIC')
        throw paramError('report_type: The fake serves only BASIC.');
      const dataLevel = requiredString(context.params, 'data_level');
      if (dataLevel !== 'AUCTION_AD') throw paramError('data_level: The fake serves only AUCTION_AD.');
      const dimensions = requiredStringList(context.params, 'dimensions');
      const daily = dimensions.includes('stat_time_day');
      if (!dimensions.includes('ad_id') || dimensions.some((name) => name !== 'ad_id' && name !== 'stat_time_day')) {
        throw paramError('dimensions: The fake serves ["ad_id"] or ["ad_id", "stat_time_day"].');
      }
      const metrics = optionalStringList(context.params, 'metrics') ?? DEFAULT_METRICS;
      for (const metric of metrics) {
        if (
          !(REPORT_METRICS as readonly string[]).includes(metric) &&
          !(ATTRIBUTE_METRICS as readonly string[]).includes(metric)
        ) {
          throw paramError(`metrics: Invalid metric ${metric}.`);
        }
      }
      const endDate = checkPeriod(context);
      const wanted = filteredAdIds(context);
      // An ad has no row until the test sets its report, as TikTok leaves out ads without data.
      const rows = advertiser.ads
        .filter((ad) => context.store.reports.has(ad.id) && (!wanted || wanted.includes(ad.id)))
        .map((ad) => {
          const counters = context.store.reports.get(ad.id) ?? {};
          const values = Object.fromEntries(
            metrics.map((metric) => {
              const value = (ATTRIBUTE_METRICS as readonly string[]).includes(metric)
                ? attribute(advertiser, ad, metric as (typeof ATTRIBUTE_METRICS)[number])
                : String(counters[metric as keyof FakeTikTokMetrics] ?? '0');
              return [metric, value];
            }),
          );
          const day = endDate === '' ? context.store.now().toISOString().slice(0, 10) : endDate;
          return {
            dimensions: daily ? { ad_id: ad.id, stat_time_day: `${day} 00:00:00` } : { ad_id: ad.id },
            metrics: values,
          };
        });
      return pageOf(rows, context.params);
    },
  },
];
