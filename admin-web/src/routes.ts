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

/** The `:name` segments of a route pattern, e.g. `'id'` for `/users/:id/mail`. */
export type RouteParamName<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | RouteParamName<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

export type QueryParams = Record<string, string | number | boolean | undefined>;

export type BuildRouteOptions<P extends string> = [RouteParamName<P>] extends [never]
  ? { query?: QueryParams }
  : { params: Record<RouteParamName<P>, string>; query?: QueryParams };

type BuildRouteArgs<P extends string> = [RouteParamName<P>] extends [never]
  ? [options?: BuildRouteOptions<P>]
  : [options: BuildRouteOptions<P>];

/**
 * A concrete in-app URL for a route (without the basename, which the router adds). Parameters are
 * required exactly when the pattern has them.
 */
export function buildRoute<P extends RoutePath>(path: P, ...[options]: BuildRouteArgs<P>): string {
  const params: Record<string, string> = options && 'params' in options ? options.params : {};
  const pathname = path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));

  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(options?.query ?? {})) {
    if (value !== undefined) search.set(key, String(value));
  }
  const query = search.toString();
  return query ? `${pathname}?${query}` : pathname;
}
