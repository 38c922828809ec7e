import type { Request } from 'express';

/** The label of every request no route answered (404s, refusals by middleware, static files). */
export const UNMATCHED_ROUTE = 'unmatched';

type RoutedRequest = Pick<Request, 'baseUrl'> & { route?: { path?: unknown } };

/**
 * The pattern of the route that handled the request, as registered (`/api/jobs/:id`); labelling
 * by the raw path would let any caller create series at will. Express sets `request.route` as
 * routes match, and Nest mounts its middleware as catch-all routes (`/{*path}`), so a request no
 * controller took still carries the middleware's pattern: `middlewarePattern`, read when the
 * middleware ran, tells it apart and makes it `unmatched`.
 */
export function routeLabelOf(request: RoutedRequest, middlewarePattern?: unknown): string {
  const path = request.route?.path;
  if (typeof path !== 'string' || path === middlewarePattern) return UNMATCHED_ROUTE;
  return `${request.baseUrl ?? ''}${path}`;
}
