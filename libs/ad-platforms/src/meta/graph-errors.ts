/*
 * Graph API failures as four kinds, because callers answer them differently: a dead token needs
 * the buyer to connect again (retrying only burns calls), a rate limit needs waiting for as long
 * as Meta says, a transient failure is worth another try soon, and a refused request carries
 * Meta's own words for the buyer. Plain Error subclasses, so this lib stays free of Nest; the
 * services map them. Messages name the method and path, never the token or the query string.
 *
 * Codes from Meta's "Handling Errors" guide and the Marketing API rate-limiting page.
 */
import { type GraphUsage } from './usage-headers';

/** The `error` object of a Graph answer. */
export interface GraphErrorBody {
  message?: string;
  type?: string;
  code?: number;
  error_subcode?: number;
  error_user_title?: string;
  error_user_msg?: string;
  error_data?: unknown;
  is_transient?: boolean;
  fbtrace_id?: string;
}

/** Which call failed: for the message and the log, never with its parameters. */
export interface GraphCallContext {
  method: string;
  path: string;
}

export abstract class MetaGraphError extends Error {
  /** Whether trying the same call again, after a wait, may succeed. */
  abstract readonly retryable: boolean;
  readonly code?: number;
  readonly subcode?: number;
  readonly status?: number;
  /** Meta's id for its own logs; worth quoting to Meta's support. */
  readonly fbtraceId?: string;

  constructor(context: GraphCallContext, summary: string, details: { status?: number; body?: GraphErrorBody; cause?: unknown }) {
    super(`Meta ${context.method} ${context.path} ${summary}`, { cause: details.cause });
    this.name = new.target.name;
    this.status = details.status;
    this.code = details.body?.code;
    this.subcode = details.body?.error_subcode;
    this.fbtraceId = details.body?.fbtrace_id;
  }
}

/** Why a token stopped working, from the 190 subcodes; each asks the buyer for something else. */
export type TokenProblem = 'expired' | 'revoked' | 'needs-user-action' | 'invalid';

const TOKEN_PROBLEM_BY_SUBCODE: Record<number, TokenProblem> = {
  458: 'revoked', // the person removed the app
  460: 'revoked', // the password changed, which ends every session
  463: 'expired',
  459: 'needs-user-action', // a checkpoint on facebook.com
  464: 'needs-user-action', // an unconfirmed account
  467: 'invalid',
  492: 'invalid', // the session is no longer valid for the page or business
};

/** 190 (and 102): the buyer must connect the account again. Never retried. */
export class MetaTokenInvalidError extends MetaGraphError {
  readonly retryable = false;
  readonly problem: TokenProblem;

  constructor(context: GraphCallContext, status: number, body: GraphErrorBody) {
    const problem = TOKEN_PROBLEM_BY_SUBCODE[body.error_subcode ?? -1] ?? 'invalid';
    super(context, `was refused: the access token is ${problem === 'needs-user-action' ? 'blocked until the person acts on Facebook' : problem}`, {
      status,
      body,
    });
    this.problem = problem;
  }
}

/** Throttled by an app, user, page, ad account or business-use-case limit. */
export class MetaRateLimitedError extends MetaGraphError {
  readonly retryable = true;

  /**
   * @param retryAfterMs Meta's estimate when a usage header gave one, else the caller's backoff
   * @param retryAfterFromMeta whether the wait is Meta's own figure
   */
  constructor(
    context: GraphCallContext,
    status: number,
    body: GraphErrorBody | undefined,
    readonly retryAfterMs: number,
    readonly retryAfterFromMeta: boolean,
  ) {
    super(context, `was rate limited (code ${body?.code ?? status}); retry in ${Math.ceil(retryAfterMs / 1000)} s`, { status, body });
  }
}

/** Meta's side failed or the call never got an answer; worth another try. */
export class MetaTransientError extends MetaGraphError {
  readonly retryable = true;

  /**
   * @param mayHaveApplied true when the request left but no answer came (a timeout or a dropped
   * connection): a create may have happened, so creates are not blindly repeated.
   */
  constructor(
    context: GraphCallContext,
    summary: string,
    details: { status?: number; body?: GraphErrorBody; cause?: unknown },
    readonly mayHaveApplied: boolean,
  ) {
    super(context, summary, details);
  }
}

