import { Inject, Injectable, NestMiddleware } from '@nestjs/common';
import { APP_CONFIG } from '@reelmix/service-host';
import type { NextFunction, Request, Response } from 'express';
import { STRIPE_EVENTS_PATH } from '../billing/stripe-events.controller';
import { GatewayConfig } from '../gateway.config';
import { originOf, PublicOrigin } from '../http/public-origin';
import { GatewayErrors } from '../gateway-errors';

/**
 * Paths that accept state-changing requests from other sites: the payment provider's callbacks,
 * which carry no cookie and prove themselves with a signature over the body instead. Exact paths:
 * the customer's own webhook settings live beside them under `/api/webhooks` and are checked.
 */
export const CSRF_EXEMPT_PATHS: readonly string[] = [`/${STRIPE_EVENTS_PATH}`];

/**
 * The public API: its guard (ApiKeyGuard) reads the `Authorization` header alone and never a
 * cookie, so a browser sending a session cookie there on its own proves nothing and gets nothing.
 */
export const CSRF_EXEMPT_PREFIXES: readonly string[] = ['/api/v1/'];

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Requests the origin check does not apply to, each for a reason that makes forging them
 * pointless. Cross-site request forgery rides on the cookie a browser attaches by itself; a
 * request that proves who it is some other way (a signature over the body; an API key in
 * `Authorization`, which no browser attaches on its own) has nothing to forge. Such a rule
 * joins this list.
 */
const EXEMPTIONS: ReadonlyArray<(request: Request) => boolean> = [
  // Express matches routes case-insensitively and with or without a trailing slash, so the exemptions must too.
  (request) => CSRF_EXEMPT_PATHS.includes(pathOf(request).replace(/\/+$/, '')),
  (request) => CSRF_EXEMPT_PREFIXES.some((prefix) => pathOf(request).startsWith(prefix)),
];

/**
 * Refuses state-changing requests that a browser sent on behalf of another site.
 *
 * Why this suffices: the session cookie is SameSite=Lax, so browsers already leave it off
 * cross-site POST/PUT/PATCH/DELETE (forms and fetch alike) and send it only on top-level GET
 * navigations (which change nothing here, or are refused by SameOriginGuard where a GET does). What
 * Lax leaves open is closed by this check: "same site" is the registrable domain and ignores the
 * scheme, so a page on a sibling subdomain or on the plain-http twin of the site still gets the
 * cookie sent; browsers without SameSite support send it anyway; and the login form needs no
 * cookie at all (an attacker could sign a victim into the attacker's account). Browsers set Origin
 * on every such request and scripts cannot forge it, so demanding exactly our origin (scheme, host
 * and port of PUBLIC_URL) answers all of them without a token round trip. Referer stands in only
 * where Origin is missing (older browsers); a request with neither is refused, as a browser
 * request without them cannot be told apart: a client outside a browser sends `Origin: PUBLIC_URL`.
 *
 * Applied to every path, not just /api: the admin API lives under /admin and deserves the same.
 */
@Injectable()
export class CsrfMiddleware implements NestMiddleware {
  private readonly site: PublicOrigin;

  constructor(@Inject(APP_CONFIG) config: GatewayConfig) {
    this.site = new PublicOrigin(config.PUBLIC_URL);
  }

  use(request: Request, _response: Response, next: NextFunction): void {
    if (SAFE_METHODS.has(request.method) || EXEMPTIONS.some((exempt) => exempt(request))) return next();
    if (this.site.matches(claimedOrigin(request))) return next();
    throw GatewayErrors.crossSiteRefused();
  }
}

/** Where the browser says the request comes from: Origin, else the Referer's origin. */
export function claimedOrigin(request: Pick<Request, 'headers'>): string | undefined {
  return request.headers.origin ?? originOf(request.headers.referer);
}

function pathOf(request: Request): string {
  return request.originalUrl.split('?')[0].toLowerCase();
}
