import type { NextFunction, Request, Response } from 'express';
import { EventEmitter } from 'node:events';
import { register } from 'prom-client';
import { httpRequestDuration } from './http-metrics';
import { RequestDurationMiddleware } from './request-duration.middleware';

/** A response that closes when told, finished or not. */
function fakeResponse(statusCode: number) {
  const emitter = new EventEmitter();
  return Object.assign(emitter, { statusCode, writableFinished: false }) as unknown as Response & EventEmitter & { writableFinished: boolean };
}

describe('RequestDurationMiddleware', () => {
  afterEach(() => register.resetMetrics());

  const countOf = async (labels: Record<string, string>) =>
    (await httpRequestDuration.get()).values.find(
      (value) => value.metricName === 'reelmix_http_request_duration_seconds_count' && Object.entries(labels).every(([key, expected]) => (value.labels as Record<string, unknown>)[key] === expected),
    )?.value ?? 0;

  it('records the route pattern known at the end of the request, and its status', async () => {
    const request = { method: 'GET', baseUrl: '' } as Request & { route?: { path: string } };
    const response = fakeResponse(200);
    const next = jest.fn() as NextFunction;
    new RequestDurationMiddleware().use(request, response, next);
    expect(next).toHaveBeenCalled();

    // Express sets the route once it matches, after this middleware has run.
    request.route = { path: '/api/jobs/:id' };
    response.writableFinished = true;
    response.emit('close');

    expect(await countOf({ method: 'GET', route: '/api/jobs/:id', status: '200' })).toBe(1);
  });

  it('labels a request no route took as unmatched, and one whose client left as aborted', async () => {
    const response = fakeResponse(200);
    // Nest mounts middleware as a catch-all route, which is all that matched here.
    const request = { method: 'POST', baseUrl: '', route: { path: '/{*path}' } } as unknown as Request;
    new RequestDurationMiddleware().use(request, response, jest.fn());
    response.emit('close');
    expect(await countOf({ method: 'POST', route: 'unmatched', status: 'aborted' })).toBe(1);
  });
});
