import { type TikTokFaultPlan } from '../fault-plan';
import { type TikTokParams } from '../tiktok-params';
import { type FakeTikTokTokenGrant } from '../tiktok-shapes';
import { type FakeTikTokStore } from '../tiktok-store';

export type HttpMethod = 'GET' | 'POST';

export interface RouteContext {
  /** Query and body parameters together; the body wins. */
  params: TikTokParams;
  grant: FakeTikTokTokenGrant;
  /** The TikTok user behind the token, as `/user/info/` answers it. */
  coreUserId: string;
  store: FakeTikTokStore;
  faults: TikTokFaultPlan;
  /** The fake's base URL, for the cover, preview and image URLs it hands out. */
  baseUrl: string;
}

export interface Route {
  method: HttpMethod;
  /** The path after `/open_api/v1.3/`, with TikTok's trailing slash, e.g. `campaign/get/`. */
  path: string;
  /** Returns the `data` to answer with; throws a TikTokApiError to answer an error code. */
  handle(context: RouteContext): unknown;
}

export function findRoute(routes: readonly Route[], method: string, path: string): Route | undefined {
  return routes.find((route) => route.method === method && route.path === path);
}
