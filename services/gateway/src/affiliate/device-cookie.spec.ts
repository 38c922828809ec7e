import { DEVICE_ID_PATTERN } from '@reelmix/contracts';
import type { Request, Response } from 'express';
import { DEVICE_COOKIE, DeviceCookie, rememberDevice } from './device-cookie';

const HTTPS_SITE = 'https://reelmix.example';

function answer() {
  const cookies: Array<{ name: string; value: string; options: Record<string, unknown> }> = [];
  const response = { cookie: (name: string, value: string, options: Record<string, unknown>) => cookies.push({ name, value, options }) };
  return { cookies, response: response as unknown as Response };
}

const request = (headers: Record<string, string>, method = 'GET') => ({ method, headers }) as unknown as Request;
const PAGE = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

describe('device cookie', () => {
  it('gives a browser opening a page a random id for 400 days: httpOnly, SameSite=Lax, Secure and __Host- over https', () => {
    const { cookies, response } = answer();
    let passed = false;
    rememberDevice(HTTPS_SITE)(request(PAGE), response, () => (passed = true));
    expect(passed).toBe(true);
    expect(cookies).toEqual([
      {
        name: `__Host-${DEVICE_COOKIE}`,
        value: expect.stringMatching(DEVICE_ID_PATTERN),
        options: { maxAge: 400 * 86_400_000, httpOnly: true, sameSite: 'lax', secure: true, path: '/' },
      },
    ]);
  });

  it('makes a new id for each browser', () => {
    const ids = new Set(Array.from({ length: 50 }, () => new DeviceCookie(HTTPS_SITE).ensure(request({}), answer().response)));
    expect(ids.size).toBe(50);
  });

  it('keeps the id a browser has, and replaces one this site did not make', () => {
    const devices = new DeviceCookie(HTTPS_SITE);
    const { cookies, response } = answer();
    expect(devices.ensure(request({ cookie: `__Host-${DEVICE_COOKIE}=AAAAAAAAAAAAAAAAAAAAAA` }), response)).toBe('AAAAAAAAAAAAAAAAAAAAAA');
    expect(cookies).toEqual([]);
    expect(devices.read(request({ cookie: `__Host-${DEVICE_COOKIE}=short` }))).toBeUndefined();
    expect(devices.read(request({ cookie: `${DEVICE_COOKIE}=AAAAAAAAAAAAAAAAAAAAAA` }))).toBeUndefined();
    expect(new DeviceCookie('http://localhost:8080').read(request({ cookie: `${DEVICE_COOKIE}=AAAAAAAAAAAAAAAAAAAAAA` }))).toBe('AAAAAAAAAAAAAAAAAAAAAA');
  });

  it('sets nothing on assets, API calls and other methods', () => {
    for (const [headers, method] of [[{ accept: '*/*' }, 'GET'], [{ accept: 'application/json' }, 'GET'], [PAGE, 'POST'], [{}, 'GET']] as const) {
      const { cookies, response } = answer();
      rememberDevice(HTTPS_SITE)(request(headers, method), response, () => undefined);
      expect({ headers, method, cookies }).toEqual({ headers, method, cookies: [] });
    }
  });
});
