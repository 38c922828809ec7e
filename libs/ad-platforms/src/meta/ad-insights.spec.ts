import { adInsightsFrom, insightsPeriodParams } from './ad-insights';

describe('adInsightsFrom', () => {
  it('reads Meta’s strings and action lists into numbers; 3-second views are the video_view action', () => {
    const insights = adInsightsFrom({
      ad_id: '120210000000000001',
      impressions: '1520',
      spend: '12.34',
      inline_link_clicks: '31',
      actions: [
        { action_type: 'link_click', value: '31' },
        { action_type: 'video_view', value: '640' },
      ],
      video_play_actions: [{ action_type: 'video_view', value: '1402' }],
      date_start: '2026-11-20',
      date_stop: '2026-11-26',
    });
    expect(insights).toEqual({
      adId: '120210000000000001',
      adName: undefined,
      impressions: 1520,
      spend: '12.34',
      linkClicks: 31,
      threeSecondViews: 640,
      videoPlays: 1402,
      actions: { link_click: 31, video_view: 640 },
      dateStart: '2026-11-20',
      dateStop: '2026-11-26',
    });
  });

  it('counts what Meta leaves out (an ad with no delivery) as zero', () => {
    expect(adInsightsFrom({ ad_id: '1' })).toMatchObject({ impressions: 0, spend: '0', linkClicks: 0, threeSecondViews: 0, videoPlays: 0, actions: {} });
  });
});

describe('insightsPeriodParams', () => {
  it('sends a preset or a time range', () => {
    expect(insightsPeriodParams({ datePreset: 'last_7d' })).toEqual({ date_preset: 'last_7d' });
    expect(insightsPeriodParams({ since: '2026-11-01', until: '2026-11-07' })).toEqual({ time_range: { since: '2026-11-01', until: '2026-11-07' } });
  });
});
