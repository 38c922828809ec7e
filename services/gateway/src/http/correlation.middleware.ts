import { Injectable, NestMiddleware } from '@nestjs/common';
import { CORRELATION_HEADER, runWithCorrelationId } from '@reelmix/logging';
import type { NextFunction, Request, Response } from 'express';

/**
 * Opens the request's correlation scope. pino-http has already chosen the id (the caller's
 * header, or a new one); everything downstream, including broker messages, carries it on.
 */
@Injectable()
export class CorrelationMiddleware implements NestMiddleware {
  use(request: Request, response: Response, next: NextFunction): void {
    const id = String((request as Request & { id?: unknown }).id ?? '');
    runWithCorrelationId(id, () => {
      response.setHeader(CORRELATION_HEADER, id);
      next();
    });
  }
}
