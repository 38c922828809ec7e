import { ArgumentsHost, Catch, ExceptionFilter, HttpException, Logger } from '@nestjs/common';
import { DomainError, ErrorBody, ErrorCode, HTTP_STATUS_OF } from '@reelmix/contracts';
import { type RefusalAnswer, refusalAnswer, sendAnswer } from '@reelmix/service-host';
import type { Response } from 'express';
import { randomUUID } from 'node:crypto';
import { clientErrorOf } from './client-errors';

/**
 * The one place errors become HTTP answers. Domain codes map through HTTP_STATUS_OF; Nest's own
 * HTTP exceptions (unknown route) keep their status, and so do Express's refusals of a request
 * (a body too large, not JSON, in an unknown encoding: client-errors.ts); anything else is a 500
 * whose id is in both the answer and the log, so a user's report can be found.
 */
@Catch()
export class DomainErrorFilter implements ExceptionFilter {
  private readonly logger = new Logger(DomainErrorFilter.name);

  catch(exception: unknown, host: ArgumentsHost): void {
    const response = host.switchToHttp().getResponse<Response>();
    if (exception instanceof DomainError) return sendAnswer(response, withCanLogin(exception, refusalAnswer(exception)));
    const [status, body] = this.toAnswer(exception);
    response.status(status).json(body);
  }

  private toAnswer(exception: unknown): [number, ErrorBody] {
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      const answer = exception.getResponse();
      const message = typeof answer === 'string' ? answer : String((answer as { message?: unknown }).message ?? exception.message);
      return [status, { error: message, message, code: codeOfStatus(status) }];
    }
    const refusal = clientErrorOf(exception);
    if (refusal) {
      return [refusal.status, { error: refusal.message, message: refusal.message, code: refusal.code ?? codeOfStatus(refusal.status) }];
    }
    const errorId = randomUUID();
    this.logger.error(`Unhandled error ${errorId}: ${exception instanceof Error ? exception.stack : String(exception)}`);
    return [500, { error: 'Internal server error', message: 'Internal server error', code: ErrorCode.Internal, errorId }];
  }
}

/** docs/product-rules.md#registration-trial-and-billing: a conflict on registration carries canLogin beside the error. */
function withCanLogin(exception: DomainError, answer: RefusalAnswer): RefusalAnswer {
  const canLogin = (exception.details as { canLogin?: unknown } | undefined)?.canLogin;
  return typeof canLogin === 'boolean' ? { ...answer, body: { ...answer.body, canLogin } } : answer;
}

function codeOfStatus(status: number): string {
  const known = (Object.keys(HTTP_STATUS_OF) as ErrorCode[]).find((code) => HTTP_STATUS_OF[code] === status);
  return known ?? `HTTP_${status}`;
}
