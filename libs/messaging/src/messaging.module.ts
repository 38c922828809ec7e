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
import { OutboxRelay } from './outbox/outbox-relay';
import { OutboxWriter } from './outbox/outbox-writer';
import { RpcClient } from './rpc/rpc-client';

export interface MessagingOptions {
  service: string;
  amqpUrl: string;
  rpcTimeoutMs: number;
  /** Set for services with a database: enables the outbox writer and relay. */
  database?: { url: string; schema: string };
}

export const MESSAGING_OPTIONS = Symbol('MESSAGING_OPTIONS');

/** Starts the outbox relay once the app is up and closes the broker connection last. */
@Injectable()
class MessagingLifecycle implements OnApplicationBootstrap, OnModuleDestroy, OnApplicationShutdown {
  constructor(
    private readonly connection: AmqpConnection,
    @Optional() private readonly relay?: OutboxRelay,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.relay?.start();
  }

  async onModuleDestroy(): Promise<void> {
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
          const connection = new AmqpConnection({ url: options.amqpUrl, name: options.service });
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
          useFactory: (dataSource: DataSource, publisher: EventPublisher) =>
            new OutboxRelay(dataSource, publisher, { schema: database.schema, databaseUrl: database.url }),
          inject: [DataSource, EventPublisher],
        },
      );
      exported.push(OutboxWriter, OutboxRelay);
    }
    return { module: MessagingModule, global: true, providers, exports: exported as Provider[] };
  }
}

