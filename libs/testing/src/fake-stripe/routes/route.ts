import { type FormObject } from '../form-body';
import { type FakeStripeStore } from '../fake-stripe-store';

export type HttpMethod = 'GET' | 'POST' | 'DELETE';

export interface RouteContext {
  params: Record<string, string>;
  /** The form body for POST, the query string for GET and DELETE, parsed the same way. */
  body: FormObject;
  store: FakeStripeStore;
}

export interface Route {
  method: HttpMethod;
  /** A path with `:name` segments, e.g. `/v1/customers/:id`. */
  pattern: string;
  /** Returns the object to answer with; throws a StripeApiError to answer an error. */
  handle(context: RouteContext): unknown;
}

export interface RouteMatch {
  route: Route;
  params: Record<string, string>;
}

export function matchRoute(routes: readonly Route[], method: string, path: string): RouteMatch | undefined {
  const pathSegments = path.split('/');
  for (const route of routes) {
    if (route.method !== method) continue;
    const params = matchPattern(route.pattern.split('/'), pathSegments);
    if (params) return { route, params };
  }
  return undefined;
}

function matchPattern(patternSegments: string[], pathSegments: string[]): Record<string, string> | undefined {
  if (patternSegments.length !== pathSegments.length) return undefined;
  const params: Record<string, string> = {};
  for (const [index, patternSegment] of patternSegments.entries()) {
    const pathSegment = pathSegments[index];
    if (patternSegment.startsWith(':')) {
      if (pathSegment === '') return undefined;
      params[patternSegment.slice(1)] = decodeURIComponent(pathSegment);
    } else if (patternSegment !== pathSegment) {
      return undefined;
    }
  }
  return params;
}
