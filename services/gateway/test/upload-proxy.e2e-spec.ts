import express from 'express';
import { randomBytes } from 'node:crypto';
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { UNREAD_BODY_LIMITS } from '@reelmix/service-host';
import { proxyUpload } from '../src/clips/upload-proxy';

/*
 * The gateway streams an upload to the uploads service. When uploads refuses it early (a bad
 * first file) and then neither reads the rest nor closes, as the uploads service used to, the
 * customer must still get the answer at once, and both connections must be closed: the one to
 * uploads as soon as the answer is through, the customer's after a short capped read.
 */
describe('gateway: forwarding an upload that uploads refuses early', () => {
  let upstream: Server;
  let gateway: Server;
  const upstreamSockets: Socket[] = [];

  const listen = async (server: Server) => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  };

  beforeAll(async () => {
    // Answers 415 on the first bytes, then holds the connection without reading another byte.
    upstream = createServer((request, response) => {
      request.once('data', () => {
        request.pause();
        response.writeHead(415, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ message: '"x.mp4" was refused: it is not a video file' }));
      });
    });
    upstream.on('connection', (socket) => upstreamSockets.push(socket));
    const uploadsUrl = await listen(upstream);
    const app = express();
    app.post('/api/upload', (request, response) =>
      proxyUpload(request, response, { url: uploadsUrl, token: 'test-token-0123456789', path: '/internal/uploads' }, { userId: 'u', plan: 'pro' }),
    );
    gateway = createServer(app);
    await listen(gateway);
  });

  afterAll(async () => {
    gateway.closeAllConnections();
    upstream.closeAllConnections();
    await new Promise((resolve) => gateway.close(resolve));
    await new Promise((resolve) => upstream.close(resolve));
  });

  it('answers within a second while the customer is still sending, then closes both connections', async () => {
    const total = 4 * 1024 * 1024;
    const client = httpRequest(`http://127.0.0.1:${(gateway.address() as AddressInfo).port}/api/upload`, {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data; boundary=x', 'content-length': String(total) },
    });
    client.on('error', () => undefined); // writes after the close fail; expected
    const clientClosed = new Promise<number>((resolve) => client.on('socket', (socket) => socket.once('close', () => resolve(Date.now()))));
    const answered = new Promise<{ status: number; body: string; at: number }>((resolve) =>
      client.on('response', (response) => {
        const at = Date.now();
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString()));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body, at }));
      }),
    );
    const startedAt = Date.now();
    client.write(randomBytes(32 * 1024));
    // The customer keeps sending slowly, far longer than the test waits.
    const trickle = setInterval(() => client.destroyed || client.write(randomBytes(8 * 1024)), 100);

    try {
      const answer = await answered;
      expect(answer.status).toBe(415);
      expect(JSON.parse(answer.body).message).toContain('was refused');
      expect(answer.at - startedAt).toBeLessThan(1000);

      // The customer's connection closes once the capped read after the answer is over; the slack
      // is for an event loop loaded by the other test worker, not part of what is promised.
      const closedAt = await clientClosed;
      expect(closedAt - answer.at).toBeLessThan(UNREAD_BODY_LIMITS.maxMs + 3000);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(upstreamSockets.length).toBeGreaterThan(0);
      expect(upstreamSockets.every((socket) => socket.destroyed)).toBe(true);
    } finally {
      clearInterval(trickle);
      client.destroy();
    }
  });
});
