import type { Logger } from '@nestjs/common';
import { DomainError, ErrorCode } from '@reelmix/contracts';
import { refusalAnswer, sendAnswer } from '@reelmix/service-host';
import type { Response } from 'express';
import { randomUUID } from 'node:crypto';

/**
 * The error answer of an internal route, in the gateway's shape so it can be passed on as is: a
 * refusal with its status (and `Retry-After` when it says when to come back), anything else a 500
 * with an id that finds the logged cause.
 */
export function answerError(response: Response, error: unknown, failure: { what: string; logger: Logger }): void {
  if (error instanceof DomainError) return sendAnswer(response, refusalAnswer(error));
  const errorId = randomUUID();
  failure.logger.error(`${failure.what} failed, error id ${errorId}: ${error instanceof Error ? error.stack : String(error)}`);
  response.status(500).json({ error: `${failure.what} failed`, message: `${failure.what} failed`, code: ErrorCode.Internal, errorId });
}
