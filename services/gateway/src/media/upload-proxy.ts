import { CORRELATION_HEADER, currentCorrelationId } from '@reelmix/logging';
import type { Request, Response } from 'express';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';

export interface UploadCaller {
  userId: string;
  plan: 'free' | 'pro';
}

/**
 * Streams the customer's multipart body to the uploads service and its answer back, byte for
 * byte; the gateway never parses or buffers the files. When uploads refuses early (a file over
 * the limit), the answer goes out at once and the rest of the upload is not read.
 */
export function proxyUpload(
  request: Request,
  response: Response,
  target: { url: string; token: string },
  caller: UploadCaller,
): void {
  const url = new URL('/internal/uploads', target.url);
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  const headers: Record<string, string> = {
    'x-internal-token': target.token,
    'x-user-id': caller.userId,
    'x-user-plan': caller.plan,
    [CORRELATION_HEADER]: currentCorrelationId() ?? '',
  };
  for (const name of ['content-type', 'content-length', 'transfer-encoding']) {
    const value = request.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  const upstream = send(url, { method: 'POST', headers });
  upstream.on('response', (answer) => {
    response.status(answer.statusCode ?? 502);
    const type = answer.headers['content-type'];
    if (type) response.setHeader('Content-Type', type);
    answer.pipe(response);
    answer.on('end', () => {
      if (!request.complete) request.destroy();
    });
  });
  upstream.on('error', () => {
    if (response.headersSent) return response.destroy();
    response.status(503).json({ error: 'The uploads service is unavailable', message: 'The uploads service is unavailable', code: 'SERVICE_UNAVAILABLE' });
  });
  request.on('aborted', () => upstream.destroy());
  request.pipe(upstream);
}
