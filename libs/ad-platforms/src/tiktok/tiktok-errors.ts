/*
 * TikTok Marketing API failures as four kinds, because callers answer them differently: a dead
 * token needs the buyer to connect again (retrying only burns calls), a rate limit needs a wait,
 * a failure on TikTok's side is worth another try soon, and a refused request carries TikTok's
 * own words. TikTok answers most failures with HTTP 200 and a non-zero `code`, so the code, not
 * the status, decides. Messages name the method and path, never the token or the parameters.
 */
import { type RetryableFailure } from '../shared/retry-loop';

/** Every answer's envelope: `code` 0 is success. */
export interface TikTokEnvelope<T = unknown> {
  code?: number;
  message?: string;
  request_id?: string;
  data?: T;
}

/** Which call failed: for the message and the log, never with its parameters. */
export interface TikTokCallContext {
  method: string;
  path: string;
}

export abstract class TikTokApiError extends Error {
  /** Whether trying the same call again, after a wait, may succeed. */
  abstract readonly retryable: boolean;
  readonly code?: number;
  readonly status?: number;
  /** TikTok's id for the request; worth quoting to TikTok's support. */
  readonly requestId?: string;

  constructor(context: TikTokCallContext, summary: string, details: { status?: number; body?: TikTokEnvelope; cause?: unknown }) {
    super(`TikTok ${context.method} ${context.path} ${summary}`, { cause: details.cause });
    this.name = new.target.name;
    this.status = details.status;
    this.code = details.body?.code;
    this.requestId = details.body?.request_id;
  }
}

/** Why a token stopped working: 40102 expired, 40104 none was sent, 40105 wrong or revoked. */
export type TikTokTokenProblem = 'expired' | 'missing' | 'invalid';

/** The buyer must connect the advertiser again. Never retried. */
export class TikTokTokenInvalidError extends TikTokApiError {
  readonly retryable = false;
  readonly problem: TikTokTokenProblem;

  constructor(context: TikTokCallContext, status: number, body: TikTokEnvelope) {
    const problem: TikTokTokenProblem = body.code === TIKTOK_CODES.tokenExpired ? 'expired' : body.code === TIKTOK_CODES.tokenMissing ? 'missing' : 'invalid';
    const said = { expired: 'has expired', missing: 'was not sent', invalid: 'is wrong or was revoked' }[problem];
    super(context, `was refused: the access token ${said} (code ${body.code ?? status})`, { status, body });
    this.problem = problem;
  }
}

/** 40100 (or HTTP 429): too many requests. TikTok names no wait, so the client's backoff is used. */
export class TikTokRateLimitedError extends TikTokApiError {
  readonly retryable = true;

  constructor(
    context: TikTokCallContext,
    status: number,
    body: TikTokEnvelope | undefined,
    readonly retryAfterMs: number,
  ) {
    super(context, `was rate limited (code ${body?.code ?? status}); retry in ${Math.ceil(retryAfterMs / 1000)} s`, { status, body });
  }
}

/** TikTok's side failed (50000, 50002, HTTP 5xx) or the call never got an answer; worth another try. */
export class TikTokTransientError extends TikTokApiError {
  readonly retryable = true;

  /**
   * @param mayHaveApplied true when the request left but no answer came (a timeout or a dropped
   * connection): a create may have happened, so creates are not blindly repeated.
   */
  constructor(
    context: TikTokCallContext,
    summary: string,
    details: { status?: number; body?: TikTokEnvelope; cause?: unknown },
    readonly mayHaveApplied: boolean,
  ) {
    super(context, summary, details);
  }
}

/** TikTok refused the request itself (40001 no permission, 40002 bad parameters, and the rest). Never retried. */
export class TikTokRequestRefusedError extends TikTokApiError {
  readonly retryable = false;
  /** TikTok's own message, for the person who asked. */
  readonly userMessage: string;

  constructor(context: TikTokCallContext, status: number, body: TikTokEnvelope | undefined) {
    const message = body?.message || `HTTP ${status}`;
    super(context, `was refused (code ${body?.code ?? 'none'}): ${message}`, { status, body });
    this.userMessage = message;
  }
}

/** The return codes read here (TikTok's list, as its SDK's `tiktok_code` names them); any other non-zero code is a refusal. */
export const TIKTOK_CODES = {
  ok: 0,
  permissionDenied: 40001,
  invalidParameters: 40002,
  rateLimited: 40100,
  tokenExpired: 40102,
  tokenMissing: 40104,
  tokenInvalid: 40105,
  systemError: 50000,
  systemTimeout: 50002,
  internalServiceError: 51000,
} as const;

const TOKEN_CODES = new Set<number>([TIKTOK_CODES.tokenExpired, TIKTOK_CODES.tokenMissing, TIKTOK_CODES.tokenInvalid]);
const TRANSIENT_CODES = new Set<number>([TIKTOK_CODES.systemError, TIKTOK_CODES.systemTimeout, TIKTOK_CODES.internalServiceError]);

/** The typed error for an answer that is not a success (HTTP error, or `code` other than 0). */
export function tiktokErrorFrom(status: number, body: TikTokEnvelope | undefined, context: TikTokCallContext, rateLimitBackoffMs: number): TikTokApiError {
  const code = body?.code;
  if ((code !== undefined && TOKEN_CODES.has(code)) || status === 401) return new TikTokTokenInvalidError(context, status, body ?? {});
  if (code === TIKTOK_CODES.rateLimited || status === 429) return new TikTokRateLimitedError(context, status, body, rateLimitBackoffMs);
  if ((code !== undefined && TRANSIENT_CODES.has(code)) || status >= 500 || body === undefined) {
    return new TikTokTransientError(context, `failed on TikTok's side (HTTP ${status}${code ? `, code ${code}` : ''}): ${body?.message || 'no message'}`, { status, body }, false);
  }
  return new TikTokRequestRefusedError(context, status, body);
}

/** A request that got no answer: the connection failed or the time ran out. */
export function tiktokNetworkError(context: TikTokCallContext, cause: unknown, timeoutMs?: number): TikTokTransientError {
  const summary = timeoutMs !== undefined ? `got no answer within ${timeoutMs} ms` : `could not reach TikTok: ${cause instanceof Error ? cause.message : String(cause)}`;
  return new TikTokTransientError(context, summary, { cause }, true);
}

/** How the shared retry loop reads these errors; anything else is not retried. */
export function tiktokRetryFailure(error: unknown): RetryableFailure | undefined {
  if (!(error instanceof TikTokApiError)) return undefined;
  return {
    retryable: error.retryable,
    retryAfterMs: error instanceof TikTokRateLimitedError ? error.retryAfterMs : undefined,
    mayHaveApplied: error instanceof TikTokTransientError && error.mayHaveApplied,
  };
}
