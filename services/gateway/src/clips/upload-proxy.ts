import { INTERNAL_CALLER_HEADERS, type Plan } from '@reelmix/contracts';
import { CORRELATION_HEADER, currentCorrelationId } from '@reelmix/logging';
import { discardRestAfterAnswer } from '@reelmix/service-host';
import type { Request, Response } from 'express';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';

export interface UploadCaller {
  userId: string;
  plan: Plan;
}

/**
 * Streams the customer's multipart body to the uploads service (at `target.path`) and its answer back, byte for
 * byte; the gateway never parses or buffers the files. When uploads answers before the body is
 * all sent (a refused file), the answer goes out at once: the rest of the body is no longer
 * forwarded, the connection to uploads is closed, and the customer's connection is closed after
 * a short, capped read of what it is still sending (see `discardRestAfterAnswer`).
 */
export function proxyUpload(
  request: Request,
  response: Response,
  target: { url: string; token: string; path: string },
  caller: UploadCaller,
): void {
  const url = new URL(target.path, target.url);
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  const headers: Record<string, string> = {
    [INTERNAL_CALLER_HEADERS.token]: target.token,
    [INTERNAL_CALLER_HEADERS.userId]: caller.userId,
    [INTERNAL_CALLER_HEADERS.plan]: caller.plan,
    [CORRELATION_HEADER]: currentCorrelationId() ?? '',
  };
  for (const name of ['content-type', 'content-length', 'transfer-encoding']) {
    const value = request.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  const upstream = send(url, { method: 'POST', headers });
  let answered = false;
  // Forwarding stops once uploads has answered or failed; a half-sent request cannot be reused.
  const stopForwarding = () => {
    request.unpipe(upstream);
    upstream.destroy();
  };

  upstream.on('response', (answer) => {
    answered = true;
    discardRestAfterAnswer(request, response);
    if (!request.complete) request.unpipe(upstream);
    response.status(answer.statusCode ?? 502);
    for (const name of ['content-type', 'retry-after']) {
      const value = answer.headers[name];
      if (typeof value === 'string') response.setHeader(name, value);
    }
    answer.pipe(response);
    answer.on('end', () => {
      if (!request.complete) stopForwarding();
    });
    // Uploads went away half-way through its answer: the customer must not take it as whole.
    answer.on('aborted', () => response.destroy());
  });
  upstream.on('error', () => {
    stopForwarding();
    // After the answer arrived, uploads closing its end (it may, for a refused upload) is normal.
    if (answered) return;
    if (response.headersSent) return void response.destroy();
    discardRestAfterAnswer(request, response);
    response.status(503).json({ error: 'The uploads service is unavailable', message: 'The uploads service is unavailable', code: 'SERVICE_UNAVAILABLE' });
  });
  request.on('close', () => {
    if (!request.complete) stopForwarding();
  });
  request.pipe(upstream);
}
