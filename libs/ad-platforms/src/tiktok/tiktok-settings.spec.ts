import { TIKTOK_API_DEFAULT_URL, TIKTOK_API_VERSION, tiktokApiSettings, tiktokApiUrl } from './tiktok-settings';

describe('tiktokApiSettings', () => {
  it('defaults to TikTok’s host and the pinned version', () => {
    expect(tiktokApiSettings()).toEqual({ baseUrl: TIKTOK_API_DEFAULT_URL, version: TIKTOK_API_VERSION });
    expect(TIKTOK_API_VERSION).toBe('v1.3');
  });

  it('takes a host without its trailing slash, and refuses a version that is not one', () => {
    expect(tiktokApiSettings({ baseUrl: 'http://127.0.0.1:4620/' }).baseUrl).toBe('http://127.0.0.1:4620');
    expect(() => tiktokApiSettings({ version: '1.3' })).toThrow(/v1\.3/);
  });

  it('builds paths under /open_api/<version>/ with TikTok’s trailing slash', () => {
    const settings = tiktokApiSettings();
    expect(tiktokApiUrl(settings, 'ad/create')).toBe('https://business-api.tiktok.com/open_api/v1.3/ad/create/');
    expect(tiktokApiUrl(settings, '/ad/create/')).toBe('https://business-api.tiktok.com/open_api/v1.3/ad/create/');
  });
});
