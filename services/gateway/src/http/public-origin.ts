/**
 * The site's own origin (scheme, host and port) as PUBLIC_URL names it. It is the one origin the
 * gateway trusts with a session cookie's writes and with state-changing GETs, and its scheme
 * decides whether cookies are Secure and whether HSTS is sent.
 */
export class PublicOrigin {
  readonly origin: string;
  readonly https: boolean;

  constructor(publicUrl: string) {
    const url = new URL(publicUrl);
    this.origin = url.origin;
    this.https = url.protocol === 'https:';
  }

  /**
   * Whether an Origin or Referer value names exactly this origin: scheme, host and port all equal
   * (`https://host:443` and `https://host` are the same origin; `http://host` is another one).
   */
  matches(value: string | undefined): boolean {
    return value !== undefined && originOf(value) === this.origin;
  }
}

/** The origin of an http(s) URL; undefined for anything else, the opaque origin "null" included. */
export function originOf(value: string | undefined): string | undefined {
  if (!value) return undefined;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : undefined;
  } catch {
    return undefined;
  }
}
