/**
 * An ad's figures as TikTok reports them in `GET /report/integrated/get/` (report_type BASIC,
 * data_level AUCTION_AD, dimension ad_id). TikTok sends every metric as a string. The shape
 * follows Meta's AdInsights where the figures mean the same; TikTok counts 2- and 6-second views
 * where Meta counts 3-second ones, so those keep their own names rather than pass for Meta's.
 */

/** The metrics asked for; the mapping below reads exactly these. */
export const TIKTOK_REPORT_METRICS = [
  'ad_name',
  'impressions',
  'spend',
  'clicks',
  'video_play_actions',
  'video_watched_2s',
  'video_watched_6s',
  'conversion',
] as const;

export interface TikTokReportRow {
  dimensions?: { ad_id?: string | number; stat_time_day?: string };
  metrics?: Partial<Record<(typeof TIKTOK_REPORT_METRICS)[number], string | number>>;
}

export interface TikTokAdInsights {
  adId: string;
  adName?: string;
  impressions: number;
  /** In the advertiser's currency, as TikTok's decimal string ("12.34"), so no cent is lost to floats. */
  spend: string;
  /** TikTok's `clicks`: clicks through to the ad's destination, as Meta's link clicks. */
  linkClicks: number;
  /** Plays of at least 2 seconds. */
  twoSecondViews: number;
  /** Plays of at least 6 seconds. */
  sixSecondViews: number;
  /** Every start of play, as Meta's videoPlays. */
  videoPlays: number;
  /** The ad group's optimisation event (TikTok's `conversion`): the "results". */
  conversions: number;
  /** The days the figures cover, `YYYY-MM-DD`, both included; absent for a lifetime report. */
  dateStart?: string;
  dateStop?: string;
}

/** Days in the advertiser's time zone, both included, or the ads' whole lives. */
export type TikTokReportPeriod = { since: string; until: string } | { lifetime: true };

export function reportPeriodParams(period: TikTokReportPeriod): Record<string, string | boolean> {
  return 'lifetime' in period ? { query_lifetime: true } : { start_date: period.since, end_date: period.until };
}

export function tiktokAdInsightsFrom(row: TikTokReportRow, period: TikTokReportPeriod): TikTokAdInsights {
  const metrics = row.metrics ?? {};
  const spend = metrics.spend;
  return {
    adId: String(row.dimensions?.ad_id ?? ''),
    adName: metrics.ad_name === undefined || metrics.ad_name === '' ? undefined : String(metrics.ad_name),
    impressions: count(metrics.impressions),
    spend: spend === undefined || spend === '' ? '0' : String(spend),
    linkClicks: count(metrics.clicks),
    twoSecondViews: count(metrics.video_watched_2s),
    sixSecondViews: count(metrics.video_watched_6s),
    videoPlays: count(metrics.video_play_actions),
    conversions: count(metrics.conversion),
    ...('lifetime' in period ? {} : { dateStart: period.since, dateStop: period.until }),
  };
}

function count(value: string | number | undefined): number {
  const number = Number(value ?? 0);
  return Number.isFinite(number) ? number : 0;
}
