import { SECRET_PATH_PREFIXES } from '@reelmix/logging';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import helmet from 'helmet';
import { PublicOrigin } from './public-origin';

export interface SecurityHeaderSettings {
  publicUrl: string;
  /** Billing hands the web app a Stripe publishable key, so Stripe.js must be able to load. */
  stripe: boolean;
}

/**
 * What Stripe.js needs (Stripe's published CSP list): its script, its API, and the frames that
 * hold the card fields, 3-D Secure and its fraud signals.
 */
const STRIPE = {
  script: ['https://js.stripe.com', 'https://*.js.stripe.com'],
  connect: ['https://api.stripe.com', 'https://m.stripe.network'],
  frame: ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com', 'https://m.stripe.network'],
  img: ['https://*.stripe.com'],
};

/**
 * The Content-Security-Policy of every answer. Both apps are Vite builds: module scripts and
 * stylesheets from our origin, nothing inline, so scripts are 'self' only (plus Stripe.js when
 * Stripe is configured). Styles also allow 'unsafe-inline': Stripe.js and the dev mailbox page
 * set inline styles, and a style cannot run code; scripts are what the policy exists to hold.
 * Pictures and previews may be data: or blob: URLs; videos are ours or blob:. No site may frame
 * ours, no plugin may load, and forms post only to us.
 */
export function contentSecurityPolicy({ publicUrl, stripe }: SecurityHeaderSettings): Record<string, string[]> {
  const withStripe = (own: string[], extra: string[]) => (stripe ? [...own, ...extra] : own);
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'script-src': withStripe(["'self'"], STRIPE.script),
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': withStripe(["'self'", 'data:', 'blob:'], STRIPE.img),
    'media-src': ["'self'", 'blob:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': withStripe(["'self'"], STRIPE.connect),
    'frame-src': stripe ? STRIPE.frame : ["'none'"],
    'worker-src': ["'self'", 'blob:'],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  // Over plain http (local development) an upgrade would send every asset to an https port nobody listens on.
  if (new PublicOrigin(publicUrl).https) directives['upgrade-insecure-requests'] = [];
  return directives;
}

/**
 * Referrer-Policy: the origin alone to other sites, the full address to our own pages (the
 * same-origin checks read it from browsers without Fetch Metadata), and nothing at all from a page
 * whose address holds a secret (the reset link's token), whatever that page links to or loads.
 */
export const REFERRER_POLICY = 'strict-origin-when-cross-origin';
export const SECRET_PAGE_REFERRER_POLICY = 'no-referrer';

/**
 * The security headers of every gateway answer (API, app pages and assets, videos, downloads),
 * set by helmet before anything else runs. HSTS only when the site is served over https: sent on
 * http it is ignored by browsers, and the site has no https to hold them to.
 */
export function securityHeaders(settings: SecurityHeaderSettings): RequestHandler[] {
  const https = new PublicOrigin(settings.publicUrl).https;
  return [
    helmet({
      contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(settings) },
      strictTransportSecurity: https ? { maxAge: 365 * 86_400, includeSubDomains: true } : false,
      referrerPolicy: { policy: REFERRER_POLICY },
      xFrameOptions: { action: 'deny' },
      // helmet's defaults stay for the rest: nosniff, X-Powered-By removed, same-origin COOP/CORP.
    }),
    (request: Request, response: Response, next: NextFunction) => {
      const path = request.path.toLowerCase();
      if (SECRET_PATH_PREFIXES.some((prefix) => path.startsWith(prefix))) response.setHeader('Referrer-Policy', SECRET_PAGE_REFERRER_POLICY);
      next();
    },
  ];
}
