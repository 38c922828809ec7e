import { Injectable, NestMiddleware } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { httpRequestDuration } from './http-metrics';
import { routeLabelOf } from './route-label';

/**
 * Times every request that reaches the Nest routes, until its answer is sent or its connection
 * closes. The labels are read at the end, when Express knows which route (if any) matched.
 * A client gone before the answer was complete is recorded with status `aborted`.
 */
@Injectable()
export class RequestDurationMiddleware implements NestMiddleware {
  use(request: Request, response: Response, next: NextFunction): void {
    const stop = httpRequestDuration.startTimer();
    const middlewarePattern = request.route?.path;
    response.once('close', () => {
      stop({
        method: request.method,
        route: routeLabelOf(request, middlewarePattern),
        status: response.writableFinished ? String(response.statusCode) : 'aborted',
      });
    });
    next();
  }
}
