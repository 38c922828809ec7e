import {
  DynamicModule,
  Injectable,
  Module,
  OnApplicationBootstrap,
  OnApplicationShutdown,
  OnModuleDestroy,
  Optional,
  Provider,
} from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AmqpConnection } from './amqp-connection';
import { EventPublisher } from './event-publisher';
import { QueueDepthSampler } from './metrics/queue-depth-sampler';
import { OutboxRelay } from './outbox/outbox-relay';
import { OutboxWriter } from './outbox/outbox-writer';
import { DEFAULT_OUTAGE_BACKOFF } from './resilience/backoff';
import { RpcClient } from './rpc/rpc-client';

export interface MessagingOptions {
  service: string;
  amqpUrl: string;
  rpcTimeoutMs: number;
  /** Set for services with a database: enables the outbox writer and relay. */
  database?: { url: string; schema: string };
  /** The longest wait between attempts to reach the broker or database again after an outage. */
  outageRetryMaxMs?: number;
}

export const MESSAGING_OPTIONS = Symbol('MESSAGING_OPTIONS');

/**
 * Starts the outbox relay and the queue-depth sampling once the app is up (each sampling round
 * reads the queues consumers have declared so far) and closes the broker connection last.
 */
@Injectable()
class MessagingLifecycle implements OnApplicationBootstrap, OnModuleDestroy, OnApplicationShutdown {
  private readonly queueDepths: QueueDepthSampler;

  constructor(
    private readonly connection: AmqpConnection,
    @Optional() private readonly relay?: OutboxRelay,
  ) {
    this.queueDepths = new QueueDepthSampler(connection);
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.relay?.start();
    this.queueDepths.start();
  }

  async onModuleDestroy(): Promise<void> {
    await this.queueDepths.stop();
    await this.relay?.stop();
  }

  // After the transports have finished their in-flight messages, which happens between the
  // destroy and shutdown hooks.
  async onApplicationShutdown(): Promise<void> {
    await this.connection.close();
  }
}

@Module({})
export class MessagingModule {
  static forService(options: MessagingOptions): DynamicModule {
    const providers: Provider[] = [
      { provide: MESSAGING_OPTIONS, useValue: options },
      {
        provide: AmqpConnection,
        useFactory: async () => {
          const connection = new AmqpConnection({
            url: options.amqpUrl,
            name: options.service,
            reconnectMaxMs: options.outageRetryMaxMs,
          });
          await connection.connect();
          return connection;
        },
      },
      {
        provide: EventPublisher,
        useFactory: async (c: AmqpConnection) => {
          const publisher = new EventPublisher(c);
          await publisher.whenReady();
          return publisher;
        },
        inject: [AmqpConnection],
      },
      {
        provide: RpcClient,
        useFactory: async (c: AmqpConnection) => {
          const client = new RpcClient(c, options.rpcTimeoutMs);
          await client.whenReady();
          return client;
        },
        inject: [AmqpConnection],
      },
      MessagingLifecycle,
    ];
    const exported: Array<Provider | symbol | (abstract new (...args: never[]) => unknown)> = [
      AmqpConnection,
      EventPublisher,
      RpcClient,
      MESSAGING_OPTIONS,
    ];
    const database = options.database;
    if (database) {
      providers.push(
        { provide: OutboxWriter, useValue: new OutboxWriter(database.schema) },
        {
          provide: OutboxRelay,
          useFactory: async (dataSource: DataSource, publisher: EventPublisher, connection: AmqpConnection) => {
            const relay = new OutboxRelay(dataSource, publisher, {
              schema: database.schema,
              databaseUrl: database.url,
              listenBackoff: { ...DEFAULT_OUTAGE_BACKOFF, maxMs: options.outageRetryMaxMs ?? DEFAULT_OUTAGE_BACKOFF.maxMs },
            });
            // Rows held back while the broker was away go out as soon as it is back, not at the next poll.
            await connection.onConnect(async () => relay.nudge());
            return relay;
          },
          inject: [DataSource, EventPublisher, AmqpConnection],
        },
      );
      exported.push(OutboxWriter, OutboxRelay);
    }
    return { module: MessagingModule, global: true, providers, exports: exported as Provider[] };
  }
}

