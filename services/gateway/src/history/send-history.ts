import type { Response } from 'express';
import type { HistoryAnswer } from './history.service';

/**
 * A history answer as HTTP: the version as ETag, revalidated on every use (a history changes as
 * renders finish), and 304 without a body when the caller already holds it.
 */
export function sendHistory(response: Response, { etag, body }: HistoryAnswer): void {
  response.setHeader('Cache-Control', 'private, no-cache');
  response.setHeader('ETag', etag);
  if (!body) {
    response.status(304).end();
    return;
  }
  response.type('application/json').send(body);
}
