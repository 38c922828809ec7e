import { invalidParameter } from './graph-api-error';
import { type FakeAd, type FakeInsightsRow } from './graph-shapes';
import { type FakeGraphStore } from './graph-store';

/** Every field an insights row can have: asking for another is refused, as Meta does. */
export const INSIGHTS_FIELDS: readonly (keyof FakeInsightsRow)[] = [
  'ad_id',
  'ad_name',
  'adset_id',
  'campaign_id',
  'account_id',
  'date_start',
  'date_stop',
  'impressions',
  'reach',
  'spend',
  'clicks',
  'inline_link_clicks',
  'ctr',
  'cpm',
  'actions',
  'video_play_actions',
  'video_p25_watched_actions',
  'video_p50_watched_actions',
  'video_p75_watched_actions',
  'video_p100_watched_actions',
  'video_thruplay_watched_actions',
  'video_avg_time_watched_actions',
  'video_30_sec_watched_actions',
];

/** Meta counts from zero, so unset counters read "0"; lists of actions are left out when empty. */
const ZERO_COUNTERS: Partial<FakeInsightsRow> = {
  impressions: '0',
  reach: '0',
  spend: '0',
  clicks: '0',
  inline_link_clicks: '0',
};

/** The row Meta would report for `ad`, or none when the test has set no insights for it. */
export function insightsRowFor(store: FakeGraphStore, ad: FakeAd): Partial<FakeInsightsRow> | undefined {
  const set = store.insights.get(ad.id);
  if (!set) return undefined;
  return {
    ...ZERO_COUNTERS,
    ...set,
    ad_id: ad.id,
    ad_name: ad.name,
    adset_id: ad.adsetId,
    campaign_id: ad.campaignId,
    account_id: ad.adAccountId.replace(/^act_/, ''),
  };
}

/** Stamps the reporting day on the row a test sets, unless it gives one. */
export function withReportingDay(row: Partial<FakeInsightsRow>, now: Date): Partial<FakeInsightsRow> {
  const today = now.toISOString().slice(0, 10);
  return { date_start: today, date_stop: today, ...row };
}

interface InsightsFilter {
  field: string;
  operator: string;
  value: unknown;
}

const FILTERABLE: Record<string, (ad: FakeAd) => string> = {
  'ad.id': (ad) => ad.id,
  'adset.id': (ad) => ad.adsetId,
  'campaign.id': (ad) => ad.campaignId,
};

/** Reads `filtering=[{"field":"ad.id","operator":"IN","value":[…]}]` into a test on ads. */
export function adFilter(filtering: unknown): (ad: FakeAd) => boolean {
  if (filtering === undefined) return () => true;
  if (!Array.isArray(filtering)) throw invalidParameter('Param filtering must be an array of filters');
  const tests = (filtering as InsightsFilter[]).map((filter) => {
    const read = FILTERABLE[filter?.field];
    if (!read) throw invalidParameter(`Filtering field ${String(filter?.field)} is invalid`);
    const values = Array.isArray(filter.value) ? filter.value.map(String) : [String(filter.value)];
    switch (filter.operator) {
      case 'IN':
      case 'EQUAL':
        return (ad: FakeAd) => values.includes(read(ad));
      case 'NOT_IN':
      case 'NOT_EQUAL':
        return (ad: FakeAd) => !values.includes(read(ad));
      default:
        throw invalidParameter(`Filtering operator ${String(filter.operator)} is not supported for ${filter.field}`);
    }
  });
  return (ad) => tests.every((test) => test(ad));
}
