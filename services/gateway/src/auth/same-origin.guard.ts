import { applyDecorators, CanActivate, ExecutionContext, Inject, Injectable, SetMetadata, UseGuards } from '@nestjs/common';
import { APP_CONFIG } from '@reelmix/service-host';
import type { Request } from 'express';
import { GatewayConfig } from '../gateway.config';
import { PublicOrigin } from '../http/public-origin';
import { claimedOrigin } from './csrf.middleware';
import { GatewayErrors } from '../gateway-errors';

/**
 * For the few GETs that change something (the spec makes them GETs). The CSRF middleware lets
 * every GET through, and SameSite=Lax still sends the session cookie on a top-level navigation
 * from another site, so a link or redirect elsewhere could make the signed-in user act. This
 * demands that the request come from one of our own pages:
 *
 * - `Sec-Fetch-Site` (Fetch Metadata, sent by every current browser and unforgeable by pages) must
 *   be `same-origin`. `same-site` (a sibling subdomain), `cross-site` and `none` (typed into the
 *   address bar, opened from a bookmark or another application) are refused.
 * - Without it (an older browser, a client outside a browser) Origin, else Referer, must be exactly
 *   PUBLIC_URL's origin, as for writes. Pages are served with a Referrer-Policy that keeps the
 *   Referer on same-origin requests, so older browsers pass; a client with neither header is
 *   refused like a write without them: scripts and tools send `Origin: PUBLIC_URL`.
 */
@Injectable()
export class SameOriginGuard implements CanActivate {
  private readonly site: PublicOrigin;

  constructor(@Inject(APP_CONFIG) config: GatewayConfig) {
    this.site = new PublicOrigin(config.PUBLIC_URL);
  }

  canActivate(context: ExecutionContext): boolean {
    const request = context.switchToHttp().getRequest<Request>();
    const fetchSite = request.headers['sec-fetch-site'];
    const sameOrigin = typeof fetchSite === 'string' ? fetchSite === 'same-origin' : this.site.matches(claimedOrigin(request));
    if (!sameOrigin) throw GatewayErrors.crossSiteRefused();
    return true;
  }
}

/** Metadata of a StateChangingGet handler: SessionGuard confirms its session with auth, as for writes. */
export const STATE_CHANGING = 'reelmix:state-changing';

/** Marks a GET handler that changes state: only the app's own pages may call it (SameOriginGuard). */
export const StateChangingGet = (): MethodDecorator & ClassDecorator =>
  applyDecorators(SetMetadata(STATE_CHANGING, true), UseGuards(SameOriginGuard));
