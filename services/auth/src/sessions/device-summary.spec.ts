import { deviceSummary } from './device-summary';

describe('deviceSummary', () => {
  it.each([
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0', 'Firefox 128 on Windows'],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15', 'Safari 17 on macOS'],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
      'Safari 17 on iOS',
    ],
    ['Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36', 'Chrome 124 on Android'],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36 Edg/124.0.2478.51',
      'Microsoft Edge 124 on Windows',
    ],
  ])('names %s as %s', (userAgent, summary) => {
    expect(deviceSummary(userAgent)).toBe(summary);
  });

  it('has nothing to say without a browser or a system', () => {
    expect(deviceSummary(undefined)).toBeNull();
    expect(deviceSummary('')).toBeNull();
    expect(deviceSummary('   ')).toBeNull();
    expect(deviceSummary('curl/8.5.0')).toBeNull();
  });
});
