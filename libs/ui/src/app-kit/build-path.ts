/** Route building both apps share: each app's `buildRoute` narrows it to its own ROUTES. */

/** The `:name` segments of a route pattern, e.g. `'token'` for `/reset-password/:token`. */
export type RouteParamName<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | RouteParamName<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

export type QueryParams = Record<string, string | number | boolean | undefined>;

export type BuildRouteOptions<P extends string> = [RouteParamName<P>] extends [never]
  ? { query?: QueryParams }
  : { params: Record<RouteParamName<P>, string>; query?: QueryParams };

export type BuildRouteArgs<P extends string> = [RouteParamName<P>] extends [never]
  ? [options?: BuildRouteOptions<P>]
  : [options: BuildRouteOptions<P>];

/**
 * A concrete URL for a route. Parameters are required exactly when the pattern has them, so a
 * missing token is a compile error rather than a link to `/reset-password/:token`.
 */
export function buildPath<P extends string>(path: P, ...[options]: BuildRouteArgs<P>): string {
  const params: Record<string, string> = options && 'params' in options ? options.params : {};
  const pathname = path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));

  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(options?.query ?? {})) {
    if (value !== undefined) search.set(key, String(value));
  }
  const query = search.toString();
  return query ? `${pathname}?${query}` : pathname;
}
