import { type FakeResponse, headerOf, type IncomingFakeRequest } from '../fake-platform/loopback-request';
import { type FaultPlan } from './fault-plan';
import {
  GraphApiError,
  expiredToken,
  graphError,
  invalidParameter,
  missingToken,
  revokedToken,
  unknownPath,
  unparsableToken,
} from './graph-api-error';
import { tokenFingerprint } from './graph-ids';
import { type FakeTokenGrant, type RecordedRequest } from './graph-shapes';
import { type FakeGraphStore } from './graph-store';
import { type FakeLoginOAuth } from './login-oauth';
import { parseRequestBody, recordableParams, type GraphParams } from './request-body';
import { API_ROUTES } from './routes/api-routes';
import { matchRoute, type HttpMethod, type Route } from './routes/route';
import { type UsageMeter, type UsageScope } from './usage-headers';

export type IncomingGraphRequest = IncomingFakeRequest;
export type GraphResponse = FakeResponse;

const REDACTED = '[redacted]';
/** Fields that grant access: kept out of `requests` as tokens are, so a test's record never holds one. */
const SECRET_FIELDS = ['access_token', 'client_secret', 'code', 'fb_exchange_token'];

/** Graph takes the token as `access_token` (query or body) or as `Authorization: Bearer|OAuth …`. */
function tokenOf(request: IncomingGraphRequest, params: GraphParams): string | undefined {
  const fromHeader = headerOf(request, 'authorization')?.match(/^(?:Bearer|OAuth) (.+)$/i)?.[1];
  const fromParams = params.access_token;
  return fromHeader ?? (typeof fromParams === 'string' && fromParams !== '' ? fromParams : undefined);
}

function redacted(params: Record<string, unknown>): Record<string, unknown> {
  const secrets = SECRET_FIELDS.filter((field) => field in params);
  return secrets.length === 0 ? params : { ...params, ...Object.fromEntries(secrets.map((field) => [field, REDACTED])) };
}

/** Turns one HTTP request into one answer: records it, applies planned faults, checks the token, then routes. */
export class FakeGraphRequestHandler {
  readonly requests: RecordedRequest[] = [];

  constructor(
    private readonly store: FakeGraphStore,
    private readonly faults: FaultPlan,
    private readonly usage: UsageMeter,
    private readonly version: string,
    private readonly baseUrl: () => string,
    private readonly login: FakeLoginOAuth,
    private readonly routes: readonly Route[] = API_ROUTES,
  ) {}

  async handle(request: IncomingGraphRequest): Promise<GraphResponse> {
    const method = request.method.toUpperCase();
    const url = new URL(request.url, this.baseUrl());
    const query = Object.fromEntries(url.searchParams);
    let body: GraphParams;
    try {
      body = await parseRequestBody(headerOf(request, 'content-type'), request.body);
    } catch {
      this.record(method, url.pathname, query, {}, undefined);
      return this.errorAnswer(invalidParameter('The request body could not be parsed'), this.scope([]));
    }
    const params: GraphParams = { ...query, ...body };
    const token = tokenOf(request, params);
    this.record(method, url.pathname, query, recordableParams(body), token);

    const segments = url.pathname.split('/').filter((segment) => segment !== '');
    const scope = this.scope(segments);
    const planned = this.faults.takeFailure(method, url.pathname);
    if (planned) {
      const exhausted = planned.rateLimited ? (planned.error.body.code === 4 ? 'app' : 'ad-account') : undefined;
      return this.errorAnswer(planned.error, { ...scope, exhausted });
    }
    try {
      if (segments[0] !== this.version) throw unknownPath(url.pathname);
      // Facebook Login's dialog and code exchange take the app's credentials, not a token.
      const login = this.login.answer(segments.slice(1), params);
      if (login) return login;
      const grant = this.authenticate(token);
      this.usage.count(scope);
      if (this.faults.countCall(token!)) this.store.revokeToken(token!);
      if (scope.adAccountIds.some((id) => this.usage.isBlocked(id))) throw graphError(80004);
      const match = matchRoute(this.routes, method, segments.slice(1));
      if (!match) throw unknownPath(url.pathname);
      const result = match.route.handle({
        path: match.path,
        params,
        grant,
        store: this.store,
        faults: this.faults,
        method: method as HttpMethod,
        url,
        baseUrl: this.baseUrl(),
      });
      return { status: 200, json: JSON.stringify(result), headers: this.usage.headers(scope) };
    } catch (error) {
      if (error instanceof GraphApiError) return this.errorAnswer(error, scope);
      // A bug in the fake itself: answer like a Graph outage (code 1), but keep the cause readable.
      const message = error instanceof Error ? error.message : String(error);
      return this.errorAnswer(graphError(1, { message: `The fake Graph API failed: ${message}` }), scope);
    }
  }

  private authenticate(token: string | undefined): FakeTokenGrant {
    if (token === undefined) throw missingToken();
    if (this.faults.revokesAtOnce(token)) this.store.revokeToken(token);
    const record = this.store.tokens.get(token);
    if (!record) throw unparsableToken();
    if (record.revoked) throw revokedToken();
    const now = this.store.now();
    if (record.grant.expiresAt && record.grant.expiresAt <= now) throw expiredToken(record.grant.expiresAt, now);
    return record.grant;
  }

  /** The ad account a request touches: the `act_` in its path, or the account of the node it names. */
  private scope(segments: string[]): UsageScope {
    const [, node] = segments;
    const adAccountId = node?.startsWith('act_') ? node : node && this.store.node(node)?.adAccountId;
    const known = adAccountId !== undefined && adAccountId !== '' && this.store.adAccounts.has(adAccountId);
    return {
      adAccountIds: known ? [adAccountId] : [],
      type: segments.at(-1) === 'insights' ? 'ads_insights' : 'ads_management',
    };
  }

  private errorAnswer(error: GraphApiError, scope: UsageScope): GraphResponse {
    return { status: error.status, json: JSON.stringify(error.toBody()), headers: this.usage.headers(scope) };
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
      query: redacted(query) as Record<string, string>,
      body: redacted(body),
      tokenFingerprint: token === undefined ? undefined : tokenFingerprint(token),
    });
  }
}
