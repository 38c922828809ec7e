import { Injectable, OnApplicationShutdown } from '@nestjs/common';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { METRICS_CONTENT_TYPE, metricsText } from './metrics-text';

/**
 * A plain HTTP listener that answers `GET /metrics` and 404 to everything else, for a process
 * whose main port is public (the gateway): its metrics must not be readable from the internet.
 * As a Nest provider it is closed with the app; it listens only once `listen` is called, so tests
 * that boot the app in-process do not fight over the port.
 */
@Injectable()
export class MetricsListener implements OnApplicationShutdown {
  private server?: Server;

  /** Listens on every interface, like the services' own internal ports; port 0 picks a free one. */
  async listen(port: number): Promise<number> {
    const server = createServer((request, response) => {
      const path = (request.url ?? '').split('?')[0];
      if (path !== '/metrics' || (request.method !== 'GET' && request.method !== 'HEAD')) {
        response.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found\n');
        return;
      }
      metricsText().then(
        (text) => response.writeHead(200, { 'Content-Type': METRICS_CONTENT_TYPE, 'Cache-Control': 'no-store' }).end(text),
        (error: Error) => response.writeHead(500, { 'Content-Type': 'text/plain' }).end(`${error.message}\n`),
      );
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, () => {
        server.off('error', reject);
        resolve();
      });
    });
    this.server = server;
    return (server.address() as AddressInfo).port;
  }

  onApplicationShutdown(): Promise<void> {
    return this.close();
  }

  async close(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (!server) return;
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    // A scraper's keep-alive connection would otherwise hold the close open.
    server.closeAllConnections();
    await closed;
  }
}
