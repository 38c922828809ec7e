import { freePort } from '@reelmix/testing';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';

export interface ReceivedWebhook {
  path: string;
  method: string;
  headers: IncomingHttpHeaders;
  /** The exact bytes received, as the signature covers them. */
  body: string;
}

/** How the receiver answers one request. */
export interface Answer {
  status: number;
  headers?: Record<string, string>;
  body?: string;
}

/**
 * Customers' endpoints on loopback, one per path: records every request and answers from the
 * path's script (then 200), so a test can make an endpoint fail, redirect or succeed on cue.
 */
export class WebhookReceiver {
  readonly received: ReceivedWebhook[] = [];
  private readonly scripts = new Map<string, Answer[]>();

  private readonly server: Server;

  private constructor(readonly port: number) {
    this.server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const path = request.url ?? '';
        this.received.push({ path, method: request.method ?? '', headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
        const answer = this.scripts.get(path)?.shift() ?? { status: 200 };
        response.writeHead(answer.status, answer.headers ?? {});
        response.end(answer.body ?? '');
      });
    });
  }

  static async start(): Promise<WebhookReceiver> {
    const receiver = new WebhookReceiver(await freePort());
    await new Promise<void>((resolve) => receiver.server.listen(receiver.port, '127.0.0.1', resolve));
    return receiver;
  }

  url(path = '/hooks'): string {
    return `http://127.0.0.1:${this.port}${path}`;
  }

  /** The next requests to `path` get these answers, in order; after them, 200 again. */
  answerNext(path: string, ...answers: Answer[]): void {
    this.scripts.set(path, [...(this.scripts.get(path) ?? []), ...answers]);
  }

  to(path: string): ReceivedWebhook[] {
    return this.received.filter((request) => request.path === path);
  }

  close(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}