/** Meta refused the request itself (100 invalid parameter, permissions, policy). Never retried. */
export class MetaRequestRefusedError extends MetaGraphError {
  readonly retryable = false;
  /** Meta's words for the person who asked (error_user_msg), else its technical message. */
  readonly userMessage: string;
  readonly userTitle?: string;
  /** Extra data some refusals carry, e.g. the offsets to resume a video upload from. */
  readonly errorData?: unknown;

  constructor(context: GraphCallContext, status: number, body: GraphErrorBody | undefined) {
    const technical = body?.message ?? `HTTP ${status}`;
    super(context, `was refused (code ${body?.code ?? 'none'}${body?.error_subcode ? `/${body.error_subcode}` : ''}): ${technical}`, { status, body });
    this.userMessage = body?.error_user_msg || technical;
    this.userTitle = body?.error_user_title;
    this.errorData = body?.error_data;
  }
}

const TOKEN_CODES = new Set([102, 190]);
// 4 app, 17 user, 32 page, 613 calls per account, 341 app limit; 80000-80014 business use cases.
const RATE_LIMIT_CODES = new Set([4, 17, 32, 341, 613]);
const TRANSIENT_CODES = new Set([1, 2]);

export function isRateLimitCode(code: number | undefined): boolean {
  return code !== undefined && (RATE_LIMIT_CODES.has(code) || (code >= 80000 && code <= 80014));
}

export interface GraphFailure {
  status: number;
  /** The parsed answer; anything that is not `{ error: {...} }` is read by status alone. */
  body: unknown;
  usage: GraphUsage;
}

/** The wait after a rate limit: Meta's block estimate or window reset when given, else `backoffMs`. */
export function rateLimitWait(usage: GraphUsage, backoffMs: number): { ms: number; fromMeta: boolean } {
  const fromMeta = Math.max(usage.regainAccessMs, usage.adAccountResetMs);
  return fromMeta > 0 ? { ms: fromMeta, fromMeta: true } : { ms: backoffMs, fromMeta: false };
}

/** The typed error for a failed answer. */
export function graphErrorFrom(failure: GraphFailure, context: GraphCallContext, rateLimitBackoffMs: number): MetaGraphError {
  const body = errorBodyOf(failure.body);
  const { status } = failure;
  if (body && TOKEN_CODES.has(body.code ?? -1)) return new MetaTokenInvalidError(context, status, body);
  if (isRateLimitCode(body?.code) || status === 429) {
    const wait = rateLimitWait(failure.usage, rateLimitBackoffMs);
    return new MetaRateLimitedError(context, status, body, wait.ms, wait.fromMeta);
  }
  // An answer naming where to resume (a refused upload chunk) is a refusal even when marked
  // transient: sending the same request again is refused again; the remedy is to move on.
  if (namesResumeOffsets(body)) return new MetaRequestRefusedError(context, status, body);
  if (TRANSIENT_CODES.has(body?.code ?? -1) || body?.is_transient === true || status >= 500) {
    return new MetaTransientError(context, `failed on Meta's side (HTTP ${status}${body?.code ? `, code ${body.code}` : ''}): ${body?.message ?? 'no message'}`, { status, body }, false);
  }
  return new MetaRequestRefusedError(context, status, body);
}

/** A request that got no answer: the connection failed or the time ran out. */
export function graphNetworkError(context: GraphCallContext, cause: unknown, timeoutMs?: number): MetaTransientError {
  const summary = timeoutMs !== undefined ? `got no answer within ${timeoutMs} ms` : `could not reach Meta: ${cause instanceof Error ? cause.message : String(cause)}`;
  return new MetaTransientError(context, summary, { cause }, true);
}

function namesResumeOffsets(body: GraphErrorBody | undefined): boolean {
  const data = body?.error_data;
  return typeof data === 'object' && data !== null && 'start_offset' in data;
}

export function errorBodyOf(body: unknown): GraphErrorBody | undefined {
  if (!body || typeof body !== 'object' || !('error' in body)) return undefined;
  const error = (body as { error: unknown }).error;
  return error && typeof error === 'object' ? (error as GraphErrorBody) : undefined;
}
