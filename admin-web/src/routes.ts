import { buildPath, type BuildRouteArgs } from '@reelmix/ui';

/** Where the gateway serves this app; every route below is relative to it. */
export const ADMIN_BASENAME = '/admin';

/** The customer site, outside this app's router (the login screen links back to it). */
export const MAIN_SITE_URL = '/';

/** Every admin route, relative to the `/admin` basename (so `ROUTES.users` is served at /admin/users). */
export const ROUTES = {
  root: '/',
  login: '/login',
  dashboard: '/dashboard',
  users: '/users',
  userDetail: '/users/:id',
  userMail: '/users/:id/mail',
  profile: '/profile',
  settings: '/settings',
  affiliates: '/affiliates',
  system: '/system',
  auditLog: '/audit-log',
} as const;

export type RoutePath = (typeof ROUTES)[keyof typeof ROUTES];

/**
 * A concrete URL for one of this app's routes. Parameters are required exactly when the pattern
 * has them, so a missing token is a compile error rather than a link to `/users/:id`.
 */
export function buildRoute<P extends RoutePath>(path: P, ...args: BuildRouteArgs<P>): string {
  return buildPath(path, ...args);
}
