/**
 * Where TikTok's Marketing API ("TikTok API for Business") lives and which version the product
 * speaks. The host is a setting so tests point it at a fake (and a sandbox account at
 * `https://sandbox-business-api.tiktok.com`); the version is pinned here, so a bump is one line.
 */

/** The API version every call uses; the one owner of that value. */
export const TIKTOK_API_VERSION = 'v1.3';

export const TIKTOK_API_DEFAULT_URL = 'https://business-api.tiktok.com';

export interface TikTokApiSettings {
  /** TIKTOK_API_URL: the host, without a trailing slash. */
  baseUrl: string;
  /** Always TIKTOK_API_VERSION today; kept in the settings so a test can name another. */
  version: string;
}

/** What a service's validated config may hold; an unset or empty URL takes the default. */
export interface TikTokApiSettingsInput {
  baseUrl?: string;
  version?: string;
}

/** The settings with the defaults filled in; a version must look like `v1.3`. */
export function tiktokApiSettings(input: TikTokApiSettingsInput = {}): TikTokApiSettings {
  const version = input.version || TIKTOK_API_VERSION;
  if (!/^v\d+\.\d+$/.test(version)) throw new Error(`The TikTok API version must look like v1.3, not "${version}"`);
  return Object.freeze({ baseUrl: (input.baseUrl || TIKTOK_API_DEFAULT_URL).replace(/\/+$/, ''), version });
}

/** The full URL of an API path such as `/ad/create/`; TikTok's paths end with a slash. */
export function tiktokApiUrl(settings: TikTokApiSettings, path: string): string {
  return `${settings.baseUrl}/open_api/${settings.version}${tiktokPath(path)}`;
}

/** `ad/create` and `/ad/create/` both become `/ad/create/`, the form TikTok answers. */
export function tiktokPath(path: string): string {
  const withLeading = path.startsWith('/') ? path : `/${path}`;
  return withLeading.endsWith('/') ? withLeading : `${withLeading}/`;
}
