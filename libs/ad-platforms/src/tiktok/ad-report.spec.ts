import { tiktokAdInsightsFrom } from './ad-report';

describe('tiktokAdInsightsFrom', () => {
  it('maps a report row to per-ad figures, spend kept as TikTok’s decimal string', () => {
    const row = {
      dimensions: { ad_id: '1800000000001' },
      metrics: { ad_name: 'j1 intro-a', impressions: '1520', spend: '12.34', clicks: '41', video_play_actions: '900', video_watched_2s: '610', video_watched_6s: '300', conversion: '7' },
    };
    expect(tiktokAdInsightsFrom(row, { since: '2026-11-01', until: '2026-11-07' })).toEqual({
      adId: '1800000000001',
      adName: 'j1 intro-a',
      impressions: 1520,
      spend: '12.34',
      linkClicks: 41,
      twoSecondViews: 610,
      sixSecondViews: 300,
      videoPlays: 900,
      conversions: 7,
      dateStart: '2026-11-01',
      dateStop: '2026-11-07',
    });
  });

  it('reads missing or unreadable figures as zero and a lifetime report without dates', () => {
    const insights = tiktokAdInsightsFrom({ dimensions: { ad_id: 5 }, metrics: { impressions: '-', spend: '' } }, { lifetime: true });
    expect(insights).toEqual({ adId: '5', adName: undefined, impressions: 0, spend: '0', linkClicks: 0, twoSecondViews: 0, sixSecondViews: 0, videoPlays: 0, conversions: 0 });
  });
});
