import { parseUsageHeaders, waitBeforeNextCall } from './usage-headers';

const options = { thresholdPercent: 90, pauseAtThresholdMs: 60_000 };

function usageOf(headers: Record<string, unknown>) {
  return parseUsageHeaders(new Headers(Object.fromEntries(Object.entries(headers).map(([name, value]) => [name, typeof value === 'string' ? value : JSON.stringify(value)]))));
}

describe('parseUsageHeaders', () => {
  it('reads the three headers, numbers given as strings included', () => {
    const usage = usageOf({
      'X-App-Usage': { call_count: 28, total_time: 25, total_cputime: 25 },
      'X-Ad-Account-Usage': { acc_id_util_pct: '9.67', reset_time_duration: 100, ads_api_access_tier: 'standard_access' },
      'X-Business-Use-Case-Usage': { 66782684: [{ type: 'ads_management', call_count: 95, total_cputime: 20, total_time: 20, estimated_time_to_regain_access: 0 }] },
    });
    expect(usage.highestPercent).toBe(95);
    expect(usage.adAccountPercent).toBe(9.67);
    expect(usage.adAccountResetMs).toBe(100_000);
    expect(usage.regainAccessMs).toBe(0);
    expect(usage.readings).toContainEqual({ header: 'x-business-use-case-usage', metric: 'ads_management.call_count', percent: 95 });
  });

  it('takes the longest block among the business use cases, in minutes', () => {
    const usage = usageOf({
      'X-Business-Use-Case-Usage': {
        1: [{ type: 'ads_insights', call_count: 100, estimated_time_to_regain_access: 2 }],
        2: [{ type: 'ads_management', call_count: 40, estimated_time_to_regain_access: 7 }],
      },
    });
    expect(usage.regainAccessMs).toBe(7 * 60_000);
  });

  it('ignores missing, broken and odd headers instead of failing the call', () => {
    const usage = usageOf({ 'X-App-Usage': 'not json', 'X-Ad-Account-Usage': '[]', 'X-Business-Use-Case-Usage': { 1: 'nope' } });
    expect(usage).toEqual({ readings: [], highestPercent: 0, regainAccessMs: 0, adAccountResetMs: 0, adAccountPercent: undefined });
  });
});

describe('waitBeforeNextCall', () => {
  it('does not wait below the threshold', () => {
    expect(waitBeforeNextCall(usageOf({ 'X-App-Usage': { call_count: 89 } }), options)).toBe(0);
  });

  it('pauses at the threshold, at it included', () => {
    expect(waitBeforeNextCall(usageOf({ 'X-App-Usage': { call_count: 90 } }), options)).toBe(60_000);
  });

  it('waits for the ad account’s window when that account is the one near its limit', () => {
    expect(waitBeforeNextCall(usageOf({ 'X-Ad-Account-Usage': { acc_id_util_pct: 97, reset_time_duration: 30 } }), options)).toBe(30_000);
  });

  it('a block Meta announced lasts its estimate, whatever the percentages', () => {
    const usage = usageOf({ 'X-Business-Use-Case-Usage': { 1: [{ type: 'ads_management', call_count: 12, estimated_time_to_regain_access: 3 }] } });
    expect(waitBeforeNextCall(usage, options)).toBe(180_000);
  });
});
