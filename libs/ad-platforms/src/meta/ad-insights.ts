/**
 * An ad's figures as Meta reports them in `GET /{ad-id}/insights?level=ad`. Meta sends numbers as
 * strings and counts of kinds of action as lists: 3-second video plays are the `video_view`
 * entry of `actions` (Meta's definition of a video view), while `video_play_actions` counts every
 * start of play.
 */

/** The fields asked for; the mapping below reads exactly these. */
export const AD_INSIGHT_FIELDS = [
  'ad_id',
  'ad_name',
  'impressions',
  'spend',
  'inline_link_clicks',
  'actions',
  'video_play_actions',
  'date_start',
  'date_stop',
] as const;

export const THREE_SECOND_VIEW_ACTION = 'video_view';

interface ActionValue {
  action_type?: string;
  value?: string | number;
}

export interface AdInsightsAnswerRow {
  ad_id?: string;
  ad_name?: string;
  impressions?: string | number;
  spend?: string | number;
  inline_link_clicks?: string | number;
  actions?: ActionValue[];
  video_play_actions?: ActionValue[];
  date_start?: string;
  date_stop?: string;
}

export interface AdInsights {
  adId: string;
  adName?: string;
  impressions: number;
  /** In the ad account's currency, as Meta's decimal string ("12.34"), so no cent is lost to floats. */
  spend: string;
  linkClicks: number;
  threeSecondViews: number;
  videoPlays: number;
  /** Every kind of action Meta counted (`link_click`, `lead`, `offsite_conversion.fb_pixel_purchase`, …), added up per kind. */
  actions: Record<string, number>;
  /** The days the figures cover, `YYYY-MM-DD`, both included. */
  dateStart?: string;
  dateStop?: string;
}

/** A period Meta understands: a preset such as `last_7d`, or days in the ad account's time zone. */
export type InsightsPeriod = { datePreset: string } | { since: string; until: string };

export function insightsPeriodParams(period: InsightsPeriod): Record<string, string | object> {
  return 'datePreset' in period ? { date_preset: period.datePreset } : { time_range: { since: period.since, until: period.until } };
}

export function adInsightsFrom(row: AdInsightsAnswerRow): AdInsights {
  return {
    adId: String(row.ad_id ?? ''),
    adName: row.ad_name,
    impressions: count(row.impressions),
    spend: row.spend === undefined ? '0' : String(row.spend),
    linkClicks: count(row.inline_link_clicks),
    threeSecondViews: actionCount(row.actions, THREE_SECOND_VIEW_ACTION),
    videoPlays: actionCount(row.video_play_actions),
    actions: actionTotals(row.actions),
    dateStart: row.date_start,
    dateStop: row.date_stop,
  };
}

function actionTotals(actions: ActionValue[] | undefined): Record<string, number> {
  const totals: Record<string, number> = {};
  for (const action of actions ?? []) {
    if (!action.action_type) continue;
    totals[action.action_type] = (totals[action.action_type] ?? 0) + count(action.value);
  }
  return totals;
}

/** The sum of one kind of action, or of every entry when no kind is named. */
function actionCount(actions: ActionValue[] | undefined, actionType?: string): number {
  return (actions ?? []).filter((action) => actionType === undefined || action.action_type === actionType).reduce((sum, action) => sum + count(action.value), 0);
}

function count(value: string | number | undefined): number {
  const number = Number(value ?? 0);
  return Number.isFinite(number) ? number : 0;
}
