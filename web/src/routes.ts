import { buildPath, type BuildRouteArgs } from '@reelmix/ui';

/**
 * Every customer route of the product, including those whose screens are not built yet: links and
 * redirects use these names so a path changes in one place.
 */
export const ROUTES = {
  home: '/',
  login: '/login',
  pricing: '/pricing',
  howItWorks: '/how-it-works',
  dashboard: '/dashboard',
  /** A job's framing review, reopened from the history while the job waits to be rendered. */
  jobFraming: '/jobs/:id/framing',
  /** Adding clips to (or taking clips out of) a job, then reviewing and rendering what is new. */
  jobAddClips: '/jobs/:id/add',
  /** Reading a finished job's ads export back: which hook, body, CTA and placement win. */
  jobResults: '/jobs/:id/results',
  /** The customer's uploaded clips, reusable in new jobs. */
  library: '/library',
  /** The customer's own account: signed-in devices and password. */
  account: '/account',
  /** Pro customers' API keys and webhooks, with a quick start for the versioned API. */
  developer: '/developer',
  /** The versioned API's reference, read from its OpenAPI document; public. */
  developerReference: '/developer/reference',
  /** Ad platform connections (Meta ads), so a finished job's videos can be published as ads. */
  integrations: '/integrations',
  affiliate: '/affiliate',
  affiliateSignup: '/affiliate-signup',
  /** Older links to the affiliate signup screen; same screen as `affiliateSignup`. */
  teamSignupPro: '/team/signup/pro',
  resetPassword: '/reset-password/:token',
  contact: '/contact',
  privacyPolicy: '/privacy-policy',
  terms: '/terms',
  /** Same page as `terms`; both addresses are in circulation. */
  termsOfService: '/terms-of-service',
  /** Where the gateway sends a browser whose e-mail download link is expired or broken (`?reason=`). */
  linkProblem: '/link-expired',
} as const;

export type RoutePath = (typeof ROUTES)[keyof typeof ROUTES];

/**
 * A concrete URL for one of this app's routes. Parameters are required exactly when the pattern
 * has them, so a missing token is a compile error rather than a link to `/reset-password/:token`.
 */
export function buildRoute<P extends RoutePath>(path: P, ...args: BuildRouteArgs<P>): string {
  return buildPath(path, ...args);
}
