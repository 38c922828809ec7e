import { errorResponse, jsonResponse, responseFor, type ApiResponse } from './api-response';
import { expandFields } from './expand-fields';
import { type FakeStripeStore } from './fake-stripe-store';
import { FaultPlan } from './fault-plan';
import { parseFormBody, type FormObject } from './form-body';
import { optionalStringList } from './form-params';
import { IdempotencyCache } from './idempotency-cache';
import { API_ROUTES } from './routes/api-routes';
import { matchRoute, type Route } from './routes/route';
import { StripeApiError, invalidRequest, unrecognizedUrl } from './stripe-api-error';

export interface IncomingApiRequest {
  method: string;
  /** Path and query string, as in the HTTP request line. */
  url: string;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** A request as the fake understood it, for tests to assert what the code under test sent. */
export interface RecordedRequest {
  method: string;
  path: string;
  query: FormObject;
  body: FormObject;
}

function header(request: IncomingApiRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/** Stripe answers a missing or malformed key with a 401 before looking at the request. */
function apiKeyProblem(authorization: string | undefined): ApiResponse | undefined {
  const key = authorization?.match(/^Bearer (.+)$/)?.[1];
  if (!key) {
    return errorResponse(401, {
      type: 'invalid_request_error',
      message: 'You did not provide an API key. Provide it in the Authorization header as `Bearer sk_...`.',
    });
  }
  if (!key.startsWith('sk_') && !key.startsWith('rk_')) {
    return errorResponse(401, {
      type: 'invalid_request_error',
      message: `Invalid API Key provided: ${key.slice(0, 8)}…`,
    });
  }
  return undefined;
}

/** Turns one HTTP request into one answer: records it, applies planned failures, auth, idempotency, then the route. */
export class FakeStripeRequestHandler {
  readonly requests: RecordedRequest[] = [];
  readonly faults = new FaultPlan();
  private readonly idempotency = new IdempotencyCache();

  constructor(
    private readonly store: FakeStripeStore,
    private readonly routes: readonly Route[] = API_ROUTES,
  ) {}

  handle(request: IncomingApiRequest): ApiResponse {
    const method = request.method.toUpperCase();
    const url = new URL(request.url, 'http://fake-stripe.invalid');
    let query: FormObject;
    let body: FormObject;
    try {
      query = parseFormBody(url.search.slice(1));
      body = parseFormBody(request.body);
    } catch {
      this.requests.push({ method, path: url.pathname, query: {}, body: {} });
      return responseFor(invalidRequest('The request body could not be decoded as application/x-www-form-urlencoded.'));
    }
    this.requests.push({ method, path: url.pathname, query, body });

    if (this.faults.takeFailure(url.pathname)) {
      return errorResponse(500, { type: 'api_error', message: 'A failure the test planned with failNext().' });
    }
    const authProblem = apiKeyProblem(header(request, 'authorization'));
    if (authProblem) return authProblem;

    const idempotencyKey = method === 'POST' ? header(request, 'idempotency-key') : undefined;
    const requestSignature = `${method} ${url.pathname} ${request.body}`;
    if (idempotencyKey) {
      const earlier = this.idempotency.lookup(idempotencyKey, requestSignature);
      if (earlier === 'mismatch') {
        return errorResponse(400, {
          type: 'idempotency_error',
          message:
            'Keys for idempotent requests can only be used with the same parameters they were first used with. ' +
            `Try using a key other than '${idempotencyKey}' if you meant to execute a different request.`,
        });
      }
      if (earlier) return earlier;
    }

    const response = this.route(method, url.pathname, method === 'POST' ? body : query);
    if (idempotencyKey) this.idempotency.remember(idempotencyKey, requestSignature, response);
    return response;
  }

  private route(method: string, path: string, params: FormObject): ApiResponse {
    try {
      const match = matchRoute(this.routes, method, path);
      if (!match) throw unrecognizedUrl(method, path);
      const result = match.route.handle({ params: match.params, body: params, store: this.store });
      const expand = optionalStringList(params, 'expand') ?? [];
      return jsonResponse(200, expandFields(result, expand, (id) => this.store.findAny(id)));
    } catch (error) {
      if (error instanceof StripeApiError) return responseFor(error);
      // A bug in the fake itself: answer like a Stripe outage, but keep the cause readable.
      const message = error instanceof Error ? error.message : String(error);
      return errorResponse(500, { type: 'api_error', message: `The fake Stripe API failed: ${message}` });
    }
  }
}
