import { buildPath, type BuildRouteArgs } from '@reelmix/ui';

/**
 * Every admin route, written relative to the router's `/admin` basename (so `ROUTES.system` is
 * served at /admin/system). Screens not built yet are listed so links and redirects already have
 * one name to use.
 */
export const ADMIN_BASENAME = '/admin';

export const ROUTES = {
  root: '/',
  login: '/login',
  dashboard: '/dashboard',
  users: '/users',
  userDetail: '/users/:id',
  userMail: '/users/:id/mail',
  profile: '/profile',
  settings: '/settings',
  system: '/system',
} as const;

export type RoutePath = (typeof ROUTES)[keyof typeof ROUTES];

/**
 * A concrete URL for one of this app's routes. Parameters are required exactly when the pattern
 * has them, so a missing token is a compile error rather than a link to `/reset-password/:token`.
 */
export function buildRoute<P extends RoutePath>(path: P, ...args: BuildRouteArgs<P>): string {
  return buildPath(path, ...args);
}
