import { type FakeTokenGrant } from '../graph-shapes';
import { type FaultPlan } from '../fault-plan';
import { type FakeGraphStore } from '../graph-store';
import { type GraphParams } from '../request-body';

export type HttpMethod = 'GET' | 'POST';

export interface RouteContext {
  /** Named path segments, e.g. `account` for `act_123` or `id` for a node id. */
  path: Record<string, string>;
  /** Query and body parameters together, as Graph reads them; the body wins. */
  params: GraphParams;
  grant: FakeTokenGrant;
  store: FakeGraphStore;
  faults: FaultPlan;
  method: HttpMethod;
  /** The request URL as received, for `paging.next` links. */
  url: URL;
  /** The fake's base URL, for the image and video URLs it hands out. */
  baseUrl: string;
}

export interface Route {
  method: HttpMethod;
  /**
   * Segments after the version. `:account` matches an ad account id (`act_` and digits),
   * `:id` a node id (digits); anything else must match exactly.
   */
  pattern: string;
  /** Returns the JSON to answer with; throws a GraphApiError to answer an error. */
  handle(context: RouteContext): unknown;
}

export interface RouteMatch {
  route: Route;
  path: Record<string, string>;
}

const SEGMENT_SHAPES: Record<string, RegExp> = { ':account': /^act_\d+$/, ':id': /^\d+$/ };

export function matchRoute(routes: readonly Route[], method: string, segments: string[]): RouteMatch | undefined {
  for (const route of routes) {
    if (route.method !== method) continue;
    const path = matchSegments(route.pattern.split('/'), segments);
    if (path) return { route, path };
  }
  return undefined;
}

function matchSegments(pattern: string[], segments: string[]): Record<string, string> | undefined {
  if (pattern.length !== segments.length) return undefined;
  const path: Record<string, string> = {};
  for (const [index, part] of pattern.entries()) {
    const shape = SEGMENT_SHAPES[part];
    if (shape) {
      if (!shape.test(segments[index])) return undefined;
      path[part.slice(1)] = segments[index];
    } else if (part !== segments[index]) {
      return undefined;
    }
  }
  return path;
}
