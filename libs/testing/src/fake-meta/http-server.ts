import { createServer, type IncomingMessage, type Server } from 'node:http';
import { type AddressInfo } from 'node:net';
import { freePort } from '../free-port';
import { type GraphResponse, type IncomingGraphRequest } from './request-handler';

/** Far above the few megabytes tests upload; a runaway client is cut off instead of filling memory. */
const MAX_BODY_BYTES = 64 * 1024 * 1024;

export interface LoopbackServer {
  port: number;
  close(): Promise<void>;
}

function readBody(request: IncomingMessage): Promise<Buffer> {
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
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

/**
 * Serves `handle` over HTTP on 127.0.0.1: on `port` when given (a fixed address a developer's
 * settings can name), else on a port no outgoing connection will take.
 */
export async function listenOnLoopback(
  handle: (request: IncomingGraphRequest) => Promise<GraphResponse>,
  fixedPort?: number,
): Promise<LoopbackServer> {
  const server = createServer((request, response) => {
    readBody(request)
      .then((body) => handle({ method: request.method ?? 'GET', url: request.url ?? '/', headers: request.headers, body }))
      .then((answer) => {
        response.writeHead(answer.status, { ...answer.headers, 'Content-Type': 'application/json; charset=UTF-8' });
        response.end(answer.json);
      })
      .catch((error: unknown) => {
        if (response.headersSent) return;
        response.writeHead(500, { 'Content-Type': 'application/json; charset=UTF-8' });
        response.end(JSON.stringify({ error: { message: String(error), type: 'OAuthException', code: 1 } }));
      });
  });
  const port = fixedPort ?? (await freePort());
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return { port: (server.address() as AddressInfo).port, close: () => closeServer(server) };
}

/** Clients keep connections alive; closing them lets `stop()` finish at once and Jest exit cleanly. */
function closeServer(server: Server): Promise<void> {
  return new Promise((resolve, reject) => {
    server.close((error) => (error ? reject(error) : resolve()));
    server.closeAllConnections();
  });
}
