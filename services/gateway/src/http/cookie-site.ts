/**
 * How this site's cookies are named and flagged, decided in one place for every cookie the gateway
 * sets (customer session, admin session, referral): served over https, each is Secure and carries
 * the `__Host-` prefix, which browsers accept only with Secure, Path=/ and no Domain, so neither a
 * plain-http page nor a sibling subdomain can plant or overwrite it. Over plain http (local
 * development, the test stacks) a Secure cookie would never be sent back, so neither applies.
 */
export interface CookieSite {
  secure: boolean;
  /** The name a cookie goes by on this site. */
  nameOf(baseName: string): string;
}

export const HOST_COOKIE_PREFIX = '__Host-';

export function cookieSiteOf(publicUrl: string): CookieSite {
  // PUBLIC_URL is validated as http(s) at start; its scheme is all that matters here.
  const secure = /^https:/i.test(publicUrl ?? '');
  return { secure, nameOf: (baseName) => (secure ? `${HOST_COOKIE_PREFIX}${baseName}` : baseName) };
}
