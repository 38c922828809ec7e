import { resultsFor } from './result-action';

describe('resultsFor', () => {
  const actions = { link_click: 12, 'offsite_conversion.fb_pixel_purchase': 3, 'offsite_conversion.fb_pixel_lead': 2, lead: 5, video_view: 400 };

  it('counts the action of the ad set\'s optimisation goal', () => {
    expect(resultsFor('LINK_CLICKS', actions)).toBe(12);
    expect(resultsFor('LEAD_GENERATION', actions)).toBe(5);
  });

  it('adds up every pixel event under a conversions goal', () => {
    expect(resultsFor('OFFSITE_CONVERSIONS', actions)).toBe(5);
  });

  it('counts link clicks for a goal it does not know, or none', () => {
    expect(resultsFor('REACH', actions)).toBe(12);
    expect(resultsFor(null, actions)).toBe(12);
  });

  it('is 0 when Meta counted none of them', () => {
    expect(resultsFor('THRUPLAY', actions)).toBe(0);
  });
});
