/**
 * Where the Graph API lives and which version the product speaks. The product calls the HTTP API
 * itself (Meta's Node SDK hard-codes its hosts and drops multipart bodies), so the host and the
 * version are settings: tests point them at a fake, and a version bump is one line here.
 */

/** The Graph API version every call uses unless configured; the one owner of that default. */
export const META_GRAPH_DEFAULT_VERSION = 'v24.0';

export const META_GRAPH_DEFAULT_URL = 'https://graph.facebook.com';

export interface MetaGraphSettings {
  /** META_GRAPH_URL: the host for every call but video uploads, without a trailing slash. */
  baseUrl: string;
  /** META_GRAPH_VIDEO_URL: the host that takes video uploads; the base URL unless set. */
  videoUrl: string;
  /** META_GRAPH_VERSION, e.g. `v24.0`. */
  version: string;
}

/** What a service's validated config may hold; unset or empty values take the defaults. */
export interface MetaGraphSettingsInput {
  baseUrl?: string;
  videoUrl?: string;
  version?: string;
}

/** The settings with the defaults filled in; a version must look like `v24.0`. */
export function metaGraphSettings(input: MetaGraphSettingsInput = {}): MetaGraphSettings {
  const baseUrl = withoutTrailingSlash(input.baseUrl || META_GRAPH_DEFAULT_URL);
  const version = input.version || META_GRAPH_DEFAULT_VERSION;
  if (!/^v\d+\.\d+$/.test(version)) throw new Error(`META_GRAPH_VERSION must look like v24.0, not "${version}"`);
  return Object.freeze({ baseUrl, videoUrl: withoutTrailingSlash(input.videoUrl || baseUrl), version });
}

function withoutTrailingSlash(url: string): string {
  return url.replace(/\/+$/, '');
}
