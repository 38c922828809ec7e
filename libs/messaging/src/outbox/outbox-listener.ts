import { Logger } from '@nestjs/common';
import { Client } from 'pg';
import { backoffDelay, BackoffOptions } from '../resilience/backoff';

export interface OutboxListenerOptions {
  databaseUrl: string;
  channel: string;
  /** Shown in pg_stat_activity, so the one listening connection per relay can be found. */
  applicationName: string;
  backoff: BackoffOptions;
  onNotify: () => void;
  /** Called after every (re)connection: rows committed while nobody listened are still waiting. */
  onListening: () => void;
}

/**
 * One LISTEN connection for the outbox relay, kept alive across database restarts. A lost
 * connection can report itself more than once (an `error` and an `end` event): only the first
 * report of the current client counts, and a single timer reconnects with growing backoff for as
 * long as the relay runs, so there is never more than one listening connection and an outage of
 * any length ends with the listener back.
 */
export class OutboxListener {
  private readonly logger = new Logger(OutboxListener.name);
  private client?: Client;
  private listening = false;
  private timer?: NodeJS.Timeout;
  private failures = 0;
  private stopped = true;

  constructor(private readonly options: OutboxListenerOptions) {}

  get isListening(): boolean {
    return this.listening;
  }

  /** Connects now; a failure is logged and retried in the background, never thrown. */
  async start(): Promise<void> {
    this.stopped = false;
    await this.connect();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    const client = this.client;
    this.client = undefined;
    this.listening = false;
    await client?.end().catch(() => undefined);
  }

  private async connect(): Promise<void> {
    const client = new Client({
      connectionString: this.options.databaseUrl,
      application_name: this.options.applicationName,
      keepAlive: true,
    });
    this.client = client;
    client.on('notification', () => this.options.onNotify());
    client.on('error', (error: Error) => this.lost(client, error.message));
    client.on('end', () => this.lost(client, 'connection ended'));
    try {
      await client.connect();
      await client.query(`LISTEN ${this.options.channel}`);
    } catch (error) {
      this.lost(client, (error as Error).message);
      return;
    }
    if (this.client !== client || this.stopped) return;
    this.listening = true;
    if (this.failures > 0) this.logger.log('Outbox listener is back');
    this.failures = 0;
    this.options.onListening();
  }

  private lost(client: Client, reason: string): void {
    if (this.client !== client) return;
    this.client = undefined;
    this.listening = false;
    void client.end().catch(() => undefined);
    if (this.stopped) return;
    this.failures += 1;
    const delay = backoffDelay(this.options.backoff, this.failures);
    // One warning per outage; the retries that follow are only worth a debug line each.
    const message = `Outbox listener lost (${reason}); polling meanwhile, listening again in ${delay} ms`;
    if (this.failures === 1) this.logger.warn(message);
    else this.logger.debug(message);
    this.timer = setTimeout(() => {
      this.timer = undefined;
      if (!this.stopped) void this.connect();
    }, delay);
  }
}
