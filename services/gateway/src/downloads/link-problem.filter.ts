import { ArgumentsHost, Catch, ExceptionFilter } from '@nestjs/common';
import { DomainError, ErrorCode, LINK_PROBLEM_PATH, type LinkProblemReason } from '@reelmix/contracts';
import type { Request, Response } from 'express';
import { DomainErrorFilter } from '../http/domain-error.filter';

const REASON_OF: Partial<Record<ErrorCode, LinkProblemReason>> = {
  [ErrorCode.Expired]: 'expired',
  [ErrorCode.Forbidden]: 'invalid',
  [ErrorCode.NotFound]: 'missing',
};

/**
 * E-mail download links are opened in a browser: a link that cannot be served sends a page
 * navigation (it asks for HTML) to the web app's explanation page instead of showing raw JSON.
 * Everything else (API clients, video players, a stream that already started) gets the usual
 * error answer.
 */
@Catch()
export class LinkProblemFilter implements ExceptionFilter {
  private readonly json = new DomainErrorFilter();

  catch(exception: unknown, host: ArgumentsHost): void {
    const request = host.switchToHttp().getRequest<Request>();
    const response = host.switchToHttp().getResponse<Response>();
    if (response.headersSent || !wantsPage(request)) {
      this.json.catch(exception, host);
      return;
    }
    const reason = (exception instanceof DomainError && REASON_OF[exception.code]) || 'unavailable';
    response.setHeader('Cache-Control', 'no-store');
    response.redirect(303, `${LINK_PROBLEM_PATH}?reason=${reason}`);
  }
}

/** A browser navigation: HTML is preferred over JSON (a bare `*\/*` from curl or a player is not). */
function wantsPage(request: Request): boolean {
  return request.accepts(['application/json', 'text/html']) === 'text/html';
}
