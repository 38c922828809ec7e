import { type FakeResponse, headerOf, type IncomingFakeRequest } from '../fake-platform/loopback-request';
import { tokenFingerprint } from '../fake-meta/graph-ids';
import { parseRequestBody, recordableParams } from '../fake-meta/request-body';
import { type TikTokFaultPlan } from './fault-plan';
import { type TikTokRateLimiter } from './rate-limit';
import { TIKTOK_CODES, TikTokApiError, paramError, tikTokError, unknownRoute } from './tiktok-api-error';
import { newRequestId } from './tiktok-ids';
import { type TikTokParams } from './tiktok-params';
import { type RecordedTikTokRequest } from './tiktok-shapes';
import { type FakeTikTokStore, type TokenRecord } from './tiktok-store';
import { API_ROUTES } from './routes/api-routes';
import { findRoute, type Route } from './routes/route';

/** Every path the fake serves starts with this; the version is the one the product is written against. */
export const TIKTOK_API_PREFIX = '/open_api/v1.3/';

export type IncomingTikTokRequest = IncomingFakeRequest;
export type TikTokResponse = FakeResponse;

const REDACTED = '[redacted]';
/** Parameters that are secrets: recorded only as `[redacted]`. */
const SECRET_PARAMS = ['access_token', 'secret'];

function redacted<T extends Record<string, unknown>>(params: T): T {
  const copy: Record<string, unknown> = { ...params };
  for (const name of SECRET_PARAMS) if (name in copy) copy[name] = REDACTED;
  return copy as T;
}

/** Turns one HTTP request into one answer: records it, applies planned faults, checks the token, then routes. */
export class FakeTikTokRequestHandler {
  readonly requests: RecordedTikTokRequest[] = [];

  constructor(
    private readonly store: FakeTikTokStore,
    private readonly faults: TikTokFaultPlan,
    private readonly rateLimiter: TikTokRateLimiter,
    private readonly baseUrl: () => string,
    private readonly routes: readonly Route[] = API_ROUTES,
  ) {}

  async handle(request: IncomingTikTokRequest): Promise<TikTokResponse> {
    const method = request.method.toUpperCase();
    const url = new URL(request.url, this.baseUrl());
    const query = Object.fromEntries(url.searchParams);
    // TikTok takes the token only in the `Access-Token` header.
    const token = headerOf(request, 'access-token') || undefined;
    let body: TikTokParams;
    try {
      body = await parseRequestBody(headerOf(request, 'content-type'), request.body);
    } catch {
      this.record(method, url.pathname, query, {}, token);
      return this.answer(paramError('The request body could not be parsed.'));
    }
    this.record(method, url.pathname, query, recordableParams(body), token);

    const planned = this.faults.takeFailure(method, url.pathname);
    if (planned) return this.answer(planned);
    try {
      if (!url.pathname.startsWith(TIKTOK_API_PREFIX)) throw unknownRoute(url.pathname);
      const record = this.authenticate(token);
      this.rateLimiter.admit(tokenFingerprint(token!));
      if (this.faults.countCall(token!)) this.store.revokeToken(token!);
      const route = findRoute(this.routes, method, url.pathname.slice(TIKTOK_API_PREFIX.length));
      if (!route) throw unknownRoute(url.pathname);
      const data = await route.handle({
        params: { ...query, ...body },
        grant: record.grant,
        coreUserId: record.coreUserId,
        store: this.store,
        faults: this.faults,
        baseUrl: this.baseUrl(),
      });
      return this.envelope(200, TIKTOK_CODES.ok, 'OK', data);
    } catch (error) {
      if (error instanceof TikTokApiError) return this.answer(error);
      // A bug in the fake itself: answer like a TikTok system error, but keep the cause readable.
      const message = error instanceof Error ? error.message : String(error);
      return this.answer(tikTokError(TIKTOK_CODES.systemError, `The fake TikTok API failed: ${message}`));
    }
  }

  private authenticate(token: string | undefined): TokenRecord {
    if (token === undefined) throw tikTokError(TIKTOK_CODES.emptyAccessToken);
    if (this.faults.revokesAtOnce(token)) this.store.revokeToken(token);
    const record = this.store.tokens.get(token);
    if (!record || record.revoked) throw tikTokError(TIKTOK_CODES.invalidAccessToken);
    return record;
  }

  private answer(error: TikTokApiError): TikTokResponse {
    return this.envelope(error.httpStatus, error.code, error.message, {});
  }

  private envelope(status: number, code: number, message: string, data: unknown): TikTokResponse {
    const json = JSON.stringify({ code, message, request_id: newRequestId(this.store.now()), data });
    return { status, json, headers: {} };
  }

  private record(
    method: string,
    path: string,
    query: Record<string, string>,
    body: Record<string, unknown>,
    token: string | undefined,
  ): void {
    this.requests.push({
      method,
      path,
      query: redacted(query),
      body: redacted(body),
      tokenFingerprint: token === undefined ? undefined : tokenFingerprint(token),
    });
  }
}
