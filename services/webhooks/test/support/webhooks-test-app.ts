import { type INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { loadConfig } from '@reelmix/config';
import { type CreatedWebhookEndpoint, DomainError, type EventMap, type EventName, Rpc, type WebhookDeliveryView, type WebhookEventType } from '@reelmix/contracts';
import { EventPublisher, RpcClient } from '@reelmix/messaging';
import { startBrokerTransport } from '@reelmix/service-host';
import { BrokerVhost, createTestDatabase, databaseUrlFor, dropTestDatabase, loadProductionConfig, TEST_ENCRYPTION_KEYS, waitFor } from '@reelmix/testing';
import { type LookupAddress } from 'node:dns';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { systemResolver } from '../../src/url-policy/host-resolver';
import { WebhooksConfig } from '../../src/webhooks.config';
import { WebhooksModule } from '../../src/webhooks.module';
import { StandInJobs } from './stand-in-jobs';

/**
 * Where host names point for the service under test: names set here answer as set, every other
 * name as the system resolves it. Changed while the service runs, like a DNS record.
 */
export class TestZone {
  private readonly records = new Map<string, string[]>();

  point(name: string, addresses: string[]): void {
    this.records.set(name, addresses);
  }

  forget(name: string): void {
    this.records.delete(name);
  }

  resolve = async (hostname: string): Promise<LookupAddress[]> => {
    const addresses = this.records.get(hostname);
    if (!addresses) return systemResolver(hostname);
    return addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
  };
}

/**
 * The webhooks service as `runService` wires it (broker transport included, no HTTP port), with a
 * stand-in jobs service, on a broker vhost and a database of its own: its sender delivers
 * whatever is due in its schema, so test files must not share one. Retries come in milliseconds.
 */
export class WebhooksTestApp {
  private constructor(
    readonly app: INestApplication,
    readonly jobs: StandInJobs,
    readonly zone: TestZone,
    private readonly vhost: BrokerVhost,
    private readonly database: string,
  ) {}

  static async start(env: Record<string, string> = {}): Promise<WebhooksTestApp> {
    const vhost = BrokerVhost.create('reelmix_webhooks');
    const database = await createTestDatabase();
    const jobs = new StandInJobs();
    const zone = new TestZone();
    try {
      await jobs.start(vhost.url);
      const load = env.NODE_ENV === 'production' ? loadProductionConfig : loadConfig;
      const config = load(WebhooksConfig, {
        DATABASE_URL: databaseUrlFor(database),
        AMQP_URL: vhost.url,
        LOG_LEVEL: 'warn',
        NODE_ENV: 'test',
        WEBHOOKS_ALLOW_LOOPBACK: 'true',
        WEBHOOKS_POLL_MS: '50',
        WEBHOOKS_FIRST_BACKOFF_MS: '500',
        WEBHOOKS_MAX_BACKOFF_MS: '1000',
        WEBHOOKS_TIMEOUT_MS: '2000',
        WEBHOOKS_SECRETS_KEY: TEST_ENCRYPTION_KEYS.WEBHOOKS_SECRETS_KEY,
        ...env,
      });
      const app = await NestFactory.create(WebhooksModule.register(config, { resolver: zone.resolve }), { logger: ['error'] });
      await startBrokerTransport(app, 'webhooks', config);
      await app.init();
      return new WebhooksTestApp(app, jobs, zone, vhost, database);
    } catch (error) {
      await jobs.stop();
      vhost.delete();
      await dropTestDatabase(database);
      throw error;
    }
  }

  async close(): Promise<void> {
    await this.app.close();
    await this.jobs.stop();
    this.vhost.delete();
    await dropTestDatabase(this.database);
  }

  get rpc(): RpcClient {
    return this.app.get(RpcClient);
  }

  get db(): DataSource {
    return this.app.get(DataSource);
  }

  /** Publishes an event (under `messageId` when given, as a redelivery would) and waits until it is handled. */
  async deliver<K extends EventName>(name: K, payload: EventMap[K], messageId: string = randomUUID()): Promise<string> {
    await this.app.get(EventPublisher).send({ messageId, name, payload, occurredAt: new Date() });
    await waitFor(
      async () => (await this.db.query(`SELECT 1 FROM "webhooks"."inbox" WHERE "message_id" = $1`, [messageId])).length === 1,
      { what: `message ${messageId} to be handled` },
    );
    return messageId;
  }

  subscribe(userId: string, url: string, events: WebhookEventType[]): Promise<CreatedWebhookEndpoint> {
    return this.rpc.request('webhooks', Rpc.CreateWebhookEndpoint, { userId, url, events });
  }

  log(userId: string, endpointId: string): Promise<WebhookDeliveryView[]> {
    return this.rpc.request('webhooks', Rpc.ListWebhookDeliveries, { userId, endpointId });
  }

  /** Waits until the endpoint's newest delivery satisfies `settled`, and answers it. */
  async newestDelivery(userId: string, endpointId: string, settled: (delivery: WebhookDeliveryView) => boolean, what: string): Promise<WebhookDeliveryView> {
    return waitFor(
      async () => {
        const [newest] = await this.log(userId, endpointId);
        return newest && settled(newest) ? newest : undefined;
      },
      { what, timeoutMs: 15000 },
    );
  }
}

/** The DomainError a call failed with. */
export function failureOf(work: Promise<unknown>): Promise<DomainError> {
  return work.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (error: DomainError) => error,
  );
}
