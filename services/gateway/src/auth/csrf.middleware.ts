import { Inject, Injectable, NestMiddleware } from '@nestjs/common';
import { DomainError, ErrorCode } from '@reelmix/contracts';
import { APP_CONFIG } from '@reelmix/service-host';
import type { NextFunction, Request, Response } from 'express';
import { GatewayConfig } from '../gateway.config';

export const CROSS_SITE_REFUSED = 'Cross-site request refused';

/**
 * Path prefixes that accept state-changing requests from other sites: the payment provider's
 * callbacks, which carry no cookie and prove themselves with a signature over the body instead.
 */
export const CSRF_EXEMPT_PREFIXES: readonly string[] = ['/api/webhooks/'];

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses state-changing requests that a browser sent on behalf of another site.
 *
 * Why this suffices: the session cookie is SameSite=Lax, so browsers already leave it off
 * cross-site POST/PUT/PATCH/DELETE (forms and fetch alike) and send it only on top-level GET
 * navigations, which change nothing here. What Lax leaves open is closed by this check: "same
 * site" is the registrable domain, so a page on a sibling subdomain still gets the cookie sent;
 * browsers without SameSite support send it anyway; and the login form needs no cookie at all
 * (an attacker could sign a victim into the attacker's account). Browsers set Origin on every
 * such request and scripts cannot forge it, so demanding our own origin answers all three
 * without a token round trip. Referer stands in only where Origin is missing (older browsers);
 * a request with neither is refused, as a browser request without them cannot be told apart.
 *
 * Applied to every path, not just /api: the admin API lives under /admin and deserves the same.
 */
@Injectable()
export class CsrfMiddleware implements NestMiddleware {
  private readonly publicOrigin: string;

  constructor(@Inject(APP_CONFIG) config: GatewayConfig) {
    this.publicOrigin = new URL(config.PUBLIC_URL).origin;
  }

  use(request: Request, _response: Response, next: NextFunction): void {
    if (SAFE_METHODS.has(request.method) || isExempt(request.originalUrl)) return next();
    const source = request.headers.origin ?? originOf(request.headers.referer);
    if (source !== undefined && this.isOwnOrigin(source, request.headers.host)) return next();
    throw new DomainError(ErrorCode.Forbidden, CROSS_SITE_REFUSED);
  }

  private isOwnOrigin(source: string, host: string | undefined): boolean {
    const origin = originOf(source);
    if (origin === undefined) return false; // includes the opaque "null" origin
    if (origin === this.publicOrigin) return true;
    // Our own Host: the app reached by another name (a preview URL, localhost in development).
    return host !== undefined && withoutDefaultPort(new URL(origin).host) === withoutDefaultPort(host.toLowerCase());
  }
}

function originOf(value: string | undefined): string | undefined {
  if (!value) return undefined;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : undefined;
  } catch {
    return undefined;
  }
}

function isExempt(originalUrl: string): boolean {
  // Express matches routes case-insensitively, so the exemption must too.
  const path = originalUrl.split('?')[0].toLowerCase();
  return CSRF_EXEMPT_PREFIXES.some((prefix) => path.startsWith(prefix));
}

function withoutDefaultPort(host: string): string {
  return host.replace(/:(80|443)$/, '');
}
