/**
 * Which of Meta's action types counts as a result for an ad set's optimisation goal, as Ads
 * Manager's Results column counts it. A goal not listed counts link clicks, the event every
 * video ad with a link has.
 */
const RESULT_ACTION_OF_GOAL: Record<string, string> = {
  LINK_CLICKS: 'link_click',
  LANDING_PAGE_VIEWS: 'landing_page_view',
  OFFSITE_CONVERSIONS: 'offsite_conversion',
  LEAD_GENERATION: 'lead',
  QUALITY_LEAD: 'lead',
  THRUPLAY: 'video_thruplay_watched',
  APP_INSTALLS: 'mobile_app_install',
  POST_ENGAGEMENT: 'post_engagement',
  VALUE: 'offsite_conversion.fb_pixel_purchase',
};

/** The result count of one ad: the actions of the goal's type (a prefix: pixel events come as `offsite_conversion.fb_pixel_*`). */
export function resultsFor(optimizationGoal: string | null, actions: Record<string, number>): number {
  const wanted = RESULT_ACTION_OF_GOAL[optimizationGoal ?? ''] ?? 'link_click';
  return Object.entries(actions)
    .filter(([type]) => type === wanted || type.startsWith(`${wanted}.`))
    .reduce((sum, [, value]) => sum + value, 0);
}
