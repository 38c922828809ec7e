import { createServer, type IncomingMessage, type Server } from 'node:http';
import { type AddressInfo } from 'node:net';
import { type ApiResponse } from './api-response';
import { type IncomingApiRequest } from './request-handler';

// Stripe's own limit on a request body is far above what these endpoints receive.
const MAX_BODY_BYTES = 1024 * 1024;

export interface LoopbackServer {
  port: number;
  close(): Promise<void>;
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        reject(new Error('Request body too large'));
        request.destroy();
        return;
      }
      chunks.push(chunk);
    });
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

/** Serves `handle` over HTTP on 127.0.0.1 on a free port. */
export async function listenOnLoopback(handle: (request: IncomingApiRequest) => ApiResponse): Promise<LoopbackServer> {
  const server = createServer((request, response) => {
    readBody(request)
      .then((body) =>
        handle({
          method: request.method ?? 'GET',
          url: request.url ?? '/',
          headers: request.headers,
          body,
        }),
      )
      .then((answer) => {
        response.writeHead(answer.status, { ...answer.headers, 'Content-Type': 'application/json' });
        response.end(answer.json);
      })
      .catch((error: unknown) => {
        if (response.headersSent) return;
        response.writeHead(500, { 'Content-Type': 'application/json' });
        response.end(JSON.stringify({ error: { type: 'api_error', message: String(error) } }));
      });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  return { port: (server.address() as AddressInfo).port, close: () => closeServer(server) };
}

/**
 * The Stripe SDK keeps connections alive between calls; closing them here lets `close()` finish at
 * once instead of waiting for the idle timeout, and lets Jest exit without open handles.
 */
function closeServer(server: Server): Promise<void> {
  return new Promise((resolve, reject) => {
    server.close((error) => (error ? reject(error) : resolve()));
    server.closeAllConnections();
  });
}
