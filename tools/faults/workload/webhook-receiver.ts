import { freePort } from '@reelmix/testing';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';

export interface ReceivedEvent {
  /** The path's customer key: each customer's endpoint has a path of its own. */
  customer: string;
  eventId: string;
  type: string;
  jobId?: string;
  fileName?: string;
  signed: boolean;
}

/**
 * The customers' webhook receiver: one loopback server, a path per customer, each delivery's
 * signature checked with that customer's secret from the documented scheme (HMAC-SHA256 over
 * `<t>.<body>`), not with the product's code. Answers 200 to everything, as a receiver that
 * de-duplicates by event id does.
 */
export class WebhookReceiver {
  readonly received: ReceivedEvent[] = [];
  private readonly secrets = new Map<string, string>();

  private readonly server: Server;

  private constructor(private readonly port: number) {
    this.server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        this.record(request.url ?? '', String(request.headers['reelmix-signature'] ?? ''), Buffer.concat(chunks).toString('utf8'));
        response.writeHead(200).end('ok');
      });
    });
  }

  static async start(): Promise<WebhookReceiver> {
    const receiver = new WebhookReceiver(await freePort());
    await new Promise<void>((resolve) => receiver.server.listen(receiver.port, '127.0.0.1', resolve));
    return receiver;
  }

  urlFor(customer: string): string {
    return `http://127.0.0.1:${this.port}/hooks/${customer}`;
  }

  trust(customer: string, secret: string): void {
    this.secrets.set(customer, secret);
  }

  /** The distinct events (by id) received for a job, with how many deliveries each took. */
  eventsOfJob(jobId: string): Map<string, ReceivedEvent & { deliveries: number }> {
    const events = new Map<string, ReceivedEvent & { deliveries: number }>();
    for (const event of this.received.filter((candidate) => candidate.jobId === jobId)) {
      const seen = events.get(event.eventId);
      events.set(event.eventId, { ...event, signed: event.signed && (seen?.signed ?? true), deliveries: (seen?.deliveries ?? 0) + 1 });
    }
    return events;
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  private record(path: string, signature: string, raw: string): void {
    const customer = path.split('/').at(-1) ?? '';
    let body: { id?: string; type?: string; data?: { job?: { id?: string }; fileName?: string } } = {};
    try {
      body = JSON.parse(raw) as typeof body;
    } catch {
      // Kept as an unsigned, unreadable delivery: the ledger counts it as nothing received.
    }
    this.received.push({
      customer,
      eventId: String(body.id ?? ''),
      type: String(body.type ?? ''),
      jobId: body.data?.job?.id,
      fileName: body.data?.fileName,
      signed: verify(signature, raw, this.secrets.get(customer)),
    });
  }
}

function verify(header: string, raw: string, secret: string | undefined): boolean {
  if (!secret) return false;
  const parts = Object.fromEntries(header.split(',').map((part) => part.split('=') as [string, string]));
  const expected = createHmac('sha256', secret).update(`${parts.t}.${raw}`).digest();
  const given = Buffer.from(parts.v1 ?? '', 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
