import { type DomainError, type ErrorBody, HTTP_STATUS_OF, retryAfterSecondsOf } from '@reelmix/contracts';
import type { Response } from 'express';

/** A refusal as HTTP: its status, the body every client reads, and when to come back if it says. */
export interface RefusalAnswer {
  status: number;
  body: ErrorBody;
  retryAfterSec?: number;
}

/**
 * The one mapping of a domain refusal to HTTP, used by the gateway's filter and by the internal
 * routes whose answers the gateway passes on as they are.
 */
export function refusalAnswer(error: DomainError): RefusalAnswer {
  return {
    status: HTTP_STATUS_OF[error.code],
    body: { error: error.message, message: error.message, code: error.code, details: error.details },
    retryAfterSec: retryAfterSecondsOf(error),
  };
}

export function sendAnswer(response: Response, answer: RefusalAnswer): void {
  if (answer.retryAfterSec !== undefined) response.setHeader('Retry-After', String(answer.retryAfterSec));
  response.status(answer.status).json(answer.body);
}
