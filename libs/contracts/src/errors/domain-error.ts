import { ErrorCode } from './error-codes';

/** The one error type services throw on purpose. It carries a code, never an HTTP status. */
export class DomainError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

/** What a refusal for going too fast carries: when the caller may try again (the Retry-After header). */
export interface RateLimitDetails {
  retryAfterSeconds: number;
}

/**
 * A throttle's or quota's refusal. Every 429 says when to come back: the gateway's filter turns
 * `retryAfterSeconds` into the `Retry-After` header (whole seconds, at least 1).
 */
export function rateLimited(message: string, retryAfterMs: number, extra: Record<string, unknown> = {}): DomainError {
  const details: RateLimitDetails & Record<string, unknown> = { ...extra, retryAfterSeconds: Math.max(1, Math.ceil(retryAfterMs / 1000)) };
  return new DomainError(ErrorCode.RateLimited, message, details);
}

/** The wait a refusal asks for, in whole seconds, when it carries one. */
export function retryAfterSecondsOf(error: DomainError): number | undefined {
  const value = (error.details as Partial<RateLimitDetails> | undefined)?.retryAfterSeconds;
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.ceil(value) : undefined;
}
